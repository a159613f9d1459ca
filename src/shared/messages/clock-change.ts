import { UTCDate } from '@date-fns/utc';
import type { ClockChange } from '../schedule/clock-change-kind';
import { DAY_NAMES, MONTH_NAMES, type CivilDate } from '../schedule/week';

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** "Sunday, March 14" for a station date, read the same on every machine. */
function dayLabel(date: CivilDate): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new UTCDate(y, m - 1, d);
  return `${DAY_NAMES[day.getDay()]}, ${MONTH_NAMES[day.getMonth()]} ${day.getDate()}`;
}

/**
 * The change-day texts (docs/decisions/0038), shared by the server's refusals and the grid, so a
 * refused drop reads the same in the toast whichever side refused it.
 */
export const CLOCK_CHANGE_TEXTS = {
  /**
   * "Clocks go forward at 02:00 on Sunday, March 14: a show cannot start or end between 02:00
   * and 03:00." The refusal of a placement whose start or end falls in the skipped time.
   */
  missingTimeRefusal: (date: CivilDate, change: ClockChange) =>
    `Clocks go forward at ${clock(change.atMinutes)} on ${dayLabel(date)}: a show cannot start or end between ${clock(change.atMinutes)} and ${clock(change.atMinutes + change.shiftMinutes)}.`,
} as const;
