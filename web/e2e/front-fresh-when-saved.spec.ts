/**
 * A staff change is on the public answers when its save answers, also with the machine loaded: the CMS's
 * document-service hook waits until the site has expired the cached reads the change touches (on every site
 * instance), however long that takes under load; only the pages' regeneration may go on after the answer.
 *
 * 1. Through the harness's site, with both cores kept busy by another process: 20 rates saved by
 *    `PUT /api/update/exchange-rates/<id>`, each followed at once by `GET /api/get_exchange_rates`: all 20 fresh.
 * 2. Two site instances sharing Redis (needs redis-server), the machine loaded the same way: the CMS's notice reaches
 *    one of them (as the CMS's REVALIDATE_URL would) and the other's cached read is fresh when that notice answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ExchangeRate } from '@bank/shared';
import { expect, test } from './fixtures';
import { freePort, redisAnswers, startService, stopService, waitFor, type Service } from './support/processes';
import { startSiteInstance, type SiteInstance } from './support/site-instance';

const WRITES = 20;

/**
 * Keeps both cores busy until the answer is called: processes spinning for ever, each in a session of its own, as the
 * site and the CMS are (support/processes.ts), so the kernel shares the cores between them and these (it shares them
 * between sessions first, then between a session's processes), as with a backup or a build beside the site.
 */
function loadTheCores(perCore = 2): () => void {
  const spinners: ChildProcess[] = Array.from({ length: perCore * os.availableParallelism() }, () =>
    spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore', detached: true }),
  );
  return () => spinners.forEach((spinner) => spinner.kill('SIGKILL'));
}

async function publicRate(url: string, id: string): Promise<ExchangeRate | undefined> {
  const response = await fetch(`${url}/api/get_exchange_rates`);
  expect(response.status).toBe(200);
  return ((await response.json()) as ExchangeRate[]).find((rate) => rate.id === id);
}

/** A buy rate no earlier write used, with two decimals as staff type them. */
const newBuy = (i: number) => Math.round((80 + i + Math.random() * 0.9) * 100) / 100;

test.describe('a staff change is on the public answers when its save answers', () => {
  test('20 rates saved through the site with both cores busy: each next read shows the new rate', async ({ env, cmsApi }) => {
    test.setTimeout(180_000);
    const rates = await cmsApi.get<ExchangeRate[]>('/api/get_exchange_rates');
    const rate = rates.find((entry) => entry.currency === 'GBP') ?? rates[0];
    const token = await cmsApi.staffToken('admin');
    // The cached read holds the current rate before the first write, as on a live site.
    expect((await publicRate(env.baseUrl, rate.id))?.buy).toBe(rate.buy);

    const stale: string[] = [];
    const unload = loadTheCores();
    try {
      for (let i = 0; i < WRITES; i += 1) {
        const buy = newBuy(i);
        const saved = await fetch(`${env.baseUrl}/api/update/exchange-rates/${rate.id}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ buy }),
        });
        expect(saved.status, await saved.clone().text()).toBe(200);
        const shown = (await publicRate(env.baseUrl, rate.id))?.buy;
        if (shown !== buy) stale.push(`write ${i + 1}: saved ${buy}, the next read showed ${shown}`);
      }
    } finally {
      unload();
      await cmsApi.send('PUT', `/api/update/exchange-rates/${rate.id}`, { buy: rate.buy });
    }
    expect(stale, `${stale.length} of ${WRITES} reads right after a save were stale`).toEqual([]);
  });

  test('two site instances on Redis: when the notice to one answers, the other one reads fresh too', async ({ env, cmsApi }) => {
    test.setTimeout(300_000);
    const redisServer = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) => fs.existsSync(file));
    test.skip(!redisServer, 'needs redis-server (apt-get install redis-server)');
    const redisPort = await freePort();
    const logsDir = path.join(env.tmpDir, 'logs');
    let redis: Service | undefined;
    const sites: SiteInstance[] = [];
    const rates = await cmsApi.get<ExchangeRate[]>('/api/get_exchange_rates');
    const rate = rates.find((entry) => entry.currency === 'EUR') ?? rates[1] ?? rates[0];
    let unload = () => {};
    try {
      redis = startService(
        'redis (fresh)',
        redisServer as string,
        ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          cwd: env.tmpDir,
          env: { PATH: process.env.PATH, NODE_ENV: 'production' },
          logFile: path.join(logsDir, 'fresh-redis.log'),
        },
      );
      await waitFor('redis', () => redisAnswers(redisPort), { timeoutMs: 10_000, service: redis });
      const shared = { REDIS_URL: `redis://127.0.0.1:${redisPort}`, REDIS_PREFIX: 'bank-e2e-fresh:' };
      for (let i = 0; i < 2; i += 1) sites.push(await startSiteInstance(env, { env: shared }));
      const [told, other] = sites;
      expect((await publicRate(other.url, rate.id))?.buy).toBe(rate.buy);

      const stale: string[] = [];
      unload = loadTheCores();
      for (let i = 0; i < 10; i += 1) {
        const buy = newBuy(i);
        // Saved in the CMS directly: the harness's CMS tells the harness's site; the test tells `told`, as the CMS
        // would if its REVALIDATE_URL named it.
        await cmsApi.send('PUT', `/api/update/exchange-rates/${rate.id}`, { buy });
        const notice = await fetch(`${told.url}/api/revalidate`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/x-ndjson',
            'x-revalidate-secret': env.revalidateSecret,
          },
          body: JSON.stringify({ model: 'exchange-rate', documentId: rate.id }),
        });
        expect(notice.status).toBe(200);
        // The CMS answers the save at the first line (the reads are fresh everywhere); the rest is the pages.
        const reader = (notice.body as ReadableStream<Uint8Array>).getReader();
        let text = '';
        while (!text.includes('\n')) {
          const { done, value } = await reader.read();
          if (done) break;
          text += new TextDecoder().decode(value);
        }
        const first = JSON.parse(text.split('\n')[0]) as { phase?: string; instances?: { expected: number; reached: number } };
        expect(first).toMatchObject({ phase: 'invalidated', instances: { expected: 2, reached: 2 } });
        const shown = (await publicRate(other.url, rate.id))?.buy;
        if (shown !== buy) stale.push(`change ${i + 1}: saved ${buy}, the other instance then showed ${shown}`);
        // The regeneration finishes before the next change, so every change is timed alike.
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read());
      }
      expect(stale, `${stale.length} of 10 reads on the other instance were stale`).toEqual([]);
    } finally {
      unload();
      await cmsApi.send('PUT', `/api/update/exchange-rates/${rate.id}`, { buy: rate.buy });
      await Promise.all(sites.map((site) => site.stop()));
      if (redis) await stopService(redis);
    }
  });
});
