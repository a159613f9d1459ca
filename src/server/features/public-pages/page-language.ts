import type { Context } from 'hono';
import {
  isLanguage,
  languageOfAcceptLanguage,
  type Language,
} from '../../../shared/i18n/languages';
import { publicClock, type TimeFormat } from '../../../shared/i18n/time-format';
import { translatorFor, type Translate } from '../../../shared/i18n/translator';

/**
 * The language a public page is written in, and what decided it (decision 0074): `?lang=` (an
 * unknown value is ignored), else the visitor's Accept-Language, else the station's language.
 */
export type PageLanguage = {
  language: Language;
  /** The language the address asked for: kept in the page's own links; null when not asked. */
  asked: Language | null;
  /**
   * The visitor's clock: their Accept-Language region's, else the 24-hour one (0076). It is read
   * from the header even when the address named the language, so every page answer depends on
   * Accept-Language and a cache keeps one per header (`Vary: Accept-Language`).
   */
  clock: TimeFormat;
  t: Translate;
};

export async function pageLanguage(c: Context, stationLanguage: Language): Promise<PageLanguage> {
  const param = c.req.query('lang');
  const asked = isLanguage(param) ? param : null;
  const header = c.req.header('accept-language');
  const language = asked ?? languageOfAcceptLanguage(header) ?? stationLanguage;
  const { t } = await translatorFor(language);
  return { language, asked, clock: publicClock(language, header), t };
}

/**
 * "?lang=fr" when the address asked for the language, else "": links lead on in the language
 * the visitor chose, and leave the others to their own headers.
 */
export const languageQuery = (lang: Pick<PageLanguage, 'asked'>) =>
  lang.asked ? `?lang=${lang.asked}` : '';
