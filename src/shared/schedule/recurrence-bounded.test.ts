import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  HORIZON_MONTHS,
  MAX_ITERATIONS,
  occurrencesBetween,
  occurrencesInWeek,
  type RecurrenceRule,
  type SeriesSpan,
} from './recurrence';
import { expansionWork } from './direct-occurrences';
import { walkedFromStart } from './recurrence-reference';
import { addDays, addMonths, weekIdOf } from './week';

const civilDate = (min: number, max: number) =>
  fc
    .integer({ min, max })
    .map((day) => new Date(Date.UTC(1970, 0, 1) + day * 86_400_000).toISOString().slice(0, 10));

const days = fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 3 });
const ruleArb: fc.Arbitrary<RecurrenceRule> = fc
  .record({
    frequency: fc.constantFrom('daily', 'weekly', 'monthly', 'yearly'),
    interval: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 99 })),
    byWeekday: days,
    byMonthday: fc.uniqueArray(fc.integer({ min: 1, max: 31 }), { maxLength: 3 }),
    byMonth: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 3 }),
    byNthWeekday: fc.option(
      fc.record({
        weekday: fc.integer({ min: 0, max: 6 }),
        nth: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const, -1 as const),
      }),
      { nil: undefined },
    ),
    // Counted rules twice as often: their start near the window carries the count skipped.
    endType: fc.constantFrom('never', 'count', 'count', 'date'),
    count: fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: MAX_ITERATIONS })),
    endOffset: fc.integer({ min: 0, max: 5000 }),
  })
  .map(
    ({ endOffset, byNthWeekday, ...r }) =>
      ({
        ...r,
        // The schema allows the nth weekday on monthly rules only, instead of month days.
        ...(byNthWeekday && r.frequency === 'monthly' ? { byNthWeekday, byMonthday: [] } : {}),
        endDate: `+${endOffset}`,
      }) as unknown as RecurrenceRule,
  );

// Zones where midnight moves or is skipped (America/Sao_Paulo until 2019, Asia/Tehran until
// 2022), a half-hour one with daylight saving (Australia/Adelaide), one a day ahead of UTC.
const ZONES = [
  'America/New_York',
  'America/Sao_Paulo',
  'Australia/Adelaide',
  'Asia/Tehran',
  'Pacific/Kiritimati',
  'UTC',
];
// The process zone is what rrule's and Date's local-time paths see; Node applies a change at once.
// eslint-disable-next-line no-restricted-properties -- the zone of this process, not a setting
const processEnv = process.env;
const originalZone = processEnv.TZ;
afterAll(() => {
  if (originalZone === undefined) delete processEnv.TZ;
  else processEnv.TZ = originalZone;
});

describe('bounded expansion', () => {
  it('equals walking the rule from its first date, in any zone, for any window', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        ruleArb,
        // 1970-01-01 to 2199-12-31, the dates a week may have.
        civilDate(0, 84_000),
        fc.integer({ min: -400, max: 4000 }),
        fc.integer({ min: 0, max: 40 }),
        (zone, generated, startDate, fromOffset, length) => {
          processEnv.TZ = zone;
          const offset = Number((generated.endDate ?? '+0').slice(1));
          const rule: RecurrenceRule = {
            ...generated,
            endDate: addDays(startDate, offset),
          };
          const series = { rule, startDate, endDate: null };
          const from = addDays(startDate, fromOffset);
          const to = addDays(from, length);
          expect(occurrencesBetween(series, from, to)).toEqual(walkedFromStart(series, from, to));
        },
      ),
      { numRuns: 1500 },
    );
  }, 60_000);

  it('ends a counted rule on the same date however far into it the window starts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        ruleArb,
        civilDate(0, 84_000),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: -40, max: 10 }),
        (zone, generated, startDate, count, before) => {
          processEnv.TZ = zone;
          const rule: RecurrenceRule = { ...generated, endType: 'count', count };
          const series = { rule, startDate, endDate: null };
          const all = walkedFromStart(series, startDate, addMonths(startDate, HORIZON_MONTHS));
          // The window straddles (or just misses) the last occurrence, where a wrong count shows.
          const last = all.at(-1) ?? startDate;
          const from = addDays(last, before);
          const to = addDays(from, 14);
          expect(occurrencesBetween(series, from, to)).toEqual(walkedFromStart(series, from, to));
        },
      ),
      { numRuns: 400 },
    );
  }, 30_000);

  it('reads a week far from an endless daily series begun long ago by testing that week only', () => {
    const series: SeriesSpan = {
      rule: { frequency: 'daily', interval: 1, endType: 'never' },
      startDate: '2190-01-01',
      endDate: null,
    };
    const before = expansionWork.daysTested;
    for (let i = 0; i < 50; i++) occurrencesInWeek(series, weekIdOf(addDays('2199-01-01', i * 7)));
    // Each read tests its week's seven days, not the nine years before (3,300 days a read).
    expect(expansionWork.daysTested - before).toBe(50 * 7);
    expect(occurrencesInWeek(series, '2199-06-02').length).toBe(7);
  });

  it('stops a series with an end ten years after its first date; one without end goes on', () => {
    const counted: SeriesSpan = {
      rule: { frequency: 'daily', interval: 1, endType: 'count', count: MAX_ITERATIONS },
      startDate: '2020-01-01',
      endDate: null,
    };
    const horizon = addDays(addMonths('2020-01-01', HORIZON_MONTHS), -1);
    expect(occurrencesBetween(counted, horizon, addDays(horizon, 30))).toEqual([]);
    const endless: SeriesSpan = {
      rule: { frequency: 'daily', interval: 1, endType: 'never' },
      startDate: '0100-01-01',
      endDate: null,
    };
    const before = expansionWork.daysTested;
    expect(occurrencesInWeek(endless, '2026-11-22')).toHaveLength(7);
    // Its week's seven days, not the 700,000 since the year 100.
    expect(expansionWork.daysTested - before).toBe(7);
  });
});
