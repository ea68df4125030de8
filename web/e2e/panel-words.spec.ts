/**
 * Strapi's panel speaks the bank's words to marketing's Editor: the bank's welcome on the sign-in page,
 * the news list's columns in plain English, newest first, and the news form's fields labelled and explained.
 */
import { expect, test } from './fixtures';
import { docScreenshot } from './support/doc-screenshot';
import { TEST_ACCOUNTS } from './support/env';

const NEWS = 'api::news-item.news-item';

test.describe("the panel in the bank's words", () => {
  test('the Editor signs in to Trust Bank and reads the news list and form in plain words', async ({ page, env, cmsApi }) => {
    await page.goto(`${env.cmsUrl}/admin/auth/login`);
    await expect(page.getByText('Welcome to Trust Bank')).toBeVisible();
    await expect(page.getByText('Welcome to Strapi!')).toHaveCount(0);
    // The bank's shield (Vite inlines so small an SVG: its navy colour shows in the data URL).
    await expect(page.locator('img').first()).toHaveAttribute('src', /bank-logo|0b3d6e/);
    await docScreenshot(page, 'sign-in');

    await page.getByLabel('Email').fill(TEST_ACCOUNTS.editor.email);
    await page.getByLabel('Password', { exact: false }).first().fill(TEST_ACCOUNTS.editor.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/admin/auth'));

    await page.goto(`${env.cmsUrl}/admin/content-manager/collection-types/${NEWS}`);
    // Strapi's list grid puts its headers in the first row.
    const headers = page.getByRole('row').first();
    for (const header of ['Title', 'Date', 'Category']) {
      await expect(headers.getByRole('gridcell', { name: header, exact: true })).toBeVisible();
    }
    await expect(headers.getByRole('gridcell', { name: /createdAt|author_name/i })).toHaveCount(0);
    // Dates day first (English (United Kingdom)): "Friday, 18 September 2026".
    await expect(page.getByRole('gridcell', { name: /^\w+day,? \d{1,2} \w+ \d{4}$/ }).first()).toBeVisible();
    // Newest first: the list is sorted by date, descending.
    const shown = await page.getByRole('gridcell', { name: /^\w+day,? \d{1,2} \w+ \d{4}$/ }).allInnerTexts();
    const dates = shown.map((text) => Date.parse(text.replace(/^\w+day,? /, '')));
    expect(dates.length).toBeGreaterThan(1);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    await docScreenshot(page, 'news-list');

    const news = await cmsApi.panel<{ results: Array<{ documentId: string }> }>(
      'GET',
      `/content-manager/collection-types/${NEWS}?page=1&pageSize=1`,
    );
    await page.goto(`${env.cmsUrl}/admin/content-manager/collection-types/${NEWS}/${news.results[0].documentId}`);
    await expect(page.getByRole('textbox', { name: 'Author' })).toBeVisible();
    await expect(page.getByText('Name shown as the author of the news.')).toBeVisible();
    await expect(page.getByText('author_name', { exact: true })).toHaveCount(0);
    await docScreenshot(page, 'news-form');
  });
});
