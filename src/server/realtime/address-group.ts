import { isIPv6 } from 'node:net';

/**
 * The part of a client address that names one client for per-address limits. An IPv4 address is
 * itself; an IPv6 address is its /64 network, because a single subscriber usually holds a whole
 * /64 and could otherwise pick a fresh address for every connection.
 */
export function addressGroup(address: string): string {
  const mappedV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mappedV4) return mappedV4[1]!;
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, with "::" filled in and without a zone. */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) counts as two groups; the /64 prefix never contains it.
  const rightGroups = right.reduce((n, part) => n + (part.includes('.') ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - rightGroups).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}
