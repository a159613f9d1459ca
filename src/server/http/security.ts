import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { errorBody } from './errors';

/** Security headers for every answer: a CSP without inline scripts, no framing, no sniffing. */
export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Inline styles: dialog and tooltip primitives position themselves with style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Show images and avatars may be any web address the staff typed (SPEC.md §5).
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    strictTransportSecurity: false,
    // A route that sets its own, stricter header keeps it (uploaded images: a sandbox CSP).
    overwrite: false,
  });
}

/**
 * The headers securityHeaders() puts on an answer, taken from the middleware itself, for
 * answers sent without the framework (src/server/http/early-route.ts).
 */
export async function securityHeaderValues(): Promise<Record<string, string>> {
  const probe = new Hono().use('*', securityHeaders()).get('/', (c) => c.body(null, 204));
  const response = await probe.request('/');
  return Object.fromEntries(response.headers);
}

/**
 * Refuses state-changing API requests sent by another site's page. Browsers send Origin (and
 * Sec-Fetch-Site) with every such request; tools without a browser send neither and still need
 * a session cookie to do anything.
 */
export function sameOriginWrites(allowedOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if ((origin && !allowedOrigins.includes(origin)) || site === 'cross-site') {
        return c.json(
          errorBody('cross_origin_refused', 'Cross-origin requests are not allowed.'),
          403,
        );
      }
    }
    await next();
  };
}

/**
 * The largest request body the API reads, uploads aside (they have their own 5 MB limit). Every
 * form fits in a few kilobytes and a whole week's JSON in well under 1 MB; without a ceiling a
 * client could make the server buffer and parse any amount of JSON.
 */
export const MAX_API_BODY_BYTES = 1024 * 1024;

/**
 * Routes that take larger bodies and set their own limit (uploads: 5 MB of image; imports: a 2 MB
 * week or calendar file).
 */
const OWN_LIMIT_ROUTES = [/^\/api\/media(\/|$)/, /^\/api\/weeks\/[^/]+\/import(\/preview)?$/];

/** Refuses an API body over MAX_API_BODY_BYTES with 413 JSON before anything reads it. */
export function apiBodyLimit(): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: MAX_API_BODY_BYTES,
    onError: (c) =>
      c.json(errorBody('body_too_large', 'The request is too large to process.'), 413),
  });
  return async (c, next) => {
    const path = c.req.path;
    // GET and HEAD carry no body here (nothing reads one): checking would only cost time.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (OWN_LIMIT_ROUTES.some((route) => route.test(path))) {
      return next();
    }
    return limit(c, next);
  };
}
