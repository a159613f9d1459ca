import { describe, expect, it } from 'vitest';
import type { PlanContext } from './import-plan';
import { planWeekDocument } from './plan-week-document';
import { sampleWeekDocument } from '../week-document/sample-week-document';

/** Three weeks after the exported week of 2026-11-22. */
const TARGET = '2026-12-13';

const context = (over: Partial<PlanContext> = {}): PlanContext => ({
  weekId: TARGET,
  timeZone: 'Europe/London',
  week: { status: 'draft', isPast: false },
  library: [
    {
      id: 'lib-jazz',
      name: 'JAZZ  hour',
      duration: 1,
      djNames: [],
      genres: [],
      description: null,
      color: '#3b82f6',
      imageUrl: null,
    },
  ],
  djs: [{ id: 'dj-ada', name: 'ada lovelace', active: true }],
  existing: [],
  // These cases recreate the file's series; "Place in this week only" has its own tests.
  seriesChoices: { 'series-1': 'recreate', 'series-2': 'recreate', 'series-3': 'recreate' },
  ...over,
});

describe('planWeekDocument', () => {
  const plan = planWeekDocument(sampleWeekDocument(), context());

  it('places every show of the file on the same day and slot', () => {
    expect(plan.placements.map((p) => [p.showName, p.dayIndex, p.timeIndex, p.duration])).toEqual([
      ['Late Night Talk', 0, 88, 8],
      ['Morning Show', 1, 28, 8],
      ['Jazz Hour', 2, 80, 4],
      ['Morning Show', 3, 28, 8],
      ['Jazz Hour', 3, 80, 4],
      ['Morning Show Special', 5, 32, 8],
      ['Jazz Hour', 5, 80, 4],
      ['Weekend Mix', 6, 56, 12],
      ['Jazz Hour', 6, 80, 4],
    ]);
  });

  it('recreates series that begin in the week, moved by whole weeks', () => {
    expect(plan.series.map((s) => [s.key, s.startDate, s.rule, s.timeIndex, s.duration])).toEqual([
      [
        'series-1',
        '2026-12-14',
        { frequency: 'weekly', interval: 1, byWeekday: [1, 3, 5], endType: 'count', count: 12 },
        28,
        8,
      ],
      [
        'series-2',
        '2026-12-15',
        { frequency: 'daily', interval: 1, endType: 'count', count: 5 },
        80,
        4,
      ],
    ]);
    const roles = plan.placements.map(
      (p) => p.series && [p.series.key, p.series.role, p.series.originalInstanceDate],
    );
    expect(roles).toEqual([
      null, // Late Night Talk: its series began before the exported week
      ['series-1', 'first', '2026-12-14'],
      ['series-2', 'first', '2026-12-15'],
      ['series-1', 'instance', '2026-12-16'],
      ['series-2', 'instance', '2026-12-16'],
      ['series-1', 'exception', '2026-12-18'],
      ['series-2', 'instance', '2026-12-18'],
      null,
      ['series-2', 'instance', '2026-12-19'],
    ]);
    expect(plan.removals).toEqual([{ seriesKey: 'series-2', date: '2026-12-17' }]);
    expect(plan.notices[0]).toEqual({ key: 'exchange:plan.flattened', values: { count: 1 } });
  });

  it('shifts an end date with the series', () => {
    const document = sampleWeekDocument();
    document.series[1]!.rule = {
      frequency: 'daily',
      interval: 1,
      endType: 'date',
      endDate: '2026-11-28',
    };
    document.series[1]!.endDate = '2026-11-28';
    const shifted = planWeekDocument(document, context());
    expect(shifted.series[1]).toMatchObject({
      endDate: '2026-12-19',
      rule: { endType: 'date', endDate: '2026-12-19' },
    });
    expect(shifted.removals).toEqual([{ seriesKey: 'series-2', date: '2026-12-17' }]);
  });

  it('matches library shows by name ignoring case and spaces and creates the rest', () => {
    expect(plan.matchedShows).toEqual([{ id: 'lib-jazz', name: 'JAZZ  hour' }]);
    expect(plan.createdShows.map((s) => [s.name, s.color, s.djIds])).toEqual([
      ['Morning Show', '#f59e0b', ['dj-ada']],
      ['Late Night Talk', '#06b6d4', []],
      ['Weekend Mix', '#ec4899', ['dj-ada']],
    ]);
    expect(plan.placements.find((p) => p.showName === 'Jazz Hour')?.show).toEqual({
      kind: 'library',
      id: 'lib-jazz',
    });
    expect(plan.notices).toContainEqual({
      key: 'exchange:plan.djsMissing',
      values: { names: 'DJ Nova' },
    });
  });

  it('turns a placement that no longer fits its rule into a single show', () => {
    const document = sampleWeekDocument();
    const wednesday = document.placements.find(
      (p) => p.seriesKey === 'series-1' && p.originalInstanceDate === '2026-11-25',
    )!;
    wednesday.originalInstanceDate = '2026-11-26'; // not a Mon/Wed/Fri
    const result = planWeekDocument(document, context());
    expect(result.adjustments).toEqual([
      {
        showName: 'Morning Show',
        message: { key: 'exchange:plan.notFollowingRule' },
      },
    ]);
    // Wednesday is then not covered by the file: the series' Wednesday is removed.
    expect(result.removals).toContainEqual({ seriesKey: 'series-1', date: '2026-12-16' });
  });

  it('reports overlaps with the week, and refuses them in a finalized week', () => {
    const existing = [
      { id: 'b1', showName: 'Drive Time', dayIndex: 1, timeIndex: 30, duration: 4 },
    ];
    const draft = planWeekDocument(sampleWeekDocument(), context({ existing }));
    expect(draft.overlaps).toEqual([
      expect.objectContaining({
        showName: 'Morning Show',
        dayIndex: 1,
        withExisting: ['Drive Time'],
      }),
    ]);
    expect(draft.blocker).toBeNull();
    const finalized = planWeekDocument(
      sampleWeekDocument(),
      context({ existing, week: { status: 'finalized', isPast: false } }),
    );
    expect(finalized.blocker).toEqual({ key: 'exchange:plan.blocker.finalizedOverlap' });
    const clear = planWeekDocument(
      sampleWeekDocument(),
      context({ week: { status: 'finalized', isPast: false } }),
    );
    expect(clear.blocker).toBeNull();
  });

  it('refuses a past week through the same rule as the grid', () => {
    const past = planWeekDocument(
      sampleWeekDocument(),
      context({ week: { status: 'draft', isPast: true } }),
    );
    expect(past.blocker).toEqual({ key: 'exchange:plan.blocker.pastWeek' });
  });
});

describe('a recreated series outside every series’ limits', () => {
  it('is refused by its key, said in the request’s language, with the field at fault', () => {
    const document = sampleWeekDocument();
    document.series[0]!.rule = {
      frequency: 'weekly',
      interval: 1,
      byWeekday: [1],
      endType: 'date',
      endDate: '2026-11-01',
    };
    let refused: unknown;
    try {
      planWeekDocument(document, context());
    } catch (error) {
      refused = error;
    }
    expect(refused).toMatchObject({
      status: 422,
      refusal: { key: 'series:check.endBeforeStart' },
      fields: { 'series.endDate': { key: 'series:check.endBeforeStart' } },
    });
  });
});
