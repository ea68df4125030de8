import { excelWorkbook, phoneSheet } from '@bank/test-support';
import { PANEL_EDITOR, cmsBulkRuntime, type TestCms } from '../support/cms';
import type { BulkJob } from '@bank/shared';
import { BulkFakes, finishedJob, jobRecipients } from '../support/bulk-fakes';
import { claimJob, enqueueJob, JOB_UID } from '../../src/bulk/jobs';

/**
 * Bulk sending as a durable job (issue "Bulk sending a bank can trust"): the POST stores the job and answers at once,
 * the CMS's worker sends in the background, each recipient exactly once, across restarts and repeats, within limits.
 */

const fakes = new BulkFakes({ smtp: true });
const { sms, smtp } = fakes;
let cms: TestCms;
let admin: string;

const LEASE_SECONDS = 2;

beforeAll(async () => {
  cms = await fakes.startCms({
    AT_TIMEOUT_MS: '10000',
    EMAIL_CONCURRENCY: '5',
    BULK_MAX_RECIPIENTS: '10000',
    BULK_DAILY_LIMIT: '100000',
    BULK_POLL_MS: '100',
    BULK_LEASE_SECONDS: String(LEASE_SECONDS),
  });
  admin = await cms.login();
});
afterAll(() => fakes.stop(cms));
beforeEach(() => fakes.reset());

type BulkPath = '/api/send_bulk_sms' | '/api/send_bulk_email';

const post = (path: BulkPath, sheet: Buffer, message: string, headers: Record<string, string> = {}) =>
  cms
    .api()
    .post(path)
    .set({ Authorization: `Bearer ${admin}`, ...headers })
    .field('message', message)
    .attach('file', sheet, 'customers.xlsx');

/** Distinct Gambian mobile numbers, +2207000000 upwards. */
const phones = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `+220${7000000 + from + i}`);

/** How many times each value occurs more than once. */
const repeats = (values: string[]) => {
  const seen = new Map<string, number>();
  for (const value of values) seen.set(value, (seen.get(value) ?? 0) + 1);
  return [...seen].filter(([, times]) => times > 1);
};

const jobs = () => cms.strapi.db.query(JOB_UID).count({});

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a job, not a request', () => {
  it('sends 10,000 SMS from a real .xlsx, each number exactly once, in batches of at most 100', async () => {
    const numbers = phones(10_000);
    const response = await post('/api/send_bulk_sms', phoneSheet(numbers), 'Ten thousand').expect(202);
    expect(response.body).toMatchObject({ message: 'Sending to 10,000 recipients.', job: { total: 10_000, state: 'queued' } });

    const job = await finishedJob(cms, admin, response.body.job.id, 120_000);
    expect(job).toMatchObject({ total: 10_000, sent: 10_000, failed: 0, unknown: 0, pending: 0 });
    expect(job.summary).toBe('Sent 10,000 SMS; 0 failed, 0 unknown, 0 invalid, 0 duplicates skipped.');
    expect(sms.numbers).toHaveLength(10_000);
    expect(repeats(sms.numbers)).toEqual([]);
    expect(new Set(sms.numbers)).toEqual(new Set(numbers));
    expect(Math.max(...sms.requests.map((request) => request.to.length))).toBe(100);
  });

  it('sends 1,000 e-mails, each address exactly once', async () => {
    const addresses = Array.from({ length: 1000 }, (_, i) => `customer${i}@example.gm`);
    const sheet = excelWorkbook([['E-mail'], ...addresses.map((address) => [address])], 'xlsx');
    const response = await post('/api/send_bulk_email', sheet, 'A thousand letters').expect(202);
    expect(response.body.message).toBe('Sending to 1,000 recipients.');

    const job = await finishedJob(cms, admin, response.body.job.id, 120_000);
    expect(job).toMatchObject({ total: 1000, sent: 1000, failed: 0, unknown: 0 });
    const mailed = smtp.mails.flatMap((mail) => mail.envelopeTo);
    expect(mailed).toHaveLength(1000);
    expect(repeats(mailed)).toEqual([]);
    expect(new Set(mailed)).toEqual(new Set(addresses));
  });

  it('answers the job’s progress only to an admin', async () => {
    const response = await post('/api/send_bulk_sms', phoneSheet(phones(2, 20_000)), 'Progress').expect(202);
    await cms.api().get(`/api/bulk-jobs/${response.body.job.id}`).expect(401);
    await cms
      .api()
      .get('/api/bulk-jobs/no-such-job')
      .set('Authorization', `Bearer ${admin}`)
      .expect(404, { message: 'No such bulk send' });
    await finishedJob(cms, admin, response.body.job.id);
  });
});

describe('durable: a restart in the middle of a job', () => {
  it('resumes the job by itself; every number is sent once or marked unknown, never twice', async () => {
    const numbers = phones(1000, 30_000);
    sms.delayMs = 400;
    const response = await post('/api/send_bulk_sms', phoneSheet(numbers), 'Interrupted').expect(202);
    const id: string = response.body.job.id;

    // Stop the CMS while the provider holds a batch (the third): its answer never reaches the database.
    await until(() => sms.requests.length >= 3, 20_000);
    await cms.restart();
    admin = await cms.login();
    sms.delayMs = 0;

    const job = await finishedJob(cms, admin, id, 60_000);
    const recipients = await jobRecipients(cms, id);
    expect(repeats(sms.numbers)).toEqual([]);
    expect(recipients.filter((row) => row.state === 'failed' || row.state === 'pending' || row.state === 'sending')).toEqual([]);
    // The batch that was with the provider when the CMS stopped: unknown, with the reason, and not sent again.
    const unknown = recipients.filter((row) => row.state === 'unknown');
    expect(unknown.length).toBeGreaterThan(0);
    expect(unknown.length).toBeLessThanOrEqual(100);
    expect(unknown.every((row) => /Interrupted/.test(row.reason ?? ''))).toBe(true);
    expect(job).toMatchObject({ total: 1000, sent: 1000 - unknown.length, unknown: unknown.length, failed: 0 });
    // Everything else went out exactly once.
    const sentNumbers = recipients.filter((row) => row.state === 'sent').map((row) => row.recipient);
    expect(new Set(sms.numbers)).toEqual(new Set([...sentNumbers, ...unknown.map((row) => row.recipient)]));
  });
});

describe('atomic: two workers', () => {
  it('lets exactly one of two instances claim a job', async () => {
    const enqueued = await enqueueJob(cms.strapi, {
      channel: 'sms',
      message: 'Claimed once',
      sentBy: 'admin',
      recipients: [],
      invalid: 0,
      duplicates: 0,
      fingerprint: 'claim-test',
      idempotencyKey: null,
      partsPerMessage: 1,
      dailyLimit: 100_000,
    });
    if (enqueued.kind !== 'created') throw new Error(`not created: ${enqueued.kind}`);
    const { job } = enqueued;
    // The CMS's own worker would race the two contenders for the row (and may have taken it already): stop it, free
    // the job, let the two contend, then start the worker again.
    const runtime = cmsBulkRuntime();
    await runtime.stopBulkSending();
    try {
      await cms.strapi.db
        .query(JOB_UID)
        .update({ where: { id: job.id }, data: { state: 'queued', lease_owner: null, lease_until: null } });
      const contenders = ['instance-a', 'instance-b'].map((owner) => ({ strapi: cms.strapi, owner, leaseMs: 60_000 }));
      const claims = await Promise.all(contenders.map((context) => claimJob(context)));
      const winners = claims.flatMap((claimed, index) => (claimed?.id === job.id ? [contenders[index].owner] : []));
      expect(winners).toHaveLength(1);
      const row = await cms.strapi.db.query(JOB_UID).findOne({ where: { id: job.id } });
      expect(row).toMatchObject({ state: 'sending', lease_owner: winners[0] });
    } finally {
      runtime.startBulkSending(cms.strapi);
    }
    // Let the worker close it once the claim lapses.
    await cms.strapi.db.query(JOB_UID).update({ where: { id: job.id }, data: { lease_until: 0 } });
    await finishedJob(cms, admin, job.documentId);
  });
});

describe('idempotent', () => {
  it('the same file, message and send type again answers the first job and sends nothing more', async () => {
    const sheet = phoneSheet(phones(3, 40_000));
    const first = await post('/api/send_bulk_sms', sheet, 'Only once').expect(202);
    await finishedJob(cms, admin, first.body.job.id);
    const again = await post('/api/send_bulk_sms', sheet, 'Only once').expect(200);
    expect(again.body).toEqual({
      message: expect.stringMatching(
        /^This send was already received at \d\d:\d\d \(same sheet, message and send type\); it is not sent again\.$/,
      ),
      job: expect.objectContaining({ id: first.body.job.id, state: 'finished', sent: 3 }),
    });
    expect(sms.numbers).toHaveLength(3);
  });

  it('two identical POSTs at the same moment make one job', async () => {
    const sheet = phoneSheet(phones(50, 50_000));
    const before = await jobs();
    const answers = await Promise.all([
      post('/api/send_bulk_sms', sheet, 'Double click'),
      post('/api/send_bulk_sms', sheet, 'Double click'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 202]);
    expect(answers[0].body.job.id).toBe(answers[1].body.job.id);
    expect(await jobs()).toBe(before + 1);
    await finishedJob(cms, admin, answers[0].body.job.id);
    expect(sms.numbers).toHaveLength(50);
    expect(repeats(sms.numbers)).toEqual([]);
  });

  it('a retry with the same Idempotency-Key and content answers the first job', async () => {
    const first = await post('/api/send_bulk_sms', phoneSheet(phones(2, 60_000)), 'Keyed', {
      'Idempotency-Key': 'send-42',
    }).expect(202);
    await finishedJob(cms, admin, first.body.job.id);
    const retry = await post('/api/send_bulk_sms', phoneSheet(phones(2, 60_000)), 'Keyed', {
      'Idempotency-Key': 'send-42',
    }).expect(200);
    expect(retry.body.job.id).toBe(first.body.job.id);
    expect(sms.numbers).toHaveLength(2);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const response = await post('/api/send_bulk_sms', phoneSheet(phones(1, 70_000)), 'Bad key', {
      'Idempotency-Key': 'x'.repeat(201),
    }).expect(400);
    expect(response.body).toEqual({ error: 'The Idempotency-Key header must be 1 to 200 printable characters' });
  });
});

describe('limits, in words an officer understands', () => {
  const limits = () =>
    cms.strapi.config.get<{ maxRecipients: number; smsCountries: string[]; dailyLimit: number }>('bank.bulkLimits');
  let saved: ReturnType<typeof limits>;
  let before: number;
  beforeEach(async () => {
    saved = { ...limits() };
    before = await jobs();
  });
  afterEach(async () => {
    cms.strapi.config.set('bank.bulkLimits', saved);
    // A refusal stores nothing and sends nothing.
    expect(await jobs()).toBe(before);
    expect(sms.requests).toHaveLength(0);
    expect(smtp.mails).toHaveLength(0);
  });

  it('BULK_MAX_RECIPIENTS: one send reaches at most that many', async () => {
    cms.strapi.config.set('bank.bulkLimits', { ...saved, maxRecipients: 5 });
    const response = await post('/api/send_bulk_sms', phoneSheet(phones(6, 80_000)), 'Too many').expect(400);
    expect(response.body).toEqual({
      error: 'The sheet has 6 recipients; one send may reach at most 5. Please split the list into smaller sheets.',
    });
  });

  it('SMS go only to Gambian numbers unless BULK_SMS_COUNTRIES lists more: a sheet of numbers abroad alone is refused', async () => {
    // A sheet with Gambian numbers too skips the others and is sent (bulk-send.test.ts); here nobody is left.
    const sheet = phoneSheet(['+221771234567', '+447911123456', '+221771234567']);
    const refused = await post('/api/send_bulk_sms', sheet, 'Abroad').expect(400);
    expect(refused.body).toEqual({
      error:
        'The sheet has 2 numbers outside The Gambia (+220) (the first is +221771234567). SMS are only sent to those countries: remove the other numbers and send again.',
    });
  });

  it('BULK_DAILY_LIMIT: messages per day per send type', async () => {
    cms.strapi.config.set('bank.bulkLimits', { ...saved, dailyLimit: 1 });
    const response = await post(
      '/api/send_bulk_email',
      excelWorkbook([['E-mail'], ['a@example.gm'], ['b@example.gm']], 'xlsx'),
      'Daily',
    ).expect(429);
    expect(response.body.error).toMatch(
      /^Today's limit of 1 e-mail would be passed: \d[\d,]* already sent or queued today, and this sheet has 2 recipients \(\d[\d,]* left today\)\. Please send the rest tomorrow\.$/,
    );
  });
});

describe('SMS to another allowed country', () => {
  it('sends when BULK_SMS_COUNTRIES includes it', async () => {
    const saved = cms.strapi.config.get<object>('bank.bulkLimits');
    cms.strapi.config.set('bank.bulkLimits', { ...saved, smsCountries: ['GM', 'SN'] });
    try {
      const sheet = phoneSheet(['+2207012399', '+447911123456', '+221771234567']);
      const response = await post('/api/send_bulk_sms', sheet, 'Senegal too').expect(202);
      // The United Kingdom is still not listed: its number is skipped.
      expect(response.body.message).toBe('Sending to 2 recipients. Skipped: 1 number abroad.');
      const job: BulkJob = await finishedJob(cms, admin, response.body.job.id);
      expect(job).toMatchObject({ total: 2, sent: 2, failed: 0 });
      expect(sms.numbers).toEqual(['+2207012399', '+221771234567']);
    } finally {
      cms.strapi.config.set('bank.bulkLimits', saved);
    }
  });
});

describe('visible in Strapi’s panel, read-only for editors', () => {
  it('an Editor lists the jobs and each recipient’s state but cannot change or delete them', async () => {
    const login = await cms.api().post('/admin/login').send(PANEL_EDITOR).expect(200);
    const panel = { Authorization: `Bearer ${login.body.data.token}` };
    const list = await cms.api().get('/content-manager/collection-types/api::bulk-send.bulk-send').set(panel).expect(200);
    expect(list.body.results.length).toBeGreaterThan(0);
    expect(list.body.results[0]).toMatchObject({ channel: expect.any(String), sent_by: 'admin', message: expect.any(String) });
    const documentId: string = list.body.results[0].documentId;
    const recipients = await cms
      .api()
      .get('/content-manager/collection-types/api::bulk-recipient.bulk-recipient')
      .set(panel)
      .expect(200);
    expect(recipients.body.results[0]).toMatchObject({ state: expect.any(String) });

    await cms
      .api()
      .put(`/content-manager/collection-types/api::bulk-send.bulk-send/${documentId}`)
      .set(panel)
      .send({ message: 'changed' })
      .expect(403);
    await cms.api().delete(`/content-manager/collection-types/api::bulk-send.bulk-send/${documentId}`).set(panel).expect(403);
    await cms
      .api()
      .post('/content-manager/collection-types/api::bulk-send.bulk-send')
      .set(panel)
      .send({ channel: 'sms', sent_by: 'x', message: 'y' })
      .expect(403);
  });
});
