import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import compression from 'compression';
import { PageEncodings } from './page-encodings';

/** A server as the site's: the compression middleware, the page encodings over it, then a handler that ends in one piece. */
async function serve(answer: (request: http.IncomingMessage, response: http.ServerResponse) => void) {
  const compress = compression() as unknown as (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
  const pages = new PageEncodings();
  const server = http.createServer((request, response) => {
    compress(request, response, () => undefined);
    pages.handle(request, response);
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A raw GET (fetch would decode the body and hide the encoding). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('PageEncodings', () => {
  let page = `<!DOCTYPE html><html><body>${'<p>Exchange rates, savings and loans in The Gambia. </p>'.repeat(2000)}</body></html>`;
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    site = await serve((request, response) => {
      if (request.url === '/rates.json') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ rates: page.length }));
        return;
      }
      response.setHeader('content-type', 'text/html; charset=utf-8');
      if (request.url?.startsWith('/search')) {
        // Rendered for each request, as Next sends a page with getServerSideProps.
        const results = `${page}<p>search</p>`;
        response.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
        response.setHeader('content-length', Buffer.byteLength(results));
        response.end(results);
        return;
      }
      response.setHeader('cache-control', 's-maxage=300, stale-while-revalidate=31535700');
      response.setHeader('content-length', Buffer.byteLength(page));
      response.end(page);
    });
  });
  afterAll(() => site.close());

  it('tags a page and answers 304 to a browser that has that version, a full page once it changes', async () => {
    const first = await get(`${site.url}/`);
    expect(first.status).toBe(200);
    expect(first.body.toString()).toBe(page);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await get(`${site.url}/`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const before = page;
    page = page.replace('Exchange rates', 'Taux de change');
    const changed = await get(`${site.url}/`, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.toString()).toBe(page);
    page = before;
  });

  it.each([
    ['br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ])(
    'sends the page as %s, compressed as it goes at first, then the bytes compressed once for that version',
    async (encoding, decode) => {
      const first = await get(`${site.url}/`, { 'accept-encoding': `${encoding}, identity` });
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(decode(first.body).toString()).toBe(page);
      await settle();
      const later = await get(`${site.url}/`, { 'accept-encoding': `${encoding}, identity` });
      expect(later.headers['content-encoding']).toBe(encoding);
      expect(Number(later.headers['content-length'])).toBe(later.body.length);
      expect(later.headers.vary).toMatch(/accept-encoding/i);
      expect(later.headers.etag).toBe(first.headers.etag);
      expect(decode(later.body).toString()).toBe(page);
    },
  );

  it('prefers br, as the compression middleware does, and sends the page as it is to a client that takes neither', async () => {
    await get(`${site.url}/`, { 'accept-encoding': 'gzip, deflate, br' });
    await settle();
    const browser = await get(`${site.url}/`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(browser.headers['content-encoding']).toBe('br');
    const plain = await get(`${site.url}/`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it('tags a page rendered for each request but compresses it as it goes, never ahead', async () => {
    const first = await get(`${site.url}/search?q=loan`, { 'accept-encoding': 'br' });
    expect(first.headers.etag).toMatch(/^"[\w-]{22}"$/);
    await settle();
    const second = await get(`${site.url}/search?q=loan`, { 'accept-encoding': 'br' });
    expect(second.headers['content-encoding']).toBe('br');
    // Streamed by the compression middleware (no length known ahead), not bytes compressed in the background.
    expect(second.headers['content-length']).toBeUndefined();
    expect(zlib.brotliDecompressSync(second.body).toString()).toMatch(/<p>search<\/p>$/);
    const unchanged = await get(`${site.url}/search?q=loan`, { 'if-none-match': String(second.headers.etag) });
    expect(unchanged.status).toBe(304);
  });

  it('leaves other answers to the compression middleware, untagged', async () => {
    const json = await get(`${site.url}/rates.json`, { 'accept-encoding': 'gzip' });
    expect(json.headers.etag).toBeUndefined();
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(json.body).toString())).toEqual({ rates: page.length });
  });
});
