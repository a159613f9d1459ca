import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { localText } from '../../shared/i18n/local-text';
import type { Refusal } from './refusal';
import { UNSTORABLE_TEXT, findNulCharacter } from './unstorable-text';

/**
 * How deeply a request's JSON may nest. Every body the app takes nests four or five levels; a
 * ceiling keeps any code that walks a parsed value (ours, zod's, better-auth's) from working in
 * proportion to a stranger's nesting.
 */
export const MAX_JSON_DEPTH = 64;

const JSON_TOO_DEEP = localText('errors:json.tooDeep', { max: MAX_JSON_DEPTH });

/** Whether JSON text opens more than `max` arrays/objects inside each other: one linear pass. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}

/** Why a request's JSON is refused, as the JSON error of DESIGN.md §4. */
export type JsonRefusal = {
  status: ContentfulStatusCode;
  code: string;
  message: Refusal;
  fields?: Record<string, Refusal>;
};

export type JsonBody = { value: unknown } | { refused: JsonRefusal };

export const NOT_JSON: JsonRefusal = {
  status: 400,
  code: 'invalid_json',
  message: localText('errors:json.notJson'),
};

/**
 * A JSON request body, parsed: too deep a nesting is a 400 before parsing, text that is not JSON
 * a 400, and a NUL character in any string a 422 naming the field (PostgreSQL cannot store it).
 */
export function parseJsonBody(text: string): JsonBody {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    return { refused: { status: 400, code: 'json_too_deep', message: JSON_TOO_DEEP } };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { refused: NOT_JSON };
  }
  // A NUL can only arrive escaped ("\u0000"): raw control characters are not valid JSON.
  if (!/\\u0000/i.test(text)) return { value };
  const field = findNulCharacter(value);
  if (field === undefined) return { value };
  return {
    refused: {
      status: 422,
      code: 'validation_failed',
      message: UNSTORABLE_TEXT,
      fields: { [field]: UNSTORABLE_TEXT },
    },
  };
}
