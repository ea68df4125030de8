/**
 * The bulk SMS / e-mail sender (/tbl/bulk-sms-email) through the UI, with real Excel files made by SheetJS
 * (.xlsx and .xls/BIFF8), against the real CMS, the fake Africa's Talking API and the SMTP sink.
 *
 * A send is a background job of the CMS: the page shows the job's progress in its status region until the job is
 * finished, then the success dialog with the job's summary ('Sent N SMS; …'). The same send again (a double click,
 * a retry after a lost answer, the same sheet and message again) is one job: the answer says it was already received
 * and nothing is sent twice. The page has no guard: without a token (opened by its address, after a reload) it
 * offers its own admin sign-in, and Send Messages sends nothing and says to sign in.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, expectSwal, openTile, swal, test } from './fixtures';
import type { E2eEnv } from './support/env';
import { excelWorkbook, phoneSheet } from '@bank/test-support';
import { pngImage, uniqueName, writeTempFile } from './support/files';

const PAGE = '/tbl/bulk-sms-email';
const SIGN_IN_SENTENCE = 'Please sign in as an administrator to send messages.';
const ALREADY_RECEIVED =
  /^This send was already received at \d{2}:\d{2} \(same sheet, message and send type\); it is not sent again\.$/;

const signInPanel = (page: Page) => page.getByRole('region', { name: 'Sign in to send messages' });
const progress = (page: Page) => page.getByRole('status', { name: 'Progress' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send Messages' });

/** Signs in with the page's own admin sign-in; the sign-in then goes away. */
async function signInOnPage(page: Page, env: E2eEnv) {
  const panel = signInPanel(page);
  await panel.getByLabel('Username').fill(env.adminUser);
  await panel.getByLabel('Password').fill(env.adminPassword);
  await panel.getByRole('button', { name: 'Sign in' }).click();
  await expect(panel).toHaveCount(0);
}

/** Opens the page by its address (no token: the sign-in shows) and signs in on it. */
async function openSignedIn(page: Page, env: E2eEnv) {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bulk SMS / Email Sender');
  await signInOnPage(page, env);
}

async function fillForm(page: Page, file: string, message: string, type: 'sms' | 'email') {
  await page.getByLabel('Excel File').setInputFiles(file);
  await page.getByLabel('General Message').fill(message);
  await page.getByLabel('Send Type').selectOption(type);
}

/** Send Messages first shows what the send will do; 'Yes, send' sends it. */
async function confirmSend(page: Page) {
  await page.getByRole('region', { name: 'Check before sending' }).getByRole('button', { name: 'Yes, send' }).click();
}

/**
 * The answer to a repeated send: one message, before anything is sent, naming when the first was received;
 * its link shows the outcome of the first send, without a dialog.
 */
async function expectRepeatThenSuccess(page: Page, summary: string) {
  const panel = page.getByRole('region', { name: 'Check before sending' });
  await expect(panel.getByText(ALREADY_RECEIVED)).toBeVisible();
  await panel.getByRole('link', { name: 'Show that send' }).click();
  await expect(progress(page)).toContainText(summary);
  await expect(swal(page).popup).toHaveCount(0);
}

/** Records the bulk-send POSTs the page makes (and their Idempotency-Key). */
function recordSends(page: Page): { url: string; key: string | null }[] {
  const sends: { url: string; key: string | null }[] = [];
  page.on('request', (request) => {
    // The sends themselves, not their previews.
    if (request.method() === 'POST' && /\/api\/send_bulk_(sms|email)$/.test(request.url())) {
      sends.push({ url: request.url(), key: request.headers()['idempotency-key'] ?? null });
    }
  });
  return sends;
}

/** Every number the fake SMS API received, in order, and how many times each. */
async function smsNumbers(inboxes: { read: () => Promise<{ sms: { to: string[] }[] }> }) {
  return (await inboxes.read()).sms.flatMap((request) => request.to);
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
    await expect(sendButton(page)).toBeEnabled();
  });

  test('from the Admin Dashboard tile: an .xlsx SMS send shows its progress, then the summary; each number gets one SMS', async ({
    page,
    loginAsAdmin,
    env,
    inboxes,
  }) => {
    await loginAsAdmin();
    await openTile(page, 'Bulk SMS / E-mail', PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bulk SMS / Email Sender');
    // The dashboard's login is kept: no sign-in on the page.
    await expect(signInPanel(page)).toHaveCount(0);

    // 250 customers, so the CMS sends three batches; a slow provider lets the progress be seen.
    const numbers = Array.from({ length: 250 }, (_, i) => `+220${7010000 + i}`);
    const rows: unknown[][] = [['Name', 'Phone Number', 'Account']];
    numbers.forEach((number, i) => rows.push([`Customer ${i + 1}`, i === 0 ? '+220 701 0000' : number.slice(4), `AC-${i}`]));
    rows.push(['Lamin', 7010001, 'AC-dup'], ['Musa', 'call me', 'AC-bad']); // a duplicate and an invalid entry
    const file = writeTempFile(env.tmpDir, 'customers.xlsx', excelWorkbook(rows, 'xlsx'));
    const message = uniqueName('Our branches close at 1pm on Friday. Ref');
    await inboxes.slowSms(1_200);

    // While the send is on its way, the button reads 'Sending…' and is disabled.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/send_bulk_sms', async (route) => {
      await held;
      await route.continue();
    });
    await fillForm(page, file, message, 'sms');
    await sendButton(page).click();
    await confirmSend(page);
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();

    // The progress, as the CMS sends in the background; the button stays 'Sending…' until the job is finished.
    await expect(progress(page)).toContainText('Sending to 250 recipients. Skipped: 1 invalid entry, 1 duplicate.');
    await expect(progress(page)).toContainText(/Sending: (100|200) sent, 0 failed, 0 unknown of 250/);
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page, `${PAGE} (progress shown)`);

    const summary = 'Sent 250 SMS; 0 failed, 0 unknown, 1 invalid, 1 duplicate skipped.';
    await expectSwal(page, 'Success', summary);
    await expect(progress(page)).toContainText(summary);
    await expect(page.getByLabel('General Message')).toHaveValue('');
    await expect(page.getByLabel('Excel File')).toHaveValue('');
    await expect(sendButton(page)).toBeEnabled();

    const { sms } = await inboxes.read();
    expect(sms.length).toBe(3);
    expect(sms.flatMap((request) => request.to)).toEqual(numbers);
    for (const request of sms) {
      expect(request).toMatchObject({ message, from: env.smsSenderId, username: env.smsUsername });
      expect(request.contentType).toMatch(/application\/x-www-form-urlencoded/);
      expect(request.apiKey).not.toBe('');
    }
  });

  test("an SMS send's delivery reports (shuffled, some repeated, some failed) settle into the page's counts", async ({
    page,
    env,
    inboxes,
  }) => {
    await openSignedIn(page, env);
    // The page's own progress call (its address and token), to ask the job again once every report was posted.
    let progressCall: { url: string; authorization: string } | null = null;
    page.on('request', (request) => {
      if (/\/api\/bulk-jobs\//.test(request.url())) {
        progressCall = { url: request.url(), authorization: request.headers().authorization ?? '' };
      }
    });
    const numbers = Array.from({ length: 9 }, (_, i) => `+220${7020000 + i}`);
    const undeliverable = [numbers[1], numbers[4], numbers[7]];
    await inboxes.reportDelivery(undeliverable);
    const file = writeTempFile(env.tmpDir, 'delivery.xlsx', phoneSheet(numbers));
    await fillForm(page, file, uniqueName('Your card is ready for collection. Ref'), 'sms');
    await sendButton(page).click();
    await confirmSend(page);
    await expectSwal(page, 'Success', 'Sent 9 SMS; 0 failed, 0 unknown, 0 invalid, 0 duplicates skipped.');

    // The reports come after the job finished: the page keeps asking until every sent SMS has a final one.
    await expect(progress(page)).toContainText('Delivery reports: 6 delivered, 3 not delivered, 0 in transit of 9 sent', {
      timeout: 20_000,
    });
    // Once every report was posted (late in-transit ones and repeats included), the counts are the same.
    await expect.poll(async () => (await inboxes.read()).pendingReports, { timeout: 10_000 }).toBe(0);
    const { reports } = await inboxes.read();
    expect(reports.every((r) => r.answer === 200)).toBe(true);
    const finals = (status: string) => [...new Set(reports.filter((r) => r.status === status).map((r) => r.phoneNumber))].sort();
    expect(finals('Failed')).toEqual([...undeliverable].sort());
    expect(finals('Success')).toEqual(numbers.filter((number) => !undeliverable.includes(number)).sort());
    expect(reports.filter((r) => r.status === 'Sent').length).toBeGreaterThan(0);
    expect(reports.filter((r) => r.status !== 'Sent').length, 'some final reports twice').toBeGreaterThan(numbers.length);
    const call = progressCall as { url: string; authorization: string } | null;
    expect(call).not.toBeNull();
    const job = await page.request.get(call!.url, { headers: { authorization: call!.authorization } });
    expect(await job.json()).toMatchObject({ state: 'finished', sent: 9, delivered: 6, undelivered: 3, inTransit: 0 });
    // A wrong token through the site: the same 404 as an unknown address, and nothing changes.
    const wrong = await page.request.post('/api/sms/delivery-reports/not-the-token', {
      form: { id: reports[0].id, status: 'Sent' },
    });
    expect(wrong.status()).toBe(404);
    expect(await wrong.json()).toEqual({ message: 'Not Found' });
  });

  test('opened by its address after a reload (no token): signs in on the page, then e-mails each address once (320 px wide)', async ({
    page,
    loginAsAdmin,
    env,
    inboxes,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await loginAsAdmin();
    await page.goto(PAGE);
    await page.reload();
    await expect(signInPanel(page)).toBeVisible();
    await expect(signInPanel(page).getByLabel('Password')).toHaveAttribute('type', 'password');
    await expectNoSeriousA11yViolations(page, `${PAGE} at 320 px (sign-in shown)`);

    // A wrong password: the spec's alert, and the sign-in stays.
    const panel = signInPanel(page);
    await panel.getByLabel('Username').fill(env.adminUser);
    await panel.getByLabel('Password').fill('not-the-password');
    const alert = new Promise<string>((resolve) =>
      page.once('dialog', async (dialog) => {
        resolve(dialog.message());
        await dialog.accept();
      }),
    );
    await panel.getByRole('button', { name: 'Sign in' }).click();
    expect(await alert).toBe('Invalid credentials');
    await expect(panel).toBeVisible();

    await signInOnPage(page, env);
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
    await fillForm(page, file, message, 'email');
    await sendButton(page).click();
    await confirmSend(page);
    await expect(progress(page)).toContainText('Sending to 3 recipients. Skipped: 1 invalid entry, 1 duplicate.');
    const summary = 'Sent 3 e-mails; 0 failed, 0 unknown, 1 invalid, 1 duplicate skipped.';
    await expect(swal(page).text).toHaveText(summary);
    // Nothing of the page (dialog included) is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectSwal(page, 'Success', summary);
    await expect(page.getByLabel('General Message')).toHaveValue('');

    const { mails, sms } = await inboxes.read();
    expect(mails).toHaveLength(3);
    for (const address of addresses) {
      const mail = mails.filter((entry) => entry.envelopeTo.includes(address));
      expect(mail, `one mail to ${address}`).toHaveLength(1);
      expect(mail[0].envelopeFrom).toBe(env.mailFrom);
      expect(mail[0].from).toContain(env.mailFrom);
      expect(mail[0].to).toContain(address);
      expect(mail[0].subject).toBe(env.mailSubject);
      expect(mail[0].text).toBe(message);
    }
    expect(sms).toHaveLength(0);
  });

  test('pressing Send twice, or sending the same sheet and message again, makes one send: nothing goes out twice', async ({
    page,
    env,
    inboxes,
  }) => {
    await openSignedIn(page, env);
    const message = uniqueName('Happy Tobaski from Trust Bank');
    const file = writeTempFile(
      env.tmpDir,
      'list.xls',
      excelWorkbook(
        [
          ['Customer', 'MOBILE'],
          ['A', 5012345],
          ['B', '+2206012345'],
        ],
        'biff8',
      ),
    );
    const summary = 'Sent 2 SMS; 0 failed, 0 unknown, 0 invalid, 0 duplicates skipped.';

    await fillForm(page, file, message, 'sms');
    await sendButton(page).dblclick();
    await confirmSend(page);
    await expectSwal(page, 'Success', summary);
    expect(await smsNumbers(inboxes)).toEqual(['+2205012345', '+2206012345']);

    // The same sheet and message again: the server says it already has this send, and the page shows its outcome.
    await fillForm(page, file, message, 'sms');
    await sendButton(page).click();
    await expectRepeatThenSuccess(page, summary);
    expect(await smsNumbers(inboxes)).toEqual(['+2205012345', '+2206012345']);
    expect((await inboxes.read()).sms.every((request) => request.message === message)).toBe(true);
  });

  test('a retry after a lost answer is the same send; a changed message is a new one', async ({ page, env, inboxes }) => {
    await openSignedIn(page, env);
    const sends = recordSends(page);
    const message = uniqueName('Statement ready');
    const file = writeTempFile(env.tmpDir, 'mails.xlsx', excelWorkbook([['E-mail'], ['open@example.gm']], 'xlsx'));

    // The send reaches the server, which stores it, but its answer never reaches the page (a dropped connection).
    // The browser does not hand an intercepted upload's body to the test, so the request is made again from the
    // page's own headers (token, Idempotency-Key) and the same sheet and message.
    let reachedServer = 0;
    await page.route('**/api/send_bulk_email', async (route) => {
      const headers = route.request().headers();
      const stored = await page.request.post('/api/send_bulk_email', {
        headers: { authorization: headers.authorization, 'idempotency-key': headers['idempotency-key'] },
        multipart: { file: { name: 'mails.xlsx', mimeType: 'application/octet-stream', buffer: fs.readFileSync(file) }, message },
      });
      expect(stored.status()).toBe(202);
      reachedServer += 1;
      await route.abort('connectionreset');
    });
    await fillForm(page, file, message, 'email');
    await sendButton(page).click();
    await confirmSend(page);
    await expectSwal(page, 'Error', 'Something went wrong.');
    expect(reachedServer).toBe(1);
    await page.unroute('**/api/send_bulk_email');

    // The officer presses Send again: the server recognises it (already in the preview, so the page does
    // not post it again); the one e-mail goes out once.
    await sendButton(page).click();
    await expectRepeatThenSuccess(page, 'Sent 1 e-mail; 0 failed, 0 unknown, 0 invalid, 0 duplicates skipped.');
    expect(sends).toHaveLength(1);
    expect(sends[0].key, 'the send carries an Idempotency-Key').toBeTruthy();

    // A new message to the same sheet is a new send, with a key of its own.
    await fillForm(page, file, `${message} (corrected)`, 'email');
    await sendButton(page).click();
    await confirmSend(page);
    await expectSwal(page, 'Success', 'Sent 1 e-mail; 0 failed, 0 unknown, 0 invalid, 0 duplicates skipped.');
    expect(sends).toHaveLength(2);
    expect(sends[1].key).not.toBe(sends[0].key);

    const { mails } = await inboxes.read();
    expect(mails.map((mail) => [mail.envelopeTo, mail.text])).toEqual([
      [['open@example.gm'], message],
      [['open@example.gm'], `${message} (corrected)`],
    ]);
  });

  test("warns 'Missing Fields' without a file, without a message, or with a file that is not Excel", async ({ page, env }) => {
    const sends = recordSends(page);
    await page.goto(PAGE);
    const sheet = writeTempFile(env.tmpDir, 'list.xlsx', excelWorkbook([['Phone'], ['7012345']], 'xlsx'));

    await page.getByLabel('General Message').fill('A message without a file');
    await sendButton(page).click();
    await expectSwal(page, 'Missing Fields', 'File and message are required.');

    await page.getByLabel('Excel File').setInputFiles(sheet);
    await page.getByLabel('General Message').fill('   ');
    await sendButton(page).click();
    await expectSwal(page, 'Missing Fields', 'File and message are required.');

    await page.getByLabel('Excel File').setInputFiles(writeTempFile(env.tmpDir, 'picture.png', pngImage()));
    await page.getByLabel('General Message').fill('A message with a picture');
    await sendButton(page).click();
    await expectSwal(page, 'Missing Fields', 'File and message are required.');
    expect(sends).toHaveLength(0);
  });

  test("a file that is not a spreadsheet is named as such under the field; a renamed one gets the CMS's reason", async ({
    page,
    loginAsAdmin,
    env,
  }) => {
    await loginAsAdmin();
    await openTile(page, 'Bulk SMS / E-mail', PAGE);
    const field = page.getByLabel('Excel File');
    await field.setInputFiles(writeTempFile(env.tmpDir, 'picture.png', pngImage()));
    await expect(page.locator('main').getByRole('alert')).toHaveText(
      'picture.png is not a spreadsheet. Please choose an Excel file (.xls or .xlsx).',
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.setInputFiles(writeTempFile(env.tmpDir, 'list.xlsx', excelWorkbook([['Phone'], ['7012345']], 'xlsx')));
    await expect(page.locator('main').getByRole('alert')).toHaveCount(0);

    // A text file renamed .xlsx passes the name check; the CMS reads it and says what it is not.
    await field.setInputFiles({ name: 'renamed.xlsx', mimeType: 'text/plain', buffer: Buffer.from('Phone\n7012345\n') });
    await page.getByLabel('General Message').fill('A message with a renamed text file');
    await sendButton(page).click();
    await expectSwal(page, 'Error', 'file must be an Excel sheet (xls or xlsx)');

    // Back to the dashboard from the page.
    await page.getByRole('link', { name: 'Admin Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/tbl/admin-dashboard');
  });

  test('without a sign-in, Send Messages sends nothing and says to sign in as an administrator', async ({
    page,
    env,
    inboxes,
  }) => {
    const bytes = excelWorkbook([['Phone Number'], ['+220 701 2345']], 'xlsx');
    // The site answers a send without a token in the same words.
    const direct = await page.request.post('/api/send_bulk_sms', {
      multipart: { message: 'No token', file: { name: 'list.xlsx', mimeType: 'application/octet-stream', buffer: bytes } },
    });
    expect(direct.status()).toBe(401);
    expect(await direct.json()).toEqual({ error: SIGN_IN_SENTENCE });

    const sends = recordSends(page);
    await page.goto(PAGE);
    await expect(signInPanel(page)).toBeVisible();
    await fillForm(page, writeTempFile(env.tmpDir, 'list.xlsx', bytes), 'No token', 'sms');
    await sendButton(page).click();
    await expectSwal(page, 'Error', SIGN_IN_SENTENCE);
    // The officer is taken to the sign-in.
    await expect(signInPanel(page).getByLabel('Username')).toBeFocused();
    expect(sends).toHaveLength(0);
    expect((await inboxes.read()).sms).toHaveLength(0);

    // A failed sign-in request: the spec's 'Login failed'.
    await page.route('**/api/admin/login', (route) => route.abort('connectionrefused'));
    const alert = new Promise<string>((resolve) =>
      page.once('dialog', async (dialog) => {
        resolve(dialog.message());
        await dialog.accept();
      }),
    );
    await signInPanel(page).getByRole('button', { name: 'Sign in' }).click();
    expect(await alert).toBe('Login failed');
    await expect(signInPanel(page)).toBeVisible();
  });

  test('an expired sign-in: the server’s sentence, the sign-in comes back, and the send goes out after signing in again', async ({
    page,
    env,
    inboxes,
  }) => {
    await openSignedIn(page, env);
    // The token the page holds is no longer accepted by the CMS.
    await page.route('**/api/send_bulk_sms', (route) =>
      route.continue({ headers: { ...route.request().headers(), authorization: 'Bearer expired.token.value' } }),
    );
    const message = uniqueName('Expired sign-in');
    await fillForm(page, writeTempFile(env.tmpDir, 'one.xlsx', excelWorkbook([['Phone'], ['3901234']], 'xlsx')), message, 'sms');
    await sendButton(page).click();
    await confirmSend(page);
    await expectSwal(page, 'Error', SIGN_IN_SENTENCE);
    await expect(signInPanel(page)).toBeVisible();
    expect((await inboxes.read()).sms).toHaveLength(0);

    await page.unroute('**/api/send_bulk_sms');
    await signInOnPage(page, env);
    await sendButton(page).click();
    await confirmSend(page);
    await expectSwal(page, 'Success', 'Sent 1 SMS; 0 failed, 0 unknown, 0 invalid, 0 duplicates skipped.');
    expect(await smsNumbers(inboxes)).toEqual(['+2203901234']);
  });

  test("a failure without an error field shows 'Something went wrong.'", async ({ page, env }) => {
    await openSignedIn(page, env);
    await page.route('**/api/send_bulk_sms', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await fillForm(
      page,
      writeTempFile(env.tmpDir, 'l.xlsx', excelWorkbook([['Phone'], ['7012345']], 'xlsx')),
      'Will fail',
      'sms',
    );
    await sendButton(page).click();
    await confirmSend(page);
    await expectSwal(page, 'Error', 'Something went wrong.');
    await expect(swal(page).popup).toHaveCount(0);
    await expect(sendButton(page)).toBeEnabled();
  });

  test("a refusal shows the server's error field", async ({ page, env, inboxes }) => {
    await openSignedIn(page, env);
    // A number outside The Gambia and no other: nobody to send to, so the CMS refuses the sheet (with a Gambian number
    // too, it would be a skipped row: bulk-preview.spec.ts).
    const file = writeTempFile(env.tmpDir, 'abroad.xlsx', excelWorkbook([['Phone'], ['+44 20 7123 4567']], 'xlsx'));
    await fillForm(page, file, uniqueName('Abroad'), 'sms');
    await sendButton(page).click();
    await expectSwal(page, 'Error', /^The sheet has 1 number outside The Gambia \(\+220\) \(the first is \+442071234567\)\./);
    await expect(progress(page)).toHaveText('');
    expect((await inboxes.read()).sms).toHaveLength(0);
  });
});
