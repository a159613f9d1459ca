import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { AUTH_LOADING_CAP_MS } from '../../shared/constants/limits';
import { runAuthCall } from '../lib/auth-call';
import { AuthContext, type AuthState, type AuthStatus, type AuthUser } from '../lib/auth-context';
import { clearBrowserStorage } from '../lib/clear-storage';
import { forgetEarlyReads } from '../lib/early-reads';
import { useSessionState, type SessionUser } from '../lib/session-store';
import { onUnauthorized } from '../lib/unauthorized';
import { FarewellContext, type Farewell } from './farewell';

/**
 * Who is signed in (SPEC.md §4 "Authentication and session"). Loading lasts until the session is
 * known or 20 s have passed. Signing out, or any 401, forgets everything this browser holds for
 * the user (cached data, local and session storage) and returns to the welcome page.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSessionState();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [loadingCapped, setLoadingCapped] = useState(false);
  // Set when we signed the user out ourselves, so a stale session answer cannot undo it.
  const [forcedOut, setForcedOut] = useState(false);
  const [farewell, setFarewell] = useState<Farewell | null>(null);
  const sayFarewell = useCallback(
    (reason: Farewell['reason']) => setFarewell((last) => ({ reason, id: (last?.id ?? 0) + 1 })),
    [],
  );

  useEffect(() => {
    if (!session.pending) return;
    const timer = setTimeout(() => setLoadingCapped(true), AUTH_LOADING_CAP_MS);
    return () => clearTimeout(timer);
  }, [session.pending]);

  const sessionUser: SessionUser | null = session.user;
  const user = useMemo(
    () => (sessionUser && !forcedOut ? toAuthUser(sessionUser) : null),
    [sessionUser, forcedOut],
  );
  const status: AuthStatus = user
    ? 'signed-in'
    : session.pending && !loadingCapped && !forcedOut
      ? 'loading'
      : 'signed-out';

  const forgetLocally = useCallback(() => {
    clearBrowserStorage();
    forgetEarlyReads();
    queryClient.clear();
    setForcedOut(true);
    navigate('/', { replace: true });
  }, [navigate, queryClient]);

  const signOut = useCallback<AuthState['signOut']>(
    async (options) => {
      // Even if the server cannot be reached, this browser stops acting for the user.
      await runAuthCall(signOutOfService);
      forgetLocally();
      if (!options?.silent) sayFarewell('signedOut');
    },
    [forgetLocally, sayFarewell],
  );

  const statusRef = useRef(status);
  useEffect(() => {
    statusRef.current = status;
  }, [status]);

  useEffect(
    () =>
      onUnauthorized(() => {
        if (statusRef.current !== 'signed-in') return;
        statusRef.current = 'signed-out'; // several requests may fail at once: act once
        forgetLocally();
        // The auth client notes the sign-out in storage for other tabs; clear that too.
        void runAuthCall(signOutOfService).then(clearBrowserStorage);
        sayFarewell('sessionEnded');
      }),
    [forgetLocally, sayFarewell],
  );

  const value = useMemo<AuthState>(
    () => ({ status, user, signOut, signedIn: () => setForcedOut(false) }),
    [status, user, signOut],
  );
  return (
    <AuthContext.Provider value={value}>
      <FarewellContext value={farewell}>{children}</FarewellContext>
    </AuthContext.Provider>
  );
}

/** The accounts service's sign-out; its client is fetched only now (lib/session-store.ts). */
async function signOutOfService() {
  const { authClient } = await import('../lib/auth-client');
  return authClient.signOut();
}

function toAuthUser(user: SessionUser): AuthUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}
