import { renderVisitor } from '../lib/render-visitor';
import { languageOfTag, PSEUDO_LANGUAGE, type Language } from '../../shared/i18n/languages';

/** The first of our languages the browser asks for (navigator.languages, in its order), or null. */
export function browserLanguage(asked: readonly string[] = askedLanguages()): Language | null {
  for (const tag of asked) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return null;
}

/**
 * The language the app is read in (issue 37): the member's own choice (Profile Settings →
 * Language), else the browser's when it is one of ours, else the station's (Station Settings →
 * Station language), else English.
 */
export function chooseLanguage(
  chosen: Language | null | undefined,
  browser: Language | null,
  station: Language | undefined,
): Language {
  return chosen ?? browser ?? station ?? 'en';
}

/**
 * Whether the browser asks first for the pseudo-locale (en-XA): English screens then read the
 * pseudo catalogs (accented, lengthened), so a text outside the catalogs stands out.
 */
export function browserReadsPseudo(asked: readonly string[] = askedLanguages()): boolean {
  return asked[0]?.toLowerCase() === PSEUDO_LANGUAGE.toLowerCase();
}

/** The browser's languages, or those of the visitor a server draws for. */
function askedLanguages(): readonly string[] {
  if (typeof navigator !== 'undefined') return navigator.languages;
  return renderVisitor()?.languages ?? [];
}
