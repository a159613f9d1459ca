import {
  dayIndexOf,
  isCivilDate,
  shortDateLabel,
  type CivilDate,
} from '../../../shared/schedule/week';
import { SERIES_LIMITS, type DroppedDate } from '../../../shared/schemas/series';
import type { CalendarWords } from '../../i18n/calendar-words';
import type { Translate } from '../../i18n/translate';
import { parseMonthDays, type SeriesFormValues } from './series-form';

/** The words a series is described with: the screen's `t` and calendar, and its list joiner. */
export type SeriesWords = {
  t: Translate<'series'>;
  calendar: CalendarWords;
  /** "a, b and c" in the screen's language. */
  list: (words: readonly string[]) => string;
};

/** "a", "a and b", "a, b and c" (English; other languages join with Intl.ListFormat). */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The list joiner of a language: English's own ("a, b and c"), else Intl's ("a, b y c"). */
export function listJoiner(language: string): (words: readonly string[]) => string {
  if (language === 'en') return joinWords;
  const format = new Intl.ListFormat(language, { type: 'conjunction' });
  return (words) => format.format(words);
}

/** The unit a frequency repeats by, for "Repeat every": (weekly, 1) is "week", (weekly, 2) "weeks". */
export function frequencyUnit(
  t: Translate<'series'>,
  frequency: SeriesFormValues['frequency'],
  interval: number,
): string {
  return t('series:rule.unit', { frequency, count: Number.isFinite(interval) ? interval : 1 });
}

/**
 * The rule in words, read out as the form changes, so "4 additional occurrences" is never
 * misread: "Every week on Tuesday and Thursday, 5 occurrences in all". An empty list means the first
 * show's own weekday, day of the month or month, as the server expands it.
 */
export function describeSeries(
  values: SeriesFormValues,
  startDate: CivilDate,
  { t, calendar, list }: SeriesWords,
): string {
  const every = t('series:rule.every', {
    frequency: values.frequency,
    count: Number.isFinite(values.interval) ? values.interval : 1,
  });
  const [, month, day] = startDate.split('-').map(Number) as [number, number, number];
  let rule = every;
  if (values.frequency === 'weekly') {
    const days = values.weekdays.length > 0 ? values.weekdays : [dayIndexOf(startDate)];
    rule = t('series:rule.onWeekdays', { every, days: list(days.map(calendar.weekday)) });
  } else if (values.frequency === 'monthly' && values.monthlyBy === 'weekday') {
    rule = t('series:rule.onNthWeekday', {
      every,
      nth: String(values.nth),
      day: String(values.nthWeekday),
      weekday: calendar.weekday(values.nthWeekday),
    });
  } else if (values.frequency === 'monthly') {
    const days = parseMonthDays(values.monthDaysText);
    rule = t('series:rule.onMonthDays', {
      every,
      days: list(
        (days.length > 0 ? days : [day]).map((d) => t('series:rule.monthDay', { day: String(d) })),
      ),
    });
  } else if (values.frequency === 'yearly') {
    const months = values.months.length > 0 ? values.months : [month];
    rule = t('series:rule.inMonths', { every, months: list(months.map(calendar.month)) });
  }
  const { additional } = values;
  const countValid =
    Number.isInteger(additional) && additional > 0 && additional <= SERIES_LIMITS.maxAdditional;
  if (values.endType === 'count' && countValid)
    return t('series:rule.endCount', { rule, count: additional + 1 });
  if (values.endType === 'date' && isCivilDate(values.endDate))
    return t('series:rule.endDate', { rule, date: calendar.fullDate(values.endDate) });
  if (values.endType === 'never') return t('series:rule.endNever', { rule });
  if (values.endType === 'season' && values.seasonLastDay && isCivilDate(values.seasonLastDay))
    return t('series:rule.endSeason', { rule, date: calendar.fullDate(values.seasonLastDay) });
  return rule;
}

/**
 * "Tue, Dec 22 (edited) and Dec 29 (removed)": the dates a change takes out of a series, in
 * English (the schedule's End Series Here question still reads this one).
 */
export function droppedText(dropped: readonly DroppedDate[]): string {
  return dropped
    .map((d) => `${shortDateLabel(d.date)} (${d.kind === 'exception' ? 'edited' : 'removed'})`)
    .join(', ');
}

/** The same dates in the screen's language: "22 dic (editada), 29 dic (quitada)". */
export function droppedDates(
  dropped: readonly DroppedDate[],
  t: Translate<'series'>,
  calendar: CalendarWords,
): string {
  return dropped
    .map((d) => t('series:edit.droppedDate', { date: calendar.dayMonth(d.date), kind: d.kind }))
    .join(', ');
}
