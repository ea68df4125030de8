import type http from 'http';
import type { Core } from '@strapi/strapi';
import { drainBulkSending } from '../bulk/runtime';
import { stopFrontListener } from '../observability/front-listener';

/** How long a stopping CMS lets its in-flight requests (and the bulk batch with the provider) finish. */
export const DRAIN_TIMEOUT_MS = 10_000;

let draining = false;

/** True once a stop began: GET /_ready answers 503 then, so nginx and compose send the next request elsewhere. */
export const isDraining = (): boolean => draining;
let stopping: Promise<void> | null = null;
/**
 * Answers not yet sent. Node writes `Connection: close` (and then ends the connection) for a response whose
 * shouldKeepAlive is false when its headers go out: nginx opens its next connection to another instance.
 */
const unanswered = new Set<http.ServerResponse>();

/** The name of Strapi 5's own signal handler (@strapi/core dist/utils/signals.js). */
const STRAPI_SIGNAL_HANDLER = 'terminateStrapi';

/**
 * A graceful stop for `strapi start`. Strapi's own SIGTERM/SIGINT handler calls strapi.destroy() at once, and its
 * HTTP server's destroy() cuts every open connection: the requests in flight are dropped. It is replaced here by one
 * that first drains (stopGracefully), then lets Strapi shut down as before, and exits 0. Built on Node's own
 * server.close() and closeIdleConnections(), like the site's (web/server/graceful-stop.ts).
 */
export function stopGracefullyOnSignals(strapi: Core.Strapi, exit: (code: number) => void = (code) => process.exit(code)): void {
  // A new start in the same process (the tests restart Strapi in theirs) starts undrained.
  draining = false;
  stopping = null;
  unanswered.clear();
  const server = strapi.server.httpServer as http.Server;
  server.prependListener('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
    if (draining) {
      response.shouldKeepAlive = false;
      return;
    }
    unanswered.add(response);
    response.once('finish', () => unanswered.delete(response));
    response.once('close', () => unanswered.delete(response));
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    for (const listener of process.listeners(signal))
      if (listener.name === STRAPI_SIGNAL_HANDLER) process.removeListener(signal, listener);
    process.once(signal, () => {
      strapi.log.info(`${signal}: finishing the requests in flight (up to ${DRAIN_TIMEOUT_MS / 1000} s), then stopping`);
      void stopGracefully(strapi)
        .catch((error: unknown) => strapi.log.error(`Stopping: ${String(error)}`))
        .finally(() => exit(0));
    });
  }
}

/**
 * Closes the front port first (src/observability/front-listener.ts: nginx's next connection there is refused and
 * goes to a ready instance; its requests in flight finish like the main port's), then drains the main port: stops
 * accepting connections (nginx's next connect is refused and it retries elsewhere), closes idle keep-alive
 * connections at once, answers `Connection: close` to what still arrives on an open one, waits for the last
 * connection to close or `timeoutMs`, and meanwhile lets the bulk worker finish its batch and release its job; then
 * Strapi's own destroy (which cuts whatever is still open, and closes the database).
 */
export function stopGracefully(strapi: Core.Strapi, timeoutMs = DRAIN_TIMEOUT_MS): Promise<void> {
  if (stopping) return stopping;
  draining = true;
  const front = stopFrontListener(timeoutMs);
  for (const response of unanswered) if (!response.headersSent) response.shouldKeepAlive = false;
  const server = strapi.server.httpServer as http.Server;
  const requests = new Promise<void>((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const limit = setTimeout(() => {
      clearInterval(sweep);
      strapi.log.warn(`Requests still running after ${timeoutMs / 1000} s are cut`);
      resolve();
    }, timeoutMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(limit);
      resolve();
    });
    server.closeIdleConnections();
  });
  stopping = Promise.all([requests, front, drainBulkSending(timeoutMs)]).then(() => strapi.destroy());
  return stopping;
}
