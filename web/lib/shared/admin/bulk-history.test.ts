import { BulkSendHistory } from '@bank/shared';
import {
  awaitsReports,
  deliveredCounts,
  historyPollMs,
  resultCounts,
  sendTime,
  sheetOf,
  DELIVERY_POLL_MS,
  RUNNING_POLL_MS,
  type BulkSendRecord,
} from './bulk-history';

const NOW = Date.parse('2026-11-27T14:10:00.000Z');

const send = (changes: Partial<BulkSendRecord> = {}): BulkSendRecord => ({
  id: 'k3x9q2m7v1b8n4c6z0p5r2t8',
  channel: 'sms',
  state: 'finished',
  total: 6000,
  partsPerMessage: 1,
  sent: 5998,
  failed: 1,
  unknown: 1,
  delivered: 5000,
  undelivered: 10,
  inTransit: 900,
  pending: 0,
  invalid: 0,
  duplicates: 0,
  summary: 'Sent 5,998 SMS; 1 failed, 1 unknown, 0 invalid, 0 duplicates skipped.',
  createdAt: '2026-11-27T14:05:09.000Z',
  finishedAt: '2026-11-27T14:07:00.000Z',
  sentBy: 'admin',
  message: 'Hello',
  sheetName: 'customers.xlsx',
  ...changes,
});

describe('a history row', () => {
  it('says when in The Gambia’s time, the counts grouped, and the delivery reports of an SMS send', () => {
    expect(sendTime('2026-11-27T14:05:09.000Z')).toBe('27 Nov 2026, 14:05');
    expect(resultCounts(send())).toBe('5,998 sent, 1 failed, 1 unknown of 6,000');
    expect(deliveredCounts(send())).toBe('5,000 delivered, 10 not delivered, 900 in transit');
    expect(deliveredCounts(send({ channel: 'email' }))).toBe('no delivery reports for e-mail');
    expect(sheetOf(send())).toBe('customers.xlsx');
    expect(sheetOf(send({ sheetName: null }))).toBe('not recorded');
  });

  it('is what the contract parses', () => {
    const history = { running: [], sends: [send()], page: 1, pageSize: 10, pageCount: 1, total: 1 };
    expect(BulkSendHistory.parse(history)).toEqual(history);
    expect(BulkSendHistory.safeParse({ ...history, sends: [{ ...send(), sentBy: undefined }] }).success).toBe(false);
  });
});

describe('how often the history is asked again', () => {
  it('every second while a send runs', () => {
    expect(historyPollMs({ running: [send({ state: 'sending' })], sends: [] }, NOW)).toBe(RUNNING_POLL_MS);
  });

  it('every 5 s while a recent SMS send awaits delivery reports; not at all otherwise', () => {
    expect(awaitsReports(send(), NOW)).toBe(true);
    expect(historyPollMs({ running: [], sends: [send()] }, NOW)).toBe(DELIVERY_POLL_MS);
    // Every report in, an e-mail send, or a send finished over ten minutes ago: nothing more will come.
    expect(awaitsReports(send({ delivered: 5988 }), NOW)).toBe(false);
    expect(awaitsReports(send({ channel: 'email' }), NOW)).toBe(false);
    expect(awaitsReports(send({ finishedAt: '2026-11-27T13:59:00.000Z' }), NOW)).toBe(false);
    expect(historyPollMs({ running: [], sends: [send({ channel: 'email' })] }, NOW)).toBe(0);
  });
});
