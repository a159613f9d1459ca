import { clockChangeOn } from '../../schedule/clock-change';
import { addDays, type CivilDate } from '../../schedule/week';
import type { CalendarEvent, WallTime } from './calendar-event';

/**
 * The occurrences of a series a clock change touches, each as an override of the master with its
 * own times (docs/decisions/0038). A calendar expands the master's other dates by its RRULE; on a
 * change day it would not agree with the grid: it keeps the master's exact length across the
 * change (4 h where the show really airs 3 h) and reads a skipped or repeated start as it likes
 * (ical.js puts 02:00 in the skipped hour at 01:00, and 01:30 in a repeated hour at the second
 * one). An override with RECURRENCE-ID says the real start and end instead.
 */
export function changeDayOverrides(
  master: CalendarEvent,
  dates: readonly CivilDate[],
  timeZone: string,
): CalendarEvent[] {
  const overrides: CalendarEvent[] = [];
  const lengthDays = dayDistance(master.start.date, master.end.date);
  for (const date of dates) {
    const start: WallTime = { date, minutes: master.start.minutes };
    const end: WallTime = {
      date: lengthDays === 0 ? date : addDays(date, lengthDays),
      minutes: master.end.minutes,
    };
    // Every occurrence on a change day, not only those the change moves: calendars differ even
    // on an end at the very start of a skipped hour (ical.js reads 02:00 as 01:00 there).
    if (!airingOnChangeDay(date, lengthDays, timeZone)) continue;
    overrides.push({ ...master, rrule: null, exdates: [], start, end, recurrenceId: start });
  }
  return overrides;
}

/** Whether an airing starting on `date` and ending `lengthDays` later starts or ends on a change day. */
export function airingOnChangeDay(date: CivilDate, lengthDays: number, timeZone: string): boolean {
  return (
    clockChangeOn(date, timeZone) !== null ||
    (lengthDays > 0 && clockChangeOn(addDays(date, lengthDays), timeZone) !== null)
  );
}

const dayDistance = (from: CivilDate, to: CivilDate) =>
  Math.round((Date.parse(to) - Date.parse(from)) / (24 * 60 * 60 * 1000));
