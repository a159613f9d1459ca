import type { Context, MiddlewareHandler } from 'hono';
import { MAX_IMAGE_BYTES } from '../../shared/constants/limits';
import { IMPORT_REFUSALS, MAX_IMPORT_BYTES } from '../../shared/exchange/import-plan/import-limits';
import { IMAGE_SIZE_MESSAGE } from '../../shared/image-rules';
import { localText } from '../../shared/i18n/local-text';
import { refuse, type Refusal } from './errors';

/** Room for a multipart form's boundaries and part headers around the file itself. */
const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

type BodyLimit = { maxBytes: number; code: string; message: Refusal };

const TOO_LARGE = localText('errors:request.tooLarge');

/**
 * The most any route reads of a request body, first match wins. Sign-in and the other account
 * forms fit in a few hundred bytes and are open to anyone, so they get little; every other JSON
 * body (a whole week included) fits well under 1 MB; an image upload and an import carry their
 * file (SPEC.md limits) plus the multipart envelope.
 */
const BODY_LIMITS: readonly (BodyLimit & { route: RegExp })[] = [
  { route: /^\/api\/auth\//, maxBytes: 64 * 1024, code: 'body_too_large', message: TOO_LARGE },
  {
    route: /^\/api\/media\/?$/,
    maxBytes: MAX_IMAGE_BYTES + MULTIPART_ENVELOPE_BYTES,
    code: 'image_too_large',
    message: IMAGE_SIZE_MESSAGE,
  },
  {
    route: /^\/api\/weeks\/[^/]+\/import(\/preview)?\/?$/,
    maxBytes: MAX_IMPORT_BYTES + MULTIPART_ENVELOPE_BYTES,
    code: 'file_too_large',
    message: IMPORT_REFUSALS.tooLarge,
  },
  { route: /^/, maxBytes: 1024 * 1024, code: 'body_too_large', message: TOO_LARGE },
];

export function bodyLimitFor(path: string): BodyLimit {
  return BODY_LIMITS.find((limit) => limit.route.test(path))!;
}

/**
 * Refuses at once a body whose declared Content-Length is over its route's limit, before the
 * session check and before anything reads it. Bodies sent in chunks declare nothing: those are
 * counted as they are read (countBodyBytes).
 */
export function refuseDeclaredOversize(): MiddlewareHandler {
  return async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return next();
    const limit = bodyLimitFor(c.req.path);
    if (Number(declared) > limit.maxBytes) return tooLarge(c, limit);
    return next();
  };
}

/**
 * Lets the route read at most its limit of the body: the bytes are counted as they arrive and the
 * stream fails at the limit, so no reader (JSON, forms, better-auth) ever holds more; the answer
 * is then 413 whatever the reader made of the failure. Nothing is read here: it is placed after
 * the session check on data routes, so a stranger's body is never read at all.
 */
export function countBodyBytes(): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !raw.body) return next();
    const limit = bodyLimitFor(c.req.path);
    const reader = raw.body.getReader();
    let received = 0;
    let exceeded = false;
    let ended = false;
    const counted = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) {
            ended = true;
            return controller.close();
          }
          received += value.byteLength;
          if (received > limit.maxBytes) {
            exceeded = true;
            controller.error(new RangeError('request body over its limit'));
            return void discardRest(reader);
          }
          controller.enqueue(value);
        },
        cancel: (reason) => reader.cancel(reason),
      },
      { highWaterMark: 0 },
    );
    c.req.raw = new Request(raw, { body: counted, duplex: 'half' } as RequestInit);
    await next();
    if (exceeded) c.res = await tooLarge(c, limit);
    // A route that answered without reading all of the body: the rest is dropped the same way.
    else if (!ended) void discardRest(reader);
  };
}

function tooLarge(c: Context, limit: BodyLimit): Promise<Response> {
  return refuse(c, 413, limit.code, limit.message);
}

/**
 * What is still coming after the limit is read and dropped for a moment, so the client that is
 * still sending reads the 413 (closing on unread data could reset the connection before it
 * does); past this much or this long the connection is closed. Nothing of it is kept.
 */
const DISCARD_BYTES = 8 * 1024 * 1024;
const DISCARD_MS = 500;

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  const deadline = Date.now() + DISCARD_MS;
  let dropped = 0;
  try {
    while (dropped < DISCARD_BYTES && Date.now() < deadline) {
      const { done, value } = await reader.read();
      if (done) return;
      dropped += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // the client went away: nothing left to drop
  }
}
