import { SERIES_TEXTS } from '../../../shared/messages/recurrence';
import {
  DAY_NAMES,
  dayIndexOf,
  isCivilDate,
  MONTH_NAMES,
  shortDateLabel,
  type CivilDate,
} from '../../../shared/schedule/week';
import { SERIES_LIMITS, type DroppedDate } from '../../../shared/schemas/series';
import { parseMonthDays, type SeriesFormValues } from './series-form';

/** "the 2nd Friday", "the last Monday". */
export const NTH_WORDS = { 1: '1st', 2: '2nd', 3: '3rd', 4: '4th', [-1]: 'last' } as const;

const UNITS = { daily: 'day', weekly: 'week', monthly: 'month', yearly: 'year' } as const;

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The unit a frequency repeats by, for "Repeat every": (weekly, 1) is "week", (weekly, 2) "weeks". */
export function frequencyUnit(frequency: SeriesFormValues['frequency'], interval: number): string {
  return interval === 1 ? UNITS[frequency] : `${UNITS[frequency]}s`;
}

/** "Mar 3, 2027" from "2027-03-03", without the machine's time zone getting involved. */
function dateLabel(date: CivilDate): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${MONTH_NAMES[m - 1]!.slice(0, 3)} ${d}, ${y}`;
}

/**
 * The rule in words, read out as the form changes, so "4 additional occurrences" is never
 * misread: "Every week on Tuesday and Thursday, 5 occurrences in all". An empty list means the first
 * show's own weekday, day of the month or month, as the server expands it.
 */
export function describeSeries(values: SeriesFormValues, startDate: CivilDate): string {
  const every =
    values.interval === 1
      ? `Every ${UNITS[values.frequency]}`
      : `Every ${values.interval} ${frequencyUnit(values.frequency, values.interval)}`;
  const [, month, day] = startDate.split('-').map(Number) as [number, number, number];
  let when = '';
  if (values.frequency === 'weekly') {
    const days = values.weekdays.length > 0 ? values.weekdays : [dayIndexOf(startDate)];
    when = ` on ${joinWords(days.map((d) => DAY_NAMES[d] ?? ''))}`;
  } else if (values.frequency === 'monthly' && values.monthlyBy === 'weekday') {
    when = ` on the ${NTH_WORDS[values.nth]} ${DAY_NAMES[values.nthWeekday] ?? ''}`;
  } else if (values.frequency === 'monthly') {
    const days = parseMonthDays(values.monthDaysText);
    when = ` on day ${joinWords((days.length > 0 ? days : [day]).map(String))}`;
  } else if (values.frequency === 'yearly') {
    const months = values.months.length > 0 ? values.months : [month];
    when = ` in ${joinWords(months.map((m) => MONTH_NAMES[m - 1] ?? ''))}`;
  }
  let end = '';
  const { additional } = values;
  const countValid =
    Number.isInteger(additional) && additional > 0 && additional <= SERIES_LIMITS.maxAdditional;
  if (values.endType === 'count' && countValid) end = `, ${additional + 1} occurrences in all`;
  if (values.endType === 'date' && isCivilDate(values.endDate))
    end = `, until ${dateLabel(values.endDate)}`;
  if (values.endType === 'never') end = SERIES_TEXTS.neverSummary;
  if (values.endType === 'season' && values.seasonLastDay && isCivilDate(values.seasonLastDay))
    end = `, until ${dateLabel(values.seasonLastDay)} (the end of the season)`;
  return `${every}${when}${end}`;
}

/** "Tue, Dec 22 (edited) and Dec 29 (removed)": the dates a change takes out of a series. */
export function droppedText(dropped: readonly DroppedDate[]): string {
  return dropped
    .map((d) => `${shortDateLabel(d.date)} (${d.kind === 'exception' ? 'edited' : 'removed'})`)
    .join(', ');
}
