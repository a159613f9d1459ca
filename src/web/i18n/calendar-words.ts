import { dateFormat, dayMonthText, noonOf, weekRangeText } from '../../shared/i18n/date-formats';
import type { Language } from '../../shared/i18n/languages';
import { useLanguage } from './language-context';
import { DAY_NAMES, MONTH_NAMES, shortDateLabel, type CivilDate } from '../../shared/schedule/week';

/**
 * Weekday and month names and dates in a screen's language (decision 0074): English keeps the
 * week module's own words byte for byte ("Tuesday", "Tue", "Nov 24", "Mar 3, 2027"); the other
 * languages take them from `Intl`, out of a whole date's parts (German "Di.", not "Di").
 */
export type CalendarWords = {
  /** "Tuesday" (0 is Sunday). */
  weekday: (dayIndex: number) => string;
  /** "Tue". */
  weekdayShort: (dayIndex: number) => string;
  /** "March" (1 is January). */
  month: (month: number) => string;
  /** "Mar". */
  monthShort: (month: number) => string;
  /** "Nov 24". */
  dayMonth: (date: CivilDate) => string;
  /** "Mar 3, 2027". */
  fullDate: (date: CivilDate) => string;
  /** "Tue, Nov 24". */
  weekdayDate: (date: CivilDate) => string;
  /** "Nov 22 - Nov 28, 2026". */
  weekRange: (weekId: CivilDate) => string;
};

const kept = new Map<Language, CalendarWords>();

/** A Sunday: 2026-11-22; day i of its week is its date plus i. */
const SUNDAY = Date.UTC(2026, 10, 22, 12);

const ENGLISH: CalendarWords = {
  weekday: (d) => DAY_NAMES[d] ?? '',
  weekdayShort: (d) => (DAY_NAMES[d] ?? '').slice(0, 3),
  month: (m) => MONTH_NAMES[m - 1] ?? '',
  monthShort: (m) => (MONTH_NAMES[m - 1] ?? '').slice(0, 3),
  dayMonth: (date) => dayMonthText('en', date),
  fullDate: (date) => `${shortDateLabel(date)}, ${date.slice(0, 4)}`,
  weekdayDate: (date) =>
    noonOf(date).toLocaleDateString('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }),
  weekRange: (weekId) => weekRangeText('en', weekId),
};

export function calendarWords(language: Language): CalendarWords {
  if (language === 'en') return ENGLISH;
  const found = kept.get(language);
  if (found) return found;
  const format = (options: Intl.DateTimeFormatOptions) => dateFormat(language, options);
  const weekdayOf = (width: 'long' | 'short') => {
    const f = format({ weekday: width, day: 'numeric', month: 'long' });
    return (d: number) =>
      f.formatToParts(new Date(SUNDAY + d * 86_400_000)).find((p) => p.type === 'weekday')?.value ??
      '';
  };
  const monthOf = (width: 'long' | 'short') => {
    const f = format({ month: width, day: 'numeric' });
    return (m: number) =>
      f.formatToParts(new Date(Date.UTC(2026, m - 1, 15, 12))).find((p) => p.type === 'month')
        ?.value ?? '';
  };
  const full = format({ month: 'short', day: 'numeric', year: 'numeric' });
  const weekdayDate = format({ weekday: 'short', month: 'short', day: 'numeric' });
  const words: CalendarWords = {
    weekday: weekdayOf('long'),
    weekdayShort: weekdayOf('short'),
    month: monthOf('long'),
    monthShort: monthOf('short'),
    dayMonth: (date) => dayMonthText(language, date),
    fullDate: (date) => full.format(noonOf(date)),
    weekdayDate: (date) => weekdayDate.format(noonOf(date)),
    weekRange: (weekId) => weekRangeText(language, weekId),
  };
  kept.set(language, words);
  return words;
}

/** The screen's calendar words, in the language it is read in. */
export function useCalendarWords(): CalendarWords {
  return calendarWords(useLanguage());
}

/** "Martes" at the start of a line or a heading: the first letter a capital in every language. */
export function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
