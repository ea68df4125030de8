import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import compression from 'compression';
import { PageEncodings } from './page-encodings';
import { ReadCache } from './read-cache';

const PUBLIC_READ = {
  'content-type': 'application/json',
  'cache-control': 'public, max-age=0, must-revalidate',
  'cdn-cache-control': 'public, max-age=1, stale-while-revalidate=30',
};

/**
 * A server as the site's: compression, the pages' encodings and the read cache over a handler that plays Next's
 * route handler (streamed in two writes, as Next writes a Response's body). `/api/revalidate` plays the one door of
 * every change: it waits for `release()` before it answers.
 */
async function serve() {
  const compress = compression() as unknown as (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
  const pages = new PageEncodings();
  const reads = new ReadCache();
  const seen: string[] = [];
  let rate = 'D64.50';
  let release = () => {};
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (request.method === 'POST' && url === '/api/revalidate') {
      response.once('close', reads.revalidationStarted());
      release = () => response.end('{}');
      return;
    }
    compress(request, response, () => undefined);
    pages.handle(request, response);
    if (reads.handle(request, response)) return;
    seen.push(`${request.method} ${url}`);
    response.setHeader('X-Request-Id', `id-${seen.length}`);
    if (url.startsWith('/api/staff')) {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify({ staff: seen.length }));
      return;
    }
    if (url.startsWith('/api/session')) {
      response.writeHead(200, { ...PUBLIC_READ, 'set-cookie': 'a=b' });
      response.end('{}');
      return;
    }
    if (url.startsWith('/api/missing')) {
      response.writeHead(404, PUBLIC_READ);
      response.end('{"message":"Not found"}');
      return;
    }
    const body = JSON.stringify({ rate, filler: 'x'.repeat(2000) });
    const answer = () => {
      response.writeHead(200, PUBLIC_READ);
      response.write(body.slice(0, 10));
      response.end(body.slice(10));
    };
    // A slow read: the value it read at its start, answered 300 ms later.
    if (url.startsWith('/api/slow')) setTimeout(answer, 300);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    setRate: (value: string) => (rate = value),
    release: () => release(),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A raw request on a fresh connection (fetch would decode the body and hide the encoding). */
function request(url: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const outgoing = http.request(url, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const json = (answer: { body: Buffer }) => JSON.parse(answer.body.toString()) as { rate?: string; staff?: number };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ReadCache', () => {
  let site: Awaited<ReturnType<typeof serve>>;
  beforeEach(async () => {
    site = await serve();
  });
  afterEach(() => site.close());

  it('answers a public read from memory for its second, with the same body and headers and its own request id', async () => {
    const first = await request(`${site.url}/api/get_exchange_rates`);
    const second = await request(`${site.url}/api/get_exchange_rates`);
    expect(site.seen).toEqual(['GET /api/get_exchange_rates']);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(json(second).rate).toBe('D64.50');
    expect(second.headers['content-type']).toBe('application/json');
    expect(second.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(second.headers['x-request-id']).toBeUndefined();
    expect(second.headers.age).toMatch(/^\d+$/);
  });

  it('compresses a remembered answer for a browser that accepts it, and sends it plain to one that does not', async () => {
    await request(`${site.url}/api/get_exchange_rates`);
    const gzipped = await request(`${site.url}/api/get_exchange_rates`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(json({ body: zlib.gunzipSync(gzipped.body) }).rate).toBe('D64.50');
    const plain = await request(`${site.url}/api/get_exchange_rates`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(json(plain).rate).toBe('D64.50');
    expect(site.seen).toHaveLength(1);
  });

  it('asks again once the second is over, and keeps each query apart', async () => {
    await request(`${site.url}/api/get_exchange_rates`);
    await request(`${site.url}/api/get_exchange_rates?x=1`);
    site.setRate('D65.00');
    await wait(1_100);
    expect(json(await request(`${site.url}/api/get_exchange_rates`)).rate).toBe('D65.00');
    expect(site.seen).toEqual(['GET /api/get_exchange_rates', 'GET /api/get_exchange_rates?x=1', 'GET /api/get_exchange_rates']);
  });

  it('forgets every read when a change starts, keeps none while it runs, and remembers again after it', async () => {
    await request(`${site.url}/api/get_exchange_rates`);
    site.setRate('D66.00');
    const change = request(`${site.url}/api/revalidate`, { method: 'POST' });
    await wait(50);
    expect(json(await request(`${site.url}/api/get_exchange_rates`)).rate).toBe('D66.00');
    expect(json(await request(`${site.url}/api/get_exchange_rates`)).rate).toBe('D66.00');
    expect(site.seen).toHaveLength(3);
    site.release();
    await change;
    await request(`${site.url}/api/get_exchange_rates`);
    await request(`${site.url}/api/get_exchange_rates`);
    expect(site.seen).toHaveLength(4);
  });

  it('does not keep a read that was asked before a change and answered after it', async () => {
    // A read in flight when the change began carries the old value: it is served to its own request only.
    const slowRead = request(`${site.url}/api/slow_rates`);
    await wait(50);
    const change = request(`${site.url}/api/revalidate`, { method: 'POST' });
    site.setRate('D67.00');
    await wait(50);
    site.release();
    await change;
    expect(json(await slowRead).rate).toBe('D64.50');
    expect(json(await request(`${site.url}/api/slow_rates`)).rate).toBe('D67.00');
    expect(site.seen).toEqual(['GET /api/slow_rates', 'GET /api/slow_rates']);
  });

  it('keeps nothing the answer does not allow: staff calls, a Set-Cookie, errors, other methods, other paths', async () => {
    for (let i = 0; i < 2; i += 1) {
      await request(`${site.url}/api/staff/news`, { headers: { authorization: 'Bearer t' } });
      await request(`${site.url}/api/session`);
      await request(`${site.url}/api/missing`);
      await request(`${site.url}/api/get_exchange_rates`, { method: 'HEAD' });
      await request(`${site.url}/rates.json`);
    }
    expect(site.seen).toHaveLength(10);
    const staff = await request(`${site.url}/api/staff/news`, { headers: { authorization: 'Bearer t' } });
    expect(json(staff).staff).toBe(11);
  });

  it('sends one refresh through at a time while the others get the previous answer', async () => {
    await request(`${site.url}/api/get_exchange_rates`);
    await wait(1_100);
    const burst = await Promise.all(Array.from({ length: 20 }, () => request(`${site.url}/api/get_exchange_rates`)));
    expect(burst.every((answer) => answer.status === 200 && json(answer).rate === 'D64.50')).toBe(true);
    expect(site.seen.length).toBeLessThanOrEqual(3);
  });
});
