/**
 * Several instances behave as one: two CMS instances on one PostgreSQL database
 * and two site instances sharing Redis, behind nginx. A rate edited through one CMS instance is on the pages of both
 * sites within 2 s (the CMS's document-service hook reaches one site through nginx; it tells the other over Redis),
 * and failed logins spread over both CMS instances are throttled as one (the throttle's counters live in Redis), and
 * a bulk SMS job stored through one CMS instance is sent by the two instances' workers with each number sent exactly
 * once.
 *
 * Needs PostgreSQL and Redis: runs when E2E_DATABASE_URL and E2E_REDIS_URL are set (.ci/run sets them), and nginx.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { excelWorkbook } from '@bank/test-support';
import { cmsEnv } from './support/cms-service';
import { freePort, startService, stopService, waitFor, type Service } from './support/processes';
import { nginxInstalled, startNginx, startSiteInstance, type NginxFront, type SiteInstance } from './support/site-instance';

const databaseUrl = process.env.E2E_DATABASE_URL;
const redisUrl = process.env.E2E_REDIS_URL;
test.skip(!databaseUrl || !redisUrl || !nginxInstalled(), 'set E2E_DATABASE_URL and E2E_REDIS_URL (and install nginx) to run it');

const CMS_DIR = path.resolve(__dirname, '..', '..', 'cms');

/** node-postgres and ioredis from the workspaces that depend on them. */
function cmsModule<T>(name: string): T {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- resolved from cms/ at run time: no static import can say that
  return require(require.resolve(name, { paths: [CMS_DIR] })) as T;
}

type PgClient = { connect(): Promise<void>; query(sql: string): Promise<unknown>; end(): Promise<void> };
type RedisClient = {
  scan(cursor: string, ...args: string[]): Promise<[string, string[]]>;
  del(...keys: string[]): Promise<number>;
  quit(): Promise<unknown>;
};

async function inDatabase(sql: string) {
  const { Client } = cmsModule<{ Client: new (options: { connectionString: string }) => PgClient }>('pg');
  const client = new Client({ connectionString: databaseUrl as string });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function forgetRedisKeys(prefix: string) {
  const Redis = cmsModule<new (url: string) => RedisClient>('ioredis');
  const redis = new Redis(redisUrl as string);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', '500');
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  await redis.quit();
}

test('two CMS and two site instances behind nginx behave as one', async ({ env, inboxes }) => {
  test.setTimeout(420_000);
  const id = randomBytes(4).toString('hex');
  const schema = `e2e_two_instances_${id}`;
  const redisPrefix = `bank-e2e-${id}:`;
  const logsDir = path.join(env.tmpDir, 'logs');
  const tmpDir = fs.mkdtempSync(path.join(env.tmpDir, 'two-instances-'));
  fs.mkdirSync(path.join(tmpDir, 'public', 'uploads'), { recursive: true });
  await inDatabase(`CREATE SCHEMA "${schema}"`);

  const [nginxPort, ...cmsPorts] = await Promise.all([freePort(), freePort(), freePort()]);
  const revalidateSecret = randomBytes(24).toString('hex');
  // One set of secrets for both CMS instances (a token of one is good on the other); uploads on one shared folder.
  // SMS go to this run's fake Africa's Talking (the bulk job below); e-mail nowhere.
  const shared = cmsEnv({
    tmpDir,
    cmsPort: 0,
    webPort: nginxPort,
    fake: { httpUrl: env.fakeUrl, smtpPort: 9 },
    revalidateSecret,
  });
  const cmsServices: Service[] = [];
  const sites: SiteInstance[] = [];
  let front: NginxFront | undefined;
  try {
    for (const [i, port] of cmsPorts.entries()) {
      const service = startService(
        `CMS ${i + 1}`,
        process.execPath,
        [path.join(__dirname, 'support', 'start-cms.cjs'), CMS_DIR],
        {
          cwd: CMS_DIR,
          env: {
            ...shared,
            CMS_PORT: String(port),
            DATABASE_CLIENT: 'postgres',
            DATABASE_URL: databaseUrl,
            DATABASE_SCHEMA: schema,
            DATABASE_FILENAME: '',
            REDIS_URL: redisUrl,
            REDIS_PREFIX: redisPrefix,
            // Through nginx, which hands the CMS's revalidation notice to either site.
            REVALIDATE_URL: `http://127.0.0.1:${nginxPort}/api/revalidate`,
            LOGIN_MAX_FAILURES_PER_USERNAME: '10',
            LOGIN_MAX_FAILURES_PER_IP: '30',
            // Both workers look for jobs often, so both contend for the one below.
            BULK_POLL_MS: '100',
          },
          logFile: path.join(logsDir, `two-instances-cms-${i + 1}.log`),
        },
      );
      cmsServices.push(service);
      // One at a time: the first creates the tables and seeds; the second finds them.
      await waitFor(
        `CMS ${i + 1}`,
        () =>
          fetch(`http://127.0.0.1:${port}/_health`).then(
            (r) => r.status === 204,
            () => false,
          ),
        {
          timeoutMs: 240_000,
          service,
          intervalMs: 500,
        },
      );
    }
    for (const port of cmsPorts) {
      sites.push(
        await startSiteInstance(env, {
          cmsUrl: `http://127.0.0.1:${port}`,
          revalidateSecret,
          trustedProxies: '127.0.0.1',
          env: { REDIS_URL: redisUrl as string, REDIS_PREFIX: redisPrefix },
        }),
      );
    }
    front = await startNginx({
      sites: sites.map((site) => `127.0.0.1:${site.port}`),
      cmss: cmsPorts.map((port) => `127.0.0.1:${port}`),
      logsDir,
      port: nginxPort,
    });

    // A rate edited through the second CMS instance.
    const cms2 = `http://127.0.0.1:${cmsPorts[1]}`;
    const login = await fetch(`${cms2}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: env.adminUser, password: env.adminPassword }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const rates = (await (await fetch(`${cms2}/api/get_exchange_rates`)).json()) as { id: string; currency: string }[];
    const newBuy = (60 + Math.floor(Math.random() * 3000) / 100).toFixed(2);
    const changed = await fetch(`${cms2}/api/update/exchange-rates/${rates[0].id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ buy: Number(newBuy) }),
    });
    expect(changed.status).toBe(200);
    const changedAt = Date.now();
    for (const url of [...sites.map((site) => site.url), front.url]) {
      await expect(async () => {
        const html = await (await fetch(`${url}/services/exchange-rates`)).text();
        expect(html).toContain(newBuy);
      }).toPass({ timeout: 5_000, intervals: [100] });
      expect(Date.now() - changedAt, `${url} shows the new rate`).toBeLessThan(2_000);
    }

    // Eleven failed logins, alternating between the two CMS instances: the eleventh is refused as throttled.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await fetch(`http://127.0.0.1:${cmsPorts[attempt % 2]}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: env.adminUser, password: 'not-the-password' }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401 || status === 200)).toBe(true);
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);

    // One bulk SMS job, stored through the first CMS instance; both instances' workers run against the same tables.
    await inboxes.reset();
    const numbers = Array.from({ length: 600 }, (_, i) => `+220${7100000 + i}`);
    const form = new FormData();
    form.append('message', `Two instances ${id}`);
    form.append(
      'file',
      new Blob([new Uint8Array(excelWorkbook([['Phone'], ...numbers.map((n) => [n])], 'xlsx'))]),
      'customers.xlsx',
    );
    const queued = await fetch(`http://127.0.0.1:${cmsPorts[0]}/api/send_bulk_sms`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(queued.status).toBe(202);
    const { job } = (await queued.json()) as { job: { id: string } };
    await expect(async () => {
      const progress = await fetch(`${cms2}/api/bulk-jobs/${job.id}`, { headers: { authorization: `Bearer ${token}` } });
      expect(await progress.json()).toMatchObject({ state: 'finished', sent: 600, failed: 0, unknown: 0 });
    }).toPass({ timeout: 60_000, intervals: [250] });
    const received = (await inboxes.read()).sms.flatMap((request) => request.to);
    expect(received).toHaveLength(600);
    expect(new Set(received)).toEqual(new Set(numbers));
  } finally {
    await front?.stop();
    await Promise.all(sites.map((site) => site.stop()));
    await Promise.all(cmsServices.map((service) => stopService(service)));
    await inDatabase(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
    await forgetRedisKeys(redisPrefix).catch(() => undefined);
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }
});
