import { TZDate } from '@date-fns/tz';
import { UTCDate } from '@date-fns/utc';
import { addMonths as addCalendarMonths, getWeek } from 'date-fns';

/**
 * Civil dates ("YYYY-MM-DD") and weeks (identified by their Sunday). Arithmetic happens on
 * dates in UTC so it never depends on the zone of the machine running it, and it adds calendar
 * days, never 24-hour periods (DESIGN.md §3).
 */
export type CivilDate = string;

const CIVIL = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCivilDate(value: string): boolean {
  const match = CIVIL.exec(value);
  if (!match) return false;
  return fromUtc(toUtc(value)) === value;
}

// UTCDate, not TZDate in "UTC": the same arithmetic without asking Intl for an offset at every
// step, which made date handling a tenth of a week request's time (npm run bench).
function toUtc(value: CivilDate): UTCDate {
  const [, y, m, d] = CIVIL.exec(value) ?? [];
  if (!y || !m || !d) throw new RangeError(`Not a date: ${value}`);
  return new UTCDate(Number(y), Number(m) - 1, Number(d));
}

// The ISO form of a date at midnight UTC starts with its civil date; date-fns's format would
// parse its pattern at every call, in paths as hot as every week request.
const fromUtc = (date: Date): CivilDate => date.toISOString().slice(0, 10);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days since 1970-01-01: civil dates as whole numbers, for the arithmetic every week read, feed
 * and copy does per date (date-fns objects made it a large part of a feed's time).
 */
function dayNumber(value: CivilDate): number {
  const [, y, m, d] = CIVIL.exec(value) ?? [];
  if (!y || !m || !d) throw new RangeError(`Not a date: ${value}`);
  return Date.UTC(Number(y), Number(m) - 1, Number(d)) / DAY_MS;
}

const fromDayNumber = (days: number): CivilDate => fromUtc(new Date(days * DAY_MS));

/** addDays("2026-03-07", 1) is "2026-03-08", whatever daylight saving does that night. */
export function addDays(date: CivilDate, days: number): CivilDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** Calendar days from one date to another: daysBetween("2026-03-07", "2026-03-09") is 2. */
export function daysBetween(from: CivilDate, to: CivilDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** addMonths("2026-08-31", 6) is "2027-02-28": the day is kept where the month has it. */
export function addMonths(date: CivilDate, months: number): CivilDate {
  return fromUtc(addCalendarMonths(toUtc(date), months));
}

/** The Sunday of the week containing a date: weekIdOf("2026-11-25") is "2026-11-22". */
export function weekIdOf(date: CivilDate): CivilDate {
  const days = dayNumber(date);
  return fromDayNumber(days - weekdayOf(days));
}

/** The grid day of a date, Sunday first: dayIndexOf("2026-11-24") is 2 (Tuesday). */
export function dayIndexOf(date: CivilDate): number {
  return weekdayOf(dayNumber(date));
}

/** 1970-01-01 was a Thursday (4). */
const weekdayOf = (days: number) => (((days + 4) % 7) + 7) % 7;

export function isWeekId(value: string): boolean {
  return isCivilDate(value) && weekIdOf(value) === value;
}

/** The Saturday that ends a week: weekEndOf("2026-11-22") is "2026-11-28". */
export function weekEndOf(weekId: CivilDate): CivilDate {
  return addDays(weekId, 6);
}

/** The calendar date at an instant in a zone: 2026-03-08T04:30Z in New York is "2026-03-07". */
export function dateInZone(at: Date, timeZone: string): CivilDate {
  const local = new TZDate(at.getTime(), timeZone);
  return `${String(local.getFullYear()).padStart(4, '0')}-${two(local.getMonth() + 1)}-${two(local.getDate())}`;
}

/** Minutes since midnight at an instant in a zone, for the "now" line on the grid. */
export function minutesInZone(at: Date, timeZone: string): number {
  const local = new TZDate(at.getTime(), timeZone);
  return local.getHours() * 60 + local.getMinutes();
}

/** The week that holds today in the station's zone. */
export function currentWeekId(now: Date, timeZone: string): CivilDate {
  return weekIdOf(dateInZone(now, timeZone));
}

/**
 * A week is past once its Saturday is over in the station's zone: the week of 2026-11-22 is past
 * from Sunday 2026-11-29 00:00 station time.
 */
export function isPastWeek(weekId: CivilDate, now: Date, timeZone: string): boolean {
  return dateInZone(now, timeZone) > weekEndOf(weekId);
}

/**
 * The instant (epoch milliseconds) from which isPastWeek holds: the first moment of the Sunday
 * after the week in the station's zone, 01:00 where daylight saving skips that midnight.
 */
export function pastWeekFrom(weekId: CivilDate, timeZone: string): number {
  const next = toUtc(addDays(weekId, 7));
  return new TZDate(
    next.getUTCFullYear(),
    next.getUTCMonth(),
    next.getUTCDate(),
    timeZone,
  ).getTime();
}

/** Whether today (station zone) falls inside the week. */
export function isCurrentWeek(weekId: CivilDate, now: Date, timeZone: string): boolean {
  return currentWeekId(now, timeZone) === weekId;
}

/** The week number with Sunday-start weeks, week 1 holding 1 January: 2026-11-22 is week 48. */
export function weekNumber(weekId: CivilDate): number {
  return getWeek(toUtc(weekId), { weekStartsOn: 0, firstWeekContainsDate: 1 });
}

/** "Nov 22 - Nov 28, 2026"; across a new year the year is the end's: "Dec 27 - Jan 2, 2027". */
export function weekRangeLabel(weekId: CivilDate): string {
  const start = toUtc(weekId);
  const end = toUtc(weekEndOf(weekId));
  return `${monthDay(start)} - ${monthDay(end)}, ${end.getFullYear()}`;
}

/** The schedule header's label: "Week 48 • Nov 22 - Nov 28, 2026". */
export function weekLabel(weekId: CivilDate): string {
  return `Week ${weekNumber(weekId)} • ${weekRangeLabel(weekId)}`;
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const two = (n: number) => String(n).padStart(2, '0');

/**
 * "Nov 24": a date's short month and day, as date-fns's "MMM d" wrote them. Written out here,
 * because date-fns's format brings every pattern's code and its English locale (a few KB gzip)
 * into the schedule's first JavaScript for these two fields (decision 0076).
 */
const monthDay = (date: Date) => `${MONTH_NAMES[date.getMonth()]!.slice(0, 3)} ${date.getDate()}`;

export const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** The date of a day of a week: dayDate("2026-11-22", 2) is "2026-11-24" (Tuesday). */
export function dayDate(weekId: CivilDate, dayIndex: number): CivilDate {
  return addDays(weekId, dayIndex);
}

/** "Nov 24" for a column header. */
export function shortDateLabel(date: CivilDate): string {
  return monthDay(toUtc(date));
}
