/** Child processes of the e2e harness: started detached under supervise.cjs, stopped by process group. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

// A free port: written once for both suites (@bank/test-support); the specs take it from here with the rest.
export { freePort } from '@bank/test-support';

const SUPERVISOR = path.join(__dirname, 'supervise.cjs');

export interface Service {
  name: string;
  /** The supervisor's pid: also the id of the process group of everything it started. */
  pid: number;
  logFile: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  exitCode: number | null | undefined;
}

/** Starts `command args` in its own process group, output appended to `logFile`. */
export function startService(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): Service {
  const log = fs.openSync(options.logFile, 'a');
  const child = spawn(process.execPath, [SUPERVISOR, String(process.pid), command, ...args], {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  child.unref();
  const service: Service = {
    name,
    pid: child.pid ?? -1,
    logFile: options.logFile,
    child,
    exitCode: undefined,
    exited: new Promise((resolve) => {
      child.once('exit', (code) => {
        service.exitCode = code;
        resolve(code);
      });
      child.once('error', () => {
        service.exitCode = -1;
        resolve(-1);
      });
    }),
  };
  return service;
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the whole group, SIGKILL after `graceMs`. */
export async function stopService(service: Pick<Service, 'pid' | 'name'>, graceMs = 8000): Promise<void> {
  if (service.pid <= 0) return;
  try {
    process.kill(-service.pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && groupAlive(service.pid)) await new Promise((r) => setTimeout(r, 100));
  if (groupAlive(service.pid)) {
    try {
      process.kill(-service.pid, 'SIGKILL');
    } catch {
      // ended meanwhile
    }
  }
}

/** Synchronous last resort for process.on('exit'): no waiting possible there. */
export function killServiceSync(pid: number): void {
  if (pid <= 0) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** The last lines of a log file, for error messages. */
export function logTail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Runs a command to completion under supervise.cjs (so it dies with the runner), output to `logFile`;
 * rejects with the log's tail when it fails or takes longer than `timeoutMs`.
 */
export async function runToCompletion(
  label: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string; timeoutMs: number },
): Promise<void> {
  const service = startService(label, command, args, options);
  const timer = setTimeout(() => void stopService(service, 2000), options.timeoutMs);
  const code = await service.exited;
  clearTimeout(timer);
  if (code !== 0) {
    throw new Error(`${label} failed (exit code ${code})\n--- ${options.logFile} ---\n${logTail(options.logFile)}`);
  }
}

/** Polls `check` until it returns true; fails early when the service exits, or after `timeoutMs`. */
export async function waitFor(
  label: string,
  check: () => Promise<boolean>,
  options: { timeoutMs: number; service?: Service; intervalMs?: number },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (options.service && options.service.exitCode !== undefined) {
      throw new Error(
        `${options.service.name} exited (code ${options.service.exitCode}) before ${label}\n--- ${options.service.logFile} ---\n${logTail(options.service.logFile)}`,
      );
    }
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      const tail = options.service ? `\n--- ${options.service.logFile} ---\n${logTail(options.service.logFile)}` : '';
      throw new Error(`Timed out after ${options.timeoutMs} ms waiting for ${label}${tail}`);
    }
    await new Promise((r) => setTimeout(r, options.intervalMs ?? 250));
  }
}

/** Whether a GET of `url` answers a status `expect` accepts (redirects not followed; 5 s at most). */
export async function httpOk(url: string, expect: (status: number) => boolean): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'manual' });
  await response.arrayBuffer().catch(() => undefined);
  return expect(response.status);
}

/** Does a Redis answer PING on this port (127.0.0.1)? */
export function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(1000, () => socket.destroy());
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
  });
}
