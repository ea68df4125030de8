/**
 * The production front (deploy/nginx): Debian's nginx with the production template in front of the real stack.
 * A smoke pass over the public pages and one staff flow through it, the request-smuggling probe of the old
 * home-made edge (through nginx and straight to the site), the micro-cache (a random query string is answered
 * from it, nothing with a credential is), and the visitor's address: what a client sends as X-Forwarded-For never
 * reaches the CMS.
 */
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from './fixtures';
import { publicRoutes } from './support/routes';
import { freePort } from './support/processes';
import { nginxInstalled, startNginx, startSiteInstance, type NginxFront } from './support/site-instance';

test.skip(!nginxInstalled(), 'nginx is not installed (apt-get install -y nginx); .ci/run installs it');

const hostPort = (url: string) => new URL(url).host;

/** One raw HTTP exchange on a fresh socket: the bytes sent, everything read until the server closes or goes quiet. */
function rawExchange(url: string, bytes: string, options: { localAddress?: string; quietMs?: number } = {}): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port), localAddress: options.localAddress });
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      socket.destroy();
      resolve(received);
    };
    const quiet = () => {
      clearTimeout(timer);
      timer = setTimeout(finish, options.quietMs ?? 1500);
    };
    socket.on('connect', () => {
      socket.write(bytes);
      quiet();
    });
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      quiet();
    });
    socket.on('end', finish);
    socket.on('error', reject);
  });
}

/** The smuggling probe of the issue: a GET whose chunked body holds the start of a staff login. */
function smugglingProbe(smuggled: string): string {
  const chunk = Buffer.from(smuggled, 'latin1');
  return (
    'GET /robots.txt?s=1 HTTP/1.1\r\nHost: bank.test\r\nTransfer-Encoding: chunked\r\nConnection: keep-alive\r\n\r\n' +
    `${chunk.length.toString(16)}\r\n${smuggled}\r\n0\r\n\r\n`
  );
}

const SMUGGLED_LOGIN =
  'POST /api/admin/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 600\r\n\r\n{"username":"';
const SMUGGLED_HOME = 'GET / HTTP/1.1\r\nHost: x\r\n\r\n';

async function expectVictimGetsOwnPages(base: string) {
  const news = await fetch(`${base}/news?v=2`);
  expect(news.status).toBe(200);
  expect(await news.text()).toContain('<h1');
  const about = await fetch(`${base}/about?v=3`);
  expect(about.status).toBe(200);
  const html = await about.text();
  expect(html).toContain('Who We Are');
  expect(html).not.toContain('Why bank with us');
}

test.describe('nginx front', () => {
  let front: NginxFront;

  test.beforeAll(async () => {
    const env = (await import('./support/env')).e2eEnv();
    front = await startNginx({
      sites: [hostPort(env.baseUrl)],
      cmss: [hostPort(env.cmsUrl)],
      logsDir: path.join(env.tmpDir, 'logs'),
    });
  });

  test.afterAll(async () => {
    await front?.stop();
  });

  test('every public page answers through nginx, gzip-compressed', async ({ request }) => {
    for (const route of publicRoutes) {
      const response = await request.get(`${front.url}${route.path}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.status(), route.path).toBe(200);
      expect(response.headers()['content-encoding'], route.path).toBe('gzip');
      for (const text of route.texts.filter((t): t is string => typeof t === 'string')) {
        expect(await response.text(), `${route.path} shows "${text}"`).toContain(text.replace(/&/g, '&amp;'));
      }
    }
  });

  test('a staff flow through nginx: an admin changes a rate and the public page has it within 2 s', async ({
    page,
    env,
    cmsApi,
  }) => {
    const rates = await cmsApi.get<{ id: string; currency: string; buy: number; sell: number }[]>('/api/get_exchange_rates');
    const rate = rates.find((entry) => entry.currency === 'GBP') ?? rates[0];
    await page.goto(`${front.url}/tbl/admin`);
    await page.getByLabel('Username').fill(env.adminUser);
    await page.getByLabel('Password').fill(env.adminPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/tbl/admin-dashboard');
    const login = await fetch(`${front.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: env.adminUser, password: env.adminPassword }),
    });
    const { token } = (await login.json()) as { token: string };
    try {
      const changed = await fetch(`${front.url}/api/update/exchange-rates/${rate.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ buy: 77.77 }),
      });
      expect(changed.status).toBe(200);
      const changedAt = Date.now();
      await expect(async () => {
        const html = await (await fetch(`${front.url}/services/exchange-rates`)).text();
        expect(html).toContain('77.77');
      }).toPass({ timeout: 5_000, intervals: [200] });
      expect(Date.now() - changedAt, 'live through nginx').toBeLessThan(2_000);
    } finally {
      await cmsApi.send('PUT', `/api/update/exchange-rates/${rate.id}`, { buy: rate.buy });
    }
  });

  test('the smuggling probe: the next visitor always gets its own page (through nginx, and straight to the site)', async ({
    env,
  }) => {
    for (const base of [front.url, env.baseUrl]) {
      for (const smuggled of [SMUGGLED_LOGIN, SMUGGLED_HOME]) {
        const answer = await rawExchange(base, smugglingProbe(smuggled) + 'GET /about?v=4 HTTP/1.1\r\nHost: bank.test\r\n\r\n');
        // On the attacker's own connection: robots.txt, then (if the server keeps it open) the About page, and
        // never a login answer or the home page.
        expect(answer, base).toMatch(/^HTTP\/1\.1 200/);
        expect(answer, base).toMatch(/User-agent: \*/i);
        expect(answer, base).toContain('Who We Are');
        expect(answer, base).not.toContain('Invalid credentials');
        expect(answer, base).not.toMatch(/content-type: application\/json/i);
        expect(answer, base).not.toContain('Why bank with us');
        await expectVictimGetsOwnPages(base);
      }
    }
  });

  test('a random query string is answered from the micro-cache; a request with credentials never is', async () => {
    await fetch(`${front.url}/?x=warm`);
    // Five visitors at once, each with a query string never seen before: all share the entry of / (the key leaves the
    // query out). None is a MISS; at most one goes to the site (EXPIRED, when the one-second entry has just run out:
    // proxy_cache_lock holds the others, which get the refreshed or the stale answer).
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => fetch(`${front.url}/?x=${Math.random().toString(36).slice(2)}`)),
    );
    const statuses = responses.map((response) => `${response.status} ${response.headers.get('x-cache-status') ?? ''}`);
    expect(
      statuses.every((status) => /^200 (HIT|UPDATING|STALE|EXPIRED)$/.test(status)),
      statuses.join(', '),
    ).toBe(true);
    expect(statuses.filter((status) => status.endsWith('EXPIRED')).length, statuses.join(', ')).toBeLessThanOrEqual(1);

    const withCookie = await fetch(`${front.url}/?x=1`, { headers: { cookie: 'session=1' } });
    expect(withCookie.headers.get('x-cache-status')).toBe('BYPASS');
    const withToken = await fetch(`${front.url}/api/get_exchange_rates`, { headers: { authorization: 'Bearer x' } });
    expect(withToken.headers.get('x-cache-status')).toBe('BYPASS');
  });

  test("a client's own X-Forwarded-For never reaches the CMS: it sees the client's address", async ({ env }) => {
    test.setTimeout(120_000);
    // A CMS stand-in that records the address each login arrives with, behind a site instance that trusts only
    // nginx (127.0.0.1), behind nginx.
    const seen: string[] = [];
    const recorder = http.createServer((request, response) => {
      if (request.url === '/api/admin/login') seen.push(String(request.headers['x-forwarded-for']));
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end('{"message":"Invalid credentials"}');
    });
    const recorderPort = await freePort();
    await new Promise<void>((resolve) => recorder.listen(recorderPort, '127.0.0.1', resolve));
    const logsDir = path.join(env.tmpDir, 'logs');
    const site = await startSiteInstance(env, { cmsUrl: `http://127.0.0.1:${recorderPort}`, trustedProxies: '127.0.0.1' });
    const ownFront = await startNginx({ sites: [`127.0.0.1:${site.port}`], cmss: [`127.0.0.1:${recorderPort}`], logsDir });
    try {
      const login = (via: string, localAddress: string) =>
        rawExchange(
          via,
          'POST /api/admin/login HTTP/1.1\r\nHost: bank.test\r\nContent-Type: application/json\r\nContent-Length: 33\r\n' +
            'X-Forwarded-For: 6.6.6.6\r\nX-Real-IP: 6.6.6.7\r\nConnection: close\r\n\r\n{"username":"a","password":"bbb"}',
          { localAddress, quietMs: 3000 },
        );
      expect(await login(ownFront.url, '127.0.0.7')).toMatch(/^HTTP\/1\.1 401/);
      // Straight to the site from an address it does not trust: the socket's address.
      expect(await login(site.url, '127.0.0.8')).toMatch(/^HTTP\/1\.1 401/);
      expect(seen).toEqual(['127.0.0.7', '127.0.0.8']);
    } finally {
      await ownFront.stop();
      await site.stop();
      recorder.close();
    }
  });
});
