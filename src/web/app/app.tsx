import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { ToastOutlet, ToastProvider } from '../components/ui/toast/toast-provider';
import { AuthModalProvider } from '../features/auth/components/auth-modal-provider';
import { waitForReadsOf } from '../lib/after-paint';
import { AppRoutes } from './app-routes';
import { AuthProvider } from './auth-provider';
import { ConnectionWords } from './connection-words';
import { FarewellToast } from './farewell';
import { LanguageProvider } from './language-provider';
import { LoadingScreen } from './loading-screen';
import { SessionValidation } from './session-validation';
import { createQueryClient } from './query-client';

/** The providers, outermost first: server state, toasts, the session, the language, the sign-in modal. */
export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // Code deferred until after the paint waits for the page's reads too (decision 0069).
    waitForReadsOf(client);
    return client;
  });
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
