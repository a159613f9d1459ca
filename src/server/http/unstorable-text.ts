import type { MiddlewareHandler } from 'hono';
import { errorBody } from './errors';

export const UNSTORABLE_TEXT_MESSAGE = 'Text cannot contain NUL characters';

/** The dot-joined path of the first string (value or key) holding a NUL character, if any. */
export function findNulCharacter(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, [...path, String(index)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key].join('.');
      const found = findNulCharacter(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * JSON may carry "\u0000" in any string and it passes every length check, but PostgreSQL text
 * columns cannot store it: the insert fails and the request would end in a 500. Refusing it here
 * covers every JSON route, better-auth's included, with a 422 naming the field.
 */
export function refuseUnstorableText(): MiddlewareHandler {
  return async (c, next) => {
    // Routes read JSON whatever the declared type, so every body but an upload is checked.
    const type = c.req.header('content-type') ?? '';
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || /^multipart\//i.test(type)) {
      return next();
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(await c.req.raw.clone().text());
    } catch {
      return next(); // not JSON after all: the route answers that
    }
    const field = findNulCharacter(parsed);
    if (field === undefined) return next();
    return c.json(
      errorBody('validation_failed', UNSTORABLE_TEXT_MESSAGE, { [field]: UNSTORABLE_TEXT_MESSAGE }),
      422,
    );
  };
}
