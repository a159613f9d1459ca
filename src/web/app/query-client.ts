import { QueryClient, notifyManager } from '@tanstack/react-query';
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

/**
 * The reads' answers reach the screens together: each answer's notification otherwise flushes in
 * a task of its own, and a page whose first reads land one by one (the schedule has seven) drew
 * its whole tree once per answer before it painted. What is queued by the time the first flush
 * runs is drawn in one render (the same `setTimeout(0)` the library uses, shared).
 */
export function coalescedScheduler(): (callback: () => void) => void {
  let queued: (() => void)[] = [];
  return (callback) => {
    queued.push(callback);
    if (queued.length > 1) return;
    setTimeout(() => {
      const due = queued;
      queued = [];
      for (const run of due) run();
    }, 0);
  };
}
notifyManager.setScheduler(coalescedScheduler());
