import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { useInvitationLink } from '../features/auth/hooks/use-invitation-link';
import { useLinkResults } from '../features/auth/hooks/use-link-results';
import { WelcomePage } from '../features/auth/components/welcome-page';
import { useAuth } from '../lib/auth-context';
import { LoadingScreen } from './loading-screen';

const loadShell = () => import('./app-shell');
const AppShell = lazy(() => loadShell().then((m) => ({ default: m.AppShell })));
const ResetPasswordPage = lazy(() =>
  import('../features/auth/components/reset-password-page').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);

// Fetch the signed-in frame while the session is still being checked, not after.
void loadShell();

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
    return (
      <Suspense fallback={<LoadingScreen />}>
        <ResetPasswordPage />
      </Suspense>
    );
  }
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed-out') return <WelcomePage />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AppShell />
    </Suspense>
  );
}
