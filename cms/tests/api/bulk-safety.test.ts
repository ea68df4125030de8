import { phoneSheet } from '@bank/test-support';
import { bearer, cmsBulkRuntime, PANEL_EDITOR, type TestCms } from '../support/cms';
import { BulkFakes, finishedJob, jobRecipients } from '../support/bulk-fakes';
import {
  claimJob,
  enqueueJob,
  handOver,
  JOB_UID,
  NOT_STORED_SUMMARY,
  QUOTA_UID,
  RECIPIENT_UID,
  takeBatch,
  type JobRow,
  type NewJob,
} from '../../src/bulk/jobs';
import { sendSms } from '../../src/bulk/sms';

/**
 * Bulk limits that cannot be raced or read around, idempotency
 * keys scoped to a staff member and a content, batches claimed with a token, and bulk records the panel cannot write.
 */

const fakes = new BulkFakes({ smtp: false });
const { sms } = fakes;
let cms: TestCms;
let admin: string;

beforeAll(async () => {
  cms = await fakes.startCms({
    AT_TIMEOUT_MS: '10000',
    BULK_MAX_RECIPIENTS: '5000',
    BULK_DAILY_LIMIT: '20000',
    BULK_POLL_MS: '100',
    BULK_LEASE_SECONDS: '2',
  });
  admin = await cms.login();
});
afterAll(() => fakes.stop(cms));
beforeEach(async () => {
  fakes.reset();
  await setUsedToday(0);
});

const post = (sheet: Buffer, message: string, headers: Record<string, string> = {}) =>
  cms
    .api()
    .post('/api/send_bulk_sms')
    .set({ Authorization: `Bearer ${admin}`, ...headers })
    .field('message', message)
    .attach('file', sheet, 'customers.xlsx');

const phones = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `+220${7000000 + from + i}`);
const jobCount = () => cms.strapi.db.query(JOB_UID).count({});

/** Today's SMS counter, as if that many had been sent today. */
async function setUsedToday(used: number) {
  const day = new Date().toISOString().slice(0, 10);
  await cms.strapi.db.query(QUOTA_UID).deleteMany({ where: {} });
  await cms.strapi.db.query(QUOTA_UID).create({ data: { day, channel: 'sms', used } });
}

/** Runs `work` with the CMS's own worker stopped (the test plays the workers), then starts it again. */
async function withoutWorker<T>(work: () => Promise<T>): Promise<T> {
  const runtime = cmsBulkRuntime();
  await runtime.stopBulkSending();
  try {
    return await work();
  } finally {
    runtime.startBulkSending(cms.strapi);
  }
}

const newJob = (recipients: string[], message: string): NewJob => ({
  channel: 'sms',
  message,
  sentBy: 'admin',
  recipients,
  invalid: 0,
  duplicates: 0,
  fingerprint: `test-${message}`,
  idempotencyKey: null,
  partsPerMessage: 1,
  dailyLimit: 1_000_000,
});

async function enqueued(recipients: string[], message: string): Promise<JobRow> {
  const result = await enqueueJob(cms.strapi, newJob(recipients, message));
  if (result.kind !== 'created') throw new Error(`not created: ${result.kind}`);
  return result.job;
}

describe('the daily limit cannot be raced', () => {
  it('of 10 parallel sends of 5,000 numbers against 20,000 a day, exactly 4 are accepted', async () => {
    const sheet = phoneSheet(phones(5000));
    const answers = await withoutWorker(async () => {
      const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => post(sheet, `Race ${i}`)));
      // Nothing of it is sent: the accepted jobs are removed before the worker starts again.
      const accepted = replies.filter((reply) => reply.status === 202).map((reply) => reply.body.job.id as string);
      await cms.strapi.db.query(RECIPIENT_UID).deleteMany({ where: { job: { $in: accepted } } });
      await cms.strapi.db.query(JOB_UID).deleteMany({ where: { documentId: { $in: accepted } } });
      return replies;
    });
    expect(answers.filter((reply) => reply.status === 202)).toHaveLength(4);
    const refused = answers.filter((reply) => reply.status !== 202);
    expect(refused).toHaveLength(6);
    for (const reply of refused) {
      expect(reply.status).toBe(429);
      expect(reply.body).toEqual({
        error:
          "Today's limit of 20,000 SMS would be passed: 20,000 already sent or queued today, and this sheet has 5,000 recipients (0 left today). Please send the rest tomorrow.",
      });
    }
    expect(sms.requests).toHaveLength(0);
  });
});

describe('the limit counts SMS parts', () => {
  const long = 'A'.repeat(161);

  it('answers how many SMS each message takes, and sends the whole message', async () => {
    const response = await post(phoneSheet(phones(3, 100)), long).expect(202);
    expect(response.body).toMatchObject({
      message: 'Sending to 3 recipients. Each message is 2 SMS (6 SMS in all).',
      job: { total: 3, partsPerMessage: 2 },
    });
    await finishedJob(cms, admin, response.body.job.id);
    expect(sms.requests.map((request) => request.message)).toEqual([long]);
  });

  it('refuses a send whose parts pass today’s limit, though its recipients would not', async () => {
    await setUsedToday(19_995);
    const before = await jobCount();
    const response = await post(phoneSheet(phones(3, 200)), long).expect(429);
    expect(response.body).toEqual({
      error:
        "Today's limit of 20,000 SMS would be passed: 19,995 already sent or queued today, and this sheet has 3 recipients, 6 SMS at 2 parts a message (5 left today). Please send the rest tomorrow.",
    });
    expect(await jobCount()).toBe(before);
  });

  it('a single UCS-2 character makes a 71-character message two SMS', async () => {
    const response = await post(phoneSheet(phones(1, 300)), `${'a'.repeat(70)}ç`).expect(202);
    expect(response.body.job.partsPerMessage).toBe(2);
    await finishedJob(cms, admin, response.body.job.id);
  });
});

describe('the worker checks the country of each number again', () => {
  it('never sends abroad a row that reached the table by another path', async () => {
    const job = await withoutWorker(async () => {
      const stored = await enqueued(['+2207012388'], 'Home only');
      // Not through the POST, which refuses it: straight into the table.
      await cms.strapi.db
        .query(RECIPIENT_UID)
        .create({ data: { job: stored.documentId, recipient: '+221771234500', state: 'pending' } });
      await cms.strapi.db.query(JOB_UID).update({ where: { id: stored.id }, data: { total: 2 } });
      return stored;
    });
    const finished = await finishedJob(cms, admin, job.documentId);
    expect(sms.numbers).toEqual(['+2207012388']);
    expect(finished).toMatchObject({ total: 2, sent: 1, failed: 1, unknown: 0, pending: 0 });
    expect(await jobRecipients(cms, job.documentId)).toEqual([
      { recipient: '+2207012388', state: 'sent', provider_id: expect.any(String), reason: null },
      {
        recipient: '+221771234500',
        state: 'failed',
        provider_id: null,
        reason: 'Not sent: the number is outside The Gambia (+220), where SMS may go (BULK_SMS_COUNTRIES).',
      },
    ]);
  });
});

describe('Idempotency-Key: one staff member’s name for one content, for 24 hours', () => {
  it('the same key with another sheet or message is refused (422) and sends nothing', async () => {
    const first = await post(phoneSheet(phones(2, 400)), 'Keyed', { 'Idempotency-Key': 'key-422' }).expect(202);
    await finishedJob(cms, admin, first.body.job.id);
    sms.reset();
    const before = await jobCount();
    for (const [sheet, message] of [
      [phoneSheet(phones(2, 410)), 'Keyed'],
      [phoneSheet(phones(2, 400)), 'Keyed, edited'],
    ] as const) {
      const reused = await post(sheet, message, { 'Idempotency-Key': 'key-422' }).expect(422);
      expect(reused.body).toEqual({
        error: expect.stringMatching(
          /^This Idempotency-Key was already used at \d\d:\d\d for a different send \(another sheet or message\)\. Nothing was sent: use a new key for a new send\.$/,
        ),
      });
    }
    // The same content again is the same send.
    const retry = await post(phoneSheet(phones(2, 400)), 'Keyed', { 'Idempotency-Key': 'key-422' }).expect(200);
    expect(retry.body.job.id).toBe(first.body.job.id);
    expect(await jobCount()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sms.requests).toHaveLength(0);
  });

  it('is another staff member’s key no longer, and expires after 24 hours', async () => {
    const first = await post(phoneSheet(phones(1, 500)), 'Mine', { 'Idempotency-Key': 'key-scope' }).expect(202);
    await finishedJob(cms, admin, first.body.job.id);
    await cms.strapi.db.query(JOB_UID).update({ where: { documentId: first.body.job.id }, data: { sent_by: 'another-admin' } });
    const own = await post(phoneSheet(phones(1, 510)), 'Also mine', { 'Idempotency-Key': 'key-scope' }).expect(202);
    await finishedJob(cms, admin, own.body.job.id);

    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000);
    await cms.strapi.db.query(JOB_UID).update({ where: { documentId: own.body.job.id }, data: { createdAt: dayAgo } });
    const later = await post(phoneSheet(phones(1, 520)), 'A day later', { 'Idempotency-Key': 'key-scope' }).expect(202);
    await finishedJob(cms, admin, later.body.job.id);
    expect(sms.numbers).toEqual([...phones(1, 500), ...phones(1, 510), ...phones(1, 520)]);
  });
});

describe('a job left preparing by a CMS that stopped', () => {
  it('is sent when every recipient was stored, and closed as not sent otherwise, when the CMS starts', async () => {
    const longAgo = new Date(Date.now() - 10 * 60 * 1000);
    // The worker stays stopped until the restart: the CMS's start is what finds the jobs.
    await cmsBulkRuntime().stopBulkSending();
    const complete = await enqueued(phones(2, 600), 'Stored whole');
    const incomplete = await enqueued(phones(1, 610), 'Stored in part');
    await cms.strapi.db.query(JOB_UID).updateMany({
      where: { id: { $in: [complete.id, incomplete.id] } },
      data: { state: 'preparing', createdAt: longAgo },
    });
    await cms.strapi.db.query(JOB_UID).update({ where: { id: incomplete.id }, data: { total: 3 } });
    const [whole, partial] = [complete.documentId, incomplete.documentId];
    await cms.restart();
    admin = await cms.login();

    expect(await finishedJob(cms, admin, whole)).toMatchObject({ state: 'finished', total: 2, sent: 2 });
    expect(await finishedJob(cms, admin, partial)).toMatchObject({
      state: 'finished',
      total: 3,
      sent: 0,
      failed: 3,
      pending: 0,
      summary: NOT_STORED_SUMMARY,
    });
    expect(sms.numbers).toEqual(phones(2, 600));
  });
});

describe('a batch is claimed with a token of its own', () => {
  it('two workers taking batches of one job at the same moment never hold the same recipient', async () => {
    const numbers = phones(200, 700);
    await withoutWorker(async () => {
      const job = await enqueued(numbers, 'Two takers');
      const [a, b] = await Promise.all([takeBatch(cms.strapi, job, 150), takeBatch(cms.strapi, job, 150)]);
      const taken = [...a.rows, ...b.rows].map((row) => row.recipient);
      expect(new Set(taken).size).toBe(taken.length);
      expect(taken.length).toBeGreaterThanOrEqual(150);
      await cms.strapi.db.query(RECIPIENT_UID).deleteMany({ where: { job: job.documentId } });
      await cms.strapi.db.query(JOB_UID).delete({ where: { id: job.id } });
    });
  });

  it('a worker that stalled past its lease sends nothing twice: each number reaches the provider exactly once', async () => {
    const numbers = phones(150, 900);
    const config = cms.strapi.config.get<Parameters<typeof sendSms>[0]>('bank.sms');
    const { job, stalled } = await withoutWorker(async () => {
      const stored = await enqueued(numbers, 'Stalled');
      const claimedByA = await claimJob({ strapi: cms.strapi, owner: 'worker-a', leaseMs: 60_000 });
      expect(claimedByA?.id).toBe(stored.id);
      const batch = await takeBatch(cms.strapi, stored, 100);
      expect(batch.rows).toHaveLength(100);
      // A stalls; its lease runs out; the CMS's worker (B) takes the job over and sends it.
      await cms.strapi.db.query(JOB_UID).update({ where: { id: stored.id }, data: { lease_until: 0 } });
      return { job: stored, stalled: batch };
    });
    const finished = await finishedJob(cms, admin, job.documentId);
    expect(finished).toMatchObject({ total: 150, sent: 150, unknown: 0, failed: 0 });

    // A wakes up and sends its batch: only the rows still carrying its token, i.e. none.
    const mine = await handOver(cms.strapi, stalled);
    expect(mine.rows).toEqual([]);
    if (mine.rows.length > 0)
      await sendSms(
        config,
        mine.rows.map((row) => row.recipient),
        job.message,
      );
    expect([...sms.numbers].sort()).toEqual([...numbers].sort());
  });
});

describe('the panel cannot write bulk records or read who they went to', () => {
  const collection = (uid: string) => `/content-manager/collection-types/${uid}`;
  let editor: Record<string, string>;
  let author: Record<string, string>;

  beforeAll(async () => {
    const authorRole = await cms.strapi.db.query('admin::role').findOne({ where: { code: 'strapi-author' } });
    const credentials = { email: 'author@example.com', password: 'Author-Test-1' };
    await cms.strapi.service('admin::user').create({
      ...credentials,
      firstname: 'Panel',
      lastname: 'Author',
      registrationToken: null,
      isActive: true,
      roles: [authorRole.id],
    });
    editor = bearer(await cms.panelToken(PANEL_EDITOR));
    author = bearer(await cms.panelToken(credentials));
    await finishedJob(cms, admin, (await post(phoneSheet(phones(1, 1100)), 'For the panel').expect(202)).body.job.id);
  });

  it('neither Editor nor Author may create, change or delete a job or a recipient', async () => {
    const job = (await cms.strapi.db.query(JOB_UID).findOne({ where: {} })) as JobRow;
    const recipient = await cms.strapi.db.query(RECIPIENT_UID).findOne({ where: {} });
    for (const panel of [editor, author]) {
      await cms.api().post(collection(JOB_UID)).set(panel).send({ channel: 'sms', sent_by: 'x', message: 'y' }).expect(403);
      await cms
        .api()
        .post(collection(RECIPIENT_UID))
        .set(panel)
        .send({ job: job.documentId, recipient: '+2207000001' })
        .expect(403);
      await cms
        .api()
        .put(`${collection(JOB_UID)}/${job.documentId}`)
        .set(panel)
        .send({ message: 'changed' })
        .expect(403);
      await cms
        .api()
        .put(`${collection(RECIPIENT_UID)}/${recipient.documentId}`)
        .set(panel)
        .send({ state: 'pending' })
        .expect(403);
      await cms
        .api()
        .delete(`${collection(RECIPIENT_UID)}/${recipient.documentId}`)
        .set(panel)
        .expect(403);
    }
    expect(await cms.strapi.db.query(RECIPIENT_UID).findOne({ where: { id: recipient.id } })).toMatchObject({
      recipient: recipient.recipient,
      state: recipient.state,
    });
  });

  it('the Editor sees each recipient’s state but not its number or address', async () => {
    const list = await cms.api().get(collection(RECIPIENT_UID)).set(editor).expect(200);
    expect(list.body.results.length).toBeGreaterThan(0);
    for (const row of list.body.results) {
      expect(row).toMatchObject({ state: expect.any(String) });
      expect(row).not.toHaveProperty('recipient');
    }
    const one = await cms
      .api()
      .get(`${collection(RECIPIENT_UID)}/${list.body.results[0].documentId}`)
      .set(editor)
      .expect(200);
    expect(one.body.data).not.toHaveProperty('recipient');
    const jobs = await cms.api().get(collection(JOB_UID)).set(editor).expect(200);
    expect(jobs.body.results[0]).toMatchObject({ total: expect.any(Number), sent: expect.any(Number) });
  });
});
