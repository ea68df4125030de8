import http from 'http';
import type { Core } from '@strapi/strapi';
import { frontListener, type FrontListener, type FrontReadiness } from '@bank/shared/server/front-listener';

/**
 * The CMS's front port, the site's code (@bank/shared/server/front-listener, which explains it; docs/operations.md
 * "Deploys without a dropped request"): a second listener (CMS_FRONT_PORT), serving exactly what the main
 * port serves (Strapi's own request listener), that is open only while the instance is ready (what GET /_ready
 * reports: not stopping, its database and Redis answer), so that nginx passes requests to ready instances only.
 *
 * Readiness is asked every second. Closing never cuts a request; only `stop()` (the graceful stop, or Strapi's
 * destroy) cuts, after its time limit.
 */

/** The front port of the running Strapi (a test may start several, one after the other, in one process). */
let current: FrontListener | null = null;

/**
 * Opens the front port (server.frontPort, from CMS_FRONT_PORT; none: nothing happens) once Strapi's HTTP server
 * listens, then follows `ready`. Its requests are handed to the main server's own request listeners (Strapi's Koa
 * app and the graceful stop's), so both ports answer alike.
 */
export function openFrontWhenReady(strapi: Core.Strapi, ready: FrontReadiness): void {
  current = null;
  const port = strapi.config.get<number | null>('server.frontPort', null);
  if (!port) return;
  const mainPort = strapi.config.get<number>('server.port');
  if (!Number.isInteger(port) || port < 1 || port > 65535 || port === mainPort) {
    throw new Error(`CMS_FRONT_PORT must be a port other than CMS_PORT (${mainPort}): ${port}`);
  }
  const server = strapi.server.httpServer as http.Server;
  server.once('listening', () => {
    current = frontListener({
      listener: (request, response) => server.emit('request', request, response),
      port,
      hostname: strapi.config.get<string | undefined>('server.host', undefined),
      ready,
      log: (level, message) => strapi.log[level](message),
    });
  });
}

/** Closes the front port for good (see FrontListener.stop); nothing to do without one. */
export function stopFrontListener(timeoutMs: number): Promise<{ cut: boolean }> {
  return current?.stop(timeoutMs) ?? Promise.resolve({ cut: false });
}
