/**
 * A bulk send's preview (POST /api/send_bulk_sms/preview, /api/send_bulk_email/preview) says what the send
 * would do, checked by the send's own path, with nothing stored, queued or counted against today's limit; and an
 * e-mail send's subject. Runs on SQLite, and on PostgreSQL with DATABASE_URL.
 */
import { excelWorkbook } from '@bank/test-support';
import type { TestCms } from '../support/cms';
import { BulkFakes, finishedJob } from '../support/bulk-fakes';

const fakes = new BulkFakes({ smtp: true });
const { sms, smtp } = fakes;
let cms: TestCms;
let admin: string;

beforeAll(async () => {
  cms = await fakes.startCms({
    BULK_POLL_MS: '100',
  });
  admin = await cms.login();
});
afterAll(() => fakes.stop(cms));
beforeEach(() => fakes.reset());

type Channel = 'sms' | 'email';
const path = (channel: Channel, preview: boolean) => `/api/send_bulk_${channel}${preview ? '/preview' : ''}`;

const post = (
  url: string,
  fields: { message?: string; subject?: string },
  sheet: Buffer | null,
  token: string | null = admin,
) => {
  const request = cms.api().post(url);
  if (token) request.set('Authorization', `Bearer ${token}`);
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) request.field(name, value);
  if (sheet) request.attach('file', sheet, 'customers.xlsx');
  return request;
};

const jobCount = () => cms.strapi.db.query('api::bulk-send.bulk-send').count({});
const recipientCount = () => cms.strapi.db.query('api::bulk-recipient.bulk-recipient').count({});
const quotaRows = () => cms.strapi.db.query('api::bulk-quota.bulk-quota').findMany({});
const stored = async () => ({ jobs: await jobCount(), recipients: await recipientCount(), quota: await quotaRows() });

let unique = 0;
const uniqueMessage = (text: string) => `${text} #${++unique}-${Date.now()}`;

const smsSheet = excelWorkbook(
  [
    ['Name', 'Phone Number'],
    ['Awa', '+220 701 2345'],
    ['Lamin', 7012345], // the same number again
    ['Fatou', '3012345'],
    ['Musa', 'call me'],
    ['Binta', '9912345'],
  ],
  'xlsx',
);

describe('POST /api/send_bulk_sms/preview', () => {
  it('answers recipients, SMS parts, the skipped rows and their reasons, and the question; stores and counts nothing', async () => {
    const before = await stored();
    const message = uniqueMessage('a'.repeat(170)); // over 160 GSM-7 characters: 2 SMS each
    const response = await post(path('sms', true), { message }, smsSheet).expect(200);
    expect(response.body).toEqual({
      channel: 'sms',
      recipients: 3,
      subject: null,
      characters: [...message].length,
      encoding: 'GSM-7',
      outsideGsm: [],
      partsPerMessage: 2,
      messages: 6,
      skipped: { invalid: 1, abroad: 0, duplicate: 1 },
      skippedRows: [
        { row: 3, value: '7012345', reason: 'duplicate' },
        { row: 5, value: 'call me', reason: 'invalid' },
      ],
      question: 'Send 6 SMS to 3 recipients?',
      repeatOf: null,
    });
    expect(await stored()).toEqual(before);
    expect(sms.requests).toHaveLength(0);

    // The preview is not a send: the send itself then goes ahead (202), not as a repeat.
    const sent = await post(path('sms', false), { message }, smsSheet).expect(202);
    expect(sent.body.message).toBe(
      'Sending to 3 recipients. Each message is 2 SMS (6 SMS in all). Skipped: 1 invalid entry, 1 duplicate.',
    );
    await finishedJob(cms, admin, sent.body.job.id);
  });

  it('lists the numbers abroad as skipped rows, asks about the Gambian ones, and the send goes only to them', async () => {
    const sheet = excelWorkbook(
      [
        ['Name', 'Phone Number'],
        ['Awa', '+220 701 2345'],
        ['Ann', '+44 20 7123 4567'],
        ['Musa', 'call me'],
        ['Lamin', 7012345],
        ['Fatou', '3012345'],
      ],
      'xlsx',
    );
    const message = uniqueMessage('Hello');
    const before = await stored();
    const response = await post(path('sms', true), { message }, sheet).expect(200);
    expect(response.body).toMatchObject({
      recipients: 2,
      messages: 2,
      skipped: { invalid: 1, abroad: 1, duplicate: 1 },
      skippedRows: [
        { row: 3, value: '+44 20 7123 4567', reason: 'abroad' },
        { row: 4, value: 'call me', reason: 'invalid' },
        { row: 5, value: '7012345', reason: 'duplicate' },
      ],
      question: 'Send 2 SMS to 2 recipients?',
    });
    expect(await stored()).toEqual(before);

    const sent = await post(path('sms', false), { message }, sheet).expect(202);
    expect(sent.body.message).toBe('Sending to 2 recipients. Skipped: 1 invalid entry, 1 number abroad, 1 duplicate.');
    await finishedJob(cms, admin, sent.body.job.id);
    expect(sms.numbers).toEqual(['+2207012345', '+2203012345']);
  });

  it('refuses a sheet whose every valid number is abroad with the numbers abroad named, preview and send alike', async () => {
    const sheet = excelWorkbook(
      [['Phone'], ['+44 20 7123 4567'], ['call me'], ['+221 77 123 45 67'], ['+44 20 7123 4567']],
      'xlsx',
    );
    const error =
      'The sheet has 2 numbers outside The Gambia (+220) (the first is +442071234567). SMS are only sent to those countries: remove the other numbers and send again.';
    const before = await stored();
    for (const preview of [true, false]) {
      const response = await post(path('sms', preview), { message: uniqueMessage('Hello') }, sheet).expect(400);
      expect(response.body).toEqual({ error });
    }
    expect(await stored()).toEqual(before);
    expect(sms.requests).toHaveLength(0);
  });

  it('names the characters outside GSM-7 and counts UCS-2 parts (70, then 67)', async () => {
    const message = `${uniqueMessage('Rate’s up')} ${'x'.repeat(60)}`;
    const response = await post(path('sms', true), { message }, smsSheet).expect(200);
    expect(response.body).toMatchObject({ encoding: 'UCS-2', outsideGsm: ['’'], partsPerMessage: 2, messages: 6 });
  });

  it('a repeat of a send is said, with the earlier send, before anything is asked', async () => {
    const message = uniqueMessage('Branch closed on Friday');
    const sent = await post(path('sms', false), { message }, smsSheet).expect(202);
    const before = await stored();
    const response = await post(path('sms', true), { message }, smsSheet).expect(200);
    expect(response.body.repeatOf).toEqual({
      message: expect.stringMatching(
        /^This send was already received at \d{2}:\d{2} \(same sheet, message and send type\); it is not sent again\.$/,
      ),
      job: expect.objectContaining({ id: sent.body.job.id, channel: 'sms', total: 3 }),
    });
    expect(await stored()).toEqual(before);
    await finishedJob(cms, admin, sent.body.job.id);
  });

  it('refuses what the send refuses, in the same words and status, and stores nothing', async () => {
    // Numbers abroad alone: nobody left to send to (with a Gambian number too, they are skipped rows).
    const abroad = excelWorkbook([['Phone'], ['+44 20 7123 4567']], 'xlsx');
    const cases: [string, { message?: string; subject?: string }, Buffer | null][] = [
      ['no message', {}, smsSheet],
      ['blank message', { message: '   ' }, smsSheet],
      ['no file', { message: 'Hello' }, null],
      ['only numbers abroad', { message: uniqueMessage('Hello') }, abroad],
      ['no valid number', { message: 'Hello' }, excelWorkbook([['Phone'], ['call me']], 'xlsx')],
      ['a subject on an SMS', { message: 'Hello', subject: 'Hi' }, smsSheet],
    ];
    const before = await stored();
    for (const [name, fields, sheet] of cases) {
      const preview = await post(path('sms', true), fields, sheet);
      const send = await post(path('sms', false), fields, sheet);
      expect({ name, status: preview.status, body: preview.body }).toEqual({ name, status: send.status, body: send.body });
      expect(preview.status).toBe(400);
      expect(preview.body).toEqual({ error: expect.any(String) });
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a caller without a token in an officer’s words', async () => {
    const response = await post(path('sms', true), { message: 'Hello' }, smsSheet, null).expect(401);
    expect(response.body).toEqual({ error: 'Please sign in as an administrator to send messages.' });
  });
});

describe('e-mail subject', () => {
  const emailSheet = excelWorkbook([['E-mail'], ['awa@example.gm'], ['AWA@example.gm'], ['musa@'], ['lamin@example.gm']], 'xlsx');

  it('the preview shows the subject, and the e-mails go out with it', async () => {
    const message = uniqueMessage('Our Brusubi branch opens on Monday.');
    const subject = 'Brusubi branch: opening on Monday';
    const preview = await post(path('email', true), { message, subject }, emailSheet).expect(200);
    expect(preview.body).toMatchObject({
      channel: 'email',
      recipients: 2,
      subject,
      encoding: null,
      partsPerMessage: 1,
      messages: 2,
      skipped: { invalid: 1, abroad: 0, duplicate: 1 },
      skippedRows: [
        { row: 3, value: 'AWA@example.gm', reason: 'duplicate' },
        { row: 4, value: 'musa@', reason: 'invalid' },
      ],
      question: 'Send 2 e-mails to 2 recipients?',
    });
    const sent = await post(path('email', false), { message, subject }, emailSheet).expect(202);
    await finishedJob(cms, admin, sent.body.job.id);
    expect(smtp.mails.map((mail) => mail.headers.subject)).toEqual([subject, subject]);
  });

  it('without a subject field, the e-mails go out with the default subject', async () => {
    const message = uniqueMessage('Hello');
    const preview = await post(path('email', true), { message }, emailSheet).expect(200);
    expect(preview.body.subject).toBe('A message from Trust Bank');
    const sent = await post(path('email', false), { message }, emailSheet).expect(202);
    await finishedJob(cms, admin, sent.body.job.id);
    expect(smtp.mails.map((mail) => mail.headers.subject)).toEqual(['A message from Trust Bank', 'A message from Trust Bank']);
  });

  it('another subject is another send, not a repeat', async () => {
    const message = uniqueMessage('Hello again');
    const first = await post(path('email', false), { message, subject: 'First' }, emailSheet).expect(202);
    const preview = await post(path('email', true), { message, subject: 'Second' }, emailSheet).expect(200);
    expect(preview.body.repeatOf).toBeNull();
    await finishedJob(cms, admin, first.body.job.id);
  });

  it.each([
    ['a line break (header injection)', 'Hello\r\nBcc: everyone@example.gm', 'subject must be one line of text'],
    ['a bare line feed', 'Hello\nthere', 'subject must be one line of text'],
    ['a control character', 'Hello\u0007', 'subject must be one line of text'],
    ['blank', '   ', 'subject must not be blank'],
    ['too long', 's'.repeat(151), 'subject must be at most 150 characters'],
  ])('refuses a subject with %s, preview and send alike, and stores nothing', async (_name, subject, error) => {
    const before = await stored();
    for (const preview of [true, false]) {
      const response = await post(path('email', preview), { message: uniqueMessage('Hello'), subject }, emailSheet).expect(400);
      expect(response.body).toEqual({ error });
    }
    expect(await stored()).toEqual(before);
    expect(smtp.mails).toHaveLength(0);
  });

  it('takes a subject of exactly 150 characters', async () => {
    const response = await post(path('email', true), { message: 'Hello', subject: 's'.repeat(150) }, emailSheet).expect(200);
    expect(response.body.subject).toBe('s'.repeat(150));
  });
});
