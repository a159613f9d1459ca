import { createContext, useContext } from 'react';

/** The signed-in account as the screens need it (SPEC.md §3 "Authenticated user"). */
export type AuthUser = {
  id: string;
  email: string;
  /** The username given at sign-up, or "". */
  name: string;
  createdAt: string;
};

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export type AuthState = {
  status: AuthStatus;
  user: AuthUser | null;
  /** Ends the session on the server, then forgets everything locally. */
  signOut: (options?: { silent?: boolean }) => Promise<void>;
  /** After a successful sign-in: lets a session through again after a forced sign-out. */
  signedIn: () => void;
};

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}

/** The signed-in user, for screens that only render when someone is signed in. */
export function useSignedInUser(): AuthUser {
  const { user } = useAuth();
  if (!user) throw new Error('useSignedInUser needs a signed-in user');
  return user;
}
