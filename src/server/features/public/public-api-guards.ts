import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import type { AppEnv } from '../../http/app-env';
import { errorBody } from '../../http/errors';
import { addressGroup } from '../../realtime/address-group';
import { sharedWindowCounter } from './shared-window-counter';

/** Listeners' pages and apps may cache an answer this long; a change shows within it. */
export const PUBLIC_MAX_AGE_SECONDS = 30;
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
    return c.json(
      errorBody('method_not_allowed', 'The public API only answers GET requests.'),
      405,
      { Allow: READ_METHODS.join(', ') },
    );
  };
}

/**
 * A budget of requests per client address and window, shared by every server process through
 * PostgreSQL (shared-window-counter.ts). The address is the one the app trusts (TRUST_PROXY:
 * src/server/http/client-address.ts), counted by its group as the live-update streams count it
 * (an IPv6 /64: a subscriber who holds one could otherwise take a fresh address per request).
 * Preflights are answered before and not counted.
 */
export function publicRateLimit(limit: {
  max: number;
  windowSeconds: number;
}): MiddlewareHandler<AppEnv> {
  let counter: ReturnType<typeof sharedWindowCounter> | undefined;
  return async (c, next) => {
    counter ??= sharedWindowCounter(c.var.db, limit.windowSeconds, Math.floor(limit.max / 2));
    const { count, retryAfterSeconds } = counter.hit(`public-api:${addressGroup(c.var.clientAddress)}`);
    if (count > limit.max) {
      return c.json(
        errorBody('rate_limited', 'Too many requests. Please wait a moment and try again.'),
        429,
        // A refusal for one address must not be kept by a cache in front and served to others.
        { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' },
      );
    }
    await next();
  };
}

/**
 * A successful answer may be cached briefly and revalidated: ETag from its body, 304 when the
 * client's copy is current. The CORS header survives on a 304 so a cross-origin cache may use it.
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
        c.res.headers.set('Cache-Control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`);
      } else {
        c.res.headers.set('Cache-Control', 'no-store');
      }
    });
}
