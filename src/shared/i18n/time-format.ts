import type { Language } from './languages';

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
