import type { MiddlewareHandler } from 'hono';
import { refuse } from './errors';
import { NOT_JSON, parseJsonBody } from './json-body';

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
      return refuse(c, NOT_JSON.status, NOT_JSON.code, NOT_JSON.message);
    }
    c.req.raw = new Request(c.req.raw, { body: text });
    const body = parseJsonBody(text);
    if ('value' in body || body.refused === NOT_JSON) return next();
    const { status, code, message, fields } = body.refused;
    return refuse(c, status, code, message, fields);
  };
}
