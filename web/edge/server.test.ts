import { createHash, randomBytes } from 'node:crypto';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EdgeCache } from './cache';
import { EDGE_CACHE_STATUS_HEADER, EDGE_PURGE_HEADER } from './protocol';
import { createEdgeServer, freePort, readEdgeConfig } from './server';

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };
type Handler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void | Promise<void>;

const CACHEABLE = 'public, max-age=0, s-maxage=60';

let servers: http.Server[] = [];
/** What the fake site received, in order. */
let seen: Seen[] = [];
/** How the fake site answers; each test sets it. */
let handler: Handler = (_req, res) => {
  res.writeHead(500);
  res.end('no handler');
};
/** Added to Date.now() by the edge cache's clock. */
let clockOffset = 0;

function listen(server: http.Server): Promise<number> {
  servers.push(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

async function startUpstream(): Promise<URL> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      Promise.resolve(handler(req, res, body)).catch((error: unknown) => {
        res.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    });
  });
  return new URL(`http://127.0.0.1:${await listen(server)}`);
}

async function startEdge(upstream: URL, options: { trustForwarded?: boolean; maxEntryBytes?: number } = {}): Promise<string> {
  const cache = new EdgeCache({
    maxBytes: 8 * 1024 * 1024,
    maxEntryBytes: options.maxEntryBytes ?? 2 * 1024 * 1024,
    maxFreshMs: 60_000,
    maxStaleMs: 60_000,
    now: () => Date.now() + clockOffset,
  });
  const server = createEdgeServer({ upstream, cache, trustForwarded: options.trustForwarded, log: () => {} });
  return `http://127.0.0.1:${await listen(server)}`;
}

/** A fake site and the edge in front of it. */
async function setup(options: { trustForwarded?: boolean } = {}): Promise<string> {
  return startEdge(await startUpstream(), options);
}

function upstreamCalls(): number {
  return seen.length;
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Headers as a plain object, minus those that describe the connection or the moment of the answer. */
function stableHeaders(response: Response): Record<string, string> {
  const volatile = new Set(['date', 'age', 'connection', 'keep-alive', EDGE_CACHE_STATUS_HEADER]);
  const result: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!volatile.has(name)) result[name] = value;
  });
  return result;
}

beforeEach(() => {
  seen = [];
  clockOffset = 0;
});

afterEach(async () => {
  const closing = servers;
  servers = [];
  await Promise.all(
    closing.map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

describe('edge server', () => {
  it('answers a shared-cacheable page from memory the second time, with the same body and headers', async () => {
    const csp = "default-src 'self'; script-src 'self' 'nonce-abc'";
    handler = (_req, res) => {
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': CACHEABLE,
        'Content-Security-Policy': csp,
        'X-Frame-Options': 'DENY',
        ETag: '"home-1"',
        Link: ['</a.css>; rel=preload; as=style', '</b.js>; rel=preload; as=script'],
      });
      res.end(`<html>home ${upstreamCalls()}</html>`);
    };
    const edge = await setup();

    const first = await fetch(`${edge}/`);
    const firstBody = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get(EDGE_CACHE_STATUS_HEADER)).toBe('MISS');
    expect(firstBody).toBe('<html>home 1</html>');

    const second = await fetch(`${edge}/`);
    expect(second.status).toBe(200);
    expect(second.headers.get(EDGE_CACHE_STATUS_HEADER)).toBe('HIT');
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get('content-security-policy')).toBe(csp);
    expect(second.headers.get('age')).toMatch(/^\d+$/);
    expect(stableHeaders(second)).toEqual(stableHeaders(first));
    expect(stableHeaders(second)).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': CACHEABLE,
      etag: '"home-1"',
      link: '</a.css>; rel=preload; as=style, </b.js>; rel=preload; as=script',
      'x-frame-options': 'DENY',
    });
    expect(upstreamCalls()).toBe(1);
  });

  it('answers HEAD from a stored GET without a body', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': '5', 'Cache-Control': CACHEABLE });
      res.end('hello');
    };
    const edge = await setup();
    await (await fetch(`${edge}/page`)).text();
    const head = await fetch(`${edge}/page`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get(EDGE_CACHE_STATUS_HEADER)).toBe('HIT');
    expect(head.headers.get('content-length')).toBe('5');
    expect(await head.text()).toBe('');
    expect(upstreamCalls()).toBe(1);
  });

  it('does not keep the empty answer to a HEAD request for later GETs', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': '5', 'Cache-Control': CACHEABLE });
      res.end('hello');
    };
    const edge = await setup();
    const head = await fetch(`${edge}/page`, { method: 'HEAD' });
    expect(head.headers.get(EDGE_CACHE_STATUS_HEADER)).toBe('MISS');
    expect(await head.text()).toBe('');

    const get = await fetch(`${edge}/page`);
    expect(get.headers.get(EDGE_CACHE_STATUS_HEADER)).toBe('MISS');
    expect(await get.text()).toBe('hello');
    const again = await fetch(`${edge}/page`);
    expect(again.headers.get(EDGE_CACHE_STATUS_HEADER)).toBe('HIT');
    expect(await again.text()).toBe('hello');
    expect(seen.map((request) => request.method)).toEqual(['HEAD', 'GET']);
  });

  it('never keeps a no-store answer', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store, s-maxage=60' });
      res.end(`answer ${upstreamCalls()}`);
    };
    const edge = await setup();

    const first = await fetch(`${edge}/account`);
    expect(await first.text()).toBe('answer 1');
    expect(first.headers.get(EDGE_CACHE_STATUS_HEADER)).toBe('MISS');
    const second = await fetch(`${edge}/account`);
    expect(await second.text()).toBe('answer 2');
    expect(second.headers.get(EDGE_CACHE_STATUS_HEADER)).toBe('MISS');
    expect(upstreamCalls()).toBe(2);
  });

  it('sends requests with Authorization or Cookie to the site, and keeps nothing of them', async () => {
    handler = (req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': CACHEABLE });
      res.end(`for ${req.headers.authorization ?? req.headers.cookie ?? 'anyone'} #${upstreamCalls()}`);
    };
    const edge = await setup();

    const a = await fetch(`${edge}/api/me`, { headers: { Authorization: 'Bearer staff-1' } });
    expect(await a.text()).toBe('for Bearer staff-1 #1');
    expect(a.headers.get(EDGE_CACHE_STATUS_HEADER)).toBeNull();
    const b = await fetch(`${edge}/api/me`, { headers: { Authorization: 'Bearer staff-2' } });
    expect(await b.text()).toBe('for Bearer staff-2 #2');
    const c = await fetch(`${edge}/api/me`, { headers: { Cookie: 'session=s3' } });
    expect(await c.text()).toBe('for session=s3 #3');
    expect(c.headers.get(EDGE_CACHE_STATUS_HEADER)).toBeNull();
    const anonymous = await fetch(`${edge}/api/me`);
    expect(await anonymous.text()).toBe('for anyone #4');
    expect(anonymous.headers.get(EDGE_CACHE_STATUS_HEADER)).toBe('MISS');
    expect(seen.map((request) => request.headers.authorization)).toEqual(['Bearer staff-1', 'Bearer staff-2', undefined, undefined]);
  });

  it('forgets everything when the site answers with the purge header, and does not pass the header on', async () => {
    let version = 1;
    handler = (req, res) => {
      if (req.method === 'POST') {
        version += 1;
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', [EDGE_PURGE_HEADER]: '1' });
        res.end('{"ok":true}');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': CACHEABLE });
      res.end(`${req.url} v${version}`);
    };
    const edge = await setup();

    expect(await (await fetch(`${edge}/news`)).text()).toBe('/news v1');
    expect(await (await fetch(`${edge}/rates`)).text()).toBe('/rates v1');
    const hit = await fetch(`${edge}/news`);
    expect(hit.headers.get(EDGE_CACHE_STATUS_HEADER)).toBe('HIT');
    expect(await hit.text()).toBe('/news v1');
    expect(upstreamCalls()).toBe(2);

    const change = await fetch(`${edge}/api/news`, { method: 'POST', body: '{"title":"x"}', headers: { 'Content-Type': 'application/json' } });
    expect(change.status).toBe(200);
    expect(await change.json()).toEqual({ ok: true });
    expect(change.headers.get(EDGE_PURGE_HEADER)).toBeNull();
    expect(upstreamCalls()).toBe(3);

    const news = await fetch(`${edge}/news`);
    expect(news.headers.get(EDGE_CACHE_STATUS_HEADER)).toBe('MISS');
    expect(await news.text()).toBe('/news v2');
    const rates = await fetch(`${edge}/rates`);
    expect(rates.headers.get(EDGE_CACHE_STATUS_HEADER)).toBe('MISS');
    expect(await rates.text()).toBe('/rates v2');
    expect(upstreamCalls()).toBe(5);
  });

  it('does not keep an answer that was on its way while a purge happened', async () => {
    let releaseSlow: () => void = () => {};
    const slowReleased = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    handler = async (req, res) => {
      if (req.method === 'POST') {
        res.writeHead(204, { [EDGE_PURGE_HEADER]: '1' });
        res.end();
        return;
      }
      if (upstreamCalls() === 1) await slowReleased;
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': CACHEABLE });
      res.end(`answer ${upstreamCalls()}`);
    };
    const edge = await setup();

    const slow = fetch(`${edge}/news`);
    await waitFor(() => upstreamCalls() === 1);
    const purge = await fetch(`${edge}/api/revalidate`, { method: 'POST' });
    expect(purge.status).toBe(204);
    releaseSlow();
    const old = await slow;
    expect(await old.text()).toBe('answer 2');

    const next = await fetch(`${edge}/news`);
    expect(next.headers.get(EDGE_CACHE_STATUS_HEADER)).toBe('MISS');
    expect(await next.text()).toBe('answer 3');
    expect(upstreamCalls()).toBe(3);
  });

  it('serves a stale answer while exactly one background refresh runs, then the new answer', async () => {
    let version = 1;
    let releaseRefresh: () => void = () => {};
    let refreshGate: Promise<void> = Promise.resolve();
    handler = async (_req, res) => {
      const body = `v${version}`;
      await refreshGate;
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'public, s-maxage=1, stale-while-revalidate=30' });
      res.end(body);
    };
    const edge = await setup();

    const first = await fetch(`${edge}/rates`);
    expect(first.headers.get(EDGE_CACHE_STATUS_HEADER)).toBe('MISS');
    expect(await first.text()).toBe('v1');
    const fresh = await fetch(`${edge}/rates`);
    expect(fresh.headers.get(EDGE_CACHE_STATUS_HEADER)).toBe('HIT');
    expect(upstreamCalls()).toBe(1);

    // Two seconds later (on the cache's clock) the answer is stale; the site now has v2 but answers slowly.
    clockOffset = 2_000;
    version = 2;
    refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });

    const stale = await fetch(`${edge}/rates`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get(EDGE_CACHE_STATUS_HEADER)).toBe('STALE');
    expect(await stale.text()).toBe('v1');
    await waitFor(() => upstreamCalls() === 2);
    expect(seen[1].method).toBe('GET');
    expect(seen[1].url).toBe('/rates');

    // While the refresh runs, other visitors get the stale answer and no further request reaches the site.
    for (let i = 0; i < 3; i += 1) {
      const again = await fetch(`${edge}/rates`);
      expect(again.headers.get(EDGE_CACHE_STATUS_HEADER)).toBe('STALE');
      expect(await again.text()).toBe('v1');
    }
    expect(upstreamCalls()).toBe(2);

    releaseRefresh();
    let last: { status: string | null; body: string } = { status: null, body: '' };
    await waitFor(async () => {
      const response = await fetch(`${edge}/rates`);
      last = { status: response.headers.get(EDGE_CACHE_STATUS_HEADER), body: await response.text() };
      return last.status === 'HIT';
    });
    expect(last).toEqual({ status: 'HIT', body: 'v2' });
    expect(upstreamCalls()).toBe(2);
  });

  it('refreshes a stale answer with an unconditional request, whatever the visitor had cached', async () => {
    let version = 1;
    handler = (req, res) => {
      // Like Next: a matching If-None-Match gets 304 (which the edge could not store).
      const etag = `"v${version}"`;
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, { ETag: etag });
        res.end();
        return;
      }
      res.writeHead(200, { 'Cache-Control': 'public, s-maxage=1, stale-while-revalidate=30', ETag: etag, Age: '7' });
      res.end(`v${version}`);
    };
    const edge = await setup();
    await (await fetch(`${edge}/page`)).text();
    clockOffset = 2_000;

    // (A Range header would change fetch's Accept-Encoding, and so the cache key.)
    const revisit = await fetch(`${edge}/page`, {
      headers: { 'If-None-Match': '"v1"', 'If-Modified-Since': 'Mon, 23 Nov 2026 10:00:00 GMT' },
    });
    expect(revisit.status).toBe(304);
    expect(revisit.headers.get(EDGE_CACHE_STATUS_HEADER)).toBe('STALE');
    await waitFor(() => upstreamCalls() === 2);
    expect(seen[1].headers['if-none-match']).toBeUndefined();
    expect(seen[1].headers['if-modified-since']).toBeUndefined();

    await waitFor(async () => (await fetch(`${edge}/page`)).headers.get(EDGE_CACHE_STATUS_HEADER) === 'HIT');
    const renewed = await fetch(`${edge}/page`);
    expect(await renewed.text()).toBe('v1');
    // The edge's own Age, not the site's next to it.
    expect(renewed.headers.get('age')).toMatch(/^\d+$/);
    expect(upstreamCalls()).toBe(2);
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': CACHEABLE, ETag: 'W/"page-7"' });
      res.end('<html>page</html>');
    };
    const edge = await setup();
    await (await fetch(`${edge}/page`)).text();

    const same = await fetch(`${edge}/page`, { headers: { 'If-None-Match': 'W/"page-7"' } });
    expect(same.status).toBe(304);
    expect(same.headers.get('etag')).toBe('W/"page-7"');
    expect(same.headers.get(EDGE_CACHE_STATUS_HEADER)).toBe('HIT');
    expect(same.headers.get('content-length')).toBeNull();
    expect(await same.text()).toBe('');

    const listed = await fetch(`${edge}/page`, { headers: { 'If-None-Match': '"other", "page-7"' } });
    expect(listed.status).toBe(304);
    await listed.text();

    const different = await fetch(`${edge}/page`, { headers: { 'If-None-Match': '"page-6"' } });
    expect(different.status).toBe(200);
    expect(await different.text()).toBe('<html>page</html>');
    expect(upstreamCalls()).toBe(1);
  });

  it('keeps a separate answer per Accept-Encoding', async () => {
    handler = (req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': CACHEABLE, Vary: 'Accept-Encoding' });
      res.end(`encoding ${req.headers['accept-encoding']}`);
    };
    const edge = await setup();
    const get = async (encoding: string) => {
      const response = await fetch(`${edge}/`, { headers: { 'Accept-Encoding': encoding } });
      return { status: response.headers.get(EDGE_CACHE_STATUS_HEADER), body: await response.text() };
    };

    expect(await get('gzip')).toEqual({ status: 'MISS', body: 'encoding gzip' });
    expect(await get('identity')).toEqual({ status: 'MISS', body: 'encoding identity' });
    expect(await get('gzip')).toEqual({ status: 'HIT', body: 'encoding gzip' });
    expect(await get('identity')).toEqual({ status: 'HIT', body: 'encoding identity' });
    expect(upstreamCalls()).toBe(2);
  });

  describe('forwarded headers', () => {
    const echoForwarded: Handler = (req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(
        JSON.stringify({
          for: req.headers['x-forwarded-for'],
          proto: req.headers['x-forwarded-proto'],
          host: req.headers['x-forwarded-host'],
        }),
      );
    };

    it('replaces what the visitor claims with the connection address by default', async () => {
      handler = echoForwarded;
      const edge = await setup();
      const response = await fetch(`${edge}/api/auth/login`, {
        method: 'POST',
        headers: { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example' },
        body: '{}',
      });
      expect(await response.json()).toEqual({ for: '127.0.0.1', proto: 'http', host: new URL(edge).host });
    });

    it('keeps and appends to them behind a trusted proxy', async () => {
      handler = echoForwarded;
      const edge = await setup({ trustForwarded: true });
      const response = await fetch(`${edge}/api/auth/login`, {
        method: 'POST',
        headers: { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https' },
        body: '{}',
      });
      expect(await response.json()).toEqual({ for: '203.0.113.9, 127.0.0.1', proto: 'https', host: new URL(edge).host });
    });
  });

  describe('when the site is down', () => {
    it('answers /api/ calls with a 502 JSON message', async () => {
      const edge = await startEdge(new URL(`http://127.0.0.1:${await freePort()}`));
      const response = await fetch(`${edge}/api/x`);
      expect(response.status).toBe(502);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = (await response.json()) as { message?: unknown };
      expect(typeof body.message).toBe('string');
      expect(String(body.message).length).toBeGreaterThan(0);
    });

    it('answers pages with a 502 text', async () => {
      const edge = await startEdge(new URL(`http://127.0.0.1:${await freePort()}`));
      const response = await fetch(`${edge}/`);
      expect(response.status).toBe(502);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toMatch(/unavailable/i);
    });
  });

  it('streams a large POST body to the site and its answer back intact', async () => {
    handler = (_req, res, body) => {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'X-Body-Sha256': createHash('sha256').update(body).digest('hex') });
      res.end(body);
    };
    const edge = await setup();
    const payload = randomBytes(1024 * 1024);

    const response = await fetch(`${edge}/api/uploads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array(payload),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-body-sha256')).toBe(createHash('sha256').update(payload).digest('hex'));
    const echoed = Buffer.from(await response.arrayBuffer());
    expect(echoed.length).toBe(payload.length);
    expect(echoed.equals(payload)).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('POST');
    expect(seen[0].body.equals(payload)).toBe(true);
  });
});

/** An environment for readEdgeConfig (Next's types make NODE_ENV required). */
function env(vars: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { NODE_ENV: 'test', ...vars };
}

describe('readEdgeConfig', () => {
  it('reads -p and -H like next start', () => {
    const config = readEdgeConfig(['-p', '4000', '-H', '127.0.0.1'], env({ PORT: '5000', HOSTNAME: 'elsewhere' }));
    expect(config.port).toBe(4000);
    expect(config.hostname).toBe('127.0.0.1');
  });

  it('reads --port and --hostname', () => {
    const config = readEdgeConfig(['--port', '4100', '--hostname', '0.0.0.0'], env());
    expect(config).toMatchObject({ port: 4100, hostname: '0.0.0.0' });
  });

  it('falls back to PORT, then 3000', () => {
    expect(readEdgeConfig([], env({ PORT: '5000' })).port).toBe(5000);
    expect(readEdgeConfig([], env()).port).toBe(3000);
    expect(readEdgeConfig([], env({ PORT: ' ' })).port).toBe(3000);
  });

  it('refuses a port that is not one', () => {
    expect(() => readEdgeConfig(['-p', 'http'], env())).toThrow(/port/i);
    expect(() => readEdgeConfig([], env({ PORT: '70000' }))).toThrow(/port/i);
    expect(() => readEdgeConfig(['-p'], env())).toThrow('-p needs a value');
    expect(() => readEdgeConfig(['-p', '-H', 'x'], env())).toThrow('-p needs a value');
  });

  it('reads the cache limits and the other settings', () => {
    const config = readEdgeConfig(
      [],
      env({
        EDGE_CACHE_MAX_MB: '16',
        EDGE_CACHE_MAX_SECONDS: '30',
        EDGE_CACHE_MAX_STALE_SECONDS: '90',
        EDGE_UPSTREAM_URL: ' http://127.0.0.1:3001 ',
        TRUST_PROXY: 'true',
      }),
    );
    expect(config.cache).toMatchObject({ maxBytes: 16 * 1024 * 1024, maxFreshMs: 30_000, maxStaleMs: 90_000 });
    expect(config.upstreamUrl).toBe('http://127.0.0.1:3001');
    expect(config.trustForwarded).toBe(true);
    expect(readEdgeConfig([], env())).toMatchObject({
      upstreamUrl: null,
      trustForwarded: false,
      cache: { maxBytes: 64 * 1024 * 1024, maxFreshMs: 60_000, maxStaleMs: 60_000 },
    });
  });

  it('names the variable when a cache limit is not a positive number', () => {
    expect(() => readEdgeConfig([], env({ EDGE_CACHE_MAX_MB: 'abc' }))).toThrow(
      'Environment variable EDGE_CACHE_MAX_MB must be a positive number: abc',
    );
    expect(() => readEdgeConfig([], env({ EDGE_CACHE_MAX_SECONDS: '-1' }))).toThrow(/EDGE_CACHE_MAX_SECONDS/);
  });
});
