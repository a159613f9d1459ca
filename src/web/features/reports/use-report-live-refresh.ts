import { useEffect } from 'react';
import type { CivilDate } from '../../../shared/schedule/week';
import { listenToChanges } from '../../lib/change-announcements';
import { createReportRefresh, reportTouchedBy } from './report-refresh';

/**
 * Keeps the report on screen current while colleagues work: a change that touches its range
 * reads it again (debounced, one read at a time; report-refresh.ts), and what is shown stays
 * until the new answer is there. The report's queries are not in the app's live invalidations
 * (use-live-updates), so a burst of week changes does not ask for a report per batch.
 */
export function useReportLiveRefresh(
  /** Reads the report on screen again: the query's refetch (the same function every render). */
  refetch: () => Promise<unknown>,
  range: { from: CivilDate; to: CivilDate } | undefined,
) {
  const from = range?.from;
  const to = range?.to;
  useEffect(() => {
    if (from === undefined || to === undefined) return;
    const refresh = createReportRefresh({ refetch });
    const stop = listenToChanges((changes) => {
      if (reportTouchedBy(changes, { from, to })) refresh.touched();
    });
    return () => {
      stop();
      refresh.dispose();
    };
  }, [refetch, from, to]);
}
