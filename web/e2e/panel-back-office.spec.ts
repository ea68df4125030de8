/**
 * In Strapi's panel itself: the Super Admin downloads the Audit log as CSV with the list's
 * "Export as CSV" button; marketing's Editor sets "Publish at" on a news item in its form, saves, sees the time in the
 * news list, and cancels it again by clearing the field.
 */
import { readFile } from 'fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueName } from './support/files';
import { TEST_ACCOUNTS } from './support/env';
import { signInToPanel } from './support/panel';

const AUDIT_LIST = '/admin/content-manager/collection-types/api::audit-entry.audit-entry';
const NEWS = 'api::news-item.news-item';

test.describe('the back office in the panel', () => {
  // Strapi's guided tour opens over the Content Manager on an account's first visits: the Super Admin skips it.
  test.beforeEach(async ({ page }) => {
    await page.addLocatorHandler(page.getByRole('button', { name: 'Skip', exact: true }), async (skip) => {
      await skip.click();
    });
  });

  test('the Super Admin exports the Audit log as CSV from its list', async ({ page, env }) => {
    await signInToPanel(page, env.cmsUrl, TEST_ACCOUNTS.panel);
    await page.goto(`${env.cmsUrl}${AUDIT_LIST}`);
    const button = page.getByRole('button', { name: 'Export as CSV' });
    await expect(button).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '');
    const [header, ...lines] = csv.split('\r\n');
    expect(header).toBe('When,Who,Through,From address,Action,Type,Entry,Title,Changes,Reason');
    // The export records itself before the file is written: its line names the Super Admin.
    expect(lines.find((line) => line.includes(',export,audit log,'))).toContain(TEST_ACCOUNTS.panel.email);

    // The button belongs to the Audit log only.
    await page.goto(`${env.cmsUrl}/admin/content-manager/collection-types/${NEWS}`);
    await expect(page.getByRole('row').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export as CSV' })).toHaveCount(0);
  });

  test('the Editor schedules a news item in its form, sees the time in the list, and cancels it', async ({
    page,
    env,
    cmsApi,
  }) => {
    const title = uniqueName('Scheduled in the panel');
    const id = await cmsApi.addNews({
      title,
      author_name: 'Newsroom',
      category: 'News',
      summary: 'Set to publish on a Monday morning.',
      full_text: 'Set to publish on a Monday morning.',
    });
    await signInToPanel(page, env.cmsUrl, TEST_ACCOUNTS.editor);
    await page.goto(`${env.cmsUrl}/admin/content-manager/collection-types/${NEWS}/${id}`);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);

    await setPublishAt(page, '17/03/2031', '09:30');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved document')).toBeVisible();

    await page.goto(`${env.cmsUrl}/admin/content-manager/collection-types/${NEWS}`);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('17 March 2031');
    await expect(page.getByRole('row').first().getByRole('gridcell', { name: 'Publish at', exact: true })).toBeVisible();
    const stored = await cmsApi.panel<{ data: { publish_at: string | null } }>(
      'GET',
      `/content-manager/collection-types/${NEWS}/${id}`,
    );
    expect(stored.data.publish_at).toBe('2031-03-17T09:30:00.000Z');

    // Cancel: clear the field and save.
    await page.goto(`${env.cmsUrl}/admin/content-manager/collection-types/${NEWS}/${id}`);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await page.getByRole('group', { name: 'Publish at', exact: true }).getByRole('button', { name: /clear/i }).first().click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved document')).toBeVisible();
    await page.goto(`${env.cmsUrl}/admin/content-manager/collection-types/${NEWS}`);
    await expect(page.getByRole('row').filter({ hasText: title })).not.toContainText('2031');
  });
});

/** The form's "Publish at": a day typed in the date box (day first, as the Editor's English (UK) panel shows it) and a time. */
async function setPublishAt(page: Page, day: string, time: string) {
  const field = page.getByRole('group', { name: 'Publish at', exact: true });
  const date = field.getByRole('combobox', { name: 'Choose date' });
  await date.click();
  await date.pressSequentially(day);
  await date.press('Enter');
  const clock = field.getByRole('combobox', { name: 'Choose time' });
  await clock.click();
  await clock.fill(time);
  await clock.press('Enter');
}
