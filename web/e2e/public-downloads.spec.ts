/**
 * /reports and /forms list the CMS's documents newest first (by date_uploaded), each with its category,
 * 'Uploaded on: {date}' and a Download link to /api/download/{reports|form}/{filename} that downloads the file.
 */
import type { DocumentEntry } from '@bank/shared';
import { expect, test, visit } from './fixtures';

const dateText = (value: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Banjul' }).format(
    new Date(value),
  );

const lists = [
  { page: '/reports', api: '/api/reports', key: 'reports', kind: 'reports' },
  { page: '/forms', api: '/api/form', key: 'forms', kind: 'form' },
] as const;

for (const list of lists) {
  test.describe(`${list.page}`, () => {
    test('lists the documents newest first, each with its category, upload date and Download link', async ({ page, cmsApi }) => {
      const answer = await cmsApi.get<Record<string, DocumentEntry[]>>(list.api);
      const documents = [...answer[list.key]].sort((a, b) => Date.parse(b.date_uploaded) - Date.parse(a.date_uploaded));
      expect(documents.length).toBeGreaterThan(1);
      await visit(page, list.page);
      const items = page.locator('main').getByRole('listitem').filter({ hasText: 'Uploaded on:' });
      await expect(items).toHaveCount(documents.length);
      await expect(items.getByRole('heading')).toHaveText(documents.map((doc) => doc.category));
      for (const [index, doc] of documents.entries()) {
        const item = items.nth(index);
        await expect(item).toContainText(`Uploaded on: ${dateText(doc.date_uploaded)}`);
        const link = item.getByRole('link', { name: /^Download/ });
        await expect(link).toHaveAttribute('href', `/api/download/${list.kind}/${encodeURIComponent(doc.filename)}`);
      }
    });

    test('Download fetches the file through the site', async ({ page }) => {
      await visit(page, list.page);
      const link = page
        .locator('main')
        .getByRole('link', { name: /^Download/ })
        .first();
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(new RegExp(`^/api/download/${list.kind}/`));

      const response = await page.request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-disposition'] ?? '').toMatch(/attachment/);
      expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(await download.failure()).toBeNull();
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    });
  });
}

test('a file that does not exist answers 404', async ({ page }) => {
  const response = await page.request.get('/api/download/reports/no-such-file.pdf');
  expect(response.status()).toBe(404);
});
