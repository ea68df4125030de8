// The front port, shared by the site (web/server/index.ts) and the CMS (cms/src/observability/front-listener.ts).
import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';

/*
 * The front port: readiness told to nginx through TCP (docs/operations.md "Deploys without a dropped request").
 *
 * Open-source nginx has no active health checks (`health_check` is NGINX Plus only), but it does pass a request on
 * when a connection is refused (`proxy_next_upstream error`), for every method: nothing was sent. So each instance
 * has a second listener, serving exactly the same request handler as its main port, that is open only while the
 * instance is ready (what GET /_ready reports). nginx's upstreams list the front ports as their servers and the main
 * ports as `backup`: while some instance is ready only ready ones get requests; when none is, the main ports answer
 * as they always did (a warming instance holds the request until warm).
 *
 * Readiness is asked every second (and at once through `check()`, e.g. when the warm-up ends). Closing never cuts a
 * request: the listener stops accepting, idle keep-alive connections close at once, an answer still to be sent goes
 * with `Connection: close`, and the requests in flight finish. Only `stop()` (SIGTERM) cuts, after its time limit.
 */

/** How often an instance asks itself whether it is ready. */
export const FRONT_CHECK_INTERVAL_MS = 1000;

/** One opening of the port: a server of its own, so a new one can listen while the previous one finishes. */
class Opening {
  closing = false;
  private markClosed: () => void = () => {};
  /** Answers not yet sent: they go with `Connection: close` once the port closes. */
  private readonly unanswered = new Set<ServerResponse>();
  readonly closed = new Promise<void>((resolve) => (this.markClosed = resolve));
  private readonly server: Server;

  constructor(listener: RequestListener) {
    this.server = createServer((request, response) => {
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

/** Readiness as GET /_ready sees it: every check must hold. */
export type FrontReadiness = () => Record<string, boolean> | Promise<Record<string, boolean>>;

export interface FrontListenerOptions {
  /** The request handler of the main port, served unchanged. */
  listener: RequestListener;
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

  const close = (opening: Opening): void => {
    closing.add(opening);
    void opening.close().then(() => closing.delete(opening));
  };

  const evaluate = async (): Promise<void> => {
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

  const check = (): Promise<void> => {
    queue = queue.then(evaluate);
    return queue;
  };
  const tick = (): void => {
    timer = setTimeout(
      () =>
        void check().then(() => {
          if (!stopped) tick();
        }),
      intervalMs,
    );
    // The instance's main server keeps the process alive, not this.
    timer.unref();
  };
  void check().then(() => {
    if (!stopped) tick();
  });

  return {
    get isOpen() {
      return open !== null;
    },
    check,
    stop(timeoutMs: number) {
      if (stopped) return stopped;
      clearTimeout(timer);
      if (open) close(open);
      open = null;
      stopped = new Promise<{ cut: boolean }>((resolve) => {
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
