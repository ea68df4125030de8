import { BulkSendHistory, parseAnswer, type BulkSendRecord } from '@bank/shared';
import { excelWorkbook, phoneSheet } from '@bank/test-support';
import { ADMIN, ATMADMIN, bearer, PANEL_OPERATOR, type TestCms } from '../support/cms';
import { BulkFakes, finishedJob } from '../support/bulk-fakes';

/**
 * The bulk sender's history survives a reload. GET /api/bulk-jobs answers the sends on their way and a
 * page of every send, newest first, with who sent it, the channel, the message, the sheet's name and the counts;
 * GET /api/bulk-jobs/{id}/results answers every recipient's outcome as CSV, safe to open in Excel. Both are admin only
 * (the results hold phone numbers and addresses) and never cached.
 */

const fakes = new BulkFakes({ smtp: true });
const { sms } = fakes;
const CALLBACK_TOKEN = 'history-callback-token';
const NAMED = { username: 'awa.touray', password: 'Named-Admin-Pass-1' };
let cms: TestCms;
let admin: string;
let named: string;
let atmAdmin: string;

beforeAll(async () => {
  cms = await fakes.startCms({
    AT_CALLBACK_TOKEN: CALLBACK_TOKEN,
    BULK_POLL_MS: '100',
  });
  admin = await cms.login();
  atmAdmin = await cms.login(ATMADMIN, 'atmadmin');

  // A named administrator, created as the operator does it in the panel (Content Manager → User).
  const panel = await cms.api().post('/admin/login').send(PANEL_OPERATOR).expect(200);
  const role = (await cms.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'admin' } })) as {
    id: number;
  };
  await cms
    .api()
    .post('/content-manager/collection-types/plugin::users-permissions.user')
    .set(bearer(panel.body.data.token as string))
    .send({
      ...NAMED,
      email: 'awa.touray@trustbank.gm',
      confirmed: true,
      blocked: false,
      role: { connect: [{ id: role.id }] },
    })
    .expect(201);
  named = await cms.login(NAMED);
}, 180_000);
afterAll(() => fakes.stop(cms));

async function send(
  token: string,
  path: '/api/send_bulk_sms' | '/api/send_bulk_email',
  sheet: Buffer,
  fileName: string,
  message: string,
): Promise<string> {
  const response = await cms
    .api()
    .post(path)
    .set(bearer(token))
    .field('message', message)
    .attach('file', sheet, fileName)
    .expect(202);
  return response.body.job.id as string;
}

async function history(token: string, query = ''): Promise<BulkSendHistory> {
  const response = await cms.api().get(`/api/bulk-jobs${query}`).set(bearer(token)).expect(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return parseAnswer(BulkSendHistory, response.body, 'GET /api/bulk-jobs');
}

/** A CSV file's records (RFC 4180: quoted fields, doubled quotes, CRLF), as a spreadsheet reads them. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += char;
  }
  if (field !== '' || record.length > 0) throw new Error(`The CSV does not end with CRLF: ${JSON.stringify(text.slice(-40))}`);
  return records;
}

let smsJob: string;
let mailJob: string;
let namedJob: string;

describe('the history of sends', () => {
  it('shows a send on its way as running, then every send newest first, with who, channel, message, sheet and counts', async () => {
    // An SMS send by the spec's admin; one number the provider refuses.
    sms.blacklisted.add('+2207000002');
    sms.delayMs = 600;
    smsJob = await send(
      admin,
      '/api/send_bulk_sms',
      phoneSheet(['+2207000001', '+2207000002', '+2207000003', 'call me']),
      'branch customers.xlsx',
      'Our Brusubi branch opens on Monday.',
    );
    // While the provider holds it, the send is running (whatever page is asked) and on the first page.
    const during = await history(admin, '?page=2&pageSize=1');
    expect(during.running.map((send) => send.id)).toEqual([smsJob]);
    expect(during.running[0].state).not.toBe('finished');
    expect(during.sends).toEqual([]);
    await finishedJob(cms, admin, smsJob);
    sms.delayMs = 0;

    // An e-mail send by the same admin; its addresses start with characters a spreadsheet reads as a formula.
    mailJob = await send(
      admin,
      '/api/send_bulk_email',
      excelWorkbook([['E-mail'], ['=2+3@example.gm'], ['-minus@example.gm'], ['plain@example.gm']], 'xlsx'),
      'C:\\Users\\officer\\Desktop\\mail list.xlsx',
      'Your statement, "as promised", is ready.',
    );
    await finishedJob(cms, admin, mailJob);
    // An SMS send by the named administrator.
    namedJob = await send(named, '/api/send_bulk_sms', phoneSheet(['+2207000009']), 'one.xlsx', 'Named officer');
    await finishedJob(cms, named, namedJob);

    const all = await history(admin);
    expect(all).toMatchObject({ running: [], page: 1, pageSize: 10, pageCount: 1, total: 3 });
    expect(all.sends.map((record) => record.id)).toEqual([namedJob, mailJob, smsJob]);
    const times = all.sends.map((record) => Date.parse(record.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const byId = new Map(all.sends.map((record): [string, BulkSendRecord] => [record.id, record]));
    expect(byId.get(smsJob)).toMatchObject({
      state: 'finished',
      channel: 'sms',
      sentBy: ADMIN.username,
      message: 'Our Brusubi branch opens on Monday.',
      sheetName: 'branch customers.xlsx',
      total: 3,
      sent: 2,
      failed: 1,
      unknown: 0,
      invalid: 1,
      delivered: 0,
      summary: 'Sent 2 SMS; 1 failed, 0 unknown, 1 invalid, 0 duplicates skipped.',
    });
    // The browser's folder is never kept: only the file's own name.
    expect(byId.get(mailJob)).toMatchObject({
      channel: 'email',
      sentBy: ADMIN.username,
      message: 'Your statement, "as promised", is ready.',
      sheetName: 'mail list.xlsx',
      sent: 3,
      failed: 0,
    });
    expect(byId.get(namedJob)).toMatchObject({ sentBy: NAMED.username, sheetName: 'one.xlsx', sent: 1 });
  });

  it('pages newest first: page 1 then page 2, no send twice, none left out', async () => {
    const first = await history(admin, '?pageSize=2');
    const second = await history(admin, '?page=2&pageSize=2');
    const third = await history(admin, '?page=3&pageSize=2');
    expect(first).toMatchObject({ page: 1, pageSize: 2, pageCount: 2, total: 3 });
    expect(first.sends.map((record) => record.id)).toEqual([namedJob, mailJob]);
    expect(second.sends.map((record) => record.id)).toEqual([smsJob]);
    expect(third.sends).toEqual([]);
  });

  it('shows the delivery reports the provider sent for an SMS send', async () => {
    const delivered = sms.accepted.find((message) => message.number === '+2207000001');
    expect(delivered).toBeDefined();
    await cms
      .api()
      .post(`/api/sms/delivery-reports/${CALLBACK_TOKEN}`)
      .type('form')
      .send({ id: delivered!.id, status: 'Success', phoneNumber: delivered!.number })
      .expect(200);
    const record = (await history(admin)).sends.find((send) => send.id === smsJob);
    expect(record).toMatchObject({ sent: 2, delivered: 1, undelivered: 0, inTransit: 0 });
  });

  it('refuses a page or size that is not a whole number in range, and changes nothing', async () => {
    for (const query of ['?page=0', '?page=-1', '?page=abc', '?pageSize=51', '?pageSize=0', '?page=1.5', '?page[$gt]=1']) {
      const response = await cms.api().get(`/api/bulk-jobs${query}`).set(bearer(admin)).expect(400);
      expect(response.body).toEqual({ message: 'page must be a whole number from 1, and pageSize from 1 to 50' });
    }
    expect((await history(admin)).total).toBe(3);
  });

  it('is refused without a token (401) and to the ATM officer (403)', async () => {
    const anonymous = await cms.api().get('/api/bulk-jobs').expect(401);
    expect(anonymous.body).toEqual({ message: expect.stringMatching(/Authentication required/) });
    const atm = await cms.api().get('/api/bulk-jobs').set(bearer(atmAdmin)).expect(403);
    expect(atm.body).toEqual({ message: 'Your role may not do this' });
    expect(JSON.stringify(atm.body)).not.toContain('+220');
  });
});

describe("a send's results as CSV", () => {
  it('answers every recipient in sheet order with its result, as an attachment never cached; formulas defused', async () => {
    const response = await cms.api().get(`/api/bulk-jobs/${smsJob}/results`).set(bearer(admin)).buffer(true).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="bulk-sms-\d{4}-\d{2}-\d{2}-\d{4}-results\.csv"$/,
    );
    const text = response.text;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual([
      'Recipient',
      'Result',
      'Reason',
      'Delivery',
      'Delivery failure',
      'Delivery reported at',
      'Provider message id',
      'Updated at',
    ]);
    // A number starts with '+', which a spreadsheet would read as a formula: it gets a leading apostrophe.
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ["'+2207000001", 'sent'],
      ["'+2207000002", 'failed'],
      ["'+2207000003", 'sent'],
    ]);
    expect(rows[0][3]).toBe('delivered');
    expect(Number.isNaN(Date.parse(rows[0][5]))).toBe(false);
    expect(rows[0][6]).toMatch(/^ATXid_/);
    expect(rows[1][2]).toMatch(/UserInBlacklist/);
    expect(rows[1][3]).toBe('');
    expect(rows[2][3]).toBe('');
  });

  it("defuses an e-mail address starting with '=' or '-'", async () => {
    const response = await cms.api().get(`/api/bulk-jobs/${mailJob}/results`).set(bearer(admin)).buffer(true).expect(200);
    expect(response.headers['content-disposition']).toMatch(/filename="bulk-email-/);
    const lines = response.text.slice(1).split('\r\n');
    expect(lines[1]).toMatch(/^'=2\+3@example\.gm,sent,/);
    expect(lines[2]).toMatch(/^'-minus@example\.gm,sent,/);
    expect(lines[3]).toMatch(/^plain@example\.gm,sent,/);
    expect(
      parseCsv(response.text.slice(1))
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(["'=2+3@example.gm", "'-minus@example.gm", 'plain@example.gm']);
  });

  it('is refused without a token (401), to the ATM officer (403), and for an unknown send (404); each export is audited', async () => {
    const path = `/api/bulk-jobs/${smsJob}/results`;
    const anonymous = await cms.api().get(path).expect(401);
    expect(anonymous.text).not.toContain('+220');
    const atm = await cms.api().get(path).set(bearer(atmAdmin)).expect(403);
    expect(atm.body).toEqual({ message: 'Your role may not do this' });
    expect(atm.text).not.toContain('+220');
    const unknown = await cms.api().get('/api/bulk-jobs/nosuchjob/results').set(bearer(admin)).expect(404);
    expect(unknown.body).toEqual({ message: 'No such bulk send' });

    const exports = (await cms.strapi.db.query('api::audit-entry.audit-entry').findMany({
      where: { action: 'bulk results export' },
    })) as Array<{ actor: string; subject_id: string }>;
    expect(exports.map((entry) => [entry.actor, entry.subject_id])).toEqual([
      [ADMIN.username, smsJob],
      [ADMIN.username, mailJob],
    ]);
  });
});
