import { webcrypto } from 'node:crypto';
import { BulkJob as BulkJobSchema, BulkSendAnswer } from '@bank/shared';
import {
  awaitsDeliveryReports,
  describeDelivery,
  describeProgress,
  handledCount,
  newIdempotencyKey,
  reachedNoOne,
  summaryOf,
  type BulkJob,
} from './bulk-job';

const job = (changes: Partial<BulkJob> = {}): BulkJob => ({
  id: 'k3x9q2m7v1b8n4c6z0p5r2t8',
  channel: 'sms',
  state: 'sending',
  total: 1234,
  partsPerMessage: 1,
  sent: 120,
  failed: 3,
  unknown: 0,
  delivered: 0,
  undelivered: 0,
  inTransit: 0,
  pending: 1111,
  invalid: 1,
  duplicates: 2,
  summary: null,
  createdAt: '2025-01-01T14:05:00.000Z',
  finishedAt: null,
  ...changes,
});

describe("the contract's job (what admin-api parses the answers with)", () => {
  const fieldsOf = (value: unknown, schema: typeof BulkJobSchema | typeof BulkSendAnswer = BulkJobSchema) =>
    schema.safeParse(value).error?.issues.map((issue) => issue.path.join('.'));

  it('reads a job of the contract', () => {
    expect(BulkJobSchema.parse(job())).toEqual(job());
    expect(BulkSendAnswer.parse({ message: 'Sending to 1,234 recipients.', job: job() }).job).toEqual(job());
  });

  it('refuses anything else, naming the field', () => {
    expect(BulkJobSchema.safeParse(null).success).toBe(false);
    expect(fieldsOf({ ...job(), id: '' })).toEqual(['id']);
    expect(fieldsOf({ ...job(), state: 'preparing' })).toEqual(['state']);
    expect(fieldsOf({ ...job(), channel: 'fax' })).toEqual(['channel']);
    expect(fieldsOf({ ...job(), sent: '120' })).toEqual(['sent']);
    expect(fieldsOf({ ...job(), failed: -1 })).toEqual(['failed']);
    expect(fieldsOf({ ...job(), inTransit: undefined })).toEqual(['inTransit']);
    expect(fieldsOf({ ...job(), delivered: 1.5 })).toEqual(['delivered']);
    expect(fieldsOf({ message: 'Sent 3 SMS' }, BulkSendAnswer)).toEqual(['job']);
    expect(BulkSendAnswer.safeParse('text').success).toBe(false);
  });

  it('treats a blank summary as none', () => {
    expect(summaryOf(job({ state: 'finished', summary: '  ' }))).toBeNull();
    expect(describeProgress(job({ state: 'finished', summary: '  ' }))).toBe('Messages sent successfully.');
    expect(summaryOf(job({ state: 'finished', summary: 'Sent 3 SMS.' }))).toBe('Sent 3 SMS.');
  });
});

describe('describeProgress', () => {
  it('counts what is sent, failed and unknown of the total, with thousands separators', () => {
    expect(describeProgress(job())).toBe('Sending: 120 sent, 3 failed, 0 unknown of 1,234');
  });

  it('says a job that has not started is waiting', () => {
    expect(describeProgress(job({ state: 'queued', sent: 0, failed: 0, pending: 1234 }))).toBe(
      'Waiting to send to 1,234 recipients',
    );
    expect(describeProgress(job({ state: 'queued', total: 1, sent: 0, failed: 0, pending: 1 }))).toBe(
      'Waiting to send to 1 recipient',
    );
  });

  it("gives a finished job's summary, else the spec's success text", () => {
    const summary = 'Sent 3 SMS; 0 failed, 0 unknown, 1 invalid, 1 duplicate skipped.';
    expect(describeProgress(job({ state: 'finished', summary }))).toBe(summary);
    expect(describeProgress(job({ state: 'finished' }))).toBe('Messages sent successfully.');
  });

  it('never counts more handled than the total', () => {
    expect(handledCount(job())).toBe(123);
    expect(handledCount(job({ total: 2, sent: 5 }))).toBe(2);
  });
});

describe('delivery reports', () => {
  const finished = (changes: Partial<BulkJob>) =>
    job({ state: 'finished', total: 1000, sent: 1000, failed: 0, pending: 0, ...changes });

  it("counts an SMS job's delivered, not delivered and in-transit messages of those sent", () => {
    expect(describeDelivery(finished({ delivered: 990, undelivered: 4, inTransit: 5 }))).toBe(
      'Delivery reports: 990 delivered, 4 not delivered, 5 in transit of 1,000 sent',
    );
    expect(describeDelivery(job({ sent: 0 }))).toBeNull();
    expect(describeDelivery(finished({ channel: 'email' }))).toBeNull();
  });

  it('are awaited until every sent SMS has a final report', () => {
    expect(awaitsDeliveryReports(finished({ delivered: 990, undelivered: 4, inTransit: 6 }))).toBe(true);
    expect(awaitsDeliveryReports(finished({ delivered: 996, undelivered: 4, inTransit: 0 }))).toBe(false);
    expect(awaitsDeliveryReports(finished({ sent: 0, failed: 1000 }))).toBe(false);
    expect(awaitsDeliveryReports(finished({ channel: 'email' }))).toBe(false);
  });
});

describe('reachedNoOne', () => {
  it('is a finished job with no recipient sent or perhaps delivered', () => {
    const notStored = 'Not sent: the CMS stopped while this send was being stored. Please send it again.';
    expect(reachedNoOne(job({ state: 'finished', sent: 0, failed: 1234, unknown: 0, summary: notStored }))).toBe(true);
    expect(reachedNoOne(job({ state: 'finished', sent: 1, failed: 1233, unknown: 0 }))).toBe(false);
    expect(reachedNoOne(job({ state: 'finished', sent: 0, failed: 1233, unknown: 1 }))).toBe(false);
    expect(reachedNoOne(job({ state: 'sending', sent: 0, failed: 0, unknown: 0 }))).toBe(false);
  });
});

describe('newIdempotencyKey', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('uses crypto.randomUUID where there is one', () => {
    expect(newIdempotencyKey({ getRandomValues: webcrypto.getRandomValues.bind(webcrypto), randomUUID: () => 'a-b-c-d-e' })).toBe(
      'a-b-c-d-e',
    );
  });

  it('makes a version-4 UUID from random bytes outside a secure context, a new one each time', () => {
    const source = { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) } as Pick<Crypto, 'getRandomValues'>;
    const first = newIdempotencyKey(source);
    expect(first).toMatch(uuid);
    expect(newIdempotencyKey(source)).not.toBe(first);
  });
});
