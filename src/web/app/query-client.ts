import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

/**
 * Server state. A refusal (4xx) is final, so it is not retried; a network hiccup or 5xx is tried
 * once more before the screen shows the error.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
