import type { MessageKey } from './catalogs';
import type { DateValue } from './date-text';

/**
 * What a message's `{placeholders}` take: text, numbers (plurals, `number`), station dates for
 * `{d, date, ::EEEEMMMMd}` (their noon in UTC; names from `Intl` in the reader's language), other
 * texts said in the same language first (a refusal's "{verb}": "finalize weeks", "abschließen"),
 * and dates said in that language (`dateValue`: "Jan 14", "14. Jan.").
 */
export type LocalValues = { [name: string]: string | number | Date | LocalText | DateValue };

/**
 * A text not yet in any language: its catalog key and values, said in the reader's language
 * where it is sent (decision 0074, "Refusals and e-mails"). A server refusal carries one and the
 * error handler translates it with the request's translator.
 */
export type LocalText = { key: MessageKey; values?: LocalValues };

export function localText(key: MessageKey, values?: LocalValues): LocalText {
  return values ? { key, values } : { key };
}

export function isLocalText(value: unknown): value is LocalText {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Date) &&
    typeof (value as LocalText).key === 'string'
  );
}

/** Every keyed field message with its English, for the test that holds the two together. */
export const KEYED_FIELD_MESSAGES: { text: LocalText; english: string }[] = [];

/**
 * A zod error param for a field message of a shared schema: the web app reads `english` (the
 * spec's text, kept here so the browser needs no catalog to validate), and the issue carries the
 * message's key and values in `params.text`, so the server says it in the request's language.
 * zod calls the function while it finalizes the issue, before it copies the issue's fields.
 */
export function keyed(key: MessageKey, english: string, values?: LocalValues) {
  const text = localText(key, values);
  KEYED_FIELD_MESSAGES.push({ text, english });
  return {
    error: (issue: object) => {
      const raw = issue as { params?: Record<string, unknown> };
      raw.params = { ...raw.params, text };
      return english;
    },
  };
}

/** The key and values a keyed message left on a zod issue, if it did. */
export function textOfIssue(issue: object): LocalText | null {
  const text = ((issue as { params?: unknown }).params as { text?: unknown } | undefined)?.text;
  return isLocalText(text) ? text : null;
}

/**
 * A catalog's `{d, date, …}` is a station date given as its noon in UTC; ICU formats it in the
 * process's own zone, which would name the next or the previous day east of UTC+12 or west of
 * UTC−12. The same wall-clock noon in this zone keeps the date whatever the zone (the browser's
 * compiled catalogs write their dates in UTC instead: src/web/i18n/format.ts).
 */
export function sameDayHere(noonUtc: Date): Date {
  return new Date(noonUtc.getTime() + noonUtc.getTimezoneOffset() * 60_000);
}
