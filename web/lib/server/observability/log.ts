// Relative imports only: server/index.ts (compiled without Next's `@/` alias) loads this module too.
import { format } from 'node:util';
import { redactPaths } from '@bank/shared/logged-path';
import pino, { type Logger } from 'pino';
import { currentRequestId } from './context';
import { redactCredentials } from '@bank/shared/text/redact';

/**
 * The site's one logger (pino): every line is one JSON object on stdout with `time` (ISO 8601), `level` (its name),
 * `instance` (SITE_INSTANCE_ID, set by server/index.ts), `requestId` (inside a request) and `msg`. LOG_LEVEL sets the
 * least level written (default info). server/index.ts also routes console.* here (routeConsole), so what Next and
 * the libraries print is the same kind of line. Nothing logs a body, a token or a query string: callers pass the
 * path alone, and URLs' credentials are masked (redactCredentials), and so are the
 * delivery-report token and the query strings of the paths a message quotes (redactPaths, the rule of every log).
 */
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function createLogger(): Logger {
  const wanted = process.env.LOG_LEVEL?.trim().toLowerCase() || 'info';
  const logger = pino(
    {
      level: LEVELS.includes(wanted) ? wanted : 'info',
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId();
        return { instance: process.env.SITE_INSTANCE_ID ?? null, ...(requestId ? { requestId } : {}) };
      },
    },
    // Written without blocking: a line per request is queued and written while the next requests are handled (a
    // synchronous write to a pipe waits for the reader). pino flushes what is queued when the process exits.
    pino.destination({ dest: 1, sync: false }),
  );
  if (!LEVELS.includes(wanted)) logger.warn(`LOG_LEVEL must be one of ${LEVELS.join(', ')}: writing info and above`);
  return logger;
}

const KEY = Symbol.for('bank.site.logger');
const holder = globalThis as typeof globalThis & { [KEY]?: Logger };

/** One logger per process, shared with Next's bundles (their copy of this module finds it on globalThis). */
export const log: Logger = (holder[KEY] ??= createLogger());

/** console.log, info, warn, error and debug write the logger's JSON lines instead of plain text. */
export function routeConsole(logger: Logger = log): void {
  const line = (args: unknown[]) => redactPaths(redactCredentials(format(...args)));
  console.log = (...args: unknown[]) => logger.info(line(args));
  console.info = (...args: unknown[]) => logger.info(line(args));
  console.warn = (...args: unknown[]) => logger.warn(line(args));
  console.error = (...args: unknown[]) => logger.error(line(args));
  console.debug = (...args: unknown[]) => logger.debug(line(args));
}
