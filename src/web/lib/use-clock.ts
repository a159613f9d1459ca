import { createContext, useContext } from 'react';
import type { Clock } from '../../shared/i18n/clock-text';
import { DEFAULT_LANGUAGE, languageOfTag, type Language } from '../../shared/i18n/languages';
import { defaultTimeFormat } from '../../shared/i18n/time-format';

/** The browser's own language and region ("en-US", "en-GB"); '' when it cannot say. */
function browserLocale(): string {
  return typeof navigator === 'undefined' ? '' : (navigator.language ?? '');
}

/**
 * The clock a person reads (decision 0076): the one they chose in Profile Settings → Time
 * format, else the one of their language and the browser's region: English in an en-US browser
 * reads 12 hours, in en-GB 24, German 24 whatever the browser. The language is the chosen one,
 * else the browser's when it is ours, else English (the station's language is the translation
 * runtime's business; every language but English reads 24 hours by its own default anyway).
 */
export function resolveClock(
  chosen: Clock | null | undefined,
  language: Language | null | undefined,
  locale: string = browserLocale(),
): Clock {
  if (chosen) return chosen;
  const spoken = language ?? languageOfTag(locale) ?? DEFAULT_LANGUAGE;
  return defaultTimeFormat(spoken, locale);
}

/**
 * The member's clock, given once by ClockProvider around the signed-in app. Outside it (a
 * component rendered alone in a test, the signed-out pages) the spec's 24-hour clock.
 */
export const ClockContext = createContext<Clock>('24h');

/** The clock every slot, hour label and instant on screen is written in (decision 0076). */
export function useClock(): Clock {
  return useContext(ClockContext);
}
