import { createHmac, randomUUID } from 'crypto';
import http from 'http';
import type { AddressInfo } from 'net';
import Redis from 'ioredis';
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver';
import { memoryUsedPreviewTokens, previewTokenId, redisUsedPreviewTokens } from '@/lib/server/preview-token';

/**
 * The preview's entry (pages/api/preview) as a browser meets it, through Next's own API resolver (the one that sets
 * the draft-mode cookies): a link opens the preview once, for at most an hour.
 */
const KEY = 'preview-entry-test-key';
/** A live Redis (CI's) for the shared store's test; the entry itself runs on memory here. */
const liveRedis = process.env.E2E_REDIS_URL || process.env.REDIS_URL;
process.env.PREVIEW_SECRET = KEY;
process.env.CMS_PUBLIC_URL = 'http://cms.localhost';
delete process.env.REDIS_URL;

// After the environment above: lib/server/env.ts reads it when first loaded.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const entry = require('@/pages/api/preview') as { default: (req: unknown, res: unknown) => unknown };

function sign(claims: Record<string, unknown>): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${createHmac('sha256', KEY).update(body).digest('base64url')}`;
}

const link = (documentId = randomUUID().replace(/-/g, '')) =>
  sign({ uid: 'api::news-item.news-item', documentId, path: '/news', exp: Math.floor(Date.now() / 1000) + 600 });

const server = http.createServer((req, res) => {
  const query = Object.fromEntries(new URL(req.url ?? '/', 'http://site').searchParams);
  void apiResolver(
    req,
    res,
    query,
    entry,
    {
      previewModeId: 'a'.repeat(32),
      previewModeEncryptionKey: 'e'.repeat(64),
      previewModeSigningKey: 's'.repeat(64),
      dev: false,
    },
    false,
    false,
    '/api/preview',
  );
});

beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise((resolve) => server.close(resolve)));

function open(token: string) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; cookies: string[]; location?: string; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: `/api/preview?token=${encodeURIComponent(token)}` }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cookies: response.headers['set-cookie'] ?? [],
            location: response.headers.location,
            body,
          }),
        );
      })
      .on('error', reject);
  });
}

describe('the preview link', () => {
  it('sets the draft-mode cookies for an hour at most, httpOnly', async () => {
    const first = await open(link());
    expect(first).toMatchObject({ status: 307, location: '/news' });
    const names = first.cookies.map((cookie) => cookie.split('=')[0]).sort();
    expect(names).toEqual(['__next_preview_data', '__prerender_bypass']);
    for (const cookie of first.cookies) {
      const maxAge = Number(/;\s*Max-Age=(\d+)/i.exec(cookie)?.[1]);
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(3600);
      const expires = /;\s*Expires=([^;]+)/i.exec(cookie)?.[1];
      if (expires) expect(Date.parse(expires) - Date.now()).toBeLessThanOrEqual(3600 * 1000 + 1000);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
    }
  });

  it('opens the preview once: the same link again is refused and sets no cookie', async () => {
    const token = link();
    expect((await open(token)).status).toBe(307);
    const again = await open(token);
    expect(again).toMatchObject({ status: 401, cookies: [] });
    expect(JSON.parse(again.body)).toEqual({
      message: 'This preview link has been used already. Open the preview again from the CMS.',
    });
    // Another link still opens it.
    expect((await open(link())).status).toBe(307);
  });

  it('refuses a link that is not signed by the CMS', async () => {
    const [body] = link().split('.');
    expect(await open(`${body}.forged`)).toMatchObject({ status: 401, cookies: [] });
  });
});

describe('the used links', () => {
  it('in memory: an id is claimed once, until its time is up', async () => {
    let now = 1_000_000;
    const used = memoryUsedPreviewTokens(() => now);
    expect(await used.claim('a', 60)).toBe(true);
    expect(await used.claim('a', 60)).toBe(false);
    expect(await used.claim('b', 60)).toBe(true);
    now += 61_000;
    expect(await used.claim('a', 60)).toBe(true);
  });

  it('are named by a digest, never by the token', () => {
    const token = link();
    expect(previewTokenId(token)).not.toContain(token.split('.')[1]);
    expect(previewTokenId(token)).toBe(previewTokenId(token));
  });

  (liveRedis ? it : it.skip)(
    'on Redis: a link used on one site instance is used on the other (E2E_REDIS_URL or REDIS_URL)',
    async () => {
      const [one, two] = [new Redis(liveRedis as string), new Redis(liveRedis as string)];
      try {
        const prefix = `test-${randomUUID()}:`;
        const id = previewTokenId(link());
        expect(await redisUsedPreviewTokens(one, prefix).claim(id, 60)).toBe(true);
        expect(await redisUsedPreviewTokens(two, prefix).claim(id, 60)).toBe(false);
        expect(await one.ttl(`${prefix}preview-used:${id}`)).toBeGreaterThan(0);
        await one.del(`${prefix}preview-used:${id}`);
      } finally {
        one.disconnect();
        two.disconnect();
      }
    },
  );
});
