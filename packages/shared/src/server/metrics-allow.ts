// Who may read /metrics, shared by the CMS (its observability middleware) and the site's server.
import proxyAddr from 'proxy-addr';

/** Who may read /metrics when METRICS_ALLOW is empty or not set: loopback and the private networks. */
export const DEFAULT_METRICS_ALLOW = '127.0.0.0/8,::1/128,10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7';

/**
 * A check of the socket's address (never X-Forwarded-For: a client writes that) against METRICS_ALLOW, a comma list
 * of addresses or CIDRs (default: loopback and the private networks). IPv4-mapped IPv6 addresses count as IPv4.
 */
export function metricsAllowList(list: string | undefined): (address: string | undefined) => boolean {
  const entries = (list?.trim() ? list : DEFAULT_METRICS_ALLOW)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  let allowed: (address: string, hop: number) => boolean;
  try {
    allowed = proxyAddr.compile(entries);
  } catch (error) {
    throw new Error(`METRICS_ALLOW must list addresses or CIDRs separated by commas: ${(error as Error).message}`);
  }
  return (address) => Boolean(address) && allowed(address as string, 0);
}
