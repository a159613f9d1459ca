import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { SESSION_CHECK_DELAY_MS, SESSION_CHECK_TIMEOUT_MS } from '../../shared/constants/limits';
import { useToast } from '../components/ui/toast/toast-context';
import { apiFetch } from '../lib/api-client';
import { ApiError, TIMEOUT_MESSAGE, errorMessage } from '../lib/api-error';
import type { AuthStatus } from '../lib/auth-context';
import { profileQueryKey } from '../lib/query-keys';
import { shell } from '../i18n/namespaces/shell';
import { useT } from '../i18n/use-t';

/**
 * SPEC.md §4: once, about 1 s after start, a signed-in session is checked against the API with a
 * 5 s limit. A 401 signs the user out (the API client reports it); a slow or failing check lets
 * the user keep working, but unlike the original we say so instead of only logging it. The app
 * reads the profile as it starts (the HTML's early read, decision 0058): that read is the check,
 * and the same row is not read a second time.
 */
export function useSessionValidation(status: AuthStatus): void {
  const toast = useToast();
  const t = useT(shell);
  const queryClient = useQueryClient();
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
      profileCheck(queryClient, controller.signal).catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) return;
        if (error instanceof ApiError && error.code === 'timeout') {
          toast.info(t('shell:sessionCheck.slow'), t('shell:sessionCheck.slowDetail'));
        } else {
          toast.error(t('shell:sessionCheck.failed'), errorMessage(error));
        }
      });
    }, SESSION_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      // Only a check still waiting to start is called off; one under way is left to finish.
      if (!settled.current) controller.abort();
    };
  }, [status, toast, queryClient, t]);
}

/**
 * The profile read that checks the session: the one the app made as it started when it has
 * answered or is under way (waited for within the check's limit), else a read of its own.
 */
async function profileCheck(queryClient: QueryClient, signal: AbortSignal): Promise<unknown> {
  const started = queryClient.getQueryState(profileQueryKey);
  if (started?.status === 'success') return;
  if (started?.fetchStatus !== 'fetching')
    return apiFetch('/api/profile', { timeoutMs: SESSION_CHECK_TIMEOUT_MS, signal });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ApiError(TIMEOUT_MESSAGE, 0, 'timeout')),
      SESSION_CHECK_TIMEOUT_MS,
    );
  });
  try {
    // The query's fetch under way is joined, not started again.
    return await Promise.race([queryClient.fetchQuery({ queryKey: profileQueryKey }), limit]);
  } finally {
    clearTimeout(timer);
  }
}
