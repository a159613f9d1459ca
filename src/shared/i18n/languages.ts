/**
 * The product's languages (issue 37, decision 0074): English, the default and the fallback, which
 * keeps the spec's texts verbatim, and four more. Tags are BCP 47, as `<html lang>` and `Intl`
 * take them.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The pseudo-locale: English accented and lengthened (scripts/pseudo-catalog.ts), read by the web
 * app when the browser's first language is this tag; for finding texts outside the catalogs and
 * texts cut off. Not a language a person chooses: the server and profiles know nothing of it.
 */
export const PSEUDO_LANGUAGE = 'en-XA';

/**
 * Each language named in itself (an endonym), the same in every language: a switcher offers
 * "Deutsch" to a German reader whatever the page is in.
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a BCP 47 tag asks for, or null: "fr" and "fr-CA" are French, "es-MX" Spanish,
 * "pt" and "pt-PT" Brazilian Portuguese (the one Portuguese there is), "PT-br" too.
 */
export function languageOfTag(tag: string): Language | null {
  const asked = tag.trim().toLowerCase();
  const exact = LANGUAGES.find((l) => l.toLowerCase() === asked);
  if (exact) return exact;
  const primary = asked.split('-')[0];
  return LANGUAGES.find((l) => l.split('-')[0]!.toLowerCase() === primary) ?? null;
}

/** Accept-Language headers past this length are not read: a stranger's header bounds no work. */
const ACCEPT_LANGUAGE_MAX = 1000;

/**
 * The first language of ours an Accept-Language header asks for, by its q-values (RFC 9110
 * 12.5.4; a tie keeps the header's order, q=0 is "not this"), or null when it asks for none of
 * them ("*" and "ja" leave the choice to whoever asks next: the station).
 */
export function languageOfAcceptLanguage(header: string | undefined): Language | null {
  return acceptedLanguage(header)?.language ?? null;
}

/**
 * The first language of ours an Accept-Language header asks for, with the tag that asked for it
 * ("en-US" for English): its region tells the clock the visitor reads (`publicClock`).
 */
export function acceptedLanguage(
  header: string | undefined,
): { language: Language; tag: string } | null {
  if (!header || header.length > ACCEPT_LANGUAGE_MAX) return null;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.tag !== '' && r.tag !== '*' && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const range of ranges) {
    const language = languageOfTag(range.tag);
    if (language) return { language, tag: range.tag };
  }
  return null;
}
