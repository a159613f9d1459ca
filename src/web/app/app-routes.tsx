import { useLocation } from 'wouter';
import { useInvitationLink } from '../features/auth/hooks/use-invitation-link';
import { useLinkResults } from '../features/auth/hooks/use-link-results';
import { WelcomePage } from '../features/auth/components/welcome-page';
import { useAuth } from '../lib/auth-context';
import { ClockProvider } from '../lib/clock-provider';
import { LoadingScreen } from './loading-screen';
import { preloadPageAt } from './pages';
import { CodeLoadFailure } from './code-load-failure';
import { preloadableLazy } from '../lib/preloadable-lazy';

// The signed-in frame is ready when the page at the address being opened is too: the loading
// screen gives way to the whole page at once, not to an empty frame.
const AppShell = preloadableLazy(
  // On a server drawing first screens there is no address yet: it loads every page itself.
  () =>
    Promise.all([
      import('./app-shell'),
      typeof window === 'undefined' ? undefined : preloadPageAt(window.location.pathname),
    ]),
  ([m]) => m.AppShell,
  { Loading: LoadingScreen, Failed: CodeLoadFailure },
);
const ResetPasswordPage = preloadableLazy(
  () => import('../features/auth/components/reset-password-page'),
  (m) => m.ResetPasswordPage,
  { Loading: LoadingScreen, Failed: CodeLoadFailure },
);

// Fetch the code while the session is still being checked, not after. A failed download is
// shown where the code is needed, not here.
/** Settles when the signed-in frame's and the opened page's code is here (or could not come). */
export const signedInFrameCode: Promise<void> = AppShell.preload().catch(() => undefined);

/**
 * What the address and the session show: /reset-password for anyone; otherwise the loading
 * screen, the welcome page when signed out (whatever the address, which is kept for after
 * sign-in), or the app.
 */
export function AppRoutes() {
  const [path] = useLocation();
  const { status } = useAuth();
  useLinkResults();
  useInvitationLink();

  if (path === '/reset-password') {
    return <ResetPasswordPage />;
  }
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed-out') return <WelcomePage />;
  return (
    <ClockProvider>
      <AppShell />
    </ClockProvider>
  );
}
