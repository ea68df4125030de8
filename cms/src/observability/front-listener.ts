import http from 'http';
import type { Core } from '@strapi/strapi';

/**
 * The CMS's front port: readiness told to nginx through TCP, as the site's (web/server/front-listener.ts, the same
 * code; README "Deploys and failures without a dropped request").
 *
 * Open-source nginx has no active health checks (`health_check` is NGINX Plus only), but it does pass a request on
 * when a connection is refused (`proxy_next_upstream error`), for every method: nothing was sent. So each instance
 * has a second listener (CMS_FRONT_PORT), serving exactly what the main port serves (Strapi's own request listener),
 * that is open only while the instance is ready (what GET /_ready reports: not stopping, its database and Redis
 * answer). nginx's upstreams list the front ports as their servers and the main ports as `backup`: while some
 * instance is ready only ready ones get requests; when none is, the main ports answer as they always did.
 *
 * Readiness is asked every second. Closing never cuts a request: the listener stops accepting, idle keep-alive
 * connections close at once, an answer still to be sent goes with `Connection: close`, and the requests in flight
 * finish. Only `stop()` (the graceful stop, or Strapi's destroy) cuts, after its time limit.
 */

/** How often an instance asks itself whether it is ready. */
export const FRONT_CHECK_INTERVAL_MS = 1000;

/** Readiness as GET /_ready sees it: every check must hold. */
export type FrontReadiness = () => Record<string, boolean> | Promise<Record<string, boolean>>;

export interface FrontListenerOptions {
  /** The request handler of the main port, served unchanged. */
  listener: http.RequestListener;
  port: number;
  /** The interface (as the main port's); undefined: all. */
  hostname?: string;
  ready: FrontReadiness;
  intervalMs?: number;
  /** Told when the port opens or closes, and why (the checks that failed), and when it cannot open. */
  log?: (level: 'info' | 'warn', message: string) => void;
}

export interface FrontListener {
  /** Listening now? */
  readonly isOpen: boolean;
  /** Asks readiness now; resolves once the port is open or closed accordingly. */
  check(): Promise<void>;
  /**
   * Closes the port for good (a graceful stop): resolves when its last connection has closed, or after `timeoutMs`,
   * when the rest are cut (`cut: true`).
   */
  stop(timeoutMs: number): Promise<{ cut: boolean }>;
}

/** One opening of the port: a server of its own, so a new one can listen while the previous one finishes. */
class Opening {
  readonly server: http.Server;
  readonly closed: Promise<void>;
  private closing = false;
  private markClosed: () => void = () => {};
  /** Answers not yet sent: they go with `Connection: close` once the port closes. */
  private readonly unanswered = new Set<http.ServerResponse>();

  constructor(listener: http.RequestListener) {
    this.closed = new Promise((resolve) => (this.markClosed = resolve));
    this.server = http.createServer((request, response) => {
      if (this.closing) response.shouldKeepAlive = false;
      else {
        this.unanswered.add(response);
        response.once('finish', () => this.unanswered.delete(response));
        response.once('close', () => this.unanswered.delete(response));
      }
      listener(request, response);
    });
  }

  listen(port: number, hostname: string | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, hostname, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
  }

  /** Stops accepting (a new connection is refused at once); the connections left end as their requests finish. */
  close(): Promise<void> {
    if (this.closing) return this.closed;
    this.closing = true;
    for (const response of this.unanswered) if (!response.headersSent) response.shouldKeepAlive = false;
    // A connection whose answer began before the close ends idle: closed as soon as it is.
    const sweep = setInterval(() => this.server.closeIdleConnections(), 100);
    this.server.close(() => {
      clearInterval(sweep);
      this.markClosed();
    });
    this.server.closeIdleConnections();
    return this.closed;
  }

  cut(): void {
    this.server.closeAllConnections();
  }
}

/** The front port of `options.port`, opened and closed with the instance's readiness until `stop()`. */
export function frontListener(options: FrontListenerOptions): FrontListener {
  const intervalMs = options.intervalMs ?? FRONT_CHECK_INTERVAL_MS;
  const log = options.log ?? (() => {});
  let open: Opening | null = null;
  /** Openings closed but still finishing their requests. */
  const closing = new Set<Opening>();
  let stopped: Promise<{ cut: boolean }> | null = null;
  let lastError = '';
  let timer: NodeJS.Timeout | undefined;
  // One evaluation at a time: a timer tick and a `check()` never open or close the port together.
  let queue: Promise<void> = Promise.resolve();

  const close = (opening: Opening) => {
    closing.add(opening);
    void opening.close().then(() => closing.delete(opening));
  };

  const evaluate = async () => {
    if (stopped) return;
    let checks: Record<string, boolean>;
    try {
      checks = await options.ready();
    } catch {
      checks = { readiness: false };
    }
    if (stopped) return;
    const failed = Object.keys(checks).filter((name) => !checks[name]);
    if (failed.length === 0 && !open) {
      const opening = new Opening(options.listener);
      try {
        await opening.listen(options.port, options.hostname);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // Said once, not every second (e.g. the port is taken); tried again at the next check.
        if (message !== lastError) log('warn', `front port ${options.port} cannot open: ${message}`);
        lastError = message;
        return;
      }
      lastError = '';
      if (stopped) {
        close(opening);
        return;
      }
      open = opening;
      log('info', `front port ${options.port} open: ready`);
    } else if (failed.length > 0 && open) {
      close(open);
      open = null;
      log('info', `front port ${options.port} closed: not ready (${failed.join(', ')})`);
    }
  };

  const check = () => {
    queue = queue.then(evaluate);
    return queue;
  };
  const tick = () => {
    timer = setTimeout(() => void check().then(() => !stopped && tick()), intervalMs);
    // The instance's main server keeps the process alive, not this.
    timer.unref();
  };
  void check().then(() => !stopped && tick());

  return {
    get isOpen() {
      return open !== null;
    },
    check,
    stop(timeoutMs) {
      if (stopped) return stopped;
      clearTimeout(timer);
      if (open) close(open);
      open = null;
      stopped = new Promise((resolve) => {
        const limit = setTimeout(() => {
          for (const opening of closing) opening.cut();
          resolve({ cut: true });
        }, timeoutMs);
        // An evaluation under way may still open the port: it closes it at once (`stopped`), and this waits for it.
        void queue
          .then(() => Promise.all([...closing].map((opening) => opening.closed)))
          .then(() => {
            clearTimeout(limit);
            resolve({ cut: false });
          });
      });
      return stopped;
    },
  };
}

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
