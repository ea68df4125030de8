import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { loggedPath } from '@bank/shared/logged-path';
import { runInRequest } from '../../lib/server/observability/context';
import { log } from '../../lib/server/observability/log';
import { metrics } from '../../lib/server/observability/metrics';
import { REQUEST_ID_HEADER, requestIdFor } from '../../lib/server/observability/request-id';
import { metricsAllowList } from '@bank/shared/server/metrics-allow';

/** Readiness: every check must hold (a check that does not apply is left out). */
export type ReadinessChecks = () => Record<string, boolean> | Promise<Record<string, boolean>>;

export interface ObservabilityOptions {
  /** Is the socket's peer a trusted proxy (TRUSTED_PROXIES)? Only then is its X-Request-Id kept. */
  trust: (address: string, hop: number) => boolean;
  /** METRICS_ALLOW (undefined: loopback and the private networks). */
  metricsAllow: string | undefined;
  /** The histogram's label of a path (routes.ts). */
  route: (pathname: string) => string;
  ready: ReadinessChecks;
}

const PROBES = new Set(['/_health', '/_ready']);

function pathOf(request: IncomingMessage): string {
  return (request.url ?? '/').split('?')[0] || '/';
}

function answer(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}

/**
 * Wraps the site's request listener with what an operator sees of each request:
 *
 * - the request id: a trusted proxy's valid X-Request-Id, else a new one; set on the request (the /api proxy and the
 *   pages pass it to the CMS), echoed in the answer, and in every log line written while the request is handled
 *   (AsyncLocalStorage, ../../lib/server/observability/context.ts);
 * - one log line when the answer is done: method, path (as @bank/shared/logged-path writes it, the CMS's and nginx's
 *   rule: no query string, which can carry the preview link's token, and no delivery-report token), status, duration
 *   in ms;
 * - the duration histogram, by route pattern and status;
 * - GET /_health (alive: answers at once, even during the warm-up), GET /_ready (200 or 503 with each check), and
 *   GET /metrics (Prometheus' text format) for the addresses METRICS_ALLOW lets in, 404 to anyone else.
 */
export function observeRequests(listener: RequestListener, options: ObservabilityOptions): RequestListener {
  const metricsAllowed = metricsAllowList(options.metricsAllow);
  return (request, response) => {
    const started = process.hrtime.bigint();
    const peer = request.socket.remoteAddress ?? '';
    const requestId = requestIdFor(request.headers[REQUEST_ID_HEADER], Boolean(peer) && options.trust(peer, 0));
    request.headers[REQUEST_ID_HEADER] = requestId;
    response.setHeader('X-Request-Id', requestId);
    const path = pathOf(request);
    const probe = PROBES.has(path) || path === '/metrics';

    response.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = response.headersSent ? response.statusCode : 0;
      const line = { method: request.method, path: loggedPath(path), status, durationMs: Math.round(seconds * 1000), requestId };
      // Health probes and scrapes come every few seconds: written at debug level (LOG_LEVEL=debug shows them).
      if (probe) log.debug(line, 'request');
      else {
        log.info(line, 'request');
        metrics.httpDuration.observe({ route: options.route(path), method: request.method ?? '', status }, seconds);
      }
    });

    runInRequest({ requestId }, () => {
      if (probe && (request.method === 'GET' || request.method === 'HEAD')) {
        void answerProbe(path, peer, request, response, options, metricsAllowed).catch((error: unknown) => {
          log.error(`${path} failed: ${error instanceof Error ? error.message : String(error)}`);
          if (!response.headersSent) answer(response, 500, 'text/plain', 'Internal Server Error');
        });
        return;
      }
      listener(request, response);
    });
  };
}

async function answerProbe(
  path: string,
  peer: string,
  request: IncomingMessage,
  response: ServerResponse,
  options: ObservabilityOptions,
  metricsAllowed: (address: string) => boolean,
): Promise<void> {
  if (path === '/_health') return answer(response, 200, 'application/json', '{"status":"ok"}');
  if (path === '/_ready') {
    const checks = await options.ready();
    const ready = Object.values(checks).every(Boolean);
    return answer(response, ready ? 200 : 503, 'application/json', JSON.stringify({ ready, checks }));
  }
  if (!metricsAllowed(peer)) return answer(response, 404, 'text/plain', 'Not Found');
  const text = request.method === 'HEAD' ? '' : await metrics.registry.metrics();
  return answer(response, 200, metrics.registry.contentType, text);
}
