import type { RequestListener } from 'node:http';

/** How often an instance asks itself whether it is ready. */
export const FRONT_CHECK_INTERVAL_MS: number;

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

/** The front port of `options.port`, opened and closed with the instance's readiness until `stop()` (index.js). */
export function frontListener(options: FrontListenerOptions): FrontListener;
