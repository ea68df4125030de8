import os from 'os';
import { format } from 'util';
import { redactPaths } from '@bank/shared/logged-path';
import { redactCredentials } from '@bank/shared/text/redact';
import { currentRequestId } from './context';

/** This instance's name in every log line (CMS_INSTANCE_ID, default the host name and process id). */
export const instanceName = () => process.env.CMS_INSTANCE_ID?.trim() || `${os.hostname()}:${process.pid}`;

/** winston's keys for the level and the finished line (triple-beam's, which every winston transport reads). */
const LEVEL = Symbol.for('level');
const MESSAGE = Symbol.for('message');

type Info = Record<string | symbol, unknown> & { level: string; message?: unknown };

/** Fields winston or Strapi add that are not the line's own. */
const DROPPED = new Set(['level', 'message', 'timestamp', 'splat']);

/**
 * A winston format (an object with `transform`, which is all winston asks of one) writing each entry as one JSON
 * object: time, level, instance, requestId (inside a request, from ./context.ts), msg, then the entry's own fields
 * (e.g. the bulk worker's jobId). An Error's stack goes in `stack`. Credentials in URLs are masked, and so are
 * the delivery-report token and the query strings of the paths a message quotes (@bank/shared/logged-path).
 */
export const jsonLines = {
  transform(info: Info): Info {
    const requestId = currentRequestId();
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(info)) if (!DROPPED.has(key)) fields[key] = value;
    const raw = info.message instanceof Error ? info.message.message : info.message;
    const line = {
      time: new Date().toISOString(),
      level: String(info[LEVEL] ?? info.level),
      instance: instanceName(),
      ...(requestId ? { requestId } : {}),
      msg: redactPaths(redactCredentials(typeof raw === 'string' ? raw : JSON.stringify(raw ?? ''))),
      ...fields,
      // An Error's stack is not enumerable: read it directly.
      ...(typeof info.stack === 'string' ? { stack: redactPaths(redactCredentials(info.stack)) } : {}),
    };
    info[MESSAGE] = JSON.stringify(line);
    return info;
  },
};

type ConsoleLevel = 'log' | 'info' | 'warn' | 'error' | 'debug';
const LEVELS: Record<ConsoleLevel, string> = { log: 'info', info: 'info', warn: 'warn', error: 'error', debug: 'debug' };

/**
 * console.log, info, warn, error and debug write the same JSON lines (what Strapi and the libraries print, Strapi's
 * start-up summary among them), straight to stdout: never through winston, whose console transport may itself
 * print with console.log.
 */
export function routeConsole(): void {
  for (const method of Object.keys(LEVELS) as ConsoleLevel[]) {
    console[method] = (...args: unknown[]) => {
      const info = jsonLines.transform({ level: LEVELS[method], message: format(...args) });
      process.stdout.write(`${String(info[MESSAGE])}\n`);
    };
  }
}
