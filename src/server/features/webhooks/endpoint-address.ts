import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import {
  WEBHOOK_MESSAGES,
  webhookText,
  type WebhookMessage,
} from '../../../shared/webhooks/webhooks';
import { HttpError } from '../../http/errors';

/**
 * Where a webhook may go (server-side request forgery): public addresses over https, and, on an
 * installation that allows it (`AddressPolicy`), this machine's loopback (http or https) so a
 * station can test against a local receiver. Private, link-local, carrier-grade NAT, multicast,
 * documentation and reserved ranges are refused, both when the endpoint is registered and at
 * every connection, against the address the name resolves to then (a name that turned private
 * or loopback since registration is refused: DNS rebinding).
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  // IPv4-compatible (deprecated), IPv4-translated and Teredo forms carry an IPv4 address inside.
  ['::', 96],
  ['::ffff:0:0:0', 96],
  ['2001::', 32],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** "::ffff:10.0.0.1" is 10.0.0.1: an IPv4-mapped address is judged as the IPv4 one. */
function plain(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

export function isLoopbackAddress(address: string): boolean {
  const ip = plain(address);
  return loopback.check(ip.address, ip.family);
}

/** The names that stand for this machine: only these (or a loopback literal) may reach it. */
function namesLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host);
}

/**
 * Whether webhooks may reach this machine's loopback: only a test installation's (the settings'
 * `webhookAllowLoopback`); a server at a public address would otherwise let a manager probe and
 * POST to its own ports, the database's among them.
 */
export type AddressPolicy = { allowLoopback: boolean };

/**
 * Why a request over this scheme to this host may not connect to this address (the message),
 * or null when it may: loopback only where the policy allows it and only when the address was
 * written as this machine ("localhost", 127.0.0.1, [::1]), never through another name (a
 * public-looking name pointed at 127.0.0.1 would probe local ports); other addresses only over
 * https and only outside the refused ranges.
 */
export function refusalOf(
  address: string,
  protocol: string,
  hostname: string,
  policy: AddressPolicy,
): string | null {
  const name = refusalNameOf(address, protocol, hostname, policy);
  return name && WEBHOOK_MESSAGES[name];
}

type AddressRefusal = Extract<
  WebhookMessage,
  'privateAddress' | 'loopbackAddress' | 'unresolvable'
>;

function refusalNameOf(
  address: string,
  protocol: string,
  hostname: string,
  policy: AddressPolicy,
): AddressRefusal | null {
  const ip = plain(address);
  if (loopback.check(ip.address, ip.family)) {
    if (!namesLoopback(hostname)) return 'privateAddress';
    return policy.allowLoopback ? null : 'loopbackAddress';
  }
  if (protocol !== 'https:' || refused.check(ip.address, ip.family)) return 'privateAddress';
  return null;
}

/** The first refusal among a name's addresses (all must be reachable), or null. */
function refusalOfAll(
  addresses: readonly string[],
  url: { protocol: string; hostname: string },
  policy: AddressPolicy,
): AddressRefusal | null {
  if (addresses.length === 0) return 'unresolvable';
  for (const address of addresses) {
    const refusal = refusalNameOf(address, url.protocol, url.hostname, policy);
    if (refusal) return refusal;
  }
  return null;
}

/** The refusal a connection to a forbidden address fails with (never retried into success). */
export class RefusedAddressError extends Error {}

/** The URL's host as an IP literal ("[::1]" → "::1"), or null for a name. */
function literalAddress(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : null;
}

/** Every address a name resolves to, as the resolver used for connections would answer. */
function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });
}

/**
 * Refuses, with a message for the address field, a URL whose host is or resolves to an address
 * webhooks may not reach. Registration's check; delivery checks again at connection time.
 */
export async function assertReachableAddress(value: string, policy: AddressPolicy): Promise<void> {
  const url = new URL(value);
  const fieldError = (name: AddressRefusal) =>
    new HttpError(422, 'validation_failed', webhookText(name), { url: webhookText(name) });
  const literal = literalAddress(url);
  let addresses: string[];
  if (literal) {
    addresses = [literal];
  } else {
    try {
      addresses = (await resolveAll(url.hostname)).map((a) => a.address);
    } catch {
      throw fieldError('unresolvable');
    }
  }
  const refusal = refusalOfAll(addresses, url, policy);
  if (refusal) throw fieldError(refusal);
}

/**
 * A `lookup` for http(s).request that resolves the name and refuses the connection unless every
 * address it resolves to may be reached: the check and the connection use the same answer, so a
 * name cannot pass the check and then point elsewhere.
 */
export function guardedLookup(protocol: string, policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { family: options.family, all: true, verbatim: true }, (error, found) => {
      if (error) return callback(error, '', 4);
      const refusal = refusalOfAll(
        found.map((a) => a.address),
        { protocol, hostname },
        policy,
      );
      if (refusal) {
        const error = new RefusedAddressError(WEBHOOK_MESSAGES[refusal]);
        return callback(error as NodeJS.ErrnoException, '', 4);
      }
      if (options.all) {
        (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, found);
        return;
      }
      callback(null, found[0]!.address, found[0]!.family);
    });
  };
}

/** Refuses an IP-literal URL before connecting (a literal host is connected to without lookup). */
export function assertLiteralAllowed(url: URL, policy: AddressPolicy): void {
  const literal = literalAddress(url);
  const refusal = literal && refusalOf(literal, url.protocol, url.hostname, policy);
  if (refusal) throw new RefusedAddressError(refusal);
}
