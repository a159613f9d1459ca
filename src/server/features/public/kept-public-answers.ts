import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { publicReader } from '../../../shared/i18n/time-format';
import type { AppEnv } from '../../http/app-env';

/** Past this many answers, or this many bytes, the store starts afresh (derived data, D11). */
const MAX_KEPT = 1_000;
const MAX_KEPT_BYTES = 32 * 1024 * 1024;
/** Headers the sending sets anew (the framework's streamed answers carry no length). */
const SENDING_HEADERS = ['content-length', 'transfer-encoding'];
/** Headers that describe a body, which a 304 has none of. */
const BODY_HEADERS = [...SENDING_HEADERS, 'content-type', 'content-encoding'];

export type KeptPublicAnswer = {
  /** The revisions (schedule, library, settings, zone) it was made at. */
  revisions: string;
  /** When it was made (station clock, ms): it holds from then. */
  madeAt: number;
  /** Until when it holds while they stay; null: until they move. */
  until: Date | null;
  etag: string | null;
  /** Every header the framework sent, security headers included, its own length aside. */
  headers: Record<string, string>;
  body: Buffer;
};

/**
 * The listeners' successful answers (now/next, /on-air, the embeds) as the framework sent them,
 * bytes and headers, so the early route can send them again without the framework
 * (docs/decisions/0055). Kept per request line, accepted encodings (the bytes differ by
 * encoding) and what Accept-Language decides: its language (the public pages answer in it when
 * the address names none, decision 0074) and its region's clock (0076), marked with the revisions they were made at: an answer is current while those are
 * the current ones and its own time (`until`) has not passed.
 */
export function keptPublicAnswers() {
  const kept = new Map<string, KeptPublicAnswer>();
  let keptBytes = 0;
  const keyOf = (url: string, headers: AnswerHeaders) =>
    `${headers.acceptEncoding ?? ''}\n${publicReader(headers.acceptLanguage)}\n${url}`;

  return {
    /** The kept answer to this request, whatever its revisions (the caller judges). */
    find(url: string, headers: AnswerHeaders): KeptPublicAnswer | undefined {
      return kept.get(keyOf(url, headers));
    },
    /**
     * Middleware, outermost, that keeps every GET answer a public route marked as keepable
     * (`publicAnswerUntil`) with 200, after every other middleware had its say on it.
     * `revisions` is read before the request runs: an answer made while they moved is kept
     * under the older ones, and so never sent as current.
     */
    keep(
      isPublic: (path: string) => boolean,
      revisions: () => Promise<string | null>,
    ): MiddlewareHandler<AppEnv> {
      return async (c, next) => {
        if (c.req.method !== 'GET' || !isPublic(c.req.path)) return next();
        const at = await revisions().catch(() => null);
        await next();
        const until = c.var.publicAnswerUntil;
        if (at === null || until === undefined || c.res.status !== 200) return;
        // An answer that sets a cookie, or differs by one, belongs to its visitor: sent again to
        // every listener it would hand them that visitor's cookie.
        if (
          c.res.headers.has('set-cookie') ||
          /cookie|authorization/i.test(c.res.headers.get('vary') ?? '')
        )
          return;
        const body = Buffer.from(await c.res.clone().arrayBuffer());
        const headers: Record<string, string> = {};
        c.res.headers.forEach((value, name) => {
          if (!SENDING_HEADERS.includes(name)) headers[name] = value;
        });
        if (kept.size >= MAX_KEPT || keptBytes + body.byteLength > MAX_KEPT_BYTES) {
          kept.clear();
          keptBytes = 0;
        }
        const key = keyOf(requestLine(c), {
          acceptEncoding: c.req.header('accept-encoding'),
          acceptLanguage: c.req.header('accept-language'),
        });
        keptBytes += body.byteLength - (kept.get(key)?.body.byteLength ?? 0);
        kept.set(key, {
          revisions: at,
          madeAt: c.var.station.now().getTime(),
          until,
          etag: c.res.headers.get('etag'),
          headers,
          body,
        });
      };
    },
  };
}

export type KeptPublicAnswers = ReturnType<typeof keptPublicAnswers>;

/** The request headers an answer is kept by, besides its request line. */
type AnswerHeaders = { acceptEncoding: string | undefined; acceptLanguage: string | undefined };

/** A kept answer's headers for a 304: those of its body left out. */
export const notModifiedHeaders = (answer: KeptPublicAnswer) =>
  Object.fromEntries(Object.entries(answer.headers).filter(([n]) => !BODY_HEADERS.includes(n)));

/** The path and query as the client sent them (the early route looks answers up by these). */
function requestLine(c: Context): string {
  const raw = (c.env as Partial<HttpBindings> | undefined)?.incoming?.url;
  if (raw) return raw;
  const url = new URL(c.req.url);
  return url.pathname + url.search;
}
