import { loggedPath } from '@bank/shared/logged-path';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { trustedProxies } from '@bank/shared/server/client-address';
import { metricsAllowList } from '@bank/shared/server/metrics-allow';
import { REQUEST_ID_HEADER, requestIdFor, runInRequest } from './context';
import { routeConsole } from './log-format';
import { httpDuration, registry } from './metrics';
import { readiness } from './readiness';

interface ObservabilityConfig {
  /** TRUSTED_PROXIES: only their X-Request-Id is kept (the site's, nginx's). */
  trustedProxies: string;
  /** METRICS_ALLOW: who may read /metrics (empty: loopback and the private networks). */
  metricsAllow: string;
}

/** A bounded label for a request no route matched: the panel's files, the uploads, or nothing known. */
function unmatchedRoute(path: string): string {
  if (path === '/admin' || path.startsWith('/admin/')) return '/admin/*';
  if (path.startsWith('/uploads/')) return '/uploads/*';
  return 'unmatched';
}

const PROBES = new Set(['/_health', '/_ready', '/metrics']);

/**
 * The outermost middleware: what an operator sees of each request.
 *
 * - The request id: a trusted sender's valid X-Request-Id (the site's, nginx's), else a new one; echoed in the
 *   answer and in every log line written while the request is handled (AsyncLocalStorage, observability/context.ts).
 * - One log line per request (Strapi's own strapi::logger is not used: it logs the query string, which can carry
 *   tokens): method, path (a secret path segment left out: @bank/shared/logged-path, which the site and nginx's format follow too), status, duration in ms. Health probes and scrapes are logged at debug level.
 * - The duration histogram by matched route pattern and status.
 * - GET /_ready (200, or 503 when the database or a configured Redis does not answer) and GET /metrics for the
 *   addresses of METRICS_ALLOW (the socket's address), 404 to anyone else. Strapi's own /_health stays.
 */
export default (config: ObservabilityConfig, { strapi }: { strapi: Core.Strapi }) => {
  const trust = trustedProxies(config.trustedProxies);
  const metricsAllowed = metricsAllowList(config.metricsAllow);
  routeConsole();
  return async (ctx: Context, next: Next) => {
    const started = process.hrtime.bigint();
    const peer = ctx.req.socket.remoteAddress ?? '';
    const requestId = requestIdFor(ctx.get(REQUEST_ID_HEADER) || undefined, Boolean(peer) && trust(peer, 0));
    ctx.set('X-Request-Id', requestId);
    ctx.state.requestId = requestId;
    const path = ctx.path;
    const probe = PROBES.has(path);
    await runInRequest({ requestId }, async () => {
      try {
        if (probe && (ctx.method === 'GET' || ctx.method === 'HEAD') && path !== '/_health') {
          ctx.set('Cache-Control', 'no-store');
          if (path === '/_ready') {
            const checks = await readiness(strapi);
            const ready = Object.values(checks).every(Boolean);
            ctx.status = ready ? 200 : 503;
            ctx.body = { ready, checks };
          } else if (metricsAllowed(peer)) {
            ctx.type = registry.contentType;
            ctx.body = await registry.metrics();
          } else {
            // Set by hand: this middleware runs outside Strapi's error middleware.
            ctx.status = 404;
            ctx.body = { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } };
          }
          return;
        }
        await next();
      } finally {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const line = { method: ctx.method, path: loggedPath(path), status: ctx.status, durationMs: Math.round(seconds * 1000) };
        if (probe) strapi.log.debug('request', line);
        else {
          strapi.log.info('request', line);
          const matched = (ctx as Context & { _matchedRoute?: string | RegExp })._matchedRoute;
          const route = matched ? String(matched) : unmatchedRoute(path);
          httpDuration.observe({ route, method: ctx.method, status: String(ctx.status) }, seconds);
        }
      }
    });
  };
};
