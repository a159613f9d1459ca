import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { ToastOutlet, ToastProvider } from '../components/ui/toast/toast-provider';
import { AuthModalProvider } from '../features/auth/components/auth-modal-provider';
import { AppRoutes } from './app-routes';
import { AuthProvider } from './auth-provider';
import { ConnectionWords } from './connection-words';
import { FarewellToast } from './farewell';
import { LanguageProvider } from './language-provider';
import { LoadingScreen } from './loading-screen';
import { SessionValidation } from './session-validation';

/**
 * The providers, outermost first: server state (the entry's client, which may hold the first
 * reads' answers already: app/first-screen.ts), toasts, the session, the language, the sign-in
 * modal.
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthProvider>
          <LanguageProvider>
            {/* The first screen in a language other than English waits for its words here. */}
            <Suspense fallback={<LoadingScreen />}>
              <AuthModalProvider>
                <AppRoutes />
              </AuthModalProvider>
            </Suspense>
            {/* Inside the language: the toasts, and the frame's notices that the session's own
                provider (above it) cannot say in the reader's words. */}
            <Suspense fallback={null}>
              <ToastOutlet />
              <FarewellToast />
              <ConnectionWords />
              <SessionValidation />
            </Suspense>
          </LanguageProvider>
        </AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
