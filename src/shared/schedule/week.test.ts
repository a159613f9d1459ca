import { TZDate } from '@date-fns/tz';
import { UTCDate } from '@date-fns/utc';
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  currentWeekId,
  dateInZone,
  isCivilDate,
  isPastWeek,
  isWeekId,
  pastWeekFrom,
  shortDateLabel,
  weekEndOf,
  weekIdOf,
  weekLabel,
  weekNumber,
  weekRangeLabel,
} from './week';

describe('calendar arithmetic', () => {
  it.each([
    ['2026-03-07', 1, '2026-03-08'], // US DST starts that night
    ['2026-10-24', 1, '2026-10-25'], // EU DST ends that night
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-11-22', -7, '2026-11-15'],
  ])('addDays(%s, %d) is %s', (date, days, expected) => expect(addDays(date, days)).toBe(expected));

  it.each([
    ['2026-11-22', '2026-11-22'],
    ['2026-11-25', '2026-11-22'],
    ['2026-11-28', '2026-11-22'],
    ['2027-01-01', '2026-12-27'],
    ['2026-03-10', '2026-03-08'],
  ])('the week of %s starts %s', (date, sunday) => expect(weekIdOf(date)).toBe(sunday));

  it('knows week ids and real dates', () => {
    expect(isWeekId('2026-11-22')).toBe(true);
    expect(isWeekId('2026-11-23')).toBe(false);
    expect(isCivilDate('2026-02-30')).toBe(false);
    expect(isCivilDate('2026-2-3')).toBe(false);
    expect(weekEndOf('2026-12-27')).toBe('2027-01-02');
  });
});

describe('weeks in the station zone', () => {
  it.each([
    // instant, zone, local date
    ['2026-03-08T04:30:00Z', 'America/New_York', '2026-03-07'],
    ['2026-03-08T07:30:00Z', 'America/New_York', '2026-03-08'], // after the spring-forward gap
    ['2026-10-25T00:30:00Z', 'Europe/London', '2026-10-25'], // BST, 01:30 local
    ['2026-11-21T18:29:00Z', 'Asia/Kolkata', '2026-11-21'], // 23:59 IST (UTC+05:30)
    ['2026-11-21T18:30:00Z', 'Asia/Kolkata', '2026-11-22'], // 00:00 IST
    ['2026-04-04T13:30:00Z', 'Australia/Adelaide', '2026-04-05'], // DST ends there that night
  ])('%s in %s is %s', (instant, zone, date) =>
    expect(dateInZone(new Date(instant), zone)).toBe(date),
  );

  it('moves to the next week at Sunday midnight station time, not UTC', () => {
    expect(currentWeekId(new Date('2026-11-21T18:29:00Z'), 'Asia/Kolkata')).toBe('2026-11-15');
    expect(currentWeekId(new Date('2026-11-21T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-11-22');
    expect(currentWeekId(new Date('2026-11-22T03:00:00Z'), 'America/Los_Angeles')).toBe(
      '2026-11-15',
    );
  });

  it.each([
    ['2026-11-15', '2026-11-21T23:59:00Z', 'UTC', false],
    ['2026-11-15', '2026-11-22T00:00:00Z', 'UTC', true],
    ['2026-11-15', '2026-11-22T04:00:00Z', 'America/New_York', false], // still Saturday 23:00 there
    ['2026-11-15', '2026-11-22T05:00:00Z', 'America/New_York', true],
    ['2026-10-18', '2026-10-25T00:30:00Z', 'Europe/London', true], // DST-change Sunday
    ['2026-11-22', '2026-11-22T12:00:00Z', 'Asia/Kolkata', false],
  ])('week %s at %s in %s is past: %s', (week, instant, zone, past) =>
    expect(isPastWeek(week, new Date(instant), zone)).toBe(past),
  );

  it.each([
    // week, zone, first instant of the Sunday after it
    ['2026-11-15', 'UTC', '2026-11-22T00:00:00.000Z'],
    ['2026-11-15', 'Asia/Kolkata', '2026-11-21T18:30:00.000Z'], // UTC+05:30
    ['2026-11-15', 'America/New_York', '2026-11-22T05:00:00.000Z'],
    ['2026-10-18', 'Europe/London', '2026-10-24T23:00:00.000Z'], // still BST: it ends at 01:00
    ['2026-03-01', 'America/New_York', '2026-03-08T05:00:00.000Z'], // DST starts that Sunday
    ['2026-08-30', 'America/Santiago', '2026-09-06T04:00:00.000Z'], // midnight skipped: 01:00
    ['2026-03-29', 'America/Santiago', '2026-04-05T04:00:00.000Z'], // 23:00 Saturday repeated
  ])('week %s in %s is past from %s', (week, zone, instant) =>
    expect(new Date(pastWeekFrom(week, zone)).toISOString()).toBe(instant),
  );

  it('is past from pastWeekFrom on, and not a moment before', () => {
    const zones = [
      'UTC',
      'Asia/Kolkata',
      'America/New_York',
      'Europe/London',
      'America/Santiago',
      'Australia/Lord_Howe',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 520 }),
        fc.constantFrom(...zones),
        fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }),
        (weeksAfter, zone, offsetMs) => {
          const week = addDays('2024-01-07', weeksAfter * 7);
          const from = pastWeekFrom(week, zone);
          const at = new Date(from + offsetMs);
          expect(isPastWeek(week, at, zone)).toBe(offsetMs >= 0);
          expect(isPastWeek(week, new Date(from - 1), zone)).toBe(false);
        },
      ),
    );
  });
});

describe('labels', () => {
  it.each([
    ['2026-11-22', 48, 'Week 48 • Nov 22 - Nov 28, 2026'],
    ['2026-12-27', 1, 'Week 1 • Dec 27 - Jan 2, 2027'],
    ['2026-01-04', 2, 'Week 2 • Jan 4 - Jan 10, 2026'],
    ['2026-03-08', 11, 'Week 11 • Mar 8 - Mar 14, 2026'],
  ])('%s is week %d: %s', (week, number, label) => {
    expect(weekNumber(week)).toBe(number);
    expect(weekLabel(week)).toBe(label);
  });
  it('gives the dashboard range with the year', () =>
    expect(weekRangeLabel('2026-11-22')).toBe('Nov 22 - Nov 28, 2026'));
});

describe('labels written without date-fns format (decision 0076)', () => {
  it('read as date-fns wrote them, on every day of four years', () => {
    for (let day = 0; day < 4 * 366; day += 1) {
      const date = addDays('2026-01-01', day);
      const utc = new UTCDate(`${date}T00:00:00Z`);
      expect(shortDateLabel(date)).toBe(format(utc, 'MMM d'));
      expect(dateInZone(new Date(`${date}T12:00:00Z`), 'Pacific/Kiritimati')).toBe(
        format(new TZDate(Date.parse(`${date}T12:00:00Z`), 'Pacific/Kiritimati'), 'yyyy-MM-dd'),
      );
    }
    expect(weekRangeLabel('2026-12-27')).toBe('Dec 27 - Jan 2, 2027');
  });
});
