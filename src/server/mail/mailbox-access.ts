import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isLoopback } from '../http/client-address';

/**
 * The local mailbox holds sign-up and password-reset links: whoever reads it can take over any
 * account. It answers only a browser on the server's own computer talking to the server
 * directly. A reverse proxy on the same machine also connects from loopback, so the socket
 * address alone proves nothing: a request that carries what proxies add (forwarding headers, an
 * outside Host name, HTTP/1.0 as nginx speaks upstream by default) is refused too, whatever
 * TRUST_PROXY says.
 */
const PROXY_HEADERS = [
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
  'x-original-host',
  'x-original-url',
];

/** Why a request may not see the mailbox, or undefined when it may. */
export function mailboxRefusal(c: Context): string | undefined {
  const peer = getConnInfo(c).remote.address;
  if (!isLoopback(peer)) return 'not from this machine';
  const incoming = (c.env as { incoming?: { httpVersion?: string } } | undefined)?.incoming;
  if (incoming?.httpVersion === '1.0') return 'HTTP/1.0, as spoken by proxies';
  for (const name of c.req.raw.headers.keys()) {
    if (name.startsWith('x-forwarded-') || PROXY_HEADERS.includes(name)) {
      return 'carries a proxy header';
    }
  }
  if (!isLoopbackHost(c.req.header('host'))) return 'addressed to an outside host name';
  return undefined;
}

/** localhost, 127.0.0.0/8 or [::1], with or without a port. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host
    .toLowerCase()
    .replace(/:\d{1,5}$/, '')
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name === '::1') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}
