import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { AuthModalContext, type AuthModalApi, type AuthView } from '../hooks/use-auth-modal';

const loadAuthModal = () => import('./auth-modal');
const AuthModal = lazy(() => loadAuthModal().then((m) => ({ default: m.AuthModal })));

/** Fetches the modal's code ahead of the first click (the welcome page calls it). */
export function preloadAuthModal(): void {
  void loadAuthModal();
}

/**
 * Owns the auth modal's open state and mode. Every opening starts over in the requested mode
 * (login unless said otherwise), with empty forms: the dialog's content unmounts when closed.
 */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<AuthView>('login');
  const [used, setUsed] = useState(false);
  const [invitationToken, setInvitationToken] = useState<string | undefined>();

  const openModal = useCallback<AuthModalApi['open']>((mode = 'login', options = {}) => {
    setView(mode);
    setInvitationToken(options.invitationToken);
    setUsed(true);
    setOpen(true);
  }, []);
  const api = useMemo<AuthModalApi>(
    () => ({ open: openModal, close: () => setOpen(false) }),
    [openModal],
  );

  return (
    <AuthModalContext.Provider value={api}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <AuthModal
            open={open}
            onOpenChange={setOpen}
            view={view}
            onViewChange={setView}
            invitationToken={invitationToken}
          />
        </Suspense>
      ) : null}
    </AuthModalContext.Provider>
  );
}
