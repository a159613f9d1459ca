import { describe, expect, it } from 'vitest';
import type { ScheduledBlock, WeekView } from '../../../shared/schemas/schedule';
import type { UndoOffer } from '../../../shared/schemas/undo';
import { reachesOtherWeeks, undoOfDelete, undoOfMove, undoOfRemoval } from './undo-plan';
import { block as fixtureBlock } from '../../../shared/exchange/week-document/scheduled-block.fixture';

const WEEK = '2026-11-29';

const block = (over: Partial<ScheduledBlock> = {}): ScheduledBlock =>
  fixtureBlock({
    id: '11111111-1111-4111-8111-111111111111',
    showName: 'Jazz Hour',
    ...{ showGenres: [], djNames: [], duration: 4 },
    ...over,
  });

const weekWith = (...blocks: ScheduledBlock[]): WeekView => ({
  id: WEEK,
  startDate: WEEK,
  endDate: '2026-12-05',
  status: 'draft',
  isPast: false,
  lastModified: '2026-11-22T12:00:00.000Z',
  hasOverlaps: false,
  djClashes: [],
  blocks,
  carriedIn: [],
  overnightContinues: false,
  away: [],
});

describe('undoOfMove', () => {
  it('sends the old day, time and length with the version the block has now', () => {
    const before = block({ version: 3 });
    const after = block({ version: 4, dayIndex: 5, timeIndex: 8, duration: 2 });
    expect(undoOfMove(WEEK, before, weekWith(after))).toEqual({
      kind: 'move-back',
      weekId: WEEK,
      id: before.id,
      body: { version: 4, dayIndex: 2, timeIndex: 40, duration: 4 },
    });
  });

  it('has nothing to move back once the block is gone or the week is not loaded', () => {
    expect(undoOfMove(WEEK, block(), weekWith())).toBeNull();
    expect(undoOfMove(WEEK, block(), undefined)).toBeNull();
  });
});

describe('undoOfRemoval', () => {
  it('names the series and the instance date', () => {
    const instance = block({
      id: 'series-1:2026-12-01',
      isInstance: true,
      recurringSeriesId: '22222222-2222-4222-8222-222222222222',
      originalInstanceDate: '2026-12-01',
    });
    expect(undoOfRemoval(WEEK, instance)).toEqual({
      kind: 'unremove',
      weekId: WEEK,
      seriesId: '22222222-2222-4222-8222-222222222222',
      date: '2026-12-01',
    });
    expect(reachesOtherWeeks(undoOfRemoval(WEEK, instance)!)).toBe(false);
  });

  it('refuses a block that is not an instance of a series', () => {
    expect(undoOfRemoval(WEEK, block())).toBeNull();
  });
});

describe('undoOfDelete', () => {
  it('sends back the token the server answered the delete with', () => {
    const offer: UndoOffer = { token: 'a'.repeat(43), kind: 'exception' };
    expect(undoOfDelete(WEEK, offer)).toEqual({ kind: 'restore', weekId: WEEK, offer });
    expect(reachesOtherWeeks(undoOfDelete(WEEK, offer))).toBe(false);
  });

  it('marks a restored series as reaching other weeks', () => {
    const offer: UndoOffer = { token: 'a'.repeat(43), kind: 'series' };
    expect(reachesOtherWeeks(undoOfDelete(WEEK, offer))).toBe(true);
  });
});
