import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  planCopyWeek,
  type CopySourceBlock,
  type CopyTargetBlock,
  type CopyTargetWeek,
  type SeriesReach,
} from './copy-plan';

const block = (
  id: string,
  showName: string,
  dayIndex: number,
  timeIndex: number,
  duration = 4,
  seriesId: string | null = null,
): CopySourceBlock => ({ id, showName, templateId: null, dayIndex, timeIndex, duration, seriesId });

const week = (blocks: CopyTargetBlock[] = [], status: CopyTargetWeek['status'] = 'draft') => ({
  weekId: '2026-12-06',
  status,
  isPast: false,
  blocks,
});
const noSeries = new Map<string, SeriesReach>();
const defaults = { copyDuplicates: false };

/** What the target holds after the plan's copies are written. */
const written = (target: CopyTargetWeek, copies: readonly CopySourceBlock[]): CopyTargetWeek => ({
  ...target,
  blocks: [...target.blocks, ...copies.map((c, i) => ({ ...c, id: `copy-${i}-${c.id}` }))],
});

describe('planCopyWeek', () => {
  it('skips a show already there at the same time, and copies it when asked to', () => {
    const source = [block('a', 'Morning Show', 1, 32), block('b', 'Jazz', 2, 40)];
    const target = week([block('x', 'morning show ', 1, 32)]);
    const plan = planCopyWeek(source, target, noSeries, defaults);
    expect(plan.copies.map((c) => c.showName)).toEqual(['Jazz']);
    expect(plan.alreadyThere).toMatchObject([{ showName: 'Morning Show', dayIndex: 1 }]);
    const anyway = planCopyWeek(source, target, noSeries, { copyDuplicates: true });
    expect(anyway.copies).toHaveLength(2);
    expect(anyway.overlaps).toMatchObject([{ showName: 'Morning Show', with: ['morning show '] }]);
  });

  it('names the overlaps a copy would create before copying', () => {
    const plan = planCopyWeek(
      [block('a', 'Morning Show', 1, 32, 8)],
      week([block('t', 'Talk', 1, 34)]),
      noSeries,
      defaults,
    );
    expect(plan.overlaps).toEqual([
      { showName: 'Morning Show', dayIndex: 1, timeIndex: 32, duration: 8, with: ['Talk'] },
    ]);
  });

  it('leaves finalized and past weeks alone and says so', () => {
    const source = [block('a', 'Morning Show', 1, 32)];
    expect(planCopyWeek(source, week([], 'finalized'), noSeries, defaults)).toMatchObject({
      outcome: 'finalized',
      copies: [],
    });
    expect(planCopyWeek(source, { ...week(), isPast: true }, noSeries, defaults).outcome).toBe(
      'past',
    );
  });

  it('leaves a series show to its series while the series runs, and copies it after its end', () => {
    const monthly = new Map([['s1', { startDate: '2026-11-03', lastDate: '2027-03-02' }]]);
    const source = [block('m', 'Monthly Mix', 2, 80, 8, 's1')];
    // The week of Dec 6 has no occurrence of the monthly show: still no one-off copy.
    const during = planCopyWeek(source, week(), monthly, defaults);
    expect(during.copies).toEqual([]);
    expect(during.bySeries).toMatchObject([{ showName: 'Monthly Mix' }]);
    const after = planCopyWeek(source, { ...week(), weekId: '2027-03-14' }, monthly, defaults);
    expect(after.copies.map((c) => c.showName)).toEqual(['Monthly Mix']);
  });

  const arbitraryBlock = fc.record({
    id: fc.uuid(),
    showName: fc.constantFrom('Morning Show', 'Jazz', 'Talk', 'News'),
    templateId: fc.constantFrom(null, 't1', 't2'),
    dayIndex: fc.integer({ min: 0, max: 6 }),
    timeIndex: fc.integer({ min: 0, max: 92 }),
    duration: fc.integer({ min: 1, max: 4 }),
    seriesId: fc.constantFrom(null, null, 's-running', 's-ended'),
  });
  const reaches = new Map([
    ['s-running', { startDate: '2026-11-01', lastDate: '2027-06-01' }],
    ['s-ended', { startDate: '2026-01-01', lastDate: '2026-11-30' }],
  ]);

  it('is idempotent: copying the same week again with the defaults adds nothing', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryBlock, { maxLength: 12 }),
        fc.array(arbitraryBlock, { maxLength: 8 }),
        (source, existing) => {
          const target = week(existing);
          const first = planCopyWeek(source, target, reaches, defaults);
          const second = planCopyWeek(source, written(target, first.copies), reaches, defaults);
          expect(second.copies).toEqual([]);
        },
      ),
    );
  });

  it('never copies a show of a series into a week its series runs over', () => {
    fc.assert(
      fc.property(fc.array(arbitraryBlock, { maxLength: 12 }), fc.boolean(), (source, anyway) => {
        const plan = planCopyWeek(source, week(), reaches, { copyDuplicates: anyway });
        expect(plan.copies.some((c) => c.seriesId === 's-running')).toBe(false);
      }),
    );
  });
});
