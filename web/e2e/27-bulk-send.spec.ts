/**
 * Issue 4: the bulk SMS / e-mail sender (/tbl/bulk-sms-email) through the UI, with real Excel files made by SheetJS
 * (.xlsx and .xls/BIFF8). The messages must arrive at the fake Africa's Talking API and the SMTP sink, and the
 * success dialog shows the server's message ('Sent N SMS; …'). Without a login (no token) the page shows the
 * server's error. 'Missing Fields' without a file or a message.
 * The page has no guard; the admin's login (in memory) reaches it by a client-side navigation.
 */
import type { Page } from '@playwright/test';
import { expect, expectSwal, navigateInApp, swal, test } from './fixtures';
import { excelWorkbook, pngImage, uniqueName, writeTempFile } from './support/files';

const PAGE = '/tbl/bulk-sms-email';

async function openAsAdmin(page: Page, loginAsAdmin: () => Promise<void>) {
  await loginAsAdmin();
  await navigateInApp(page, PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bulk SMS / Email Sender');
}

/** Fills the form, sends, and answers the server's JSON answer (the dialog must show its message). */
async function send(page: Page, file: string, message: string, type: 'sms' | 'email') {
  await page.getByLabel('Excel File').setInputFiles(file);
  await page.getByLabel('General Message').fill(message);
  await page.getByLabel('Send Type').selectOption(type);
  const path = type === 'sms' ? '/api/send_bulk_sms' : '/api/send_bulk_email';
  const response = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith(path));
  await page.getByRole('button', { name: 'Send Messages' }).click();
  const answer = await response;
  return { status: answer.status(), body: (await answer.json()) as { message?: string; error?: string } };
}

test.describe('bulk sender', () => {
  test.beforeEach(async ({ inboxes }) => {
    await inboxes.reset();
  });

  test('has an Excel picker, a 5-row General Message and a Send Type defaulting to SMS', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.getByLabel('Excel File')).toHaveAttribute('accept', '.xls,.xlsx');
    await expect(page.getByLabel('General Message')).toHaveAttribute('rows', '5');
    const type = page.getByLabel('Send Type');
    await expect(type.locator('option')).toHaveText(['Send SMS', 'Send Email']);
    await expect(type).toHaveValue('sms');
    await expect(page.getByRole('button', { name: 'Send Messages' })).toBeEnabled();
  });

  test("warns 'Missing Fields' without a file, without a message, or with a file that is not Excel", async ({ page, env }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /send_bulk_/.test(request.url())) posts.push(request.url());
    });
    await page.goto(PAGE);
    const sheet = writeTempFile(env.tmpDir, 'list.xlsx', excelWorkbook([['Phone'], ['7012345']], 'xlsx'));

    await page.getByLabel('General Message').fill('A message without a file');
    await page.getByRole('button', { name: 'Send Messages' }).click();
    await expectSwal(page, 'Missing Fields', 'File and message are required.');

    await page.getByLabel('Excel File').setInputFiles(sheet);
    await page.getByLabel('General Message').fill('   ');
    await page.getByRole('button', { name: 'Send Messages' }).click();
    await expectSwal(page, 'Missing Fields', 'File and message are required.');

    await page.getByLabel('Excel File').setInputFiles(writeTempFile(env.tmpDir, 'picture.png', pngImage()));
    await page.getByLabel('General Message').fill('A message with a picture');
    await page.getByRole('button', { name: 'Send Messages' }).click();
    await expectSwal(page, 'Missing Fields', 'File and message are required.');
    expect(posts).toHaveLength(0);
  });

  test("without a login (no token) the page shows the server's error and nothing is sent", async ({ page, env, inboxes }) => {
    const bytes = excelWorkbook([['Phone Number'], ['+220 701 2345']], 'xlsx');
    // What the server answers a send without a token.
    const direct = await page.request.post('/api/send_bulk_sms', {
      multipart: { message: 'No token', file: { name: 'list.xlsx', mimeType: 'application/octet-stream', buffer: bytes } },
    });
    expect(direct.status()).toBeGreaterThanOrEqual(400);
    const { error } = (await direct.json()) as { error?: string };
    expect(error, 'the refusal has an error field').toBeTruthy();

    await page.goto(PAGE);
    const result = await send(page, writeTempFile(env.tmpDir, 'list.xlsx', bytes), 'No token', 'sms');
    expect(result.status).toBe(direct.status());
    expect(result.body.error).toBe(error);
    await expectSwal(page, /.+/, error);
    expect((await inboxes.read()).sms).toHaveLength(0);
  });

  test('sends SMS to the numbers of an .xlsx file through Africa\'s Talking', async ({ page, loginAsAdmin, env, inboxes }) => {
    await openAsAdmin(page, loginAsAdmin);
    const message = uniqueName('Our branches close at 1pm on Friday. Ref');
    const file = writeTempFile(
      env.tmpDir,
      'customers.xlsx',
      excelWorkbook(
        [
          ['Name', 'Phone Number', 'Account'],
          ['Awa', '+220 701 2345', 'AC-1'],
          ['Lamin', 7012345, 'AC-2'], // the same number: a duplicate
          ['Fatou', '3901234', 'AC-3'],
          ['Musa', 'call me', 'AC-4'], // invalid
          ['Binta', '+220 990-1234', 'AC-5'],
        ],
        'xlsx',
      ),
    );

    // While sending, the button reads 'Sending…' and is disabled.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/send_bulk_sms', async (route) => {
      await held;
      await route.continue();
    });
    const sending = send(page, file, message, 'sms');
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    const result = await sending;

    expect(result.status).toBe(200);
    expect(result.body.message).toMatch(/^Sent 3 SMS; 0 failed, 1 invalid, 1 duplicate/);
    await expectSwal(page, /.+/, result.body.message);
    await expect(page.getByLabel('General Message')).toHaveValue('');

    const { sms } = await inboxes.read();
    expect(sms.length).toBeGreaterThan(0);
    expect(sms.flatMap((request) => request.to)).toEqual(['+2207012345', '+2203901234', '+2209901234']);
    for (const request of sms) {
      expect(request).toMatchObject({ message, from: env.smsSenderId, username: env.smsUsername });
      expect(request.contentType).toMatch(/application\/x-www-form-urlencoded/);
      expect(request.apiKey).not.toBe('');
    }
  });

  test('sends SMS from an .xls (BIFF8) file', async ({ page, loginAsAdmin, env, inboxes }) => {
    await openAsAdmin(page, loginAsAdmin);
    const message = uniqueName('Happy Tobaski from Trust Bank');
    const file = writeTempFile(env.tmpDir, 'list.xls', excelWorkbook([['Customer', 'MOBILE'], ['A', 5012345], ['B', '+2206012345']], 'biff8'));
    const result = await send(page, file, message, 'sms');
    expect(result.status).toBe(200);
    expect(result.body.message).toMatch(/^Sent 2 SMS;/);
    await expectSwal(page, /.+/, result.body.message);
    const { sms } = await inboxes.read();
    expect(sms.flatMap((request) => request.to)).toEqual(['+2205012345', '+2206012345']);
    expect(sms.every((request) => request.message === message)).toBe(true);
  });

  test('sends e-mails to the addresses of an .xls (BIFF8) file through SMTP', async ({ page, loginAsAdmin, env, inboxes }) => {
    await openAsAdmin(page, loginAsAdmin);
    const message = `Dear customer,\nour new Brusubi branch opens on Monday. (${uniqueName('ref')})`;
    const addresses = ['awa.jallow@example.gm', 'lamin@example.gm', 'fatou.ceesay@example.gm'];
    const file = writeTempFile(
      env.tmpDir,
      'customers.xls',
      excelWorkbook(
        [
          ['Name', 'Branch', 'Email'],
          ['Awa', 'Banjul', 'Awa.Jallow@Example.gm'],
          ['Lamin', 'Bakau', 'lamin@example.gm'],
          ['Awa again', 'Banjul', ' awa.jallow@example.gm '], // a duplicate once normalised
          ['Musa', 'Brikama', 'musa@'], // invalid
          ['Fatou', 'Serrekunda', 'fatou.ceesay@example.gm'],
        ],
        'biff8',
      ),
    );
    const result = await send(page, file, message, 'email');
    expect(result.status).toBe(200);
    expect(result.body.message).toMatch(/^Sent 3 e-mails; 0 failed, 1 invalid, 1 duplicate/);
    await expectSwal(page, /.+/, result.body.message);

    const { mails } = await inboxes.read();
    expect(mails).toHaveLength(3);
    for (const address of addresses) {
      const mail = mails.find((entry) => entry.envelopeTo.includes(address));
      expect(mail, `a mail to ${address}`).toBeTruthy();
      expect(mail?.envelopeFrom).toBe(env.mailFrom);
      expect(mail?.from).toContain(env.mailFrom);
      expect(mail?.to).toContain(address);
      expect(mail?.subject).toBe(env.mailSubject);
      expect(mail?.text).toBe(message);
    }
    expect((await inboxes.read()).sms).toHaveLength(0);
  });

  test('sends e-mails from an .xlsx file', async ({ page, loginAsAdmin, env, inboxes }) => {
    await openAsAdmin(page, loginAsAdmin);
    const message = uniqueName('Statement ready');
    const file = writeTempFile(env.tmpDir, 'mails.xlsx', excelWorkbook([['E-mail'], ['open@example.gm']], 'xlsx'));
    const result = await send(page, file, message, 'email');
    expect(result.body.message).toMatch(/^Sent 1 e-mail;/);
    await expectSwal(page, /.+/, result.body.message);
    const { mails } = await inboxes.read();
    expect(mails.map((mail) => mail.envelopeTo)).toEqual([['open@example.gm']]);
    expect(mails[0].text).toBe(message);
  });

  test("a failure without an error field shows 'Something went wrong.'", async ({ page, loginAsAdmin, env }) => {
    await openAsAdmin(page, loginAsAdmin);
    await page.route('**/api/send_bulk_sms', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await page.getByLabel('Excel File').setInputFiles(writeTempFile(env.tmpDir, 'l.xlsx', excelWorkbook([['Phone'], ['7012345']], 'xlsx')));
    await page.getByLabel('General Message').fill('Will fail');
    await page.getByRole('button', { name: 'Send Messages' }).click();
    await expectSwal(page, /.+/, 'Something went wrong.');
    await expect(swal(page).popup).toHaveCount(0);
  });
});
