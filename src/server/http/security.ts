import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { localText } from '../../shared/i18n/local-text';
import { refuse } from './errors';

/** How long browsers keep to HTTPS once told (HSTS): a year, the usual value. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** The app's content security policy: no inline scripts, nothing from elsewhere, no framing. */
const CSP_DIRECTIVES = {
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
};

/**
 * The same policy with `frame-ancestors *`, for the embeds only (the schedule in an iframe on the
 * station's own website, DESIGN.md D14). Every other answer keeps `frame-ancestors 'none'`.
 */
export const FRAMABLE_CSP = Object.entries({ ...CSP_DIRECTIVES, frameAncestors: ['*'] })
  .map(
    ([name, values]) =>
      `${name.replace(/[A-Z]/g, (l) => `-${l.toLowerCase()}`)} ${values.join(' ')}`,
  )
  .join('; ');

/**
 * Security headers for every answer: a CSP without inline scripts, no framing, no sniffing; and,
 * when the app's public address is https, HSTS, so a browser never again tries it over plain
 * HTTP (over http the header would be meaningless, and it would lock out a later plain setup).
 */
export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
  const headers = secureHeaders({
    contentSecurityPolicy: CSP_DIRECTIVES,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    strictTransportSecurity: options.https ? HSTS : false,
    // A route that sets its own, stricter header keeps it (uploaded images: a sandbox CSP).
    overwrite: false,
  });
  return async (c, next) => {
    await headers(c, next);
    // X-Frame-Options has no "anyone" value: an answer other sites may frame carries
    // FRAMABLE_CSP, and a DENY beside it would contradict it in older browsers.
    if (c.res.headers.get('Content-Security-Policy') === FRAMABLE_CSP) {
      c.res.headers.delete('X-Frame-Options');
    }
  };
}

/**
 * The headers securityHeaders() puts on an answer, taken from the middleware itself, for
 * answers sent without the framework (src/server/http/early-route.ts).
 */
export async function securityHeaderValues(options: {
  https: boolean;
}): Promise<Record<string, string>> {
  const probe = new Hono().use('*', securityHeaders(options)).get('/', (c) => c.body(null, 204));
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
        return refuse(c, 403, 'cross_origin_refused', localText('errors:request.crossOrigin'));
      }
    }
    await next();
  };
}
