import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * `site_cms_errors_total` (lib/server/observability/metrics.ts) moves when the site's calls to the CMS fail: an unreachable
 * CMS, an error answer, an answer that is not JSON. The CMS here is a stand-in that answers what each test wants.
 */
let answer: { status: number; body: string } = { status: 200, body: '{}' };
const cms = http.createServer((_request, response) => {
  response.writeHead(answer.status, { 'content-type': 'application/json' });
  response.end(answer.body);
});

type Modules = {
  metrics: typeof import('@/lib/server/observability/metrics').metrics;
  fetchFromCms: typeof import('./client').fetchFromCms;
  proxyCachedRead: typeof import('./proxy').proxyCachedRead;
};
let modules: Modules;

beforeAll(async () => {
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  // lib/server/env.ts reads the CMS's address when it is first loaded.
  process.env.CMS_INTERNAL_URL = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
  modules = {
    metrics: (await import('@/lib/server/observability/metrics')).metrics,
    fetchFromCms: (await import('./client')).fetchFromCms,
    proxyCachedRead: (await import('./proxy')).proxyCachedRead,
  };
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => new Promise((resolve) => cms.close(resolve)));

const count = async (kind: string) =>
  (await modules.metrics.cmsErrors.get()).values.find((value) => value.labels.kind === kind)?.value ?? 0;

it('counts an error answer and an answer that is not JSON, for the pages’ reads and the /api proxy', async () => {
  const status = await count('status');
  const invalid = await count('invalid');
  answer = { status: 500, body: '{"error":"boom"}' };
  await expect(modules.fetchFromCms('/api/news', (json) => json)).rejects.toThrow('CMS answered 500');
  const proxied = await modules.proxyCachedRead(
    { kind: 'route', cmsPath: '/api/news', cacheTag: null, timeoutMs: 2000 },
    'cms:news',
  );
  expect(proxied.status).toBe(500);
  expect(await count('status')).toBe(status + 2);
  answer = { status: 200, body: 'not json' };
  await expect(modules.fetchFromCms('/api/news', (json) => json)).rejects.toThrow('invalid JSON');
  expect(await count('invalid')).toBe(invalid + 1);
});

it('counts a CMS that cannot be reached', async () => {
  const unreachable = await count('unreachable');
  const closed = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
  await new Promise((resolve) => cms.close(resolve));
  await expect(modules.fetchFromCms('/api/news', (json) => json)).rejects.toThrow(`CMS unreachable`);
  expect(await count('unreachable')).toBe(unreachable + 1);
  await new Promise<void>((resolve) => cms.listen(Number(new URL(closed).port), '127.0.0.1', resolve));
});
