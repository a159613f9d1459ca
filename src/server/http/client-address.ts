import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';

/**
 * The client's address, for rate limits (better-auth reads it from X-Forwarded-For) and the
 * local-only mailbox. A client could send that header itself, so unless a trusted proxy sets it
 * (TRUST_PROXY), it is replaced with the socket's address. Behind the trusted proxy the address is
 * the header's last entry, the one the proxy appended: entries before it came from the client.
 */
export function clientAddress(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    const address = addressOf(
      getConnInfo(c).remote.address,
      c.req.header('x-forwarded-for'),
      trustProxy,
    );
    c.set('clientAddress', address);
    // Only better-auth's own routes read the header (rate limits, session records); rebuilding
    // the request costs more than a kept week answer takes to send, so other routes skip it.
    if (c.req.path.startsWith('/api/auth/') && c.req.header('x-forwarded-for') !== address) {
      const headers = new Headers(c.req.raw.headers);
      headers.set('x-forwarded-for', address);
      c.req.raw = new Request(c.req.raw, { headers });
    }
    await next();
  };
}

/** The address a request is counted by (see clientAddress), from its socket and header. */
export function addressOf(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: boolean,
): string {
  const forwarded = trustProxy
    ? forwardedFor
        ?.split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .at(-1)
    : undefined;
  return forwarded ?? socketAddress ?? 'unknown';
}

/** Whether a request comes from this machine (loopback), for the local-only mailbox. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}
