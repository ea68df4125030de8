/**
 * A bulk send and its history survive a reload. A reload loses the in-memory sign-in (as the spec says);
 * once the officer signs in again on the page, it shows the send still on its way with its progress, then the sent
 * messages, newest first and paged, each with when, who, the channel, the message, the sheet's name, the counts and
 * the delivery reports, and a CSV download of its per-recipient results (formulas defused). Desktop and 320 px.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { excelWorkbook, phoneSheet } from '@bank/test-support';
import { expect, expectNoSeriousA11yViolations, test, type CmsApi } from './fixtures';
import type { E2eEnv } from './support/env';
import { uniqueName, writeTempFile } from './support/files';

const PAGE = '/tbl/bulk-sms-email';

const signInPanel = (page: Page) => page.getByRole('region', { name: 'Sign in to send messages' });
const sendingNow = (page: Page) => page.getByRole('region', { name: 'Sending now' });
const sentMessages = (page: Page) => page.getByRole('region', { name: 'Sent messages' });
/** The sends of the history's page, newest first. */
const historyItems = (page: Page) => sentMessages(page).getByRole('listitem');

async function signInOnPage(page: Page, env: E2eEnv) {
  const panel = signInPanel(page);
  await panel.getByLabel('Username').fill(env.adminUser);
  await panel.getByLabel('Password').fill(env.adminPassword);
  await panel.getByRole('button', { name: 'Sign in' }).click();
  await expect(panel).toHaveCount(0);
}

/** A CSV file's records (RFC 4180), as a spreadsheet reads them. */
function csvRecords(text: string): string[][] {
  return text
    .replace(/\r\n$/, '')
    .split('\r\n')
    .map((line) => line.split(','));
}

/** Stores an e-mail send directly at the CMS (as the page's POST does) and answers its id. */
async function storeMailSend(cmsApi: CmsApi, env: E2eEnv, fileName: string, message: string, address: string) {
  const response = await cmsApi.http.post('/api/send_bulk_email', {
    headers: { Authorization: `Bearer ${await cmsApi.staffToken('admin')}` },
    multipart: {
      message,
      file: {
        name: fileName,
        mimeType: 'application/octet-stream',
        buffer: excelWorkbook([['E-mail'], [address]], 'xlsx'),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(202);
  return ((await response.json()) as { job: { id: string } }).job.id;
}

test.describe('bulk send history', () => {
  test.beforeEach(async ({ inboxes }) => {
    await inboxes.reset();
  });
  // A send of three slow batches, eleven sends and two axe runs: more than the default minute on a busy machine.
  test.slow();

  test('a reload in the middle of a send: after signing in again, its progress, then its history row and its CSV', async ({
    page,
    env,
    inboxes,
  }) => {
    await page.goto(PAGE);
    await signInOnPage(page, env);
    // 250 customers in three batches, and a slow provider: the send is still on its way after the reload.
    const numbers = Array.from({ length: 250 }, (_, i) => `+220${7030000 + i}`);
    const file = writeTempFile(env.tmpDir, 'reload customers.xlsx', phoneSheet(numbers));
    const message = uniqueName('Our Brikama branch moves to the new market. Ref');
    await inboxes.slowSms(4_000);
    await page.getByLabel('Excel File').setInputFiles(file);
    await page.getByLabel('General Message').fill(message);
    await page.getByRole('button', { name: 'Send Messages' }).click();
    // The bulk page asks first.
    await page.getByRole('region', { name: 'Check before sending' }).getByRole('button', { name: 'Yes, send' }).click();
    await expect(page.getByRole('status', { name: 'Progress' })).toContainText('Sending to 250 recipients.');

    // The reload loses the sign-in: the page asks for it again and shows nothing of the sends before.
    await page.reload();
    await expect(signInPanel(page)).toBeVisible();
    await expect(sentMessages(page)).toHaveCount(0);
    await expect(sendingNow(page)).toHaveCount(0);

    await signInOnPage(page, env);
    const running = sendingNow(page).getByRole('listitem');
    await expect(running).toHaveCount(1);
    await expect(running.getByRole('heading')).toHaveText(
      new RegExp(`^SMS by ${env.adminUser}, started \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2}$`),
    );
    await expect(running).toContainText('Sheet: reload customers.xlsx');
    await expect(running.getByRole('status')).toHaveText(
      /^(Waiting to send to 250 recipients|Sending: (0|100|200) sent, 0 failed, 0 unknown of 250)/,
    );
    await expect(running.getByRole('progressbar', { name: 'Recipients handled of reload customers.xlsx' })).toBeVisible();
    // The send is in the history too, as sending.
    await expect(historyItems(page).first().getByRole('definition').nth(3)).toHaveText(/^(Waiting|Sending): /);
    // Its progress moves on while the page is open.
    await expect(running.getByRole('status')).toHaveText(/^Sending: (100|200) sent, 0 failed, 0 unknown of 250/, {
      timeout: 15_000,
    });
    await expectNoSeriousA11yViolations(page, `${PAGE} (after a reload and a new sign-in)`);

    // Once it is finished it leaves "Sending now"; its history row says who, what, from which sheet, and how it went.
    await expect(sendingNow(page)).toHaveCount(0, { timeout: 30_000 });
    const row = historyItems(page).first();
    await expect(row.getByRole('heading')).toHaveText(/^When: \d{1,2} \w{3} \d{4}, \d{2}:\d{2} · SMS$/);
    const fields = row.getByRole('definition');
    await expect(fields).toHaveText([
      env.adminUser,
      'SMS',
      'reload customers.xlsx',
      'Finished: 250 sent, 0 failed, 0 unknown of 250',
      '0 delivered, 0 not delivered, 0 in transit',
      message,
    ]);
    await expect(row.getByRole('term')).toHaveText(['Sent by', 'Channel', 'Sheet', 'Result', 'Delivered', 'Message']);

    // The per-recipient results as CSV: every number once, sent; a leading '+' defused for spreadsheets.
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Download results (CSV)' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^bulk-sms-\d{4}-\d{2}-\d{2}-\d{4}-results\.csv$/);
    const csv = fs.readFileSync(await saved.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...records] = csvRecords(csv.slice(1));
    expect(header.slice(0, 4)).toEqual(['Recipient', 'Result', 'Reason', 'Delivery']);
    expect(records.map((record) => record[0])).toEqual(numbers.map((number) => `'${number}`));
    expect(records.every((record) => record[1] === 'sent')).toBe(true);

    // Nothing was sent twice by the reload and the new sign-in.
    const sent = (await inboxes.read()).sms.flatMap((request) => request.to);
    expect(sent).toEqual(numbers);

    // The CSV goes through the site never cached, and only with an admin token.
    const anonymous = await page.request.get(`/api/bulk-jobs`);
    expect(anonymous.status()).toBe(401);
    expect(anonymous.headers()['cache-control']).toBe('no-store');
  });

  test('at 320 px: the history is paged, newest first, as cards without sideways scrolling', async ({ page, env, cmsApi }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    // Eleven e-mail sends, so the history has a second page (ten a page).
    const ref = uniqueName('page');
    const ids: string[] = [];
    for (let i = 1; i <= 11; i++) {
      ids.push(await storeMailSend(cmsApi, env, `letters-${i}.xlsx`, `Letter ${i} (${ref})`, `reader${i}@example.gm`));
    }
    await page.goto(PAGE);
    await signInOnPage(page, env);

    const items = historyItems(page);
    await expect(items).toHaveCount(10);
    // Newest first: the last one stored leads the first page.
    await expect(items.first()).toContainText(`Letter 11 (${ref})`);
    await expect(items.nth(9)).toContainText(`Letter 2 (${ref})`);
    await expect(items.first().getByRole('definition').nth(4)).toHaveText('no delivery reports for e-mail');
    const pages = page.getByRole('navigation', { name: 'Pages of sent messages' });
    await expect(pages).toContainText(/Page 1 of \d+/);
    await expect(pages.getByRole('button', { name: 'Newer' })).toBeDisabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoSeriousA11yViolations(page, `${PAGE} at 320 px (history)`);

    await pages.getByRole('button', { name: 'Older' }).click();
    await expect(pages).toContainText(/Page 2 of \d+/);
    await expect(items.first()).toContainText(`Letter 1 (${ref})`);
    await expect(items.first().getByRole('definition').nth(2)).toHaveText('letters-1.xlsx');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    // Its results: the one address, sent.
    const download = page.waitForEvent('download');
    await items.first().getByRole('button', { name: 'Download results (CSV)' }).click();
    const csv = fs.readFileSync(await (await download).path(), 'utf8');
    expect(csvRecords(csv.slice(1))[1].slice(0, 2)).toEqual(['reader1@example.gm', 'sent']);

    await pages.getByRole('button', { name: 'Newer' }).click();
    await expect(items.first()).toContainText(`Letter 11 (${ref})`);
    expect(ids).toHaveLength(11);
  });
});
