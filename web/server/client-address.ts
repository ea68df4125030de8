import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/** Headers only a trusted proxy may set; from anyone else they are dropped. */
const FORWARDED_FROM_PROXY = ['x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'x-real-ip'] as const;

/** A trust function of proxy-addr for `TRUSTED_PROXIES` (addresses or CIDRs, comma-separated; empty: nobody). */
export function trustedProxies(list: string | undefined): (address: string, hop: number) => boolean {
  return proxyAddr.compile(
    (list ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );
}

/**
 * Rewrites the forwarding headers so that only what this server can vouch for reaches Next (and, through the /api
 * proxy, the CMS's login throttle): `X-Forwarded-For` becomes one address, the socket's, or from a trusted proxy the
 * right-most address it did not vouch for.
 */
export function setClientAddress(request: IncomingMessage, trust: (address: string, hop: number) => boolean): void {
  const peer = request.socket.remoteAddress ?? '';
  request.headers['x-forwarded-for'] = peer ? proxyAddr(request, trust) : '';
  if (!peer || !trust(peer, 0)) for (const name of FORWARDED_FROM_PROXY) delete request.headers[name];
}
