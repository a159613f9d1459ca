import type { MessageKey } from './catalogs';

/**
 * What a message's `{placeholders}` take: text, numbers (plurals, `number`), dates (`{d, date,
 * ::EEEEMMMMd}`, names from `Intl` in the reader's language), and other texts said in the same
 * language first (a refusal's "{verb}": "finalize weeks", "abschließen").
 */
export type LocalValues = { [name: string]: string | number | Date | LocalText };

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
