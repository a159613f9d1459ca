import { createContext, useContext } from 'react';
import type { Clock } from '../../shared/i18n/clock-text';
import type { Language } from '../../shared/i18n/languages';
import { defaultTimeFormat } from '../../shared/i18n/time-format';

/** The browser's own language and region ("en-US", "en-GB"); '' when it cannot say. */
function browserLocale(): string {
  return typeof navigator === 'undefined' ? '' : (navigator.language ?? '');
}

/**
 * The clock a person reads (decision 0076): the one they chose in Profile Settings → Time
 * format, else the one of their language and the browser's region: English in an en-US browser
 * reads 12 hours, in en-GB 24, German 24 whatever the browser; with no language chosen, the
 * browser's own clock (languages.ts stays out of the first JavaScript for it).
 */
export function resolveClock(
  chosen: Clock | null | undefined,
  language: Language | null | undefined,
  locale: string = browserLocale(),
): Clock {
  return chosen || defaultTimeFormat(language ?? null, locale);
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
