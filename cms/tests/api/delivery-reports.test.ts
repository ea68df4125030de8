import crypto from 'crypto';
import { phoneSheet } from '@bank/test-support';
import type { BulkJob } from '@bank/shared';
import { bearer, type TestCms } from '../support/cms';
import { BulkFakes, type DeliveryReport, finishedJob } from '../support/bulk-fakes';

/**
 * Africa's Talking's delivery reports (POST /api/sms/delivery-reports/{token}): the token, each status, unknown ids,
 * repeats, late reports, and the counts of GET /api/bulk-jobs/:id. On SQLite, or PostgreSQL with DATABASE_URL.
 */

const TOKEN = 'dlr-Token_0123456789abcdefghij';
const ROUTE = `/api/sms/delivery-reports/${TOKEN}`;

const fakes = new BulkFakes({ smtp: false });
const { sms } = fakes;
let cms: TestCms;
let admin: string;

beforeAll(async () => {
  cms = await fakes.startCms({
    AT_CALLBACK_TOKEN: TOKEN,
    BULK_POLL_MS: '100',
  });
  // One listening server for the parallel reports (supertest would otherwise open a server per request).
  await new Promise<void>((resolve) => cms.strapi.server.httpServer.listen(0, '127.0.0.1', resolve));
  admin = await cms.login();
});
afterAll(() => fakes.stop(cms));
beforeEach(() => {
  fakes.reset();
  // Africa's Talking's ids are unique; the fake's restart at each reset.
  sms.idPrefix = `ATXid${crypto.randomBytes(4).toString('hex')}`;
});

/** Sends an SMS to the numbers (`+220…`) and answers the finished job. */
async function sendTo(numbers: string[], message = `Notice ${crypto.randomUUID()}`): Promise<BulkJob> {
  const sheet = phoneSheet(numbers);
  const response = await cms
    .api()
    .post('/api/send_bulk_sms')
    .set('Authorization', `Bearer ${admin}`)
    .field('message', message)
    .attach('file', sheet, 'customers.xlsx')
    .expect(202);
  return finishedJob(cms, admin, response.body.job.id);
}

/** Each number's provider id, as the fake answered it. */
const idsOf = (numbers: string[]) =>
  Object.fromEntries(numbers.map((number) => [number, sms.accepted.find((entry) => entry.number === number)!.id]));

const report = (fields: Partial<DeliveryReport> & { id: string; status: string }, path = ROUTE) =>
  cms
    .api()
    .post(path)
    .type('form')
    .send({ phoneNumber: '+2207012345', networkCode: '60702', retryCount: '0', ...fields });

const progress = async (id: string) =>
  (await cms.api().get(`/api/bulk-jobs/${id}`).set(bearer(admin)).expect(200)).body as BulkJob;

interface Delivery {
  recipient: string;
  delivery: string | null;
  delivery_reason: string | null;
  reported_at: unknown;
}
const deliveries = async (jobId: string) =>
  (await cms.strapi.db.query('api::bulk-recipient.bulk-recipient').findMany({
    where: { job: jobId },
    orderBy: { id: 'asc' },
    select: ['recipient', 'delivery', 'delivery_reason', 'reported_at'],
  })) as Delivery[];
const deliveryOf = async (jobId: string, number: string) => (await deliveries(jobId)).find((row) => row.recipient === number)!;

describe('the token', () => {
  it('answers a wrong token 404 Not Found, as for an unknown address, none as any unknown POST, the right one 200', async () => {
    const job = await sendTo(['+2207010001']);
    const id = idsOf(['+2207010001'])['+2207010001'];
    const notFound = await cms.api().get('/api/nothing-here');
    expect(notFound.status).toBe(404);
    for (const path of [
      '/api/sms/delivery-reports/wrong-token',
      `/api/sms/delivery-reports/${TOKEN}x`,
      `/api/sms/delivery-reports/${TOKEN.slice(0, -1)}`,
      `/api/sms/delivery-reports/${TOKEN.toUpperCase()}`,
    ]) {
      const refused = await report({ id, status: 'Success' }, path);
      expect({ path, status: refused.status, body: refused.body }).toEqual({ path, status: 404, body: notFound.body });
    }
    // Without a token no route matches: the CMS's answer to a POST to any address it does not have.
    const unknownPost = await cms.api().post('/api/nothing-here').type('form').send({ id, status: 'Success' });
    for (const path of ['/api/sms/delivery-reports/', '/api/sms/delivery-reports']) {
      const refused = await report({ id, status: 'Success' }, path);
      expect({ path, status: refused.status, body: refused.body }).toEqual({
        path,
        status: unknownPost.status,
        body: unknownPost.body,
      });
    }
    expect((await deliveryOf(job.id, '+2207010001')).delivery).toBeNull();

    const accepted = await report({ id, status: 'Success' }).expect(200);
    expect(accepted.body).toEqual({ message: 'Received' });
    expect((await deliveryOf(job.id, '+2207010001')).delivery).toBe('delivered');
  });

  it('is compared in constant time (crypto.timingSafeEqual)', async () => {
    const compare = jest.spyOn(crypto, 'timingSafeEqual');
    try {
      await report({ id: 'ATXid_none', status: 'Success' }, '/api/sms/delivery-reports/guess').expect(404);
      expect(compare).toHaveBeenCalledTimes(1);
      await report({ id: 'ATXid_none', status: 'Success' }).expect(200);
      expect(compare).toHaveBeenCalledTimes(2);
    } finally {
      compare.mockRestore();
    }
  });

  it('is never written to the access log', async () => {
    const lines: Array<{ method: string; path: string; status: number }> = [];
    const info = jest.spyOn(cms.strapi.log, 'info').mockImplementation(((message: string, line?: never) => {
      if (message === 'request') lines.push(line as never);
    }) as never);
    try {
      await report({ id: 'ATXid_none', status: 'Success' }).expect(200);
      await report({ id: 'ATXid_none', status: 'Success' }, `/API/SMS/Delivery-Reports/${TOKEN}?x=1`).expect(200);
      await report({ id: 'ATXid_none', status: 'Success' }, '/api/sms/delivery-reports/guess').expect(404);
    } finally {
      info.mockRestore();
    }
    expect(lines.map(({ method, path, status }) => [method, path, status])).toEqual([
      ['POST', '/api/sms/delivery-reports/[token]', 200],
      ['POST', '/API/SMS/Delivery-Reports/[token]', 200],
      ['POST', '/api/sms/delivery-reports/[token]', 404],
    ]);
    expect(JSON.stringify(lines)).not.toContain(TOKEN);
  });
});

describe('a report', () => {
  it('maps Success to delivered, Failed and Rejected to not delivered with the reason, others to in transit', async () => {
    const numbers = ['+2207020001', '+2207020002', '+2207020003', '+2207020004', '+2207020005', '+2207020006'];
    const job = await sendTo(numbers);
    const ids = idsOf(numbers);
    expect(job).toMatchObject({ sent: 6, delivered: 0, undelivered: 0, inTransit: 0 });

    await report({ id: ids['+2207020001'], status: 'Success' }).expect(200);
    await report({ id: ids['+2207020002'], status: 'Failed', failureReason: 'InsufficientCredit' }).expect(200);
    await report({ id: ids['+2207020003'], status: 'Rejected', failureReason: 'UserInBlacklist' }).expect(200);
    await report({ id: ids['+2207020004'], status: 'Sent' }).expect(200);
    await report({ id: ids['+2207020005'], status: 'Buffered' }).expect(200);
    await report({ id: ids['+2207020006'], status: 'Failed' }).expect(200);

    expect((await deliveries(job.id)).map(({ reported_at, ...row }) => ({ ...row, reported: reported_at !== null }))).toEqual([
      { recipient: '+2207020001', delivery: 'delivered', delivery_reason: null, reported: true },
      { recipient: '+2207020002', delivery: 'undelivered', delivery_reason: 'InsufficientCredit', reported: true },
      { recipient: '+2207020003', delivery: 'undelivered', delivery_reason: 'UserInBlacklist', reported: true },
      { recipient: '+2207020004', delivery: 'in_transit', delivery_reason: null, reported: true },
      { recipient: '+2207020005', delivery: 'in_transit', delivery_reason: null, reported: true },
      // No reason given: the status is the reason.
      { recipient: '+2207020006', delivery: 'undelivered', delivery_reason: 'Failed', reported: true },
    ]);
    expect(await progress(job.id)).toMatchObject({ sent: 6, delivered: 1, undelivered: 3, inTransit: 2 });

    // In transit, then final: the in-transit count goes down as the final one goes up.
    await report({ id: ids['+2207020004'], status: 'Success' }).expect(200);
    await report({ id: ids['+2207020005'], status: 'Rejected', failureReason: 'DeliveryFailure' }).expect(200);
    expect(await progress(job.id)).toMatchObject({ sent: 6, delivered: 2, undelivered: 4, inTransit: 0 });
  });

  it('for an id no bulk send has is ignored, with 200', async () => {
    const job = await sendTo(['+2207030001']);
    const before = await cms.strapi.db
      .query('api::bulk-recipient.bulk-recipient')
      .count({ where: { delivery: { $notNull: true } } });
    await report({ id: 'ATXid_not_ours_42', status: 'Success' }).expect(200, { message: 'Received' });
    await report({ id: 'ATXid_not_ours_43', status: 'Failed', failureReason: 'UnknownSubscriber' }).expect(200);
    expect(
      await cms.strapi.db.query('api::bulk-recipient.bulk-recipient').count({ where: { delivery: { $notNull: true } } }),
    ).toBe(before);
    expect(await progress(job.id)).toMatchObject({ delivered: 0, undelivered: 0, inTransit: 0 });
  });

  it('repeated changes nothing, and a late "in transit" or a second final status never replaces the first', async () => {
    const numbers = ['+2207040001', '+2207040002', '+2207040003'];
    const job = await sendTo(numbers);
    const ids = idsOf(numbers);
    for (let i = 0; i < 3; i++) {
      await report({ id: ids['+2207040001'], status: 'Success' }).expect(200);
      await report({ id: ids['+2207040002'], status: 'Failed', failureReason: 'AbsentSubscriber' }).expect(200);
      await report({ id: ids['+2207040003'], status: 'Submitted' }).expect(200);
    }
    expect(await progress(job.id)).toMatchObject({ delivered: 1, undelivered: 1, inTransit: 1 });
    const settled = await deliveryOf(job.id, '+2207040001');

    // Late and contradicting reports: the first final status stays.
    await report({ id: ids['+2207040001'], status: 'Sent' }).expect(200);
    await report({ id: ids['+2207040001'], status: 'Failed', failureReason: 'Late' }).expect(200);
    await report({ id: ids['+2207040002'], status: 'Buffered' }).expect(200);
    await report({ id: ids['+2207040002'], status: 'Success' }).expect(200);
    expect(await deliveryOf(job.id, '+2207040001')).toEqual(settled);
    expect(await deliveryOf(job.id, '+2207040002')).toMatchObject({
      delivery: 'undelivered',
      delivery_reason: 'AbsentSubscriber',
    });
    expect(await progress(job.id)).toMatchObject({ delivered: 1, undelivered: 1, inTransit: 1 });
  });

  it('keeps markup in the failure reason as text, and counts parallel reports once each', async () => {
    const numbers = ['+2207050001', '+2207050002', '+2207050003', '+2207050004'];
    const job = await sendTo(numbers);
    const ids = idsOf(numbers);
    const markup = `<img src=x onerror="alert('x')"> & "quotes"`;
    await report({ id: ids['+2207050001'], status: 'Failed', failureReason: markup }).expect(200);
    expect((await deliveryOf(job.id, '+2207050001')).delivery_reason).toBe(markup);

    // The same reports many times at once: each message is counted once.
    await Promise.all(
      [0, 1, 2, 3].flatMap(() => [
        report({ id: ids['+2207050002'], status: 'Success' }).expect(200),
        report({ id: ids['+2207050003'], status: 'Sent' }).expect(200),
        report({ id: ids['+2207050003'], status: 'Success' }).expect(200),
        report({ id: ids['+2207050004'], status: 'Rejected' }).expect(200),
      ]),
    );
    expect(await progress(job.id)).toMatchObject({ sent: 4, delivered: 2, undelivered: 2, inTransit: 0 });
  });

  it('from the fake provider, shuffled and with repeats, settles on its final statuses', async () => {
    const numbers = Array.from({ length: 12 }, (_, i) => `+22070600${String(i).padStart(2, '0')}`);
    const undeliverable = new Set(numbers.slice(0, 4));
    const job = await sendTo(numbers);
    const sent = await sms.reportDelivery({
      undeliverable,
      post: async (fields) => {
        await report(fields).expect(200);
      },
    });
    expect(sent.length).toBeGreaterThan(numbers.length * 2);
    expect(await progress(job.id)).toMatchObject({ sent: 12, delivered: 8, undelivered: 4, inTransit: 0 });
    expect((await deliveries(job.id)).filter((row) => row.delivery === 'undelivered').map((row) => row.recipient)).toEqual([
      ...undeliverable,
    ]);
  });
});

describe('a malformed report', () => {
  it('is refused with 400 naming the field, and changes nothing', async () => {
    const missing = await report({ id: '', status: 'Success' }).expect(400);
    expect(missing.body).toEqual({ message: 'Not a delivery report: id: empty' });
    const noStatus = await cms.api().post(ROUTE).type('form').send({ id: 'ATXid_1' }).expect(400);
    expect(noStatus.body).toEqual({ message: 'Not a delivery report: status: required' });
    const long = await report({ id: 'ATXid_1', status: 'Failed', failureReason: 'x'.repeat(201) }).expect(400);
    expect(long.body).toEqual({ message: 'Not a delivery report: failureReason: longer than 200 characters' });
  });

  it('larger than a few kilobytes is refused with 413, a file with 415', async () => {
    const big = await cms
      .api()
      .post(ROUTE)
      .type('form')
      .send({ id: 'ATXid_1', status: 'Success', padding: 'x'.repeat(8 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ message: expect.stringMatching(/larger than the 4 KB limit/) });
    const file = await cms.api().post(ROUTE).attach('file', Buffer.from('id=1'), 'report.txt');
    expect(file.status).toBe(415);
  });
});
