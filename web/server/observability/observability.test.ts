import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { currentRequestId } from '../../lib/server/observability/context';
import { log } from '../../lib/server/observability/log';
import { trustedProxies } from '@bank/shared/server/client-address';
import { observeRequests } from '.';
import { routeLabels } from './routes';

/**
 * The site's server's observability, around a stand-in for Next's handler: the request id, /metrics for
 * METRICS_ALLOW only, the duration histogram by route pattern, /_health and /_ready. Every 127.0.0.x is loopback
 * here: 127.0.0.2 is the trusted proxy and the allowed scraper, 127.0.0.3 a stranger.
 */
const TRUSTED = '127.0.0.2';
const STRANGER = '127.0.0.3';

let warm = false;
/** What the stand-in handler saw: the id on the request and the one of its async context. */
const seen: { header: unknown; context: string | undefined }[] = [];
const server = http.createServer(
  observeRequests(
    (request, response) => {
      seen.push({ header: request.headers['x-request-id'], context: currentRequestId() });
      setTimeout(() => response.end('page'), 5);
    },
    {
      trust: trustedProxies(TRUSTED),
      metricsAllow: TRUSTED,
      route: routeLabels({
        staticRoutes: [{ page: '/about', regex: '^/about(?:/)?$' }],
        dynamicRoutes: [{ page: '/news/[slug]', regex: '^/news/([^/]+?)(?:/)?$' }],
      }),
      ready: () => ({ warmUp: warm }),
    },
  ),
);

beforeAll(async () => {
  // Request lines go to stdout at info level: quiet here.
  log.level = 'silent';
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen.length = 0;
});

function get(localAddress: string, target: string, headers: Record<string, string> = {}) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: target, localAddress, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on('error', reject);
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the request id', () => {
  it("keeps a trusted proxy's valid id: on the request, in its async context and in the answer", async () => {
    const answer = await get(TRUSTED, '/about', { 'X-Request-Id': '0123456789abcdef0123456789abcdef' });
    expect(answer.headers['x-request-id']).toBe('0123456789abcdef0123456789abcdef');
    expect(seen).toEqual([{ header: '0123456789abcdef0123456789abcdef', context: '0123456789abcdef0123456789abcdef' }]);
  });

  it("replaces a stranger's id, and a trusted proxy's id that is not of the allowed form", async () => {
    const stranger = await get(STRANGER, '/about', { 'X-Request-Id': '0123456789abcdef0123456789abcdef' });
    const malformed = await get(TRUSTED, '/about', { 'X-Request-Id': 'has spaces and "quotes"' });
    for (const answer of [stranger, malformed]) expect(answer.headers['x-request-id']).toMatch(UUID);
    expect(seen.map((entry) => entry.header)).toEqual([stranger.headers['x-request-id'], malformed.headers['x-request-id']]);
    expect(seen.map((entry) => entry.context)).toEqual([stranger.headers['x-request-id'], malformed.headers['x-request-id']]);
  });
});

describe('GET /metrics', () => {
  it('answers 404 to an address METRICS_ALLOW does not list, whatever X-Forwarded-For says', async () => {
    const refused = await get(STRANGER, '/metrics', { 'X-Forwarded-For': TRUSTED });
    expect(refused.status).toBe(404);
    expect(refused.body).not.toContain('site_');
    expect(seen).toEqual([]);
  });

  it('counts each request by its route pattern and status, never by its raw path', async () => {
    const sampleOf = (text: string) =>
      Number(
        /site_http_request_duration_seconds_count\{route="\/news\/\[slug\]",method="GET",status="200"\} (\d+)/.exec(text)?.[1] ??
          0,
      );
    const before = sampleOf((await get(TRUSTED, '/metrics')).body);
    await get(STRANGER, '/news/rates-change-in-june?token=abc');
    await get(STRANGER, '/news/another-story');
    const after = await get(TRUSTED, '/metrics');
    expect(after.status).toBe(200);
    expect(after.headers['content-type']).toContain('text/plain');
    expect(sampleOf(after.body)).toBe(before + 2);
    expect(after.body).not.toContain('rates-change-in-june');
    expect(after.body).not.toContain('token');
  });
});

describe('/_health and /_ready', () => {
  it('answers liveness at once, and readiness 503 until the warm-up is done, then 200', async () => {
    warm = false;
    expect((await get(STRANGER, '/_health')).status).toBe(200);
    const cold = await get(STRANGER, '/_ready');
    expect(cold.status).toBe(503);
    expect(JSON.parse(cold.body)).toEqual({ ready: false, checks: { warmUp: false } });
    warm = true;
    const ready = await get(STRANGER, '/_ready');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ ready: true, checks: { warmUp: true } });
    // Neither reached the page handler.
    expect(seen).toEqual([]);
  });
});

describe('the request log', () => {
  it("writes a delivery report's and a preview's request without their token", async () => {
    const token = 'Xy_9-aB3cD4eF5gH6iJ7kL8mN9oP0qR1';
    const lines: unknown[] = [];
    const info = jest.spyOn(log, 'info').mockImplementation(((line: unknown) => void lines.push(line)) as never);
    try {
      await get(STRANGER, `/api/sms/delivery-reports/${token}`);
      await get(STRANGER, `/API/SMS/Delivery-Reports/${token}?x=1`);
      await get(STRANGER, `/api/preview?token=${token}.signature`);
      // The answer's close event writes the line: wait for the last one.
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      info.mockRestore();
    }
    expect(lines.map((line) => (line as { path: string }).path)).toEqual([
      '/api/sms/delivery-reports/[token]',
      '/API/SMS/Delivery-Reports/[token]',
      '/api/preview',
    ]);
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});
