import { useEffect, useRef } from 'react';
import { SESSION_CHECK_DELAY_MS, SESSION_CHECK_TIMEOUT_MS } from '../../shared/constants/limits';
import { useToast } from '../components/ui/toast/toast-context';
import { apiFetch } from '../lib/api-client';
import { ApiError } from '../lib/api-error';
import type { AuthStatus } from '../lib/auth-context';

/**
 * SPEC.md §4: once, about 1 s after start, a signed-in session is checked against the API with a
 * 5 s limit. A 401 signs the user out (the API client reports it); a slow or failing check lets
 * the user keep working, but unlike the original we say so instead of only logging it.
 */
export function useSessionValidation(status: AuthStatus): void {
  const toast = useToast();
  const settled = useRef(false);

  useEffect(() => {
    if (settled.current || status === 'loading') return;
    if (status === 'signed-out') {
      settled.current = true; // no session at start: nothing to check
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      settled.current = true;
      apiFetch('/api/profile', {
        timeoutMs: SESSION_CHECK_TIMEOUT_MS,
        signal: controller.signal,
      }).catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) return;
        if (error instanceof ApiError && error.code === 'timeout') {
          toast.info(
            'The server is slow to respond',
            'We could not confirm your session yet. You can keep working; if something fails, try again in a moment.',
          );
        } else {
          toast.error(
            'Could not confirm your session',
            error instanceof Error ? error.message : undefined,
          );
        }
      });
    }, SESSION_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      // Only a check still waiting to start is called off; one under way is left to finish.
      if (!settled.current) controller.abort();
    };
  }, [status, toast]);
}
