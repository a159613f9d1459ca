import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useToast } from '../../../components/ui/toast/toast-context';
import { auth } from '../../../i18n/namespaces/auth';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/auth-context';
import { linkOutcome } from '../link-outcome';
import { useAuthModal } from './use-auth-modal';

const LINK_PARAMS = ['confirmed', 'email-changed', 'error'];

/**
 * E-mail links (confirm account, confirm new address) land on /?confirmed=1,
 * /profile?email-changed=1 or with ?error=…: say what happened in a toast, offer sign-in when it
 * is the next step, and tidy the address so a reload does not repeat it.
 */
export function useLinkResults(): void {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { status } = useAuth();
  const authModal = useAuthModal();
  const toast = useToast();
  const t = useT(auth);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || status === 'loading' || path === '/reset-password') return;
    const params = new URLSearchParams(search);
    const outcome = linkOutcome(t, params);
    if (!outcome) return;
    handled.current = true;
    toast.show({ type: outcome.type, title: outcome.title, message: outcome.message });
    for (const key of LINK_PARAMS) params.delete(key);
    const rest = params.toString();
    navigate(rest ? `${path}?${rest}` : path, { replace: true });
    if (status === 'signed-out' && outcome.offerSignIn) authModal.open('login');
  }, [authModal, navigate, path, search, status, t, toast]);
}
