import type { ChangeEvent } from '../../../shared/realtime/change-event';
import { addDays, type CivilDate } from '../../../shared/schedule/week';

/**
 * Whether a batch of changes alters a report over [from, to] (decision 0073, amended): a week
 * counted (its Sunday in the range) or the week before the first, whose overnight show carries
 * into it; anything reaching many weeks (a series); the Show Library, whose categories a report
 * reads live; fill-in requests; station settings (the name and paper the document heads itself
 * with). A resync already re-reads every query on screen (use-live-updates).
 */
export function reportTouchedBy(
  changes: readonly ChangeEvent[],
  range: { from: CivilDate; to: CivilDate },
): boolean {
  const first = addDays(range.from, -7);
  return changes.some((change) => {
    switch (change.kind) {
      case 'week':
        return change.weekStartDate >= first && change.weekStartDate <= range.to;
      case 'weeks':
      case 'shows':
      case 'fillins':
      case 'team':
        return true;
      default:
        return false;
    }
  });
}

export type ReportRefresh = {
  /** A change touched the report: read it again, soon. */
  touched: () => void;
  dispose: () => void;
};

/**
 * Reads the report again after changes touched it, without a storm: once they have paused for
 * `quietMs` (a bulk write announces its weeks in many batches; they make one read), at the
 * latest `maxWaitMs` after the first of them, and never two reads at once (a change during a
 * read makes one more read after it). A report over two years costs the server more than
 * a week does, so a page following a busy colleague must not ask for one per batch.
 */
export function createReportRefresh(options: {
  refetch: () => Promise<unknown>;
  quietMs?: number;
  maxWaitMs?: number;
  now?: () => number;
}): ReportRefresh {
  const { refetch, quietMs = 500, maxWaitMs = 3_000, now = Date.now } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstAt: number | null = null;
  let reading = false;
  let readAgain = false;
  let disposed = false;

  const read = () => {
    timer = undefined;
    firstAt = null;
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    void refetch()
      .catch(() => undefined) // the query shows its own failure
      .finally(() => {
        reading = false;
        if (readAgain && !disposed) {
          readAgain = false;
          read();
        }
      });
  };

  return {
    touched() {
      if (disposed) return;
      const at = now();
      firstAt ??= at;
      clearTimeout(timer);
      timer = setTimeout(read, Math.max(0, Math.min(quietMs, firstAt + maxWaitMs - at)));
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
    },
  };
}
