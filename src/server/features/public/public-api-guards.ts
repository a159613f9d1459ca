import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import type { Database } from '../../db/connection';
import type { AppEnv } from '../../http/app-env';
import { localText } from '../../../shared/i18n/local-text';
import { sayByHeader } from '../../http/database-unavailable';
import { errorBody, HttpError, sendError } from '../../http/errors';
import { addressGroup } from '../../realtime/address-group';
import { validityHeaders } from './public-validity';
import { sharedWindowCounter } from './shared-window-counter';

export const DEFAULT_PUBLIC_RATE_LIMIT = { max: 300, windowSeconds: 60 };

const READ_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/**
 * Any site may read the public API (CORS "*", reads only, no credentials), and its answers may
 * be used by other origins' pages (the app's Cross-Origin-Resource-Policy is same-origin).
 */
export function publicCors(): MiddlewareHandler<AppEnv> {
  const allow = cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'OPTIONS'],
    exposeHeaders: ['ETag', 'Retry-After'],
    maxAge: 86_400,
  });
  return async (c, next) => {
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return allow(c, next);
  };
}

/** Anything but a read is refused with 405, before a session check could answer 401. */
export function readsOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (READ_METHODS.includes(c.req.method)) return next();
    return sendError(
      c,
      new HttpError(405, 'method_not_allowed', localText('api:public.getOnly'), undefined, {
        Allow: READ_METHODS.join(', '),
      }),
    );
  };
}

/** The refusal of a request past its address's budget, as the framework and the early route send it. */
export const RATE_LIMITED = {
  body: errorBody('rate_limited', 'Too many requests. Please wait a moment and try again.'),
  // A refusal for one address must not be kept by a cache in front and served to others.
  headers: (retryAfterSeconds: number) => ({
    'Retry-After': String(retryAfterSeconds),
    'Cache-Control': 'no-store',
  }),
};

export type PublicBudget = {
  /** Counts one request from `address`: the seconds to wait when it is past the budget, else null. */
  spend: (address: string) => number | null;
};

/**
 * A budget of requests per client address and window, shared by every server process through
 * PostgreSQL without a write per request (shared-window-counter.ts: counted here, added to the
 * shared counts about once a second). The address is the one the app trusts (TRUST_PROXY:
 * src/server/http/client-address.ts), counted by its group as the live-update streams count it
 * (an IPv6 /64: a subscriber who holds one could otherwise take a fresh address per request).
 */
export function publicBudget(
  db: Database,
  limit: { max: number; windowSeconds: number },
): PublicBudget {
  const counter = sharedWindowCounter(db, limit.windowSeconds, Math.floor(limit.max / 2));
  return {
    spend(address) {
      const { count, retryAfterSeconds } = counter.hit(`public-api:${addressGroup(address)}`);
      return count > limit.max ? retryAfterSeconds : null;
    },
  };
}

/**
 * The budget as middleware, for public requests the early route did not count already
 * (`counted`). Preflights are answered before and not counted.
 */
export function publicRateLimit(
  budget: PublicBudget,
  counted: (c: Context<AppEnv>) => boolean,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (counted(c)) return next();
    const retryAfter = budget.spend(c.var.clientAddress);
    // Said in the language the browser asks for, else English: a refusal past the budget reads
    // nothing from the database.
    if (retryAfter !== null)
      return c.json(
        errorBody('rate_limited', await sayByHeader(c, localText('api:public.rateLimited'))),
        429,
        RATE_LIMITED.headers(retryAfter),
      );
    await next();
  };
}

/**
 * A successful answer may be cached briefly and revalidated: ETag from its body, 304 when the
 * client's copy is current, validity until the answer stops holding (public-validity.ts). The
 * CORS header survives on a 304 so a cross-origin cache may use it.
 */
export function shortCaching(): MiddlewareHandler<AppEnv> {
  const tag = etag({
    retainedHeaders: [
      ...RETAINED_304_HEADERS,
      'access-control-allow-origin',
      'access-control-expose-headers',
      'cross-origin-resource-policy',
    ],
  });
  return async (c, next) =>
    tag(c, async () => {
      await next();
      if (c.res.ok) {
        const validity = validityHeaders(c.var.station.now(), c.var.publicAnswerUntil);
        for (const [name, value] of Object.entries(validity)) c.res.headers.set(name, value);
      } else {
        c.res.headers.set('Cache-Control', 'no-store');
      }
    });
}
