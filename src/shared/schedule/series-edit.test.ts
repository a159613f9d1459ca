import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wallTimeInZone } from '../exchange/ical/ical-document';
import { occurrencesBetween, recurrenceRuleSchema, type RecurrenceRule } from './recurrence';
import {
  isPlanProblem,
  planEndSeries,
  planSeriesEdit,
  type SeriesEditPlan,
  type SeriesMember,
  type SeriesShape,
} from './series-edit';
import { addDays, dateInZone, dayIndexOf, minutesInZone } from './week';

const weekly = (extra: Partial<RecurrenceRule> = {}): RecurrenceRule => ({
  frequency: 'weekly',
  interval: 1,
  byWeekday: [2],
  endType: 'count',
  count: 8,
  ...extra,
});

// Tuesdays at 10:00 for an hour, eight times from 2026-12-01.
const series: SeriesShape = {
  rule: weekly(),
  startDate: '2026-12-01',
  endDate: null,
  timeIndex: 40,
  duration: 4,
};
const THIS_WEEK = '2026-11-22';

function plan(change: Partial<Parameters<typeof planSeriesEdit>[1]>, members: SeriesMember[] = []) {
  const result = planSeriesEdit(
    series,
    {
      scope: 'following',
      fromDate: '2026-12-15',
      rule: weekly(),
      timeIndex: 40,
      duration: 4,
      ...change,
    },
    members,
    THIS_WEEK,
  );
  if (isPlanProblem(result)) throw new Error(result.text.key);
  return result;
}

describe('planSeriesEdit', () => {
  it('splits "this and following" at the chosen date: the new series starts on its first date there', () => {
    const result = plan({ rule: weekly({ byWeekday: [3], count: 3 }) });
    expect(result).toMatchObject<Partial<SeriesEditPlan>>({
      splitAt: '2026-12-15',
      keepsEarlier: true,
      next: expect.objectContaining({ startDate: '2026-12-16', timeIndex: 40 }),
    });
    expect(occurrencesBetween(result.next, '2026-12-01', '2027-03-01')).toEqual([
      '2026-12-16',
      '2026-12-23',
      '2026-12-30',
    ]);
  });

  it('keeps exceptions and removed dates still on the new rule and drops the others', () => {
    const members: SeriesMember[] = [
      { id: 'first', date: '2026-12-01', kind: 'first' },
      { id: 'before', date: '2026-12-08', kind: 'exception' },
      { id: 'tue', date: '2026-12-22', kind: 'exception' },
      { id: 'gone', date: '2026-12-29', kind: 'removed' },
      { id: 'late', date: '2027-03-02', kind: 'removed' },
    ];
    const result = plan({ rule: weekly({ byWeekday: [2, 4], count: 6 }) }, members);
    expect(result.kept.map((m) => m.id)).toEqual(['tue', 'gone']);
    // 2027-03-02 is a Tuesday, but past the changed series' six dates.
    expect(result.dropped.map((m) => m.id)).toEqual(['late']);
  });

  it('changes the whole series in place when it reaches back to the first date', () => {
    const result = plan({ fromDate: '2026-11-24', timeIndex: 60 });
    expect(result.keepsEarlier).toBe(false);
    expect(result.next.startDate).toBe('2026-12-01');
  });

  it('"all" never reaches a past week: a series begun earlier is split at this week', () => {
    const old = { ...series, startDate: '2026-11-03' };
    const result = planSeriesEdit(
      old,
      { scope: 'all', fromDate: '2026-11-03', rule: weekly(), timeIndex: 50, duration: 4 },
      [],
      THIS_WEEK,
    );
    expect(result).toMatchObject({ splitAt: THIS_WEEK, keepsEarlier: true });
  });

  it("keeps an empty weekday list meaning the first show's weekday", () => {
    const result = plan({ rule: weekly({ byWeekday: [] }) });
    expect(result.next.rule.byWeekday).toEqual([2]);
    expect(result.next.startDate).toBe('2026-12-15');
  });

  it('refuses a date in a past week and a rule with no date left', () => {
    expect(
      planSeriesEdit(
        series,
        { scope: 'following', fromDate: '2026-11-20', rule: weekly(), timeIndex: 40, duration: 4 },
        [],
        THIS_WEEK,
      ),
    ).toEqual({ field: 'fromDate', text: { key: 'errors:schedule.pastWeek' } });
    const none = planSeriesEdit(
      series,
      {
        scope: 'following',
        fromDate: '2026-12-15',
        rule: weekly({ endType: 'date', endDate: '2026-12-10', count: undefined }),
        timeIndex: 40,
        duration: 4,
      },
      [],
      THIS_WEEK,
    );
    expect(none).toEqual({
      field: 'rule',
      text: {
        key: 'series:refusal.noDateLeft',
        values: { date: { date: '2026-12-15', as: 'dayMonth' } },
      },
    });
  });

  it('property: the changed series never has a date before the split, and kept ∪ dropped is every later member', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 90 }), { maxLength: 8 }),
        (offset, weekdays, memberDays) => {
          const fromDate = addDays('2026-12-01', offset);
          const members: SeriesMember[] = memberDays.map((d) => ({
            id: String(d),
            date: addDays('2026-12-01', d),
            kind: d % 2 ? 'removed' : 'exception',
          }));
          const result = plan(
            { fromDate, rule: weekly({ byWeekday: weekdays, count: 10 }) },
            members,
          );
          const dates = occurrencesBetween(result.next, '2026-11-01', '2027-12-31');
          expect(dates[0]).toBe(result.next.startDate);
          expect(dates.every((d) => d >= fromDate && weekdays.includes(dayIndexOf(d)))).toBe(true);
          const later = members.filter((m) => m.date >= fromDate).map((m) => m.id);
          expect([...result.kept, ...result.dropped].map((m) => m.id).sort()).toEqual(later.sort());
          expect(result.kept.every((m) => dates.includes(m.date))).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('planEndSeries', () => {
  it('ends on the date and drops the later members', () => {
    const members: SeriesMember[] = [
      { id: 'a', date: '2026-12-08', kind: 'exception' },
      { id: 'b', date: '2026-12-22', kind: 'removed' },
    ];
    expect(planEndSeries(series, '2026-12-15', members, THIS_WEEK)).toEqual({
      endDate: '2026-12-15',
      dropped: [members[1]],
    });
    expect(planEndSeries(series, '2026-11-17', members, THIS_WEEK)).toEqual({
      field: 'date',
      text: { key: 'errors:schedule.pastWeek' },
    });
  });
});

describe('monthly on the nth weekday', () => {
  const monthly = (weekday: number, nth: 1 | 2 | 3 | 4 | -1): RecurrenceRule => ({
    frequency: 'monthly',
    interval: 1,
    byNthWeekday: { weekday, nth },
    endType: 'count',
    count: 4,
  });

  it.each<[string, RecurrenceRule, string, string[]]>([
    [
      '2nd Friday',
      monthly(5, 2),
      '2027-01-08',
      ['2027-01-08', '2027-02-12', '2027-03-12', '2027-04-09'],
    ],
    [
      'last Monday',
      monthly(1, -1),
      '2027-01-25',
      ['2027-01-25', '2027-02-22', '2027-03-29', '2027-04-26'],
    ],
    [
      '1st Sunday',
      monthly(0, 1),
      '2027-02-07',
      ['2027-02-07', '2027-03-07', '2027-04-04', '2027-05-02'],
    ],
  ])('%s', (_name, rule, startDate, expected) => {
    expect(occurrencesBetween({ rule, startDate }, startDate, '2027-12-31')).toEqual(expected);
    // A window far into the series gives the same dates (fastForward must not pin a month day).
    expect(
      occurrencesBetween(
        { rule: { ...rule, endType: 'date', endDate: '2027-12-31', count: undefined }, startDate },
        '2027-03-01',
        '2027-04-30',
      ),
    ).toEqual(expected.filter((d) => d >= '2027-03-01' && d <= '2027-04-30'));
  });

  it('refuses a weekday of the month together with month days, or outside a monthly rule', () => {
    expect(recurrenceRuleSchema.safeParse({ ...monthly(1, 2), byMonthday: [3] }).success).toBe(
      false,
    );
    expect(recurrenceRuleSchema.safeParse({ ...monthly(1, 2), frequency: 'weekly' }).success).toBe(
      false,
    );
    expect(
      recurrenceRuleSchema.safeParse({ ...monthly(1, 2), byNthWeekday: { weekday: 1, nth: 5 } })
        .success,
    ).toBe(false);
  });

  it.each([
    // New York springs forward on the 2nd Sunday of March, the very date of the second show.
    [
      'America/New_York',
      monthly(0, 2),
      '2027-02-14',
      ['2027-02-14', '2027-03-14', '2027-04-11', '2027-05-09'],
    ],
    // Lord Howe moves by half an hour on the 1st Sunday of October and of April.
    [
      'Australia/Lord_Howe',
      monthly(0, 1),
      '2027-09-05',
      ['2027-09-05', '2027-10-03', '2027-11-07', '2027-12-05'],
    ],
  ])(
    'keeps station wall-clock time across daylight saving in %s',
    (zone, rule, start, expected) => {
      const dates = occurrencesBetween({ rule, startDate: start }, start, '2028-06-30');
      expect(dates).toEqual(expected);
      for (const date of dates) {
        const at = wallTimeInZone({ date, minutes: 10 * 60 }, zone);
        expect(dateInZone(at, zone)).toBe(date);
        expect(minutesInZone(at, zone)).toBe(600);
      }
      const offsets = new Set(
        dates.map((date) => wallTimeInZone({ date, minutes: 600 }, zone).getTimezoneOffset()),
      );
      expect(offsets.size).toBe(2); // the dates really straddle a change
    },
  );
});
