import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Answers smaller than this go as they are: gzip would save too little to pay for itself. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Gzip (or deflate) for every text answer of the API over about 1 KB, for clients that take it:
 * a library of 5000 shows is 2.7 MB of JSON and a tenth of that compressed. The change stream
 * (text/event-stream) is never compressed (it would be held back in the compressor), and answers
 * that are compressed already (the kept week answers) keep their encoding.
 */
export function compressAnswers(): MiddlewareHandler[] {
  return [compress({ threshold: COMPRESS_FROM_BYTES }), measureJsonAnswers()];
}

/**
 * The framework's JSON answers carry no length, so the compressor could not tell a 40-byte
 * answer from a 4 MB one: measure them (they are in memory already) and say their length.
 */
function measureJsonAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type') ?? '';
    if (!type.startsWith('application/json') || !res.body) return;
    if (res.headers.has('Content-Length') || res.headers.has('Content-Encoding')) return;
    const body = await res.arrayBuffer();
    c.res = new Response(body, res);
    c.res.headers.set('Content-Length', String(body.byteLength));
  };
}
