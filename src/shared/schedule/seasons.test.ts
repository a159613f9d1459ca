import { describe, expect, it } from 'vitest';
import type { RecurrenceRule, SeriesSpan } from './recurrence';
import { occurrencesBetween } from './recurrence';
import {
  endingOn,
  hasDateAfter,
  lastDateWithSeason,
  nextSeasonAfter,
  seasonInputSchema,
  seasonOfWeek,
  seasonOn,
  type Season,
} from './seasons';
import { currentWeekId, dateInZone } from './week';

const fall: Season = { id: 'f', name: 'Fall 2027', firstDay: '2027-09-06', lastDay: '2027-12-18' };
const winter: Season = { id: 'w', name: 'Winter', firstDay: '2027-12-19', lastDay: '2028-03-11' };
const spring: Season = { id: 's', name: 'Spring', firstDay: '2028-03-20', lastDay: '2028-06-10' };
const seasons = [spring, fall, winter];

const weekly = (days: number[], end: Partial<RecurrenceRule> = { endType: 'never' }) =>
  ({ frequency: 'weekly', interval: 1, byWeekday: days, ...end }) as RecurrenceRule;

describe('the season of a week', () => {
  it('is the season covering most of its days; a week no season touches has none', () => {
    expect(seasonOfWeek(seasons, '2027-10-03')?.name).toBe('Fall 2027');
    // Dec 12-18: all Fall. Dec 19-25: all Winter. Sep 5-11: Fall from Mon Sep 6 (six days).
    expect(seasonOfWeek(seasons, '2027-12-12')?.name).toBe('Fall 2027');
    expect(seasonOfWeek(seasons, '2027-12-19')?.name).toBe('Winter');
    expect(seasonOfWeek(seasons, '2027-09-05')?.name).toBe('Fall 2027');
    // Mar 12-18 (Winter ended Sat Mar 11, Spring starts Mon Mar 20): none.
    expect(seasonOfWeek(seasons, '2028-03-12')).toBeNull();
    // Mar 19-25: Spring covers six days.
    expect(seasonOfWeek(seasons, '2028-03-19')?.name).toBe('Spring');
  });

  it('splits a straddled week by days, the earlier winning a tie', () => {
    const a: Season = { id: 'a', name: 'A', firstDay: '2027-01-01', lastDay: '2027-01-05' };
    const b: Season = { id: 'b', name: 'B', firstDay: '2027-01-06', lastDay: '2027-02-01' };
    // Week of Sun Jan 3: A has Jan 3-5 (3 days), B Jan 6-9 (4 days).
    expect(seasonOfWeek([a, b], '2027-01-03')?.name).toBe('B');
    const c: Season = { ...b, firstDay: '2027-01-07' };
    // A 3 days, C 3 days (Jan 7-9), one day between: the earlier.
    expect(seasonOfWeek([c, a], '2027-01-03')?.name).toBe('A');
  });

  it("follows the station's today in a DST zone and in half-hour zones", () => {
    // Saturday Dec 18 2027, 14:00 UTC: already Sunday Dec 19 00:30 in Adelaide (UTC+10:30,
    // daylight time), Saturday 19:30 in Kolkata (UTC+5:30), Saturday 09:00 in New York.
    const now = new Date('2027-12-18T14:00:00Z');
    const seasonNow = (zone: string) => seasonOfWeek(seasons, currentWeekId(now, zone))?.name;
    expect(dateInZone(now, 'Australia/Adelaide')).toBe('2027-12-19');
    expect(seasonNow('Australia/Adelaide')).toBe('Winter');
    expect(seasonNow('Asia/Kolkata')).toBe('Fall 2027');
    expect(seasonNow('America/New_York')).toBe('Fall 2027');
    // Across New York's spring-forward night (Mar 12 2028), the week stays Mar 12-18: no season.
    expect(currentWeekId(new Date('2028-03-12T07:30:00Z'), 'America/New_York')).toBe('2028-03-12');
    expect(
      seasonOn(seasons, dateInZone(new Date('2028-03-12T07:30:00Z'), 'America/New_York')),
    ).toBe(null);
  });
});

describe('the next season', () => {
  it('is the one starting soonest after this one ends', () => {
    expect(nextSeasonAfter(seasons, fall)?.name).toBe('Winter');
    expect(nextSeasonAfter(seasons, winter)?.name).toBe('Spring');
    expect(nextSeasonAfter(seasons, spring)).toBeNull();
  });
});

describe('which series end with a season', () => {
  const fridays = (end: Partial<RecurrenceRule>, startDate = '2027-09-10'): SeriesSpan => ({
    rule: weekly([5], end),
    startDate,
  });

  it('a weekly show whose last airing is the last one the season holds', () => {
    // Fall ends Saturday Dec 18: the last Friday is Dec 17.
    expect(lastDateWithSeason(fridays({ endType: 'date', endDate: '2027-12-18' }), fall)).toBe(
      '2027-12-17',
    );
    expect(lastDateWithSeason(fridays({ endType: 'date', endDate: '2027-12-17' }), fall)).toBe(
      '2027-12-17',
    );
    // Stopped a week earlier: not the season's end, left alone.
    expect(
      lastDateWithSeason(fridays({ endType: 'date', endDate: '2027-12-10' }), fall),
    ).toBeNull();
    // A count that runs out on the season's last Friday: Sep 10 + 14 weeks = Dec 17.
    expect(lastDateWithSeason(fridays({ endType: 'count', count: 15 }), fall)).toBe('2027-12-17');
    expect(lastDateWithSeason(fridays({ endType: 'count', count: 14 }), fall)).toBeNull();
  });

  it('a monthly show whose next date would fall after the season', () => {
    // The last Friday of each month: Nov 26 is the last in Fall (Dec 31 is after Dec 18).
    const monthly: SeriesSpan = {
      rule: {
        frequency: 'monthly',
        interval: 1,
        byNthWeekday: { weekday: 5, nth: -1 },
        endType: 'never',
      },
      startDate: '2027-09-24',
      endDate: '2027-11-26',
    };
    expect(lastDateWithSeason(monthly, fall)).toBe('2027-11-26');
  });

  it('never a series reaching past the season, without end, or with no date in it', () => {
    expect(lastDateWithSeason(fridays({ endType: 'never' }), fall)).toBeNull();
    expect(
      lastDateWithSeason(fridays({ endType: 'date', endDate: '2028-01-07' }), fall),
    ).toBeNull();
    expect(
      lastDateWithSeason(fridays({ endType: 'date', endDate: '2027-08-27' }, '2027-08-06'), fall),
    ).toBeNull();
    // Once carried into Winter, it ends with Winter and no longer with Fall: no doubling.
    const carried = endingOn(fridays({ endType: 'count', count: 15 }), winter.lastDay);
    expect(lastDateWithSeason(carried, fall)).toBeNull();
    expect(lastDateWithSeason(carried, winter)).toBe('2028-03-10');
  });

  it('a carried series keeps every date it had and gains the next ones to the new last day', () => {
    const counted = fridays({ endType: 'count', count: 15 });
    const carried = endingOn(counted, winter.lastDay);
    expect(carried.rule).toEqual({
      frequency: 'weekly',
      interval: 1,
      byWeekday: [5],
      endType: 'never',
    });
    expect(carried.endDate).toBe('2028-03-11');
    const before = occurrencesBetween(counted, '2027-09-01', '2027-12-31');
    expect(occurrencesBetween(carried, '2027-09-01', '2027-12-18')).toEqual(before);
    expect(occurrencesBetween(carried, '2027-12-19', '2028-12-31')).toHaveLength(12);
    expect(hasDateAfter(carried, '2028-03-11')).toBe(false);
  });
});

describe('a season as written', () => {
  it('is trimmed and bounded', () => {
    const ok = seasonInputSchema.safeParse({
      name: '  Fall ',
      firstDay: '2027-09-06',
      lastDay: '2027-09-06',
    });
    expect(ok.success && ok.data.name).toBe('Fall');
    const messages = (input: object) => {
      const r = seasonInputSchema.safeParse(input);
      return r.success
        ? null
        : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(messages({ name: ' ', firstDay: '2027-09-06', lastDay: '2027-09-07' })).toEqual({
      name: 'Enter the season name',
    });
    expect(messages({ name: 'F', firstDay: '2027-09-06', lastDay: '2027-09-05' })).toEqual({
      lastDay: 'The last day must be on or after the first day',
    });
    // 2028 is a leap year: Jan 1 to Dec 31 is 366 days, allowed; a day more is not.
    expect(messages({ name: 'F', firstDay: '2028-01-01', lastDay: '2028-12-31' })).toBeNull();
    expect(messages({ name: 'F', firstDay: '2028-01-01', lastDay: '2029-01-01' })).toEqual({
      lastDay: 'A season is at most 366 days long',
    });
    expect(messages({ name: 'F', firstDay: '2027-02-30', lastDay: '2300-01-01' })).toEqual({
      firstDay: 'Please enter a valid date',
      lastDay: 'Choose a date from 1970 to 2199',
    });
  });
});
