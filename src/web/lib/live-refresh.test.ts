import type { InvalidateQueryFilters } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdLiveRefresh, liveGate } from './live-hold';
import { changesOfRevisions, createLiveRefresh, invalidationsFor } from './live-refresh';

describe('invalidationsFor', () => {
  it('refreshes a changed week, its history, the station log and the week list', () => {
    expect(invalidationsFor([{ kind: 'week', weekStartDate: '2026-11-22' }])).toEqual([
      { queryKey: ['week', '2026-11-22'], exact: true },
      { queryKey: ['activity', 'week', '2026-11-22'] },
      { queryKey: ['activity', 'station'] },
      { queryKey: ['weeks'] },
    ]);
  });

  it('refreshes every week once for a change that reaches many', () => {
    expect(
      invalidationsFor([
        { kind: 'week', weekStartDate: '2026-11-22' },
        { kind: 'weeks' },
        { kind: 'week', weekStartDate: '2026-11-29' },
      ]),
    ).toEqual([{ queryKey: ['weeks'] }, { queryKey: ['week'] }, { queryKey: ['activity'] }]);
  });

  it('refreshes the shows with the DJs, whose names they show, and the access they link', () => {
    expect(invalidationsFor([{ kind: 'djs' }, { kind: 'shows' }])).toEqual([
      { queryKey: ['djs'] },
      { queryKey: ['shows'] },
      { queryKey: ['activity', 'station'] },
      { queryKey: ['access'] },
    ]);
  });

  it('refreshes the fill-in requests (page, request, dashboard count) and the station log', () => {
    expect(invalidationsFor([{ kind: 'fillins' }])).toEqual([
      { queryKey: ['fill-ins'] },
      { queryKey: ['activity', 'station'] },
    ]);
  });

  it("reads again only the weeks when the schedule's counter moved as a page opened", () => {
    // Not the access or the profile a page read first: a colleague's show changes neither.
    expect(invalidationsFor(changesOfRevisions(['schedule']))).toEqual([
      { queryKey: ['week'] },
      { queryKey: ['weeks'] },
      { queryKey: ['activity'] },
    ]);
  });

  it('refreshes everything after a resync', () => {
    expect(invalidationsFor([{ kind: 'shows' }, { kind: 'resync' }])).toEqual([{}]);
  });
});

describe('live refresh', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const rounds: InvalidateQueryFilters[][] = [];
    const refresh = createLiveRefresh({ apply: (f) => rounds.push(f), gate: liveGate });
    return { refresh, rounds };
  }

  it('applies at most ten rounds a second and loses no change', () => {
    const { refresh, rounds } = setup();
    // 990 ms of a change every 20 ms.
    for (let i = 0; i < 50; i++) {
      refresh.receive([
        { kind: 'week', weekStartDate: `2027-01-${String((i % 28) + 1).padStart(2, '0')}` },
      ]);
      if (i < 49) vi.advanceTimersByTime(20);
    }
    expect(rounds.length).toBeLessThanOrEqual(10);
    vi.advanceTimersByTime(100);
    const weeks = rounds.flat().map((f) => JSON.stringify(f.queryKey));
    for (let day = 1; day <= 28; day++) {
      expect(weeks).toContain(JSON.stringify(['week', `2027-01-${String(day).padStart(2, '0')}`]));
    }
    refresh.dispose();
  });

  it('waits while a drag holds the screen, then applies what arrived', () => {
    const { refresh, rounds } = setup();
    const release = holdLiveRefresh();
    refresh.receive([{ kind: 'week', weekStartDate: '2026-11-22' }]);
    vi.advanceTimersByTime(500);
    refresh.receive([{ kind: 'shows' }]);
    vi.advanceTimersByTime(500);
    expect(rounds).toEqual([]);
    release();
    vi.advanceTimersByTime(200);
    expect(rounds.flat()).toEqual([
      { queryKey: ['week', '2026-11-22'], exact: true },
      { queryKey: ['activity', 'week', '2026-11-22'] },
      { queryKey: ['activity', 'station'] },
      { queryKey: ['weeks'] },
      { queryKey: ['shows'] },
      { queryKey: ['activity', 'station'] },
    ]);
    release();
    refresh.dispose();
  });

  it('refreshes everything after missing events', () => {
    const { refresh, rounds } = setup();
    refresh.missedSome();
    expect(rounds).toEqual([[{}]]);
    refresh.dispose();
  });
});
