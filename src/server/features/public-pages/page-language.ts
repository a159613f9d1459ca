import type { Context } from 'hono';
import {
  isLanguage,
  languageOfAcceptLanguage,
  type Language,
} from '../../../shared/i18n/languages';
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
   * Whether the answer depends on Accept-Language: whenever the address did not name the
   * language, the header was read, and a cache must keep one answer per header
   * (`Vary: Accept-Language`), even where it asked for no language of ours.
   */
  byHeader: boolean;
  t: Translate;
};

export async function pageLanguage(c: Context, stationLanguage: Language): Promise<PageLanguage> {
  const param = c.req.query('lang');
  const asked = isLanguage(param) ? param : null;
  const language =
    asked ?? languageOfAcceptLanguage(c.req.header('accept-language')) ?? stationLanguage;
  const { t } = await translatorFor(language);
  return { language, asked, byHeader: asked === null, t };
}

/**
 * "?lang=fr" when the address asked for the language, else "": links lead on in the language
 * the visitor chose, and leave the others to their own headers.
 */
export const languageQuery = (lang: Pick<PageLanguage, 'asked'>) =>
  lang.asked ? `?lang=${lang.asked}` : '';
