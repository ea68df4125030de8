// Drain on stop, shared by the site's server (web/server/index.ts) and the CMS (its graceful stop around Strapi's).
import type http from 'node:http';

/** How long a stopping instance lets its in-flight requests finish before it cuts them. */
export const DRAIN_TIMEOUT_MS = 10_000;

export interface Drain {
  /** True once the stop began: the readiness check answers 503 then, so nginx sends the next request elsewhere. */
  draining: () => boolean;
  /**
   * Stops accepting connections (nginx's next connect is refused, and it retries on another instance), closes idle
   * keep-alive connections at once, answers `Connection: close` to every request that still arrives on an open one,
   * and resolves when the last connection has closed, or after `timeoutMs`, when the rest are cut (`cut: true`).
   */
  close: (timeoutMs?: number) => Promise<{ cut: boolean }>;
}

/**
 * A graceful stop for a Node HTTP server, built on Node's own `server.close()` and `closeIdleConnections()` (Node
 * 18.2+): nothing here parses HTTP or tracks requests, it only decides when to close. Call it before the server
 * listens, so its `Connection: close` comes before any other request handler.
 */
export function drainable(server: http.Server): Drain {
  let draining = false;
  let closing: Promise<{ cut: boolean }> | null = null;
  // Answers not yet sent. Node writes `Connection: close` (and then ends the connection) for a response whose
  // shouldKeepAlive is false when its headers go out.
  const unanswered = new Set<http.ServerResponse>();
  server.prependListener('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
    if (draining) {
      response.shouldKeepAlive = false;
      return;
    }
    unanswered.add(response);
    response.once('finish', () => unanswered.delete(response));
    response.once('close', () => unanswered.delete(response));
  });
  return {
    draining: () => draining,
    close: (timeoutMs = DRAIN_TIMEOUT_MS) => {
      if (closing) return closing;
      draining = true;
      // A keep-alive client (nginx) opens its next connection elsewhere.
      for (const response of unanswered) if (!response.headersSent) response.shouldKeepAlive = false;
      closing = new Promise((resolve) => {
        // A connection whose answer began before the stop ends idle: closed as soon as it is.
        const sweep = setInterval(() => server.closeIdleConnections(), 100);
        const limit = setTimeout(() => {
          clearInterval(sweep);
          server.closeAllConnections();
          resolve({ cut: true });
        }, timeoutMs);
        server.close(() => {
          clearInterval(sweep);
          clearTimeout(limit);
          resolve({ cut: false });
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}
