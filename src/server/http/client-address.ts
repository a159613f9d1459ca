import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';

/**
 * Rate limits key on the client address, which better-auth reads from X-Forwarded-For. A client
 * could send that header itself, so unless a trusted proxy sets it (TRUST_PROXY), it is replaced
 * with the socket's address.
 */
export function clientAddress(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    const remote = getConnInfo(c).remote.address ?? 'unknown';
    c.set('clientAddress', remote);
    if (!trustProxy) {
      const headers = new Headers(c.req.raw.headers);
      headers.set('x-forwarded-for', remote);
      c.req.raw = new Request(c.req.raw, { headers });
    }
    await next();
  };
}

/** Whether a request comes from this machine (loopback), for the local-only mailbox. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}
