import type { Context, Next } from 'koa';
import { clientAddress, FORWARDED_FROM_PROXY, trustedProxies } from '@bank/shared/server/client-address';

interface ClientAddressConfig {
  /** TRUSTED_PROXIES: who may tell us the client's address. */
  trustedProxies: string;
}

/**
 * Decides, before anything reads it, which address a request comes from (ctx.request.ip: the staff login throttle and
 * Strapi's own panel login limit key on it). Koa runs with `proxy: true` (config/server.ts) so that a trusted proxy's
 * X-Forwarded-Proto and -Host count; this middleware is what makes that safe: X-Forwarded-For is rewritten to the one
 * address computed here, and the other forwarding headers are dropped unless the peer is a trusted proxy.
 */
export default (config: ClientAddressConfig) => {
  const trust = trustedProxies(config.trustedProxies);
  return async (ctx: Context, next: Next) => {
    const peer = ctx.req.socket.remoteAddress ?? '';
    const client = clientAddress(ctx.req, trust);
    ctx.req.headers['x-forwarded-for'] = client;
    if (!peer || !trust(peer, 0)) for (const name of FORWARDED_FROM_PROXY) delete ctx.req.headers[name];
    ctx.request.ip = client;
    await next();
  };
};
