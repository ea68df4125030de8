/**
 * A bulk send shows what it will do and asks first. After Send Messages the page shows the recipients,
 * the SMS per message and in total, the skipped rows and why (invalid, abroad, duplicate; downloadable as CSV) and
 * asks 'Send N SMS to N recipients?'; nothing is sent until 'Yes, send', and Back sends nothing. A live count of
 * characters and SMS sits under the General Message; e-mails have a Subject; a sheet sent already is one message with
 * a link to that send. Against the real CMS with the fake Africa's Talking API and the SMTP sink, as bulk-send.spec.ts.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, expectSwal, swal, test } from './fixtures';
import type { E2eEnv } from './support/env';
import { excelWorkbook } from '@bank/test-support';
import { uniqueName, writeTempFile } from './support/files';

const PAGE = '/tbl/bulk-sms-email';

const sendButton = (page: Page) => page.getByRole('button', { name: 'Send Messages' });
const previewPanel = (page: Page) => page.getByRole('region', { name: 'Check before sending' });
const progress = (page: Page) => page.getByRole('status', { name: 'Progress' });

async function openSignedIn(page: Page, env: E2eEnv) {
  await page.goto(PAGE);
  const panel = page.getByRole('region', { name: 'Sign in to send messages' });
  await panel.getByLabel('Username').fill(env.adminUser);
  await panel.getByLabel('Password').fill(env.adminPassword);
  await panel.getByRole('button', { name: 'Sign in' }).click();
  await expect(panel).toHaveCount(0);
}

/** The sent numbers and addresses so far. */
async function sentSoFar(inboxes: { read: () => Promise<{ sms: { to: string[] }[]; mails: unknown[] }> }) {
  const { sms, mails } = await inboxes.read();
  return { sms: sms.flatMap((request) => request.to), mails: mails.length };
}

test.describe('bulk send preview', () => {
  test.beforeEach(async ({ inboxes }) => {
    await inboxes.reset();
  });

  test('counts characters and SMS live, noticing characters outside GSM-7', async ({ page, env }) => {
    await openSignedIn(page, env);
    const message = page.getByLabel('General Message');
    await expect(page.getByText('0 characters · 1 SMS per recipient')).toBeVisible();
    await message.fill('a'.repeat(160));
    await expect(page.getByText('160 characters · 1 SMS per recipient')).toBeVisible();
    await message.fill('a'.repeat(161));
    await expect(page.getByText('161 characters · 2 SMS per recipient')).toBeVisible();
    // € is two of GSM-7's characters: 159 + € no longer fits one SMS.
    await message.fill(`${'a'.repeat(159)}€`);
    await expect(page.getByText('160 characters · 2 SMS per recipient')).toBeVisible();
    // A curly apostrophe is not GSM-7: the whole message is UCS-2, 70 characters an SMS.
    await message.fill(`It’s ready ${'a'.repeat(60)}`);
    await expect(page.getByText('71 characters · 2 SMS per recipient')).toBeVisible();
    await expect(page.getByText('Not plain SMS text: ’. With it, one SMS holds 70 characters (67 per part).')).toBeVisible();
    // The count describes the field, so a screen reader reads it with the field.
    await expect(message).toHaveAccessibleDescription(/71 characters · 2 SMS per recipient/);
    await expectNoSeriousA11yViolations(page, `${PAGE} (count shown)`);
  });

  test('Send Messages shows what will happen; Back sends nothing; Yes, send sends', async ({ page, env, inboxes }) => {
    await openSignedIn(page, env);
    const file = writeTempFile(
      env.tmpDir,
      'customers.xlsx',
      excelWorkbook(
        [
          ['Name', 'Phone Number'],
          ['Awa', '+220 701 3001'],
          ['Lamin', 7013001], // the same number
          ['Musa', 'call me'], // invalid
          ['Ann', '+44 20 7123 4567'], // valid, but outside The Gambia: skipped, never sent
          ['Fatou', '7013002'],
          ['Binta', '=HYPERLINK("x")'], // invalid, and would be a formula in a spreadsheet
          ['Ebrima', '7013003'],
        ],
        'xlsx',
      ),
    );
    const text = `${uniqueName('Our branches close at 1pm on Friday')} ${'x'.repeat(140)}`;
    await page.getByLabel('Excel File').setInputFiles(file);
    await page.getByLabel('General Message').fill(text);
    await sendButton(page).click();

    const panel = previewPanel(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Check before sending' })).toBeFocused();
    await expect(panel.locator('dl')).toHaveText(
      /Recipients\s*3\s*Each message\s*2 SMS \(\d+ characters, GSM-7\)\s*In total\s*6 SMS\s*Skipped rows\s*4 rows: 2 invalid, 1 abroad, 1 duplicate/,
    );
    await expect(panel.getByText('Send 6 SMS to 3 recipients?')).toBeVisible();
    // While the officer decides, the form is held and nothing is sent.
    await expect(sendButton(page)).toBeDisabled();
    await expect(page.getByLabel('General Message')).toBeDisabled();
    expect((await sentSoFar(inboxes)).sms).toEqual([]);
    await expectNoSeriousA11yViolations(page, `${PAGE} (preview shown)`);

    // The skipped rows as CSV, each with its reason; a formula (or a leading +) is kept from running.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download the skipped rows (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('customers-skipped-rows.csv');
    expect(fs.readFileSync(await download.path(), 'utf8')).toBe(
      '"Row","Value","Reason"\r\n' +
        '"3","7013001","already in the sheet (duplicate)"\r\n' +
        '"4","call me","not a valid phone number or e-mail address"\r\n' +
        '"5","\'+44 20 7123 4567","outside the countries SMS are sent to (abroad)"\r\n' +
        '"7","\'=HYPERLINK(""x"")","not a valid phone number or e-mail address"\r\n',
    );

    // Back: the form again, as it was; nothing sent.
    await panel.getByRole('button', { name: 'Back' }).click();
    await expect(panel).toHaveCount(0);
    await expect(page.getByLabel('General Message')).toHaveValue(text);
    await expect(sendButton(page)).toBeEnabled();
    expect((await sentSoFar(inboxes)).sms).toEqual([]);

    // Again, and confirmed: sent once per Gambian number, never to the one abroad.
    await sendButton(page).click();
    await previewPanel(page).getByRole('button', { name: 'Yes, send' }).click();
    const summary = 'Sent 3 SMS; 0 failed, 0 unknown, 2 invalid, 1 duplicate skipped.';
    await expectSwal(page, 'Success', summary);
    await expect(progress(page)).toContainText(summary);
    expect((await sentSoFar(inboxes)).sms).toEqual(['+2207013001', '+2207013002', '+2207013003']);
    // The finished bar is full; a bar that is waiting has nothing handled (below).
    await expect(progress(page).locator('progress')).toHaveAttribute('value', '3');
  });

  test('a waiting send shows an empty bar on a grey track', async ({ page, env, inboxes }) => {
    await openSignedIn(page, env);
    await inboxes.slowSms(1_500);
    // The job's first answer is held back, so the page shows the send as the POST answered it: queued, nothing handled.
    await page.route('**/api/bulk-jobs/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const file = writeTempFile(env.tmpDir, 'one.xlsx', excelWorkbook([['Phone'], ['7013010']], 'xlsx'));
    await page.getByLabel('Excel File').setInputFiles(file);
    await page.getByLabel('General Message').fill(uniqueName('Waiting'));
    await sendButton(page).click();
    await previewPanel(page).getByRole('button', { name: 'Yes, send' }).click();
    const bar = progress(page).locator('progress');
    await expect(progress(page)).toContainText('Waiting to send to 1 recipient');
    await expect(bar).toHaveAttribute('value', '0');
    const look = await bar.evaluate((element) => {
      // Tailwind's gray-100 as this browser computes it (a probe with the class), and the bar's own look.
      const probe = document.createElement('div');
      probe.className = 'bg-gray-100';
      document.body.append(probe);
      const grey = getComputedStyle(probe).backgroundColor;
      probe.remove();
      const style = getComputedStyle(element);
      return { appearance: style.appearance, greyTrack: style.backgroundColor === grey };
    });
    // Drawn by the page: no native bar, a light grey track, so nothing handled reads as empty.
    expect(look).toEqual({ appearance: 'none', greyTrack: true });
    await expectSwal(page, 'Success', /^Sent 1 SMS;/);
  });

  test('at 320 px: an e-mail send with its Subject, previewed and sent', async ({ page, env, inboxes }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await openSignedIn(page, env);
    await page.getByLabel('Send Type').selectOption('email');
    const subject = page.getByLabel('Subject');
    await expect(subject).toHaveValue('A message from Trust Bank');
    await expect(subject).toHaveAttribute('maxlength', '150');
    await subject.fill('Brusubi branch opens on Monday');
    const file = writeTempFile(
      env.tmpDir,
      'mail.xls',
      excelWorkbook([['Email'], ['awa.p@example.gm'], ['musa@'], ['lamin.p@example.gm']], 'biff8'),
    );
    await page.getByLabel('Excel File').setInputFiles(file);
    const message = uniqueName('Dear customer, our new branch opens on Monday.');
    await page.getByLabel('General Message').fill(message);
    // E-mails have no SMS count.
    await expect(page.getByText(/^\d+ characters$/)).toBeVisible();
    await sendButton(page).click();

    const panel = previewPanel(page);
    await expect(panel.locator('dl')).toHaveText(
      /Recipients\s*2\s*Subject\s*Brusubi branch opens on Monday\s*Each message\s*1 e-mail\s*In total\s*2 e-mails\s*Skipped rows\s*1 row: 1 invalid, 0 duplicates/,
    );
    await expect(panel.getByText('Send 2 e-mails to 2 recipients?')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoSeriousA11yViolations(page, `${PAGE} at 320 px (preview shown)`);
    await panel.getByRole('button', { name: 'Yes, send' }).click();
    await expectSwal(page, 'Success', 'Sent 2 e-mails; 0 failed, 0 unknown, 1 invalid, 0 duplicates skipped.');

    const { mails } = await inboxes.read();
    expect(mails.map((mail) => mail.subject)).toEqual(['Brusubi branch opens on Monday', 'Brusubi branch opens on Monday']);
  });

  for (const width of [1280, 320]) {
    test(`at ${width} px: a sheet sent already is one message that links to that send`, async ({ page, env, inboxes }) => {
      // Two sends and an axe scan: more than the default minute on a busy machine.
      test.slow();
      await page.setViewportSize({ width, height: 800 });
      await openSignedIn(page, env);
      const file = writeTempFile(
        env.tmpDir,
        `again-${width}.xlsx`,
        excelWorkbook([['Phone'], [`70130${width === 320 ? 20 : 21}`]], 'xlsx'),
      );
      const message = uniqueName('Happy Tobaski from Trust Bank');
      const fill = async () => {
        await page.getByLabel('Excel File').setInputFiles(file);
        await page.getByLabel('General Message').fill(message);
      };
      await fill();
      await sendButton(page).click();
      await previewPanel(page).getByRole('button', { name: 'Yes, send' }).click();
      const summary = 'Sent 1 SMS; 0 failed, 0 unknown, 0 invalid, 0 duplicates skipped.';
      await expectSwal(page, 'Success', summary);

      await fill();
      await sendButton(page).click();
      const panel = previewPanel(page);
      await expect(
        panel.getByText(
          /^This send was already received at \d{2}:\d{2} \(same sheet, message and send type\); it is not sent again\.$/,
        ),
      ).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Yes, send' })).toHaveCount(0);
      await expect(swal(page).popup).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `${PAGE} at ${width} px (repeat shown)`);
      if (width === 320) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

      await panel.getByRole('link', { name: 'Show that send' }).click();
      await expect(progress(page)).toContainText(summary);
      // One message, no dialogs: neither 'Already received' nor 'Success'.
      await page.waitForTimeout(1_500);
      await expect(swal(page).popup).toHaveCount(0);
      expect((await sentSoFar(inboxes)).sms).toHaveLength(1);
    });
  }

  test("'Missing Fields' comes first, before any preview", async ({ page, env }) => {
    await openSignedIn(page, env);
    const previews: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/preview')) previews.push(request.url());
    });
    await page.getByLabel('General Message').fill('Hello');
    await sendButton(page).click();
    await expectSwal(page, 'Missing Fields', 'File and message are required.');
    await expect(previewPanel(page)).toHaveCount(0);
    expect(previews).toEqual([]);
  });
});
