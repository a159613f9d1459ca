import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExistingBlock, ImportPlan, PlanContext, SeriesChoice } from './import-plan';
import { planWeekDocument } from './plan-week-document';
import { sampleWeekDocument } from '../week-document/sample-week-document';

const TARGET = '2026-12-13';

const context = (over: Partial<PlanContext> = {}): PlanContext => ({
  weekId: TARGET,
  timeZone: 'Europe/London',
  week: { status: 'draft', isPast: false },
  library: [],
  djs: [],
  existing: [],
  ...over,
});

/** What the week holds once a plan is written: its placements, series instances included. */
const written = (plan: ImportPlan, before: readonly ExistingBlock[]): ExistingBlock[] => [
  ...before,
  ...plan.placements.map((p, i) => ({
    id: `w${before.length + i}`,
    showName: p.showName,
    dayIndex: p.dayIndex,
    timeIndex: p.timeIndex,
    duration: p.duration,
  })),
];

describe('importing a week that holds series', () => {
  it('places every series in this week only by default: no series is created', () => {
    const plan = planWeekDocument(sampleWeekDocument(), context());
    expect(plan.series).toEqual([]);
    expect(plan.removals).toEqual([]);
    expect(plan.placements.every((p) => p.series === null)).toBe(true);
    expect(plan.placements).toHaveLength(9);
    expect(plan.seriesOptions.map((o) => [o.key, o.choice])).toEqual([
      ['series-1', 'week-only'],
      ['series-2', 'week-only'],
    ]);
  });

  it('recreates only the series chosen, with its start moved to the target week', () => {
    const plan = planWeekDocument(
      sampleWeekDocument(),
      context({ seriesChoices: { 'series-2': 'recreate' } }),
    );
    expect(plan.series.map((s) => [s.key, s.startDate])).toEqual([['series-2', '2026-12-15']]);
  });

  it('refuses to recreate a series beyond the dialog limits counted from the target week', () => {
    const document = sampleWeekDocument();
    document.series[0]!.rule = { ...document.series[0]!.rule, count: 40 };
    const plan = planWeekDocument(document, context());
    expect(plan.seriesOptions[0]!.cannotRecreate).toEqual({
      key: 'exchange:plan.countTooHigh',
      values: { max: 25, count: 39 },
    });
    expect(() =>
      planWeekDocument(document, context({ seriesChoices: { 'series-1': 'recreate' } })),
    ).toThrow(/exchange:plan.countTooHigh/);
  });

  it('detects an identical series already running and creates nothing for it', () => {
    const running = {
      id: 'running-jazz',
      templateId: null,
      showName: 'Jazz Hour',
      rule: { frequency: 'daily' as const, interval: 1, endType: 'count' as const, count: 5 },
      timeIndex: 80,
      duration: 4,
      dates: ['2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18', '2026-12-19'],
    };
    const plan = planWeekDocument(
      sampleWeekDocument(),
      context({ running: [running], seriesChoices: { 'series-2': 'recreate' } }),
    );
    expect(plan.seriesOptions.find((o) => o.key === 'series-2')).toMatchObject({
      alreadyRunning: true,
    });
    expect(plan.series).toEqual([]);
    expect(plan.placements.filter((p) => p.showName === 'Jazz Hour')).toEqual([]);
  });

  it('is idempotent: importing the same file again with the defaults adds nothing', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            showName: fc.constantFrom('Morning Show', 'Jazz Hour', 'Other'),
            dayIndex: fc.integer({ min: 0, max: 6 }),
            timeIndex: fc.integer({ min: 0, max: 90 }),
            duration: fc.integer({ min: 1, max: 4 }),
          }),
          { maxLength: 10 },
        ),
        fc.constantFrom<Record<string, SeriesChoice>>({}, { 'series-1': 'week-only' }),
        (blocks, choices) => {
          const existing = blocks.map((b, i) => ({ ...b, id: `e${i}` }));
          const first = planWeekDocument(
            sampleWeekDocument(),
            context({ existing, seriesChoices: choices }),
          );
          const second = planWeekDocument(
            sampleWeekDocument(),
            context({ existing: written(first, existing), seriesChoices: choices }),
          );
          expect(second.placements).toEqual([]);
          expect(second.alreadyThere).toHaveLength(9);
        },
      ),
    );
  });
});
