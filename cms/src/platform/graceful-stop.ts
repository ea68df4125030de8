import type http from 'http';
import type { Core } from '@strapi/strapi';
import { DRAIN_TIMEOUT_MS, drainable, type Drain } from '@bank/shared/server/graceful-stop';
import { drainBulkSending } from '../bulk/runtime';
import { stopFrontListener } from '../observability/front-listener';

/** The main port's drain (@bank/shared/server/graceful-stop), set up on each start. */
let drain: Drain | null = null;

/** True once a stop began: GET /_ready answers 503 then, so nginx and compose send the next request elsewhere. */
export const isDraining = (): boolean => drain?.draining() ?? false;
let stopping: Promise<void> | null = null;

/** The name of Strapi 5's own signal handler (@strapi/core dist/utils/signals.js). */
const STRAPI_SIGNAL_HANDLER = 'terminateStrapi';

/**
 * A graceful stop for `strapi start`. Strapi's own SIGTERM/SIGINT handler calls strapi.destroy() at once, and its
 * HTTP server's destroy() cuts every open connection: the requests in flight are dropped. It is replaced here by one
 * that first drains (stopGracefully), then lets Strapi shut down as before, and exits 0. The drain is the site's
 * (@bank/shared/server/graceful-stop), on Node's own server.close() and closeIdleConnections().
 */
export function stopGracefullyOnSignals(strapi: Core.Strapi, exit: (code: number) => void = (code) => process.exit(code)): void {
  // A new start in the same process (the tests restart Strapi in theirs) starts undrained.
  stopping = null;
  drain = drainable(strapi.server.httpServer as http.Server);
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
 * connection to close or `timeoutMs` (then cuts the rest), and meanwhile lets the bulk worker finish its batch and
 * release its job; then Strapi's own destroy (which cuts whatever is still open, and closes the database). The
 * requests in flight and the bulk batch with the provider get `timeoutMs` (10 s) to finish.
 */
export function stopGracefully(strapi: Core.Strapi, timeoutMs = DRAIN_TIMEOUT_MS): Promise<void> {
  if (stopping) return stopping;
  drain ??= drainable(strapi.server.httpServer as http.Server);
  // Draining (GET /_ready answers 503) before the front port closes.
  const requests = drain.close(timeoutMs).then(({ cut }) => {
    if (cut) strapi.log.warn(`Requests still running after ${timeoutMs / 1000} s are cut`);
  });
  const front = stopFrontListener(timeoutMs);
  stopping = Promise.all([requests, front, drainBulkSending(timeoutMs)]).then(() => strapi.destroy());
  return stopping;
}
