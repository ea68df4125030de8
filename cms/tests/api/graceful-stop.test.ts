import http from 'http';
import net from 'net';
import type { AddressInfo } from 'net';
import { phoneSheet } from '@bank/test-support';
import { cmsBulkRuntime, freePort, type TestCms } from '../support/cms';
import { BulkFakes, finishedJob, jobRecipients } from '../support/bulk-fakes';
import { JOB_UID } from '../../src/bulk/jobs';

/**
 * Deploys without a dropped request: on SIGTERM the CMS lets its in-flight requests finish, and its bulk
 * worker finishes (or gives back) its batch and releases its job, so another instance takes it over at once rather
 * than after the lease runs out.
 */

const fakes = new BulkFakes({ smtp: false });
const { sms } = fakes;
let cms: TestCms;
let admin: string;
/** The front port (CMS_FRONT_PORT), open while the CMS is ready: closed first on SIGTERM. */
let frontPort: number;

beforeAll(async () => {
  // The front port is taken once the fake listens (the OS could otherwise give the fake the same port).
  cms = await fakes.startCms(async () => {
    frontPort = await freePort();
    return {
      CMS_FRONT_PORT: String(frontPort),
      AT_TIMEOUT_MS: '10000',
      BULK_MAX_RECIPIENTS: '5000',
      BULK_DAILY_LIMIT: '100000',
      BULK_POLL_MS: '100',
      // Long: a job taken over within seconds was released, not left to run out.
      BULK_LEASE_SECONDS: '120',
    };
  });
  admin = await cms.login();
});
afterAll(() => fakes.stop(cms));
beforeEach(() => fakes.reset());

const phones = (count: number, from: number) => Array.from({ length: count }, (_, i) => `+220${7000000 + from + i}`);
const repeats = (values: string[]) => values.filter((value, i) => values.indexOf(value) !== i);

async function until(condition: () => boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function postSms(numbers: string[], message: string): Promise<string> {
  const response = await cms
    .api()
    .post('/api/send_bulk_sms')
    .set('Authorization', `Bearer ${admin}`)
    .field('message', message)
    .attach('file', phoneSheet(numbers), 'customers.xlsx')
    .expect(202);
  return response.body.job.id as string;
}

const jobRow = async (id: string) =>
  (await cms.strapi.db.query(JOB_UID).findOne({ where: { documentId: id } })) as {
    state: string;
    lease_owner: string | null;
    lease_until: number | string | null;
  };

const states = async (id: string) => {
  const tally: Record<string, number> = {};
  for (const row of await jobRecipients(cms, id)) tally[row.state] = (tally[row.state] ?? 0) + 1;
  return tally;
};

describe('the bulk worker on a graceful stop', () => {
  it('finishes the batch the provider holds, gives the job back, and another worker takes it over at once', async () => {
    const numbers = phones(350, 100);
    sms.delayMs = 800;
    const id = await postSms(numbers, 'Drained');
    await until(() => sms.requests.length === 1, 20_000);

    const runtime = cmsBulkRuntime();
    await runtime.drainBulkSending(10_000);
    // The batch with the provider was answered and written; nothing else was taken.
    expect(sms.requests).toHaveLength(1);
    expect(await states(id)).toEqual({ sent: 100, pending: 250 });
    expect(await jobRow(id)).toMatchObject({ state: 'sending', lease_owner: null, lease_until: null });

    // Another instance (a new worker here) claims it at its next poll, not after the 120 s lease.
    sms.delayMs = 0;
    const resumed = Date.now();
    runtime.startBulkSending(cms.strapi);
    const job = await finishedJob(cms, admin, id, 20_000);
    expect(Date.now() - resumed).toBeLessThan(10_000);
    expect(job).toMatchObject({ total: 350, sent: 350, unknown: 0, failed: 0 });
    expect(repeats(sms.numbers)).toEqual([]);
    expect(new Set(sms.numbers)).toEqual(new Set(numbers));
  });

  it('past the limit, leaves the batch with the provider to be marked unknown, and still gives the job back', async () => {
    const numbers = phones(250, 1000);
    sms.delayMs = 4000;
    const id = await postSms(numbers, 'Drained past the limit');
    await until(() => sms.requests.length === 1, 20_000);

    const runtime = cmsBulkRuntime();
    const started = Date.now();
    await runtime.drainBulkSending(500);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await jobRow(id)).toMatchObject({ state: 'sending', lease_owner: null, lease_until: null });
    expect(await states(id)).toEqual({ sending: 100, pending: 150 });

    sms.delayMs = 0;
    runtime.startBulkSending(cms.strapi);
    const job = await finishedJob(cms, admin, id, 20_000);
    // May have been delivered: unknown, never sent twice.
    expect(job).toMatchObject({ total: 250, sent: 150, unknown: 100, failed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(repeats(sms.numbers)).toEqual([]);
  });
});

describe('SIGTERM', () => {
  it('answers the requests in flight, refuses new connections (the front port too), then stops Strapi and exits 0', async () => {
    const server = cms.strapi.server.httpServer as http.Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const health = (target: number) =>
      new Promise<http.IncomingMessage>((resolve, reject) =>
        http
          .get({ host: '127.0.0.1', port: target, path: '/_health', agent: false }, (answer) => {
            answer.resume();
            resolve(answer);
          })
          .on('error', reject),
      );
    // Ready: the front port opens within a second or two of the listen.
    let front: http.IncomingMessage | undefined;
    for (let i = 0; i < 50 && !front; i += 1) {
      front = await health(frontPort).catch(() => undefined);
      if (!front) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(front?.statusCode).toBe(204);

    // Strapi's own handler (which cuts open connections at once) is gone: only the graceful one is left.
    expect(process.listeners('SIGTERM')).toHaveLength(1);
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);

    // Two requests in flight: their bodies are still arriving when the signal comes.
    const body = JSON.stringify({ username: 'admin', password: 'wrong-password-1' });
    const slow = [0, 1].map(() => {
      const socket = net.connect(port, '127.0.0.1');
      socket.write(
        `POST /api/admin/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
      );
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
      return { socket, closed };
    });
    await new Promise((resolve) => setTimeout(resolve, 300));

    const stopped = Date.now();
    process.emit('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(health(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await expect(health(frontPort)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(exit).not.toHaveBeenCalled();

    for (const { socket } of slow) socket.write(body.slice(10));
    const answers = await Promise.all(slow.map(({ closed }) => closed));
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 401 /);
      expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    }
    await until(() => exit.mock.calls.length > 0, 10_000);
    expect(exit).toHaveBeenCalledWith(0);
    expect(Date.now() - stopped).toBeLessThan(8000);
    exit.mockRestore();
    // Stopped for good: afterAll's stop only has the database's files (or schema) to remove.
    cms.strapi.destroy = async () => undefined;
  });
});
