/**
 * A public answer does not change with a token, so a token does not switch the caches off: public reads with a
 * bogus Authorization header are served from the site's data cache and nginx's micro-cache, and the CMS never sees
 * the visitor's token. Staff calls (writes, a bulk job's progress) still always reach the CMS, with their token.
 * The CMS here is a stand-in that counts what reaches it (support/recording-cms.ts).
 */
import path from 'node:path';
import { expect, test } from './fixtures';
import { startRecordingCms, type RecordingCms } from './support/recording-cms';
import { nginxInstalled, startNginx, startSiteInstance, type NginxFront, type SiteInstance } from './support/site-instance';

const READS = 2_000;
const BOGUS = { authorization: 'Bearer x' };

/** `count` GETs of `url` with `headers`, `parallel` at a time: each answer's status and nginx's X-Cache-Status. */
async function readMany(url: string, headers: Record<string, string>, count: number, parallel = 20): Promise<string[]> {
  const answers: string[] = [];
  let left = count;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (left > 0) {
        left -= 1;
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        answers.push(`${response.status} ${response.headers.get('x-cache-status') ?? ''}`.trim());
      }
    }),
  );
  return answers;
}

test.describe('public reads whatever the headers', () => {
  test.describe.configure({ timeout: 180_000 });
  let cms: RecordingCms;
  let site: SiteInstance;
  let front: NginxFront | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const env = (await import('./support/env')).e2eEnv();
    cms = await startRecordingCms();
    site = await startSiteInstance(env, { cmsUrl: cms.url, trustedProxies: '127.0.0.1' });
    if (nginxInstalled()) {
      front = await startNginx({
        sites: [`127.0.0.1:${site.port}`],
        cmss: [cms.url.slice('http://'.length)],
        logsDir: path.join(env.tmpDir, 'logs'),
      });
    }
  });

  test.afterAll(async () => {
    await front?.stop();
    await site?.stop();
    await cms?.stop();
  });

  const ratesReads = () => cms.requests.filter((r) => r.method === 'GET' && r.path === '/api/get_exchange_rates');

  test(`${READS} public reads with a bogus Authorization header reach the CMS at most a handful of times, without it`, async () => {
    const before = ratesReads().length;
    // One first, so that the rest find the cache filled (concurrent first reads each miss it).
    const answers = [
      ...(await readMany(`${site.url}/api/get_exchange_rates`, BOGUS, 1)),
      ...(await readMany(`${site.url}/api/get_exchange_rates`, BOGUS, READS - 1)),
    ];
    expect(new Set(answers)).toEqual(new Set(['200']));
    const reads = ratesReads().slice(before);
    expect(reads.length, 'CMS reads for the site alone').toBeLessThanOrEqual(5);
    expect(reads.filter((r) => r.authorization !== undefined)).toEqual([]);
  });

  test(`through nginx: ${READS} such reads are answered from the micro-cache and reach the CMS at most a handful of times`, async () => {
    test.skip(!front, 'nginx is not installed (apt-get install -y nginx); .ci/run installs it');
    const url = `${front!.url}/api/get_exchange_rates`;
    await fetch(url, { headers: BOGUS });
    const cached = await fetch(url, { headers: BOGUS });
    expect(cached.headers.get('x-cache-status')).toMatch(/^(HIT|UPDATING|STALE|EXPIRED)$/);
    const before = ratesReads().length;
    const answers = await readMany(url, BOGUS, READS);
    expect(
      answers.every((answer) => answer.startsWith('200 ')),
      answers.join(', '),
    ).toBe(true);
    // nginx answered them itself, but for its once-a-second refresh of the entry.
    const fromSite = answers.filter((answer) => !/ (HIT|UPDATING|STALE)$/.test(answer));
    expect(fromSite.length, fromSite.join(', ')).toBeLessThanOrEqual(20);
    const reads = ratesReads().slice(before);
    expect(reads.length, 'CMS reads through nginx').toBeLessThanOrEqual(5);
    expect(reads.filter((r) => r.authorization !== undefined)).toEqual([]);
  });

  test('staff calls still reach the CMS every time, with their token, through the site and through nginx', async () => {
    for (const base of [site.url, ...(front ? [front.url] : [])]) {
      const before = cms.requests.length;
      for (let i = 0; i < 3; i += 1) {
        const write = await fetch(`${base}/api/update/exchange-rates/r1`, {
          method: 'PUT',
          headers: { authorization: 'Bearer staff-token', 'content-type': 'application/json' },
          body: JSON.stringify({ buy: 81 }),
        });
        expect(write.status, base).toBe(200);
        expect(write.headers.get('x-cache-status') ?? '', base).not.toMatch(/HIT|STALE|UPDATING/);
        const job = await fetch(`${base}/api/bulk-jobs/j1`, { headers: { authorization: 'Bearer staff-token' } });
        expect(job.status, base).toBe(200);
        expect(job.headers.get('x-cache-status') ?? '', base).not.toMatch(/HIT|STALE|UPDATING/);
      }
      // (The write also regenerates the rates' pages, whose reads are not counted here.)
      const staffCalls = cms.requests.slice(before).filter((r) => /^\/api\/(update|bulk-jobs)\//.test(r.path));
      expect(
        staffCalls.map((r) => `${r.method} ${r.path} ${r.authorization}`),
        base,
      ).toEqual(
        Array.from({ length: 3 }, () => [
          'PUT /api/update/exchange-rates/r1 Bearer staff-token',
          'GET /api/bulk-jobs/j1 Bearer staff-token',
        ]).flat(),
      );
    }
  });
});
