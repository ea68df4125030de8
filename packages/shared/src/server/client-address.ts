// The client's address behind the proxies (TRUSTED_PROXIES), shared by the CMS (its client-address middleware and
// login throttle) and the site's server.
import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';
import proxyAddr from 'proxy-addr';

export type TrustFunction = (address: string, hop: number) => boolean;

/** Headers only a trusted proxy may set; from anyone else they are dropped. */
export const FORWARDED_FROM_PROXY = ['x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'x-real-ip'] as const;

/**
 * proxy-addr's trust function for `TRUSTED_PROXIES`: addresses, CIDRs or proxy-addr's names (`loopback`,
 * `linklocal`, `uniquelocal`), comma-separated; empty (or not set) trusts nobody.
 */
export function trustedProxies(list: string | undefined): TrustFunction {
  const entries = (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    return proxyAddr.compile(entries);
  } catch (error) {
    throw new Error(`TRUSTED_PROXIES must list addresses or CIDRs separated by commas: ${(error as Error).message}`);
  }
}

/**
 * The client's address the way Express computes it: the socket's peer, unless that peer is a trusted proxy, in which
 * case the right-most address of X-Forwarded-For that no trusted proxy vouches for.
 */
export function clientAddress(request: IncomingMessage, trust: TrustFunction): string {
  if (!request.socket.remoteAddress) return '';
  return proxyAddr(request, trust);
}

/**
 * Rewrites the forwarding headers so that only what this server can vouch for goes on (the site's server, before
 * Next and its /api proxy to the CMS's login throttle): `X-Forwarded-For` becomes one address, the socket's, or from
 * a trusted proxy the right-most address it did not vouch for.
 */
export function setClientAddress(request: IncomingMessage, trust: TrustFunction): void {
  const peer = request.socket.remoteAddress ?? '';
  request.headers['x-forwarded-for'] = peer ? proxyAddr(request, trust) : '';
  if (!peer || !trust(peer, 0)) for (const name of FORWARDED_FROM_PROXY) delete request.headers[name];
}

const MAX_KEY_LENGTH = 64;

/**
 * The address a throttle counts against: IPv4 as it is (IPv4-mapped IPv6 included), IPv6 by its /64 network,
 * since one subscriber usually holds a whole /64 and could otherwise rotate through it.
 */
export function addressGroup(address: string): string {
  const plain = address.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(plain)) return plain;
  if (!isIPv6(plain)) return plain.slice(0, MAX_KEY_LENGTH);
  return `${ipv6Groups(plain).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, in lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16).toString(16));
}
