/**
 * Markup in any text that reaches a staff dialog is shown as text, never run.
 * A news item whose title, author and summary carry markup is planted through the API; the Delete News
 * confirmation shows it literally. A server message with markup (a hostile or compromised answer) is shown literally
 * in the exchange screen's error dialog, and so are the bulk sender's texts from the server (its error field, the
 * 'already received' message and a job's summary, which also reach its progress region). Nothing planted runs: the
 * page's `window.__pwned` stays unset.
 */
import type { BulkJob } from '@bank/shared';
import { expect, openTile, swal, test } from './fixtures';
import { excelWorkbook } from '@bank/test-support';
import { uniqueName, writeTempFile } from './support/files';

const payload = (tag: string) => `<img src=x onerror="window.__pwned='${tag}'"><b>bold</b>`;

test.describe('markup in staff dialogs', () => {
  test('a news item with markup in title, author and summary is shown as text in the delete confirmation', async ({
    page,
    loginAsAdmin,
    cmsApi,
  }) => {
    const title = uniqueName(`x ${payload('title')}`);
    const id = await cmsApi.addNews({
      title,
      author_name: `Author ${payload('author')}`,
      category: 'News',
      summary: `Summary ${payload('summary')}`,
      full_text: 'Body',
    });
    try {
      await loginAsAdmin();
      await openTile(page, 'Manage News', '/admin/news');
      await openTile(page, 'Delete News', '/admin/news/delete');
      const item = page.locator('main').getByRole('article').filter({ hasText: title });
      await item.getByRole('button', { name: 'Delete' }).click();
      const dialog = swal(page);
      await expect(dialog.title).toHaveText(`Delete "${title}"?`);
      await expect(dialog.text).toContainText(`Author ${payload('author')}`);
      await expect(dialog.text).toContainText(`Summary ${payload('summary')}`);
      await expect(dialog.popup.locator('img[src="x"], b')).toHaveCount(0);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
      await dialog.press('cancel');
    } finally {
      await cmsApi.send('DELETE', `/api/news/${id}`, null);
    }
  });

  test('a server message with markup is shown as text in a dialog', async ({ page, loginAsAdmin, cmsApi }) => {
    const [rate] = await cmsApi.get<{ currency: string; buy: number }[]>('/api/get_exchange_rates');
    await loginAsAdmin();
    await openTile(page, 'Update Exchange Rates', '/admin/exchange');
    await page.route('**/api/update/exchange-rates/*', (route) =>
      route.fulfill({ status: 400, json: { message: `Refused ${payload('server')}` } }),
    );
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(rate.currency) }) });
    await row.getByRole('button', { name: 'Edit' }).click();
    // Within 5 % of the current rate, so no second confirmation comes first.
    await page.getByLabel(`Buy Rate for ${rate.currency}`).fill(String(Math.round(rate.buy * 1.01 * 100) / 100));
    await row.getByRole('button', { name: 'Save' }).click();
    const dialog = swal(page);
    await expect(dialog.title).toHaveText('Error');
    await expect(dialog.text).toHaveText(`Refused ${payload('server')}`);
    await expect(dialog.popup.locator('img[src="x"], b')).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  });

  test("the bulk sender shows the server's error, message and summary with markup as text", async ({ page, env }) => {
    await page.goto('/tbl/bulk-sms-email');
    const signIn = page.getByRole('region', { name: 'Sign in to send messages' });
    await signIn.getByLabel('Username').fill(env.adminUser);
    await signIn.getByLabel('Password').fill(env.adminPassword);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(signIn).toHaveCount(0);

    const sheet = writeTempFile(env.tmpDir, 'markup.xlsx', excelWorkbook([['Phone'], ['7012345']], 'xlsx'));
    const fill = async () => {
      await page.getByLabel('Excel File').setInputFiles(sheet);
      await page.getByLabel('General Message').fill('Markup check');
    };
    const dialog = swal(page);
    const noMarkup = async () => {
      await expect(page.locator('img[src="x"], .swal2-popup b, main b')).toHaveCount(0);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    };

    const previewPanel = page.getByRole('region', { name: 'Check before sending' });
    /** Send Messages shows the real preview first; 'Yes, send' then posts the send. */
    const sendAndConfirm = async () => {
      await page.getByRole('button', { name: 'Send Messages' }).click();
      await previewPanel.getByRole('button', { name: 'Yes, send' }).click();
    };

    // The preview's own text from the server (its question) reaches the page as text too.
    await page.route('**/api/send_bulk_sms/preview', (route) =>
      route.fulfill({
        status: 200,
        json: {
          channel: 'sms',
          recipients: 1,
          subject: null,
          characters: 12,
          encoding: 'GSM-7',
          outsideGsm: [],
          partsPerMessage: 1,
          messages: 1,
          skipped: { invalid: 1, abroad: 0, duplicate: 0 },
          skippedRows: [{ row: 3, value: `Cell ${payload('cell')}`, reason: 'invalid' }],
          question: `Send ${payload('question')}?`,
          repeatOf: null,
        },
      }),
    );
    await fill();
    await page.getByRole('button', { name: 'Send Messages' }).click();
    await expect(previewPanel).toContainText(`Send ${payload('question')}?`);
    await noMarkup();
    await previewPanel.getByRole('button', { name: 'Back' }).click();
    await expect(previewPanel).toHaveCount(0);
    await page.unroute('**/api/send_bulk_sms/preview');

    await page.route('**/api/send_bulk_sms', (route) =>
      route.fulfill({ status: 400, json: { error: `Refused ${payload('error')}` } }),
    );
    await fill();
    await sendAndConfirm();
    await expect(dialog.text).toHaveText(`Refused ${payload('error')}`);
    await noMarkup();
    await dialog.press('confirm');
    await expect(dialog.popup).toHaveCount(0);

    // A repeat of a finished job, answered with markup in its message and summary.
    const job = {
      id: 'markupjob0000000000000001',
      channel: 'sms',
      state: 'finished',
      total: 1,
      partsPerMessage: 1,
      sent: 1,
      failed: 0,
      unknown: 0,
      delivered: 0,
      undelivered: 0,
      inTransit: 0,
      pending: 0,
      invalid: 0,
      duplicates: 0,
      summary: `Sent ${payload('summary')}`,
      createdAt: new Date().toISOString(),
      finishedAt: new Date().toISOString(),
    } satisfies BulkJob;
    await page.unroute('**/api/send_bulk_sms');
    await page.route('**/api/send_bulk_sms', (route) =>
      route.fulfill({ status: 200, json: { message: `Already ${payload('message')}`, job } }),
    );
    await sendAndConfirm();
    await expect(dialog.text).toHaveText(`Already ${payload('message')}`);
    await noMarkup();
    await dialog.press('confirm');
    await expect(dialog.text).toHaveText(`Sent ${payload('summary')}`);
    await noMarkup();
    await dialog.press('confirm');
    await expect(dialog.popup).toHaveCount(0);
    // The page's progress region keeps the summary, as text.
    await expect(page.getByRole('status', { name: 'Progress' })).toContainText(`Sent ${payload('summary')}`);
    await noMarkup();
  });
});
