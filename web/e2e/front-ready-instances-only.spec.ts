/**
 * Readiness reaches nginx (nginx's upstreams use readiness): two real site instances (web/server
 * over the harness's build and CMS), each with its front port (FRONT_PORT, open only while it is ready), behind
 * Debian's nginx with the production template, whose upstream lists the front ports and the main ports as backups
 * (deploy/nginx/run-local.mjs --site HOST:PORT/FRONT_PORT).
 *
 * Instance A reads a Redis of this test's own, instance B one that never answers, so B is never ready (/_ready 503:
 * its Redis check). Then:
 * 1. every request, GET and POST, is answered by A's front port (nginx's access log names the upstream that
 *    answered, after the ones that refused);
 * 2. Redis stopped: neither is ready, and the main ports (the backups) answer every request, as without front ports;
 * 3. Redis back: A's front port opens again and takes every request.
 *
 * Needs nginx and redis-server; skipped without them.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { freePort, redisAnswers, startService, stopService, waitFor, type Service } from './support/processes';
import { nginxInstalled, startNginx, startSiteInstance, type NginxFront, type SiteInstance } from './support/site-instance';

const redisServer = [...(process.env.PATH ?? '').split(':'), '/usr/local/bin', '/usr/sbin']
  .map((dir) => path.join(dir, 'redis-server'))
  .find((file) => fs.existsSync(file));
test.skip(!nginxInstalled() || !redisServer, 'needs nginx and redis-server (apt-get install nginx redis-server)');

/** Does anything accept a TCP connection on this port? */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

test('nginx sends every request to the ready instance, and to the main ports when none is ready', async ({ env }) => {
  test.setTimeout(240_000);
  const logsDir = path.join(env.tmpDir, 'logs');
  const nginxDir = fs.mkdtempSync(path.join(env.tmpDir, 'ready-nginx-'));
  const redisPort = await freePort();
  const startRedis = () =>
    startService(
      'redis (ready instances)',
      redisServer as string,
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        cwd: env.tmpDir,
        env: { PATH: process.env.PATH, NODE_ENV: 'production' },
        logFile: path.join(logsDir, 'ready-redis.log'),
      },
    );
  let redis: Service = startRedis();
  await waitFor('redis', () => redisAnswers(redisPort), { timeoutMs: 10_000, service: redis });

  const sites: SiteInstance[] = [];
  let front: NginxFront | undefined;
  try {
    const redisPrefix = `bank-e2e-ready-${randomBytes(4).toString('hex')}:`;
    // A: its Redis answers. B: nobody listens on port 1, so its /_ready says redis: false for as long as it runs.
    for (const redisUrl of [`redis://127.0.0.1:${redisPort}`, 'redis://127.0.0.1:1'])
      sites.push(
        await startSiteInstance(env, {
          trustedProxies: '127.0.0.1',
          env: { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix },
          front: true,
        }),
      );
    const [a, b] = sites;
    front = await startNginx({
      sites: sites.map((site) => site.upstream),
      cmss: [new URL(env.cmsUrl).host],
      logsDir,
      dir: nginxDir,
    });
    const frontUrl = front.url;
    const accessLog = path.join(nginxDir, 'access.log');

    const readyStatus = async (site: SiteInstance) => (await fetch(`${site.url}/_ready`)).status;
    await expect.poll(() => accepts(a.frontPort as number), { timeout: 30_000 }).toBe(true);
    expect(await readyStatus(a)).toBe(200);
    expect(await readyStatus(b)).toBe(503);
    expect(await accepts(b.frontPort as number)).toBe(false);

    /**
     * Ten GETs (site search: each query its own micro-cache key, so each reaches a site) and ten POSTs (a
     * revalidation with a wrong secret: 401 from whichever instance takes it), through nginx; for each, the status
     * and the upstream that answered (the last address of the access log's line: the ones before it refused).
     */
    const round = async (label: string) => {
      const ids: { id: string; status: number; method: string }[] = [];
      for (let i = 0; i < 20; i += 1) {
        const method = i % 2 ? 'POST' : 'GET';
        const response =
          method === 'GET'
            ? await fetch(`${frontUrl}/search?q=${label}-${i}`)
            : await fetch(`${frontUrl}/api/revalidate`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', 'x-revalidate-secret': 'wrong' },
                body: JSON.stringify({ model: 'news' }),
              });
        await response.arrayBuffer();
        ids.push({ id: response.headers.get('x-request-id') ?? '', status: response.status, method });
      }
      // nginx writes a request's line once the answer has gone out: the last one may not be there yet.
      const readLog = () =>
        fs
          .readFileSync(accessLog, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { requestId: string; upstream: string });
      let lines = readLog();
      for (let wait = 0; wait < 50 && !ids.every(({ id }) => lines.some((entry) => entry.requestId === id)); wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        lines = readLog();
      }
      return ids.map(({ id, status, method }) => {
        const line = lines.find((entry) => entry.requestId === id);
        return { method, status, answeredBy: line?.upstream.split(', ').pop() };
      });
    };
    const tally = (answers: { method: string; status: number; answeredBy?: string }[]) => {
      const counts: Record<string, number> = {};
      for (const { method, status, answeredBy } of answers) {
        const key = `${method} ${status} ${answeredBy}`;
        counts[key] = (counts[key] ?? 0) + 1;
      }
      return counts;
    };
    const aFront = `127.0.0.1:${a.frontPort}`;

    // 1. Only A is ready: A's front port answers everything, the POSTs too.
    expect(tally(await round('one-ready'))).toEqual({ [`GET 200 ${aFront}`]: 10, [`POST 401 ${aFront}`]: 10 });

    // 2. Redis stopped: A is not ready either (within its next check, a second), and its front port closes.
    await stopService(redis);
    await expect.poll(() => accepts(a.frontPort as number), { timeout: 10_000 }).toBe(false);
    expect(await readyStatus(a)).toBe(503);
    const backups = await round('none-ready');
    // Every request answered, by the main ports (nginx's backups), both of them in turn.
    expect(backups.filter(({ status }) => status !== 200 && status !== 401)).toEqual([]);
    const mainPorts = new Set(backups.map(({ answeredBy }) => answeredBy));
    expect(mainPorts).toEqual(new Set([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]));

    // 3. Redis back: A's front port opens again and takes every request.
    redis = startRedis();
    await waitFor('redis (again)', () => redisAnswers(redisPort), { timeoutMs: 10_000, service: redis });
    await expect.poll(() => accepts(a.frontPort as number), { timeout: 15_000 }).toBe(true);
    expect(tally(await round('ready-again'))).toEqual({ [`GET 200 ${aFront}`]: 10, [`POST 401 ${aFront}`]: 10 });
  } finally {
    await front?.stop();
    await Promise.all(sites.map((site) => site.stop()));
    await stopService(redis);
    fs.rmSync(nginxDir, { recursive: true, force: true });
  }
});
