import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateInZone, daysBetween, dayIndexOf } from '../schedule/week';
import {
  REPORT_MAX_DAYS,
  reportQuerySchema,
  ReportRangeError,
  resolveReportRange,
  type ReportRangePreset,
} from './report-range';

const resolve = (range: ReportRangePreset, today: string, extra: object = {}) =>
  resolveReportRange(reportQuerySchema.parse({ range, ...extra }), today);

describe('report ranges', () => {
  // Today is Wednesday 10 March 2027 (the week of Sunday 7 March).
  it.each<[ReportRangePreset, string, string, string[]]>([
    ['this-week', '2027-03-07', '2027-03-13', ['2027-03-07']],
    [
      'last-4-weeks',
      '2027-02-07',
      '2027-03-06',
      ['2027-02-07', '2027-02-14', '2027-02-21', '2027-02-28'],
    ],
    [
      'this-month',
      '2027-03-01',
      '2027-03-31',
      ['2027-03-07', '2027-03-14', '2027-03-21', '2027-03-28'],
    ],
    [
      'last-month',
      '2027-02-01',
      '2027-02-28',
      ['2027-02-07', '2027-02-14', '2027-02-21', '2027-02-28'],
    ],
  ])('%s on 2027-03-10 is %s..%s', (preset, from, to, weeks) => {
    expect(resolve(preset, '2027-03-10')).toEqual({ preset, from, to, weekIds: weeks });
  });

  it.each([
    ['2027-01-01', '2027-01-01', '2027-03-31', 13],
    ['2027-05-31', '2027-04-01', '2027-06-30', 13],
    ['2027-09-30', '2027-07-01', '2027-09-30', 13],
    ['2027-12-31', '2027-10-01', '2027-12-31', 13],
  ])('this quarter on %s is %s..%s (%i weeks)', (today, from, to, count) => {
    const range = resolve('this-quarter', today);
    expect([range.from, range.to, range.weekIds.length]).toEqual([from, to, count]);
  });

  it('this year counts the weeks starting in it; last month in January is December', () => {
    const year = resolve('this-year', '2027-06-15');
    expect([year.from, year.to, year.weekIds[0], year.weekIds.at(-1)]).toEqual([
      '2027-01-01',
      '2027-12-31',
      '2027-01-03',
      '2027-12-26',
    ]);
    expect(resolve('last-month', '2027-01-05')).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });

  // The station's today is read in its zone: the same instant is another date elsewhere.
  it.each([
    // 23:45 UTC on Sunday 31 January: Monday 1 February in Kolkata (+05:30).
    ['2027-01-31T23:45:00Z', 'Asia/Kolkata', '2027-02-01', '2027-02-01'],
    // Still Sunday 31 January in New York.
    ['2027-01-31T23:45:00Z', 'America/New_York', '2027-01-31', '2027-01-01'],
    // 13:50 UTC on 31 March is 00:20 on 1 April in Adelaide (+10:30 until 4 April).
    ['2027-03-31T13:50:00Z', 'Australia/Adelaide', '2027-04-01', '2027-04-01'],
    // Lord Howe's half-hour daylight saving (+11:00 in summer): 13:15 UTC is 00:15 next day.
    ['2027-02-28T13:15:00Z', 'Australia/Lord_Howe', '2027-03-01', '2027-03-01'],
    // The night New York springs forward: 06:30 UTC on 14 March is 02:30 EDT, still the 14th.
    ['2027-03-14T06:30:00Z', 'America/New_York', '2027-03-14', '2027-03-01'],
  ])('at %s in %s today is %s, this month starts %s', (instant, zone, today, monthStart) => {
    const date = dateInZone(new Date(instant), zone);
    expect(date).toBe(today);
    expect(resolve('this-month', date).from).toBe(monthStart);
  });

  it('a custom range needs both dates, in order, of at most two years (a leap day included)', () => {
    expect(() => resolve('custom', '2027-03-10')).toThrow(ReportRangeError);
    expect(() => resolve('custom', '2027-03-10', { from: '2027-03-10', to: '2027-03-09' })).toThrow(
      'The first date must not be after the last.',
    );
    const twoYears = resolve('custom', '2027-03-10', { from: '2027-01-01', to: '2028-12-31' });
    expect(twoYears.weekIds).toHaveLength(105);
    expect(() => resolve('custom', '2027-03-10', { from: '2027-01-01', to: '2029-01-01' })).toThrow(
      'A report covers at most two years; choose a shorter range.',
    );
  });

  it('counts every Sunday in the range and nothing else, at most 105 weeks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: REPORT_MAX_DAYS - 1 }),
        (offset, length) => {
          const from = addDays('1980-01-01', offset);
          const to = addDays(from, length);
          const { weekIds } = resolve('custom', '2027-03-10', { from, to });
          expect(weekIds.length).toBeLessThanOrEqual(105);
          const sundays = Array.from({ length: length + 1 }, (_, i) => addDays(from, i)).filter(
            (d) => dayIndexOf(d) === 0,
          );
          expect(weekIds).toEqual(sundays);
          expect(daysBetween(from, to)).toBe(length);
        },
      ),
      { numRuns: 200 },
    );
  });
});
