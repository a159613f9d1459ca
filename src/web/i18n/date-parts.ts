import { dateFormat, noonOf } from '../../shared/i18n/date-formats';
import type { Language } from '../../shared/i18n/languages';

export type DateParts = { weekday: string; day: string; month: string };

/**
 * A calendar date's weekday, day and month in a language, from `Intl` and taken from a whole
 * date's parts (German "Dienstag" and "Nov.", French "mardi" and "nov."), for a catalog message
 * to order ("{weekday}, {month} {day}"). The weekday starts with a capital, as a heading does.
 * English reads "Tuesday", "Nov", "24".
 */
export function dateParts(
  language: Language,
  date: string,
  weekday: 'long' | 'short' = 'long',
): DateParts {
  const all = dateFormat(language === 'en' ? 'en-US' : language, {
    weekday,
    day: 'numeric',
    month: 'short',
  }).formatToParts(noonOf(date));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    all.find((p) => p.type === type)?.value ?? '';
  const name = part('weekday');
  return {
    weekday: name.charAt(0).toLocaleUpperCase(language) + name.slice(1),
    day: part('day'),
    month: part('month'),
  };
}
