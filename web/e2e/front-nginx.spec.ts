/**
 * The production front (deploy/nginx): Debian's nginx with the production template in front of the real stack.
 * A smoke pass over the public pages and one staff flow through it, the request-smuggling probe of the old
 * home-made edge (through nginx and straight to the site), the micro-cache (a random query string is answered
 * from it, a token or a stray cookie does not switch it off, the editors' preview does), the visitor's address: what
 * a client sends as X-Forwarded-For never reaches the CMS, the panel's host name: only the panel, for the
 * allowed client networks only, and one request followed through nginx, site and CMS (its id in each JSON log
 * line, no secret in any), /metrics refused through the front.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from './fixtures';
import { TEST_ACCOUNTS } from './support/env';
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

/** Whether the harness's CMS serves the panel's UI (support/start-cms.cjs). */
const PANEL_BUILT = fs.existsSync(path.resolve(__dirname, '..', '..', 'cms', 'dist', 'build', 'index.html'));

/** The panel's host name in the tests (run-local.mjs's default); Chromium resolves any *.localhost to loopback. */
const PANEL_HOST = 'cms.localhost';

/** One request to the panel's host name through `front`, from `localAddress`: status, content type, body. */
function panelRequest(
  front: NginxFront,
  pathname: string,
  options: { method?: string; body?: Buffer; localAddress?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; contentType: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: front.port,
        path: pathname,
        method: options.method ?? 'GET',
        localAddress: options.localAddress,
        headers: { host: PANEL_HOST, connection: 'close', ...options.headers },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, contentType: String(response.headers['content-type'] ?? ''), body }),
        );
      },
    );
    // nginx may refuse a body before it is all sent: its answer is what counts.
    request.on('error', (error) => (request.writableEnded ? undefined : reject(error)));
    request.end(options.body);
  });
}

/** The request-smuggling probe: a GET whose chunked body holds the start of a staff login. */
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
        // On the attacker's own connection: robots.txt, then the About page, or nothing if robots.txt's answer said
        // the connection closes (the site answers before it has read the body), and never a login answer or the
        // home page.
        expect(answer, base).toMatch(/^HTTP\/1\.1 200/);
        expect(answer, base).toMatch(/User-agent: \*/i);
        if (/\r\nConnection: close\r\n/i.test(answer.split('\r\n\r\n')[0] ?? '')) {
          expect(answer.match(/HTTP\/1\.1 \d{3}/g), base).toHaveLength(1);
        } else {
          expect(answer, base).toContain('Who We Are');
        }
        expect(answer, base).not.toContain('Invalid credentials');
        expect(answer, base).not.toMatch(/content-type: application\/json/i);
        expect(answer, base).not.toContain('Why bank with us');
        await expectVictimGetsOwnPages(base);
      }
    }
  });

  test('a random query string, a token or a stray cookie is answered from the micro-cache; the preview never is', async () => {
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

    // A cookie the site never set, or a token, does not change a public answer: still from the cache.
    for (const [url, headers] of [
      [`${front.url}/?x=1`, { cookie: 'session=1' }],
      [`${front.url}/api/get_exchange_rates`, { authorization: 'Bearer x' }],
    ] as const) {
      await fetch(url, { headers });
      const again = await fetch(url, { headers });
      expect(again.headers.get('x-cache-status'), JSON.stringify(headers)).toMatch(/^(HIT|UPDATING|STALE|EXPIRED)$/);
    }
    // The editors' preview (Next's draft-mode cookies) shows drafts to that browser alone: never from, nor into, it.
    for (const cookie of ['__prerender_bypass=1', '__next_preview_data=1']) {
      const preview = await fetch(`${front.url}/news`, { headers: { cookie } });
      expect(preview.headers.get('x-cache-status'), cookie).toBe('BYPASS');
    }
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

  test('the panel host serves the panel only: /api/* answers 404 there', async () => {
    const init = await panelRequest(front, '/admin/init');
    expect(init.status).toBe(200);
    expect(init.body).toContain('hasAdmin');
    // A plugin's admin API answers too (Strapi's own refusal without a panel session, not nginx's 404).
    const contentManager = await panelRequest(front, '/content-manager/init');
    expect(contentManager.status).toBe(401);
    expect(contentManager.contentType).toContain('application/json');
    for (const [method, pathname] of [
      ['GET', '/api/news'],
      ['GET', '/api/banner-slides?status=draft'],
      ['POST', '/api/admin/login'],
      ['GET', '/api/upload/files'],
      ['GET', '/api/users'],
    ]) {
      expect((await panelRequest(front, pathname, { method })).status, `${method} ${pathname}`).toBe(404);
    }
  });

  test("the panel host takes large bodies only on the media library's upload routes", async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 'a');
    const headers = { 'content-type': 'application/json' };
    for (const pathname of ['/content-manager/collection-types/api::news-item.news-item', '/admin/users']) {
      expect((await panelRequest(front, pathname, { method: 'POST', body, headers })).status, pathname).toBe(413);
    }
    // The upload route passes it on to Strapi, which refuses an upload without a panel session itself, after the
    // headers: its 401 reaches nginx (never a 502) whatever the body's size up to what the media library takes.
    for (const size of [body.length, 20 * 1024 * 1024]) {
      const upload = await panelRequest(front, '/upload', {
        method: 'POST',
        body: size === body.length ? body : Buffer.alloc(size, 'a'),
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      });
      expect(upload.status, `${size} bytes`).toBe(401);
    }
  });

  test('the panel host answers only the allowed client networks (NGINX_PANEL_ALLOW)', async ({ env }) => {
    const ownFront = await startNginx({
      sites: [hostPort(env.baseUrl)],
      cmss: [hostPort(env.cmsUrl)],
      logsDir: path.join(env.tmpDir, 'logs'),
      panelAllow: '127.0.0.1/32',
    });
    try {
      expect((await panelRequest(ownFront, '/admin/init', { localAddress: '127.0.0.1' })).status).toBe(200);
      expect((await panelRequest(ownFront, '/admin/init', { localAddress: '127.0.0.2' })).status).toBe(403);
      expect((await panelRequest(ownFront, '/admin/login', { method: 'POST', localAddress: '127.0.0.2' })).status).toBe(403);
      // The public site is everyone's.
      const site = await rawExchange(ownFront.url, 'GET /robots.txt HTTP/1.1\r\nHost: bank.test\r\nConnection: close\r\n\r\n', {
        localAddress: '127.0.0.2',
      });
      expect(site).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      await ownFront.stop();
    }
  });

  test('an editor works in the panel through nginx: log in, the content manager, the media library; nothing is refused', async ({
    page,
  }) => {
    test.skip(!PANEL_BUILT, 'the panel is not built (npm run build -w cms): the CMS serves no panel to drive');
    test.setTimeout(120_000);
    const panelUrl = `http://${PANEL_HOST}:${front.port}`;
    // Every refusal on the panel's host that nginx gave itself (a path it does not proxy, an address it does not
    // allow, a body over its limit): its pages are HTML, Strapi's refusals JSON (an Editor may not read some settings).
    const refused: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.host !== new URL(panelUrl).host || ![403, 404, 413].includes(response.status())) return;
      if ((response.headers()['content-type'] ?? '').startsWith('text/html')) {
        refused.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
      }
    });
    await page.goto(`${panelUrl}/admin`);
    await page.locator('input[name="email"]').fill(TEST_ACCOUNTS.editor.email);
    await page.locator('input[name="password"]').fill(TEST_ACCOUNTS.editor.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/admin/auth'));

    await page.goto(`${panelUrl}/admin/content-manager/collection-types/api::news-item.news-item`);
    await expect(page.getByRole('grid')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('grid').getByRole('row').nth(1).click();
    await page.waitForURL(/\/api::news-item\.news-item\/[A-Za-z0-9]+/);
    await expect(page.getByRole('textbox').first()).toBeVisible({ timeout: 20_000 });

    await page.goto(`${panelUrl}/admin/plugins/upload`);
    await expect(page.getByRole('heading', { name: /Media Library/i })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('img[src*="/uploads/"]').first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
  });

  test('one request id through nginx, site and CMS; their logs hold no secret; /metrics only on the instances', async ({
    env,
  }) => {
    test.setTimeout(120_000);
    const logsDir = path.join(env.tmpDir, 'logs');
    // nginx is the site's trusted proxy; the harness's CMS trusts loopback (the site).
    const site = await startSiteInstance(env, { trustedProxies: '127.0.0.1' });
    const ownFront = await startNginx({ sites: [`127.0.0.1:${site.port}`], cmss: [hostPort(env.cmsUrl)], logsDir });
    const wrongPassword = 'Wrong-Password-Never-Logged-7';
    const queryToken = 'query-token-never-logged-7';
    const bearer = 'bearer-never-logged-7';
    try {
      // A client's own id is not kept (it is no trusted proxy of nginx's): nginx's $request_id, 32 hex digits.
      const page = await fetch(`${ownFront.url}/about?token=${queryToken}`, {
        headers: { 'X-Request-Id': 'client-chosen-id-0001', Authorization: `Bearer ${bearer}` },
      });
      expect(page.status).toBe(200);
      expect(page.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);

      const login = await fetch(`${ownFront.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: TEST_ACCOUNTS.admin.username, password: wrongPassword }),
      });
      expect(login.status).toBe(401);
      const id = login.headers.get('x-request-id') ?? '';
      expect(id).toMatch(/^[0-9a-f]{32}$/);

      // The same id in the site's line and the CMS's line of that login, both JSON. Both are written after the answer
      // (the site's without blocking its event loop), so each is waited for.
      const lines = (file: string) =>
        fs
          .readFileSync(path.join(logsDir, file), 'utf8')
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>);
      await expect
        .poll(() => lines('cms.log').filter((line) => line.requestId === id && line.msg === 'request'))
        .toEqual([expect.objectContaining({ method: 'POST', path: '/api/admin/login', status: 401 })]);
      await expect
        .poll(() => lines(`site-${site.port}.log`).filter((line) => line.requestId === id && line.msg === 'request'))
        .toEqual([
          expect.objectContaining({ method: 'POST', path: '/api/admin/login', status: 401, instance: expect.any(String) }),
        ]);
      for (const file of ['cms.log', `site-${site.port}.log`]) {
        const text = fs.readFileSync(path.join(logsDir, file), 'utf8');
        for (const secret of [wrongPassword, queryToken, bearer]) expect(text, `${file} holds ${secret}`).not.toContain(secret);
      }

      // Through the front, /metrics is refused on the public and the panel host; an instance answers it directly.
      expect((await fetch(`${ownFront.url}/metrics`)).status).toBe(404);
      expect((await panelRequest(ownFront, '/metrics')).status).toBe(404);
      const metrics = async () => (await fetch(`${site.url}/metrics`)).text();
      const before = await metrics();
      expect(before).toMatch(/site_http_request_duration_seconds_count\{route="\/about",method="GET",status="200"\} [1-9]/);

      // A change notice from the CMS: received once, its two pages regenerated.
      const sample = (text: string, series: string) =>
        Number(
          text
            .split('\n')
            .find((line) => line.startsWith(`${series} `))
            ?.split(' ')[1] ?? 0,
        );
      const notice = await fetch(`${site.url}/api/revalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': env.revalidateSecret },
        body: JSON.stringify({ model: 'exchange-rate' }),
      });
      expect(notice.status).toBe(200);
      const after = await metrics();
      const received = 'site_revalidations_received_total{source="cms"}';
      const regenerated = 'site_isr_regenerations_total{outcome="regenerated"}';
      expect(sample(after, received)).toBe(sample(before, received) + 1);
      expect(sample(after, regenerated)).toBe(sample(before, regenerated) + 2);

      // Behind a proxy nginx trusts (NGINX_TRUSTED_PROXIES), that proxy's valid id is kept, end to end.
      const behindBalancer = await startNginx({
        sites: [`127.0.0.1:${site.port}`],
        cmss: [hostPort(env.cmsUrl)],
        logsDir,
        trustedProxies: '127.0.0.1/32',
      });
      try {
        const kept = await fetch(`${behindBalancer.url}/api/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'X-Request-Id': 'balancer-id-0000000001' },
          body: JSON.stringify({ username: TEST_ACCOUNTS.admin.username, password: wrongPassword }),
        });
        expect(kept.headers.get('x-request-id')).toBe('balancer-id-0000000001');
        await expect
          .poll(() => lines('cms.log').filter((line) => line.requestId === 'balancer-id-0000000001').length)
          .toBeGreaterThan(0);
        const malformed = await fetch(`${behindBalancer.url}/about`, { headers: { 'X-Request-Id': 'not a valid id' } });
        expect(malformed.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
      } finally {
        await behindBalancer.stop();
      }
    } finally {
      await ownFront.stop();
      await site.stop();
    }
  });
});
