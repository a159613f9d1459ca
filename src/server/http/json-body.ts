import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorBody } from './error-body';
import { UNSTORABLE_TEXT_MESSAGE, findNulCharacter } from './unstorable-text';

/**
 * How deeply a request's JSON may nest. Every body the app takes nests four or five levels; a
 * ceiling keeps any code that walks a parsed value (ours, zod's, better-auth's) from working in
 * proportion to a stranger's nesting.
 */
export const MAX_JSON_DEPTH = 64;

export const JSON_TOO_DEEP_MESSAGE = `The request body nests too deeply (at most ${MAX_JSON_DEPTH} levels).`;

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
  message: string;
  fields?: Record<string, string>;
};

export type JsonBody = { value: unknown } | { refused: JsonRefusal };

export const NOT_JSON: JsonRefusal = {
  status: 400,
  code: 'invalid_json',
  message: 'The request body must be JSON.',
};

/**
 * A JSON request body, parsed: too deep a nesting is a 400 before parsing, text that is not JSON
 * a 400, and a NUL character in any string a 422 naming the field (PostgreSQL cannot store it).
 */
export function parseJsonBody(text: string): JsonBody {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    return { refused: { status: 400, code: 'json_too_deep', message: JSON_TOO_DEEP_MESSAGE } };
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
      message: UNSTORABLE_TEXT_MESSAGE,
      fields: { [field]: UNSTORABLE_TEXT_MESSAGE },
    },
  };
}

/**
 * better-auth reads its JSON itself: its routes get the same refusals first. The body was cut to
 * the auth routes' small limit (countBodyBytes) before this reads it; the text read is handed on.
 * A body that is not JSON at all is left for better-auth to answer.
 */
export function checkJsonBeforeAuth(): MiddlewareHandler {
  return async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.req.raw.body) return next();
    if (/^multipart\//i.test(type)) return next();
    let text: string;
    try {
      text = await c.req.raw.text();
    } catch {
      return c.json(errorBody(NOT_JSON.code, NOT_JSON.message), NOT_JSON.status);
    }
    c.req.raw = new Request(c.req.raw, { body: text });
    const body = parseJsonBody(text);
    if ('value' in body || body.refused === NOT_JSON) return next();
    const { status, code, message, fields } = body.refused;
    return c.json(errorBody(code, message, fields), status);
  };
}
