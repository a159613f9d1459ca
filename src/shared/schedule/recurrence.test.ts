import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  occurrencesBetween,
  occurrencesInWeek,
  recurrenceRuleSchema,
  type RecurrenceRule,
} from './recurrence';
import { addDays, currentWeekId, weekIdOf } from './week';

const weekly = (extra: Partial<RecurrenceRule> = {}): RecurrenceRule => ({
  frequency: 'weekly',
  interval: 1,
  byWeekday: [2],
  endType: 'never',
  ...extra,
});

describe('occurrencesBetween', () => {
  it.each<[string, RecurrenceRule, string, string, string, string[]]>([
    [
      'daily',
      { frequency: 'daily', interval: 1, endType: 'never' },
      '2026-11-24',
      '2026-11-22',
      '2026-11-28',
      ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'],
    ],
    [
      'every 2nd day',
      { frequency: 'daily', interval: 2, endType: 'never' },
      '2026-11-23',
      '2026-11-22',
      '2026-11-28',
      ['2026-11-23', '2026-11-25', '2026-11-27'],
    ],
    ['weekly Tuesday', weekly(), '2026-11-24', '2026-12-06', '2026-12-12', ['2026-12-08']],
    [
      'weekly Mon+Fri',
      weekly({ byWeekday: [1, 5] }),
      '2026-11-23',
      '2026-11-22',
      '2026-12-05',
      ['2026-11-23', '2026-11-27', '2026-11-30', '2026-12-04'],
    ],
    [
      'fortnightly',
      weekly({ interval: 2 }),
      '2026-11-24',
      '2026-11-22',
      '2026-12-19',
      ['2026-11-24', '2026-12-08'],
    ],
    [
      'monthly 1st and 15th',
      { frequency: 'monthly', interval: 1, byMonthday: [1, 15], endType: 'never' },
      '2026-11-01',
      '2026-11-01',
      '2026-12-31',
      ['2026-11-01', '2026-11-15', '2026-12-01', '2026-12-15'],
    ],
    [
      'monthly on the 31st skips short months',
      { frequency: 'monthly', interval: 1, byMonthday: [31], endType: 'never' },
      '2026-10-31',
      '2026-10-01',
      '2027-01-31',
      ['2026-10-31', '2026-12-31', '2027-01-31'],
    ],
    [
      'yearly in March and July',
      { frequency: 'yearly', interval: 1, byMonth: [3, 7], endType: 'never' },
      '2026-03-08',
      '2026-01-01',
      '2027-12-31',
      ['2026-03-08', '2026-07-08', '2027-03-08', '2027-07-08'],
    ],
    [
      'count of 5 includes the first',
      weekly({ endType: 'count', count: 5 }),
      '2026-11-24',
      '2026-11-01',
      '2027-06-01',
      ['2026-11-24', '2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22'],
    ],
    [
      'end date is inclusive',
      weekly({ endType: 'date', endDate: '2026-12-08' }),
      '2026-11-24',
      '2026-11-01',
      '2027-06-01',
      ['2026-11-24', '2026-12-01', '2026-12-08'],
    ],
    ['nothing before the start', weekly(), '2026-11-24', '2026-11-01', '2026-11-21', []],
  ])('%s', (_name, rule, startDate, from, to, expected) => {
    expect(occurrencesBetween({ rule, startDate }, from, to)).toEqual(expected);
  });

  it('stops at the series end date as well as the rule end', () => {
    expect(
      occurrencesBetween(
        { rule: weekly(), startDate: '2026-11-24', endDate: '2026-12-02' },
        '2026-11-01',
        '2027-01-01',
      ),
    ).toEqual(['2026-11-24', '2026-12-01']);
  });

  it('generates at most 1000 occurrences in one expansion', () => {
    const daily: RecurrenceRule = { frequency: 'daily', interval: 1, endType: 'never' };
    expect(
      occurrencesBetween({ rule: daily, startDate: '2026-01-01' }, '2026-01-01', '2031-01-01'),
    ).toHaveLength(1000);
  });
});

describe('occurrencesInWeek across daylight-saving changes', () => {
  // The series is in calendar dates, so the week that holds "now" in the station's zone decides.
  it.each([
    ['2026-03-08T10:00:00Z', 'America/New_York'],
    ['2026-03-29T10:00:00Z', 'Europe/London'],
    ['2026-10-25T10:00:00Z', 'Europe/Berlin'],
    ['2026-03-08T10:00:00Z', 'Asia/Kolkata'],
  ])('a daily series covers all seven days of the week holding %s in %s', (instant, zone) => {
    const weekId = currentWeekId(new Date(instant), zone);
    const days = occurrencesInWeek(
      { rule: { frequency: 'daily', interval: 1, endType: 'never' }, startDate: '2026-01-04' },
      weekId,
    );
    expect(days.map((d) => d.dayIndex)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(days[0]!.date).toBe(weekId);
  });
});

describe('weekly series properties', () => {
  const civil = fc.integer({ min: 0, max: 400 }).map((n) => addDays('2026-01-04', n));
  it('only chosen weekdays, never before the start, never after the end, at most count', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 1, max: 4 }),
        civil,
        fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
        civil,
        (days, interval, startDate, count, weekStart) => {
          const rule = weekly({
            byWeekday: days,
            interval,
            ...(count ? { endType: 'count' as const, count } : {}),
          });
          const all = occurrencesBetween({ rule, startDate }, startDate, addDays(startDate, 400));
          if (count) expect(all.length).toBeLessThanOrEqual(count);
          for (const { date, dayIndex } of occurrencesInWeek(
            { rule, startDate },
            weekIdOf(weekStart),
          )) {
            expect(days).toContain(dayIndex);
            expect(date >= startDate).toBe(true);
            if (count) expect(all).toContain(date);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('recurrenceRuleSchema', () => {
  it.each([
    [{ frequency: 'weekly', interval: 0, endType: 'never' }, 'interval'],
    [{ frequency: 'weekly', interval: 100, endType: 'never' }, 'interval'],
    [{ frequency: 'hourly', interval: 1, endType: 'never' }, 'frequency'],
    [{ frequency: 'weekly', interval: 1, endType: 'count' }, 'count'],
    [{ frequency: 'weekly', interval: 1, endType: 'date' }, 'endDate'],
    [{ frequency: 'weekly', interval: 1, endType: 'date', endDate: '2026-02-30' }, 'endDate'],
    [{ frequency: 'monthly', interval: 1, byMonthday: [32], endType: 'never' }, 'byMonthday.0'],
  ])('refuses %j at %s', (input, field) => {
    const result = recurrenceRuleSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(field);
  });
});
