import { shortDateLabel, weekRangeLabel, type CivilDate } from '../schedule/week';
import type { Language } from './languages';

const kept = new Map<string, Intl.DateTimeFormat>();

/**
 * An `Intl.DateTimeFormat` of a language and options, made once and kept (making one costs far
 * more than using it). Dates are read in UTC unless the options name a zone: the product's
 * calendar dates and wall-clock times are written as UTC instants (`noonOf`, `T10:00:00Z`).
 */
export function dateFormat(
  /** One of ours, or a locale tag English needs ("en-US"). */
  language: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let made = kept.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(language, { timeZone: 'UTC', ...options });
    kept.set(key, made);
  }
  return made;
}

/** A calendar date as an instant: its noon in UTC, the same day in every zone `Intl` reads it in. */
export const noonOf = (date: CivilDate) => new Date(`${date}T12:00:00Z`);

const DAY_MS = 86_400_000;

/** "Nov 24" / "24 nov" / "24. Nov.": English the week module's words, the others `Intl`'s. */
export function dayMonthText(language: Language, date: CivilDate): string {
  if (language === 'en') return shortDateLabel(date);
  return dateFormat(language, { month: 'short', day: 'numeric' }).format(noonOf(date));
}

/**
 * A week's dates from its Sunday: "Nov 22 - Nov 28, 2026" (the week module's English, byte for
 * byte), "22–28 nov 2026", "22.–28. Nov. 2026" (`Intl`'s range).
 */
export function weekRangeText(language: Language, weekId: CivilDate): string {
  if (language === 'en') return weekRangeLabel(weekId);
  const start = noonOf(weekId);
  return dateFormat(language, { month: 'short', day: 'numeric', year: 'numeric' }).formatRange(
    start,
    new Date(start.getTime() + 6 * DAY_MS),
  );
}
