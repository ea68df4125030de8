import { excelWorkbook, onePagePdf } from '@bank/test-support';
import { ATMADMIN, bearer, type TestCms } from '../support/cms';
import { BulkFakes, finishedJob, jobRecipients } from '../support/bulk-fakes';

const SENDER_ID = 'TrustBank';
const FROM = 'alerts@trustbank.gm';
const SUBJECT = 'A message from Trust Bank';

const fakes = new BulkFakes({ smtp: true });
const { sms, smtp } = fakes;
let cms: TestCms;
let admin: string;

beforeAll(async () => {
  cms = await fakes.startCms({
    AT_SENDER_ID: SENDER_ID,
    AT_TIMEOUT_MS: '5000',
    SMTP_FROM: FROM,
    EMAIL_SUBJECT: SUBJECT,
    EMAIL_CONCURRENCY: '3',
    UPLOAD_MAX_SHEET_MB: '1',
    BULK_POLL_MS: '100',
  });
  admin = await cms.login();
});
afterAll(() => fakes.stop(cms));
beforeEach(() => fakes.reset());

const post = (
  path: '/api/send_bulk_sms' | '/api/send_bulk_email',
  sheet: Buffer | null,
  filename: string,
  message: string | null,
) => {
  const request = cms.api().post(path).set(bearer(admin));
  if (message !== null) request.field('message', message);
  if (sheet) request.attach('file', sheet, filename);
  return request;
};

/** Posts a send, expects it stored (202, "Sending to N recipients."), and waits for the job to finish. */
const sendAndFinish = async (
  path: '/api/send_bulk_sms' | '/api/send_bulk_email',
  sheet: Buffer,
  filename: string,
  message: string,
) => {
  const response = await post(path, sheet, filename, message).expect(202);
  expect(response.body).toEqual({
    message: expect.stringMatching(/^Sending to \d[\d,]* recipients?\./),
    job: expect.objectContaining({ id: expect.any(String), channel: path.endsWith('sms') ? 'sms' : 'email' }),
  });
  const job = await finishedJob(cms, admin, response.body.job.id);
  return { accepted: response.body.message as string, job, recipients: await jobRecipients(cms, job.id) };
};

const jobCount = () => cms.strapi.db.query('api::bulk-send.bulk-send').count({});
const lastJobRecord = async () =>
  (await cms.strapi.db.query('api::bulk-send.bulk-send').findMany({ orderBy: { id: 'desc' }, limit: 1 }))[0];

describe('POST /api/send_bulk_sms', () => {
  it('sends an .xlsx list once per number in E.164, from the sender id, and answers the exact counts', async () => {
    const sheet = excelWorkbook(
      [
        ['Name', 'Phone Number', 'Account'],
        ['Awa', '+220 701 2345', 'AC-1'],
        ['Lamin', 7012345, 'AC-2'], // the same number as a bare Excel number: a duplicate
        ['Fatou', '3901234', 'AC-3'],
        ['Musa', 'call me', 'AC-4'], // invalid
        ['Isatou', '', 'AC-5'], // blank: neither sent nor counted
        ['Ebrima', '12', 'AC-6'], // invalid
        ['Binta', '+220 990-1234', 'AC-7'],
      ],
      'xlsx',
    );
    const message = 'Our branches close at 1pm on Friday.';
    const { accepted, job, recipients } = await sendAndFinish('/api/send_bulk_sms', sheet, 'customers.xlsx', message);
    expect(accepted).toBe('Sending to 3 recipients. Skipped: 2 invalid entries, 1 duplicate.');
    expect(job).toMatchObject({
      state: 'finished',
      total: 3,
      sent: 3,
      failed: 0,
      unknown: 0,
      pending: 0,
      invalid: 2,
      duplicates: 1,
    });
    expect(job.summary).toBe('Sent 3 SMS; 0 failed, 0 unknown, 2 invalid, 1 duplicate skipped.');

    expect(sms.requests).toHaveLength(1);
    expect(sms.requests[0]).toEqual({
      path: '/version1/messaging',
      apiKey: 'test-api-key',
      username: 'bankuser',
      to: ['+2207012345', '+2203901234', '+2209901234'],
      message,
      from: SENDER_ID,
    });

    expect(await lastJobRecord()).toMatchObject({
      channel: 'sms',
      sent_by: 'admin',
      message,
      state: 'finished',
      outcome: 'Sent 3 SMS; 0 failed, 0 unknown, 2 invalid, 1 duplicate skipped.',
      sent: 3,
      failed: 0,
      invalid: 2,
      duplicates: 1,
    });
    // Each recipient's outcome, with the provider's message id.
    expect(recipients).toEqual([
      { recipient: '+2207012345', state: 'sent', provider_id: 'ATXid_1_0', reason: null },
      { recipient: '+2203901234', state: 'sent', provider_id: 'ATXid_1_1', reason: null },
      { recipient: '+2209901234', state: 'sent', provider_id: 'ATXid_1_2', reason: null },
    ]);
  });

  it('skips the numbers outside The Gambia like invalid rows and sends the rest; a sheet of them alone is refused', async () => {
    const sheet = excelWorkbook(
      [
        ['Name', 'Phone Number'],
        ['Awa', '+220 701 2345'],
        ['Ann', '+44 20 7123 4567'], // valid, but abroad: skipped
        ['Musa', 'call me'],
        ['Ousmane', '+221 77 123 45 67'], // abroad
        ['Ann', '0044 20 7123 4567'], // the same number abroad again: a duplicate
        ['Fatou', '3901234'],
      ],
      'xlsx',
    );
    const message = 'Our Serrekunda branch opens at 9am on Monday.';
    const { accepted, job, recipients } = await sendAndFinish('/api/send_bulk_sms', sheet, 'mixed.xlsx', message);
    expect(accepted).toBe('Sending to 2 recipients. Skipped: 1 invalid entry, 2 numbers abroad, 1 duplicate.');
    // Numbers abroad are not recipients: neither in the total nor in the stored tallies of invalid and duplicate rows.
    expect(job).toMatchObject({ state: 'finished', total: 2, sent: 2, failed: 0, invalid: 1, duplicates: 1 });
    expect(sms.numbers).toEqual(['+2207012345', '+2203901234']);
    expect(recipients.map((row) => row.recipient)).toEqual(['+2207012345', '+2203901234']);

    sms.reset();
    const before = await jobCount();
    const abroad = excelWorkbook([['Phone'], ['+44 20 7123 4567'], ['call me']], 'xlsx');
    const refused = await post('/api/send_bulk_sms', abroad, 'abroad.xlsx', 'Hello').expect(400);
    expect(refused.body).toEqual({
      error:
        'The sheet has 1 number outside The Gambia (+220) (the first is +442071234567). SMS are only sent to those countries: remove the other numbers and send again.',
    });
    expect(await jobCount()).toBe(before);
    expect(sms.requests).toHaveLength(0);
  });

  it('reads an .xls (BIFF8) sheet and counts the numbers the provider refuses as failed', async () => {
    sms.blacklisted.add('+2205012345');
    const sheet = excelWorkbook(
      [
        ['Customer', 'MOBILE'],
        ['A', 5012345],
        ['B', '+2206012345'],
        ['C', '220 7012345'],
        ['D', '006012345x'],
        ['E', '+220 601 2345'],
      ],
      'biff8',
    );
    const { job, recipients } = await sendAndFinish('/api/send_bulk_sms', sheet, 'list.xls', 'Happy Tobaski from Trust Bank');
    expect(job.summary).toBe('Sent 2 SMS; 1 failed, 0 unknown, 1 invalid, 1 duplicate skipped.');
    expect(sms.numbers).toEqual(['+2205012345', '+2206012345', '+2207012345']);
    expect(sms.requests[0]).toMatchObject({ message: 'Happy Tobaski from Trust Bank', from: SENDER_ID });

    expect(job).toMatchObject({ channel: 'sms', sent: 2, failed: 1, invalid: 1, duplicates: 1 });
    expect(recipients).toEqual([
      { recipient: '+2205012345', state: 'failed', provider_id: null, reason: 'UserInBlacklist' },
      { recipient: '+2206012345', state: 'sent', provider_id: 'ATXid_1_1', reason: null },
      { recipient: '+2207012345', state: 'sent', provider_id: 'ATXid_1_2', reason: null },
    ]);
  });

  it.each([
    ['Phone', 'xlsx'],
    ['Mobile', 'biff8'],
    ['msisdn', 'xlsx'],
    ['Number', 'biff8'],
  ] as const)('finds the column headed %s (%s) among other columns', async (header, bookType) => {
    const sheet = excelWorkbook(
      [
        ['Reference', 'Name', header],
        [7777777, 'Awa', '7012345'],
        [7777778, 'Lamin', '3901234'],
      ],
      bookType,
    );
    const { job } = await sendAndFinish('/api/send_bulk_sms', sheet, bookType === 'xlsx' ? 'a.xlsx' : 'a.xls', `Hello ${header}`);
    expect(job.summary).toBe('Sent 2 SMS; 0 failed, 0 unknown, 0 invalid, 0 duplicates skipped.');
    // The reference column holds valid-looking numbers too: only the headed column is used.
    expect(sms.numbers).toEqual(['+2207012345', '+2203901234']);
  });

  it('uses the first column when there is no recognised header, the top cell included when it is a number', async () => {
    const sheet = excelWorkbook(
      [
        [7012345, 'Awa'],
        [3901234, 'Lamin'],
        ['9901234', 'Binta'],
      ],
      'xlsx',
    );
    const { job } = await sendAndFinish('/api/send_bulk_sms', sheet, 'plain.xlsx', 'Hello');
    expect(job.summary).toBe('Sent 3 SMS; 0 failed, 0 unknown, 0 invalid, 0 duplicates skipped.');
    expect(sms.numbers).toEqual(['+2207012345', '+2203901234', '+2209901234']);
  });

  it('splits 150 recipients into two requests of at most 100 numbers', async () => {
    const numbers = Array.from({ length: 150 }, (_, i) => `+220${7000000 + i}`);
    const sheet = excelWorkbook([['Phone'], ...numbers.map((number) => [number])], 'xlsx');
    const { accepted, job } = await sendAndFinish('/api/send_bulk_sms', sheet, 'many.xlsx', 'Batch test');
    expect(accepted).toBe('Sending to 150 recipients.');
    expect(job.summary).toBe('Sent 150 SMS; 0 failed, 0 unknown, 0 invalid, 0 duplicates skipped.');
    expect(sms.requests.map((request) => request.to.length)).toEqual([100, 50]);
    expect(sms.numbers).toEqual(numbers);
    expect(sms.requests.every((request) => request.message === 'Batch test' && request.from === SENDER_ID)).toBe(true);
    expect(await lastJobRecord()).toMatchObject({ channel: 'sms', sent: 150, failed: 0 });
  });

  it('records every recipient as failed, with the reason, when the provider fails every batch', async () => {
    sms.broken = true;
    const sheet = excelWorkbook([['Phone'], ['7012345'], ['3901234'], ['bad']], 'xlsx');
    const { job, recipients } = await sendAndFinish('/api/send_bulk_sms', sheet, 'a.xlsx', 'Will fail');
    expect(job.summary).toBe('Sent 0 SMS; 2 failed, 0 unknown, 1 invalid, 0 duplicates skipped.');
    expect(sms.requests).toHaveLength(1);

    const record = await lastJobRecord();
    expect(record).toMatchObject({ channel: 'sms', sent_by: 'admin', message: 'Will fail', sent: 0, failed: 2, invalid: 1 });
    expect(recipients).toEqual([
      { recipient: '+2207012345', state: 'failed', provider_id: null, reason: 'HTTP 500: Internal Server Error' },
      { recipient: '+2203901234', state: 'failed', provider_id: null, reason: 'HTTP 500: Internal Server Error' },
    ]);
    expect(JSON.stringify({ record, recipients })).not.toContain('test-api-key');
  });
});

describe('POST /api/send_bulk_email', () => {
  it('mails each distinct address once, from SMTP_FROM, with the message as text', async () => {
    const sheet = excelWorkbook(
      [
        ['Name', 'Branch', 'E-MAIL'],
        ['Awa', 'Banjul', 'Awa.Jallow@Example.gm'],
        ['Lamin', 'Bakau', 'lamin@example.gm'],
        ['Awa again', 'Banjul', ' awa.jallow@example.gm '], // duplicate once lower-cased and trimmed
        ['Musa', 'Brikama', 'musa@'], // invalid
        ['Fatou', 'Serrekunda', 'fatou.ceesay@example.gm'],
      ],
      'xlsx',
    );
    const message = 'Dear customer,\nour new Brusubi branch opens on Monday & Tuesday <8am-4pm>.';
    const { job, recipients: outcomes } = await sendAndFinish('/api/send_bulk_email', sheet, 'customers.xlsx', message);
    expect(job.summary).toBe('Sent 3 e-mails; 0 failed, 0 unknown, 1 invalid, 1 duplicate skipped.');

    const recipients = ['awa.jallow@example.gm', 'lamin@example.gm', 'fatou.ceesay@example.gm'];
    expect(smtp.mails.map((mail) => mail.envelopeTo)).toEqual(expect.arrayContaining(recipients.map((r) => [r])));
    expect(smtp.mails).toHaveLength(3);
    for (const recipient of recipients) {
      const [mail, ...others] = smtp.mails.filter((m) => m.envelopeTo.includes(recipient));
      expect(others).toHaveLength(0);
      expect(mail.envelopeFrom).toBe(FROM);
      expect(mail.headers.from).toContain(FROM);
      expect(mail.headers.to).toContain(recipient);
      expect(mail.headers.subject).toBe(SUBJECT);
      expect(mail.text).toBe(message);
      // The HTML alternative shows the same text: escaped, line break kept.
      expect(mail.html).toBe('Dear customer,<br>\nour new Brusubi branch opens on Monday &amp; Tuesday &lt;8am-4pm&gt;.');
    }

    expect(await lastJobRecord()).toMatchObject({
      channel: 'email',
      sent_by: 'admin',
      message,
      outcome: 'Sent 3 e-mails; 0 failed, 0 unknown, 1 invalid, 1 duplicate skipped.',
      sent: 3,
      failed: 0,
      invalid: 1,
      duplicates: 1,
    });
    // Sent, with the SMTP Message-ID the mail carries.
    expect(outcomes.map(({ recipient, state, reason }) => ({ recipient, state, reason }))).toEqual(
      recipients.map((recipient) => ({ recipient, state: 'sent', reason: null })),
    );
    for (const outcome of outcomes) {
      const mail = smtp.mails.find((m) => m.envelopeTo.includes(outcome.recipient));
      expect(outcome.provider_id).toBe(mail?.headers['message-id']);
    }
  });

  it('reads an .xls sheet headed "Email" and reports an address the server refuses as failed', async () => {
    smtp.refused.add('closed@example.gm');
    const sheet = excelWorkbook(
      [
        ['Email', 'Phone'],
        ['open@example.gm', '7012345'],
        ['closed@example.gm', '3901234'],
      ],
      'biff8',
    );
    const { job, recipients } = await sendAndFinish('/api/send_bulk_email', sheet, 'list.xls', 'Statement ready');
    expect(job.summary).toBe('Sent 1 e-mail; 1 failed, 0 unknown, 0 invalid, 0 duplicates skipped.');
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]).toMatchObject({ envelopeTo: ['open@example.gm'], text: 'Statement ready' });

    expect(job).toMatchObject({ channel: 'email', sent: 1, failed: 1, invalid: 0, duplicates: 0 });
    expect(recipients[0]).toMatchObject({ recipient: 'open@example.gm', state: 'sent', reason: null });
    expect(recipients[1]).toMatchObject({
      recipient: 'closed@example.gm',
      state: 'failed',
      reason: expect.stringMatching(/550|unavailable/i),
    });
  });

  it('uses the first column when no header names e-mail', async () => {
    const sheet = excelWorkbook(
      [
        ['first@example.gm', 'x'],
        ['second@example.gm', 'y'],
      ],
      'xlsx',
    );
    const { job } = await sendAndFinish('/api/send_bulk_email', sheet, 'plain.xlsx', 'Hi');
    expect(job.summary).toBe('Sent 2 e-mails; 0 failed, 0 unknown, 0 invalid, 0 duplicates skipped.');
    expect(smtp.mails.flatMap((mail) => mail.envelopeTo).sort()).toEqual(['first@example.gm', 'second@example.gm']);
  });

  it('records every address as failed when the server refuses them all', async () => {
    smtp.refused.add('a@example.gm');
    smtp.refused.add('b@example.gm');
    const sheet = excelWorkbook([['E-mail'], ['a@example.gm'], ['b@example.gm']], 'xlsx');
    const { job } = await sendAndFinish('/api/send_bulk_email', sheet, 'a.xlsx', 'Nobody home');
    expect(job.summary).toBe('Sent 0 e-mails; 2 failed, 0 unknown, 0 invalid, 0 duplicates skipped.');
    expect(smtp.mails).toHaveLength(0);
    expect(await lastJobRecord()).toMatchObject({ channel: 'email', message: 'Nobody home', sent: 0, failed: 2 });
  });
});

describe('refused bulk sends', () => {
  const validSms = () => excelWorkbook([['Phone'], ['7012345']], 'xlsx');
  let before: number;

  beforeEach(async () => {
    before = await jobCount();
  });
  afterEach(async () => {
    // A refused request sends nothing and records nothing.
    expect(sms.requests).toHaveLength(0);
    expect(smtp.mails).toHaveLength(0);
    expect(await jobCount()).toBe(before);
  });

  it.each(['/api/send_bulk_sms', '/api/send_bulk_email'] as const)('%s: 400 naming the missing file', async (path) => {
    const response = await post(path, null, '', 'Hello').expect(400);
    expect(response.body).toEqual({ error: 'file is required' });
  });

  it.each(['/api/send_bulk_sms', '/api/send_bulk_email'] as const)('%s: 400 naming a missing or blank message', async (path) => {
    const missing = await post(path, validSms(), 'a.xlsx', null).expect(400);
    expect(missing.body).toEqual({ error: 'message is required' });
    const blank = await post(path, validSms(), 'a.xlsx', '   ').expect(400);
    expect(blank.body).toEqual({ error: 'message is required' });
  });

  it('400 for a PDF renamed .xlsx', async () => {
    const response = await post('/api/send_bulk_sms', onePagePdf(), 'customers.xlsx', 'Hello').expect(400);
    expect(response.body).toEqual({ error: 'file must be an Excel sheet (xls or xlsx)' });
  });

  it('413 for a sheet over UPLOAD_MAX_SHEET_MB', async () => {
    const big = Buffer.concat([validSms(), Buffer.alloc(1.5 * 1024 * 1024)]);
    const response = await post('/api/send_bulk_email', big, 'big.xlsx', 'Hello').expect(413);
    expect(response.body).toEqual({ error: 'file is larger than the 1 MB limit' });
  });

  it('400 for a sheet without a single valid recipient', async () => {
    const phones = await post(
      '/api/send_bulk_sms',
      excelWorkbook([['Phone'], ['12'], ['abc']], 'xlsx'),
      'a.xlsx',
      'Hello',
    ).expect(400);
    expect(phones.body).toEqual({ error: 'The sheet has no valid phone numbers (2 invalid)' });
    const mails = await post(
      '/api/send_bulk_email',
      excelWorkbook([['Email'], ['nobody@'], ['']], 'biff8'),
      'a.xls',
      'Hello',
    ).expect(400);
    expect(mails.body).toEqual({ error: 'The sheet has no valid e-mail addresses (1 invalid)' });
  });

  it.each(['/api/send_bulk_sms', '/api/send_bulk_email'] as const)('%s: 401 without a token', async (path) => {
    const response = await cms.api().post(path).field('message', 'Hello').attach('file', validSms(), 'a.xlsx');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Please sign in as an administrator to send messages.' });
  });

  it.each(['/api/send_bulk_sms', '/api/send_bulk_email'] as const)('%s: 403 for the atmadmin role', async (path) => {
    const token = await cms.login(ATMADMIN, 'atmadmin');
    const response = await cms.api().post(path).set(bearer(token)).field('message', 'Hello').attach('file', validSms(), 'a.xlsx');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      error: 'Only an administrator can send messages. Please sign in with an administrator account.',
    });
  });
});
