import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { excelFile, minimalPdf } from '../unit/helpers/fixtures';
import { ATMADMIN, startCms, type TestCms } from '../support/cms';

/** What the Africa's Talking fake received: one entry per HTTP request (one batch). */
interface SmsRequest {
  path: string;
  apiKey: string | undefined;
  username: string;
  to: string[];
  message: string;
  from: string | undefined;
}

/** Stands in for api.africastalking.com: records each batch and answers like the real API. */
class FakeAfricasTalking {
  readonly requests: SmsRequest[] = [];
  /** Numbers the provider refuses (406 UserInBlacklist); everything else is 101 Success. */
  readonly blacklisted = new Set<string>();
  /** Answer every batch with HTTP 500. */
  broken = false;
  private readonly server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const apiKey = req.headers.apikey;
      const to = (form.get('to') ?? '').split(',').filter(Boolean);
      this.requests.push({
        path: req.url ?? '',
        apiKey: typeof apiKey === 'string' ? apiKey : undefined,
        username: form.get('username') ?? '',
        to,
        message: form.get('message') ?? '',
        from: form.get('from') ?? undefined,
      });
      this.answer(to, res);
    });
  });

  private answer(to: string[], res: ServerResponse) {
    if (this.broken) {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal Server Error');
      return;
    }
    const recipients = to.map((number, i) =>
      this.blacklisted.has(number)
        ? { statusCode: 406, number, status: 'UserInBlacklist', cost: '0', messageId: 'None' }
        : { statusCode: 101, number, status: 'Success', cost: 'GMD 0.8000', messageId: `ATXid_${i}` },
    );
    const sent = recipients.filter((r) => r.statusCode === 101).length;
    res.writeHead(201, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ SMSMessageData: { Message: `Sent to ${sent}/${to.length}`, Recipients: recipients } }));
  }

  /** Every number sent to, over all batches. */
  get numbers(): string[] {
    return this.requests.flatMap((request) => request.to);
  }

  reset() {
    this.requests.length = 0;
    this.blacklisted.clear();
    this.broken = false;
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/version1/messaging`;
  }

  async stop() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

/** One message as the SMTP sink received it. */
interface Mail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Record<string, string>;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded (undefined when there is none). */
  html: string | undefined;
}

interface MimePart {
  headers: Record<string, string>;
  body: string;
}

/** Splits a raw MIME entity into unfolded, lower-cased headers and its transfer-decoded body. */
function parsePart(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n');
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r\n[ \t]+/g, ' ');
  let body = split < 0 ? '' : raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') {
    body = Buffer.from(
      body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  } else if (encoding === 'base64') {
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return { headers, body: body.replace(/\r\n/g, '\n') };
}

/** The leaf parts of a message (one level of multipart is all nodemailer writes for text + html). */
function leafParts(part: MimePart): MimePart[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers['content-type'] ?? '')?.[1];
  if (!/^multipart\//i.test(part.headers['content-type'] ?? '') || !boundary) return [part];
  const raw = part.body.replace(/\n/g, '\r\n');
  const pieces = raw.split(`--${boundary}`).slice(1);
  return pieces
    .filter((piece) => !piece.startsWith('--'))
    .flatMap((piece) => leafParts(parsePart(piece.replace(/^\r\n/, '').replace(/\r\n$/, ''))));
}

function parseMail(raw: string): { headers: Record<string, string>; text: string; html: string | undefined } {
  const message = parsePart(raw);
  const parts = leafParts(message);
  const of = (type: string) => parts.find((part) => (part.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type));
  return { headers: message.headers, text: (of('text/plain')?.body ?? '').trim(), html: of('text/html')?.body.trim() };
}

/** A real SMTP server on 127.0.0.1 that keeps every message and refuses the addresses in `refused`. */
class SmtpSink {
  readonly mails: Mail[] = [];
  readonly refused = new Set<string>();
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: (address: { address: string }, _session: unknown, callback: (error?: Error) => void) => {
      if (this.refused.has(address.address)) {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData: (
      stream: NodeJS.ReadableStream,
      session: { envelope: { mailFrom: { address: string } | false; rcptTo: Array<{ address: string }> } },
      callback: (error?: Error) => void,
    ) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { headers, text, html } = parseMail(Buffer.concat(chunks).toString('utf8'));
        this.mails.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          headers,
          text,
          html,
        });
        callback();
      });
    },
  });

  reset() {
    this.mails.length = 0;
    this.refused.clear();
  }

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const SENDER_ID = 'TrustBank';
const FROM = 'alerts@trustbank.gm';
const SUBJECT = 'A message from Trust Bank';

const sms = new FakeAfricasTalking();
const smtp = new SmtpSink();
let cms: TestCms;
let admin: string;

beforeAll(async () => {
  const smsUrl = await sms.start();
  const smtpPort = await smtp.start();
  cms = await startCms({
    AT_USERNAME: 'bankuser',
    AT_API_KEY: 'test-api-key',
    AT_SENDER_ID: SENDER_ID,
    AT_SMS_URL: smsUrl,
    AT_TIMEOUT_MS: '5000',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_FROM: FROM,
    SMTP_SECURE: 'false',
    SMTP_IGNORE_TLS: 'true',
    EMAIL_SUBJECT: SUBJECT,
    EMAIL_CONCURRENCY: '3',
    UPLOAD_MAX_SHEET_MB: '1',
  });
  admin = await cms.login();
});
afterAll(async () => {
  await cms?.stop();
  await sms.stop();
  await smtp.stop();
});
beforeEach(() => {
  sms.reset();
  smtp.reset();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const post = (path: '/api/send_bulk_sms' | '/api/send_bulk_email', sheet: Buffer | null, filename: string, message: string | null) => {
  const request = cms.api().post(path).set(bearer(admin));
  if (message !== null) request.field('message', message);
  if (sheet) request.attach('file', sheet, filename);
  return request;
};

interface BulkSendRecord {
  channel: string;
  sent_by: string;
  message: string;
  outcome: string;
  sent: number;
  failed: number;
  invalid: number;
  duplicates: number;
  results: Array<{ recipient: string; ok: boolean; detail: string }>;
}

const records = async () =>
  (await cms.strapi.documents('api::bulk-send.bulk-send').findMany({ sort: [{ id: 'asc' }] } as never)) as unknown as BulkSendRecord[];
const lastRecord = async () => (await records()).at(-1);

describe('POST /api/send_bulk_sms', () => {
  it('sends an .xlsx list once per number in E.164, from the sender id, and answers the exact counts', async () => {
    const sheet = excelFile(
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
    const response = await post('/api/send_bulk_sms', sheet, 'customers.xlsx', message).expect(200);
    expect(response.body).toEqual({ message: 'Sent 3 SMS; 0 failed, 2 invalid, 1 duplicate skipped.' });

    expect(sms.requests).toHaveLength(1);
    expect(sms.requests[0]).toEqual({
      path: '/version1/messaging',
      apiKey: 'test-api-key',
      username: 'bankuser',
      to: ['+2207012345', '+2203901234', '+2209901234'],
      message,
      from: SENDER_ID,
    });

    expect(await lastRecord()).toMatchObject({
      channel: 'sms',
      sent_by: 'admin',
      message,
      outcome: 'Sent 3 SMS; 0 failed, 2 invalid, 1 duplicate skipped.',
      sent: 3,
      failed: 0,
      invalid: 2,
      duplicates: 1,
      results: [
        { recipient: '+2207012345', ok: true, detail: 'Success' },
        { recipient: '+2203901234', ok: true, detail: 'Success' },
        { recipient: '+2209901234', ok: true, detail: 'Success' },
      ],
    });
  });

  it('reads an .xls (BIFF8) sheet and counts the numbers the provider refuses as failed', async () => {
    sms.blacklisted.add('+2205012345');
    const sheet = excelFile(
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
    const response = await post('/api/send_bulk_sms', sheet, 'list.xls', 'Happy Tobaski from Trust Bank').expect(200);
    expect(response.body).toEqual({ message: 'Sent 2 SMS; 1 failed, 1 invalid, 1 duplicate skipped.' });
    expect(sms.numbers).toEqual(['+2205012345', '+2206012345', '+2207012345']);
    expect(sms.requests[0]).toMatchObject({ message: 'Happy Tobaski from Trust Bank', from: SENDER_ID });

    const record = await lastRecord();
    expect(record).toMatchObject({ channel: 'sms', sent: 2, failed: 1, invalid: 1, duplicates: 1 });
    expect(record?.results).toEqual([
      { recipient: '+2205012345', ok: false, detail: 'UserInBlacklist' },
      { recipient: '+2206012345', ok: true, detail: 'Success' },
      { recipient: '+2207012345', ok: true, detail: 'Success' },
    ]);
  });

  it.each([
    ['Phone', 'xlsx'],
    ['Mobile', 'biff8'],
    ['msisdn', 'xlsx'],
    ['Number', 'biff8'],
  ] as const)('finds the column headed %s (%s) among other columns', async (header, bookType) => {
    const sheet = excelFile(
      [
        ['Reference', 'Name', header],
        [7777777, 'Awa', '7012345'],
        [7777778, 'Lamin', '3901234'],
      ],
      bookType,
    );
    const response = await post('/api/send_bulk_sms', sheet, bookType === 'xlsx' ? 'a.xlsx' : 'a.xls', 'Hello').expect(200);
    expect(response.body).toEqual({ message: 'Sent 2 SMS; 0 failed, 0 invalid, 0 duplicates skipped.' });
    // The reference column holds valid-looking numbers too: only the headed column is used.
    expect(sms.numbers).toEqual(['+2207012345', '+2203901234']);
  });

  it('uses the first column when there is no recognised header, the top cell included when it is a number', async () => {
    const sheet = excelFile(
      [
        [7012345, 'Awa'],
        [3901234, 'Lamin'],
        ['9901234', 'Binta'],
      ],
      'xlsx',
    );
    const response = await post('/api/send_bulk_sms', sheet, 'plain.xlsx', 'Hello').expect(200);
    expect(response.body).toEqual({ message: 'Sent 3 SMS; 0 failed, 0 invalid, 0 duplicates skipped.' });
    expect(sms.numbers).toEqual(['+2207012345', '+2203901234', '+2209901234']);
  });

  it('splits 150 recipients into two requests of at most 100 numbers', async () => {
    const numbers = Array.from({ length: 150 }, (_, i) => `+220${7000000 + i}`);
    const sheet = excelFile([['Phone'], ...numbers.map((number) => [number])], 'xlsx');
    const response = await post('/api/send_bulk_sms', sheet, 'many.xlsx', 'Batch test').expect(200);
    expect(response.body).toEqual({ message: 'Sent 150 SMS; 0 failed, 0 invalid, 0 duplicates skipped.' });
    expect(sms.requests.map((request) => request.to.length)).toEqual([100, 50]);
    expect(sms.numbers).toEqual(numbers);
    expect(sms.requests.every((request) => request.message === 'Batch test' && request.from === SENDER_ID)).toBe(true);
    expect(await lastRecord()).toMatchObject({ channel: 'sms', sent: 150, failed: 0 });
  });

  it('answers 502 {error} when the provider fails every batch, and still records the attempt', async () => {
    sms.broken = true;
    const sheet = excelFile([['Phone'], ['7012345'], ['3901234'], ['bad']], 'xlsx');
    const response = await post('/api/send_bulk_sms', sheet, 'a.xlsx', 'Will fail').expect(502);
    expect(response.body).toEqual({ error: 'Nothing was sent. Sent 0 SMS; 2 failed, 1 invalid, 0 duplicates skipped.' });
    expect(sms.requests).toHaveLength(1);

    const record = await lastRecord();
    expect(record).toMatchObject({ channel: 'sms', sent_by: 'admin', message: 'Will fail', sent: 0, failed: 2, invalid: 1 });
    expect(record?.results).toEqual([
      { recipient: '+2207012345', ok: false, detail: 'HTTP 500: Internal Server Error' },
      { recipient: '+2203901234', ok: false, detail: 'HTTP 500: Internal Server Error' },
    ]);
    expect(JSON.stringify(record)).not.toContain('test-api-key');
  });
});

describe('POST /api/send_bulk_email', () => {
  it('mails each distinct address once, from SMTP_FROM, with the message as text', async () => {
    const sheet = excelFile(
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
    const response = await post('/api/send_bulk_email', sheet, 'customers.xlsx', message).expect(200);
    expect(response.body).toEqual({ message: 'Sent 3 e-mails; 0 failed, 1 invalid, 1 duplicate skipped.' });

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

    const record = await lastRecord();
    expect(record).toMatchObject({
      channel: 'email',
      sent_by: 'admin',
      message,
      outcome: 'Sent 3 e-mails; 0 failed, 1 invalid, 1 duplicate skipped.',
      sent: 3,
      failed: 0,
      invalid: 1,
      duplicates: 1,
    });
    expect(record?.results).toEqual(recipients.map((recipient) => ({ recipient, ok: true, detail: 'sent' })));
  });

  it('reads an .xls sheet headed "Email" and reports an address the server refuses as failed', async () => {
    smtp.refused.add('closed@example.gm');
    const sheet = excelFile(
      [
        ['Email', 'Phone'],
        ['open@example.gm', '7012345'],
        ['closed@example.gm', '3901234'],
      ],
      'biff8',
    );
    const response = await post('/api/send_bulk_email', sheet, 'list.xls', 'Statement ready').expect(200);
    expect(response.body).toEqual({ message: 'Sent 1 e-mail; 1 failed, 0 invalid, 0 duplicates skipped.' });
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]).toMatchObject({ envelopeTo: ['open@example.gm'], text: 'Statement ready' });

    const record = await lastRecord();
    expect(record).toMatchObject({ channel: 'email', sent: 1, failed: 1, invalid: 0, duplicates: 0 });
    expect(record?.results[0]).toEqual({ recipient: 'open@example.gm', ok: true, detail: 'sent' });
    expect(record?.results[1]).toMatchObject({ recipient: 'closed@example.gm', ok: false, detail: expect.stringMatching(/550|unavailable/i) });
  });

  it('uses the first column when no header names e-mail', async () => {
    const sheet = excelFile([['first@example.gm', 'x'], ['second@example.gm', 'y']], 'xlsx');
    const response = await post('/api/send_bulk_email', sheet, 'plain.xlsx', 'Hi').expect(200);
    expect(response.body).toEqual({ message: 'Sent 2 e-mails; 0 failed, 0 invalid, 0 duplicates skipped.' });
    expect(smtp.mails.flatMap((mail) => mail.envelopeTo).sort()).toEqual(['first@example.gm', 'second@example.gm']);
  });

  it('answers 502 {error} when the server refuses every address', async () => {
    smtp.refused.add('a@example.gm');
    smtp.refused.add('b@example.gm');
    const sheet = excelFile([['E-mail'], ['a@example.gm'], ['b@example.gm']], 'xlsx');
    const response = await post('/api/send_bulk_email', sheet, 'a.xlsx', 'Nobody home').expect(502);
    expect(response.body).toEqual({ error: 'Nothing was sent. Sent 0 e-mails; 2 failed, 0 invalid, 0 duplicates skipped.' });
    expect(smtp.mails).toHaveLength(0);
    expect(await lastRecord()).toMatchObject({ channel: 'email', message: 'Nobody home', sent: 0, failed: 2 });
  });
});

describe('refused bulk sends', () => {
  const validSms = () => excelFile([['Phone'], ['7012345']], 'xlsx');
  let before: number;

  beforeEach(async () => {
    before = (await records()).length;
  });
  afterEach(async () => {
    // A refused request sends nothing and records nothing.
    expect(sms.requests).toHaveLength(0);
    expect(smtp.mails).toHaveLength(0);
    expect(await records()).toHaveLength(before);
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
    const response = await post('/api/send_bulk_sms', minimalPdf(), 'customers.xlsx', 'Hello').expect(400);
    expect(response.body).toEqual({ error: 'file must be an Excel sheet (xls or xlsx)' });
  });

  it('413 for a sheet over UPLOAD_MAX_SHEET_MB', async () => {
    const big = Buffer.concat([validSms(), Buffer.alloc(1.5 * 1024 * 1024)]);
    const response = await post('/api/send_bulk_email', big, 'big.xlsx', 'Hello').expect(413);
    expect(response.body).toEqual({ error: 'file is larger than the 1 MB limit' });
  });

  it('400 for a sheet without a single valid recipient', async () => {
    const phones = await post('/api/send_bulk_sms', excelFile([['Phone'], ['12'], ['abc']], 'xlsx'), 'a.xlsx', 'Hello').expect(400);
    expect(phones.body).toEqual({ error: 'The sheet has no valid phone numbers (2 invalid)' });
    const mails = await post('/api/send_bulk_email', excelFile([['Email'], ['nobody@'], ['']], 'biff8'), 'a.xls', 'Hello').expect(400);
    expect(mails.body).toEqual({ error: 'The sheet has no valid e-mail addresses (1 invalid)' });
  });

  it.each(['/api/send_bulk_sms', '/api/send_bulk_email'] as const)('%s: 401 without a token', async (path) => {
    const response = await cms.api().post(path).field('message', 'Hello').attach('file', validSms(), 'a.xlsx');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Authentication required: send Authorization: Bearer <token>' });
  });

  it.each(['/api/send_bulk_sms', '/api/send_bulk_email'] as const)('%s: 403 for the atmadmin role', async (path) => {
    const token = await cms.login(ATMADMIN, 'atmadmin');
    const response = await cms.api().post(path).set(bearer(token)).field('message', 'Hello').attach('file', validSms(), 'a.xlsx');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 'Your role may not do this' });
  });
});
