import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import { PSEUDO_LANGUAGE } from '../src/shared/i18n/languages';

export { PSEUDO_LANGUAGE };
/**
 * The pseudo-locale (issue 37 point 5, decision 0074): English with every letter accented and
 * every vowel doubled (about a third longer, as French and German run), each message between
 * "⟦" and "⟧". A screen read in it shows at a glance which texts come from the catalogs (accented)
 * and which do not (plain letters), and where a text is cut off (a missing "⟧"). Placeholders,
 * plurals and selects are kept, so values still read as the data they are.
 */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'àƀçđéƒĝĥíĵķĺɱñóþʠŕšţúṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'][i]!,
  ]),
);
const VOWEL = /[aeiouAEIOU]/;

/** "Save show" → "Šààṽéé šĥóóŵ". */
export function pseudoText(text: string): string {
  let out = '';
  for (const char of text) {
    const accented = ACCENTED[char] ?? char;
    out += VOWEL.test(char) ? accented + accented : accented;
  }
  return out;
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: pseudoText(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([name, option]) => [
          name,
          { ...option, value: pseudoElements(option.value) },
        ]),
      );
      return { ...element, options };
    }
    return element;
  });
}

/** One English ICU message in the pseudo-locale: same placeholders, accented, bracketed. */
export function pseudoMessage(message: string): string {
  const elements = pseudoElements(parse(message, { ignoreTag: true }));
  return `${PSEUDO_OPEN}${printAST(elements)}${PSEUDO_CLOSE}`;
}

export function pseudoCatalog(english: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(english).map(([key, message]) => [key, pseudoMessage(message)]),
  );
}
