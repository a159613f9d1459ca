import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAuth } from '../../../lib/auth-context';
import { useAuthModal } from './use-auth-modal';

/**
 * An invitation mail links to /invite?token=…: a signed-out visitor gets the sign-up form with
 * the invited address filled in. The token leaves the address bar at once (it is a credential
 * until used); a signed-in visitor simply lands on the dashboard.
 */
export function useInvitationLink(): void {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { status } = useAuth();
  const authModal = useAuthModal();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || path !== '/invite' || status === 'loading') return;
    handled.current = true;
    const token = new URLSearchParams(search).get('token');
    navigate('/', { replace: true });
    if (status === 'signed-out' && token) authModal.open('signup', { invitationToken: token });
  }, [authModal, navigate, path, search, status]);
}
