import { acceptedLanguage, type Language } from './languages';

/**
 * Profile Settings → Time format (issue 37): the 24-hour clock ("18:00", the spec's form) or the
 * 12-hour clock ("6:00 PM"). A member who chose neither reads the clock their language and region
 * use: English (US) 12-hour, the other languages of the product 24-hour.
 */
export const TIME_FORMATS = ['24h', '12h'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];

export function isTimeFormat(value: unknown): value is TimeFormat {
  return typeof value === 'string' && (TIME_FORMATS as readonly string[]).includes(value);
}

/**
 * The clock of a language and region when nobody chose one: what `Intl` uses for the browser's
 * locale (`en-US` → 12-hour, `en-GB` → 24-hour), or the language's own when no locale is known.
 * Without a language (a person who chose none), the browser's locale alone: a language of ours
 * gives the same answer either way, and a browser in another one (ja-JP) reads its own clock.
 */
export function defaultTimeFormat(language: Language | null, locale?: string): TimeFormat {
  const primary = (tag: string) => tag.split('-')[0]!.toLowerCase();
  const tag =
    locale && (language === null || primary(locale) === primary(language))
      ? locale
      : (language ?? 'en');
  try {
    const cycle = new Intl.DateTimeFormat(tag, { hour: 'numeric' }).resolvedOptions().hourCycle;
    return cycle === 'h11' || cycle === 'h12' ? '12h' : '24h';
  } catch {
    return '24h';
  }
}

/** The clock a tag's region reads ("en-US" 12-hour), or null for a tag with no region ("en"). */
function regionClock(accepted: { language: Language; tag: string }): TimeFormat | null {
  return /-([a-z]{2}|\d{3})\b/i.test(accepted.tag)
    ? defaultTimeFormat(accepted.language, accepted.tag)
    : null;
}

/**
 * The clock of a public page's visitor, who has no profile (decision 0076): the one their
 * Accept-Language region reads ("en-US" 12-hour, "en-GB" or "de-DE" 24-hour) when the tag that
 * chose a language of ours names a region and that language is the page's; otherwise the 24-hour
 * clock, the station's "18:00" form (a bare "en" names no region, so no clock).
 */
export function publicClock(language: Language, acceptLanguage: string | undefined): TimeFormat {
  const accepted = acceptedLanguage(acceptLanguage);
  if (!accepted || accepted.language !== language) return '24h';
  return regionClock(accepted) ?? '24h';
}

/**
 * What of an Accept-Language header a public answer depends on: the language it asks for and the
 * clock of its region ("en|12h"). Two headers with the same reader get the same page, whatever
 * language the address names, so kept answers are keyed by it (at most a dozen variants).
 */
export function publicReader(acceptLanguage: string | undefined): string {
  const accepted = acceptedLanguage(acceptLanguage);
  return accepted ? `${accepted.language}|${regionClock(accepted) ?? '24h'}` : '';
}
