// eslint-disable-next-line no-control-regex -- the whole ASCII range is the point
const ASCII = /^[\x00-\x7f]*$/;

/**
 * The one way the product compares typed search text with names: case and accents do not count,
 * so "lucia" finds "Lucía" and "MUNCHEN" finds "München". Text is decomposed (NFD), its combining
 * marks dropped and the rest lower-cased by locale rules.
 */
export function foldForSearch(text: string): string {
  // Plain ASCII has no marks to drop: lower-casing is all, at a fraction of the cost.
  if (ASCII.test(text)) return text.toLocaleLowerCase();
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase()
    .normalize('NFC');
}

/**
 * A matcher for one search text: true when any of the given texts contains it, ignoring case and
 * accents ("lucia" matches "Lucía Pérez"); an empty or blank search matches everything.
 */
export function searchMatcher(
  search: string,
): (...texts: (string | null | undefined)[]) => boolean {
  const needle = foldForSearch(search.trim());
  if (!needle) return () => true;
  return (...texts) => texts.some((text) => Boolean(text) && foldForSearch(text!).includes(needle));
}
