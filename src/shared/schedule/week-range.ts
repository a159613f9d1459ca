import { isCivilDate, weekIdOf, type CivilDate } from './week';

/**
 * The weeks the app serves: those whose Sunday falls in 1970-01-01..2199-12-31, so the first is
 * the week of 1970-01-04 and the last the week of 2199-12-29. Nobody plans a radio programme
 * outside them, and keeping dates four-digit and after the Unix epoch means every date function
 * (ours, rrule's, PostgreSQL's) agrees on them.
 */
export const WEEK_RANGE = { first: '1970-01-04', last: '2199-12-29' } as const;

/** Whether a week id (a Sunday) is one the app serves. */
export function isWeekInRange(weekId: CivilDate): boolean {
  return weekId >= WEEK_RANGE.first && weekId <= WEEK_RANGE.last;
}

/** Whether a date lies in a week the app serves. */
export function isDateInRange(date: CivilDate): boolean {
  return isCivilDate(date) && isWeekInRange(weekIdOf(date));
}

/**
 * The served week holding a date given as text (a path segment), or null when the text is no
 * date or its week is outside WEEK_RANGE.
 */
export function servedWeekOf(value: string): CivilDate | null {
  return isDateInRange(value) ? weekIdOf(value) : null;
}
