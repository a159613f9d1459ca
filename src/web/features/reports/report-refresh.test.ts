import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '../../../shared/realtime/change-event';
import { createReportRefresh, reportTouchedBy } from './report-refresh';

const RANGE = { from: '2027-01-01', to: '2027-03-31' };
const week = (weekStartDate: string): ChangeEvent => ({ kind: 'week', weekStartDate });

describe('reportTouchedBy', () => {
  it('is touched by a week counted, the week before the first, series, shows, fill-ins, settings', () => {
    expect(reportTouchedBy([week('2027-01-03')], RANGE)).toBe(true);
    expect(reportTouchedBy([week('2027-03-28')], RANGE)).toBe(true);
    // Its Saturday night may carry into the first week counted.
    expect(reportTouchedBy([week('2026-12-27')], RANGE)).toBe(true);
    for (const kind of ['weeks', 'shows', 'fillins', 'team'] as const) {
      expect(reportTouchedBy([{ kind }], RANGE), kind).toBe(true);
    }
  });

  it('is not touched by weeks outside the range, away dates or notices', () => {
    expect(reportTouchedBy([week('2026-12-20'), week('2027-04-04')], RANGE)).toBe(false);
    expect(reportTouchedBy([{ kind: 'away' }, { kind: 'notices', userId: 'u' }], RANGE)).toBe(
      false,
    );
  });
});

describe('createReportRefresh', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A refetch that resolves when told, counting the calls. */
  function reads() {
    const pending: (() => void)[] = [];
    const refetch = vi.fn(() => new Promise<void>((resolve) => pending.push(resolve)));
    return { refetch, finish: () => pending.shift()?.() };
  }

  it('reads once after a burst of changes, once they pause', async () => {
    const { refetch } = reads();
    const refresh = createReportRefresh({ refetch, quietMs: 500, maxWaitMs: 3_000 });
    for (let i = 0; i < 20; i++) {
      refresh.touched();
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(refetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('reads at the latest maxWaitMs after the first change of a long burst', async () => {
    const { refetch, finish } = reads();
    const refresh = createReportRefresh({ refetch, quietMs: 500, maxWaitMs: 3_000 });
    for (let i = 0; i < 40; i++) {
      refresh.touched();
      await vi.advanceTimersByTimeAsync(100);
    }
    // Forty changes over four seconds, never a pause: read at 3 s (that read still runs), ...
    expect(refetch).toHaveBeenCalledTimes(1);
    finish();
    // ... then once more after the last.
    await vi.advanceTimersByTimeAsync(500);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('never reads twice at once: a change during a read makes one more read after it', async () => {
    const { refetch, finish } = reads();
    const refresh = createReportRefresh({ refetch, quietMs: 500 });
    refresh.touched();
    await vi.advanceTimersByTimeAsync(500);
    expect(refetch).toHaveBeenCalledTimes(1);
    refresh.touched();
    await vi.advanceTimersByTimeAsync(500);
    refresh.touched();
    await vi.advanceTimersByTimeAsync(500);
    expect(refetch).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(refetch).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('reads nothing once disposed', async () => {
    const { refetch } = reads();
    const refresh = createReportRefresh({ refetch, quietMs: 500 });
    refresh.touched();
    refresh.dispose();
    refresh.touched();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(refetch).not.toHaveBeenCalled();
  });
});
