import { createContext, useContext } from 'react';

/** What the auth modal is showing: a form, or the confirmation after one succeeded. */
export type AuthView = 'login' | 'signup' | 'reset' | 'signup-done' | 'reset-done';
export type AuthModalMode = 'login' | 'signup' | 'reset';

/** What an opening may carry: the token of the invitation link the visitor followed. */
export type AuthModalOptions = { invitationToken?: string };

export type AuthModalApi = {
  /** Opens the modal, in login mode unless a flow needs another (SPEC.md §2: login by default). */
  open: (mode?: AuthModalMode, options?: AuthModalOptions) => void;
  close: () => void;
};

export const AuthModalContext = createContext<AuthModalApi | null>(null);

export function useAuthModal(): AuthModalApi {
  const api = useContext(AuthModalContext);
  if (!api) throw new Error('useAuthModal must be used inside <AuthModalProvider>');
  return api;
}
