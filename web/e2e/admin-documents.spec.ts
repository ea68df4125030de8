/**
 * Form upload (/admin/forms) and report upload (/admin/reports) through the UI: the warnings ('No file
 * selected' / 'Please choose a file to upload.', a required Title), the success message, the cleared inputs, and
 * the document listed first on /forms or /reports with a Download that returns the same bytes.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectSwal, openTile, swal, test } from './fixtures';
import { pdfDocument, uniqueName, writeTempFile } from './support/files';

const screens = [
  { tile: 'Application Forms', path: '/admin/forms', heading: 'Upload Application Forms', list: '/forms', kind: 'form' },
  { tile: 'Anual Reports', path: '/admin/reports', heading: 'Upload Annual Reports', list: '/reports', kind: 'reports' },
] as const;

function countUploads(page: Page, kind: string) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/upload/${kind}`)) posts.push(request.url());
  });
  return posts;
}

for (const screen of screens) {
  test.describe(`${screen.path}`, () => {
    test.beforeEach(async ({ page, loginAsAdmin }) => {
      await loginAsAdmin();
      await openTile(page, screen.tile, screen.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading);
    });

    test('offers a file picker for pdf, doc, docx, jpg, png and a Title with the placeholder "Enter category"', async ({
      page,
    }) => {
      await expect(page.getByLabel('Choose File')).toHaveAttribute('accept', '.pdf,.doc,.docx,.jpg,.png');
      await expect(page.getByLabel('Title')).toHaveAttribute('placeholder', 'Enter category');
    });

    test("warns 'No file selected' without a file, and requires a Title", async ({ page, env }) => {
      const posts = countUploads(page, screen.kind);
      await page.getByLabel('Title').fill('A title without a file');
      await page.getByRole('button', { name: 'Upload' }).click();
      await expectSwal(page, 'No file selected', 'Please choose a file to upload.');

      await page.getByLabel('Title').fill('   ');
      await page.getByLabel('Choose File').setInputFiles(writeTempFile(env.tmpDir, 'no-title.pdf', pdfDocument()));
      await page.getByRole('button', { name: 'Upload' }).click();
      await expect
        .poll(() => page.getByLabel('Title').evaluate((element: HTMLInputElement) => element.validity.valueMissing))
        .toBe(true);
      await expect(swal(page).popup).toHaveCount(0);
      expect(posts).toHaveLength(0);
    });

    test("uploads a document: listed first with today's date, and its download returns the same bytes", async ({ page, env }) => {
      const title = uniqueName(screen.kind === 'form' ? 'E2E Loan Application Form' : 'E2E Annual Report');
      const bytes = pdfDocument(title);
      const file = writeTempFile(env.tmpDir, `${screen.kind}-upload.pdf`, bytes);
      await page.getByLabel('Choose File').setInputFiles(file);
      await page.getByLabel('Title').fill(title);

      const response = page.waitForResponse(
        (res) => res.request().method() === 'POST' && res.url().endsWith(`/api/upload/${screen.kind}`),
      );
      await page.getByRole('button', { name: 'Upload' }).click();
      const answer = await response;
      expect(answer.status()).toBe(201);
      const { message } = (await answer.json()) as { message?: string };
      await expectSwal(page, /.+/, message || 'File uploaded successfully.');
      await expect(page.getByLabel('Title')).toHaveValue('');
      expect(await page.getByLabel('Choose File').evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);

      await page.goto(screen.list);
      const first = page.locator('main').getByRole('listitem').filter({ hasText: 'Uploaded on:' }).first();
      await expect(first.getByRole('heading')).toHaveText(title);
      const today = new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Africa/Banjul',
      }).format(new Date());
      await expect(first).toContainText(`Uploaded on: ${today}`);
      const href = (await first.getByRole('link', { name: /^Download/ }).getAttribute('href')) ?? '';
      expect(href).toMatch(new RegExp(`^/api/download/${screen.kind}/`));
      const download = await page.request.get(href);
      expect(download.status()).toBe(200);
      expect(Buffer.compare(await download.body(), fs.readFileSync(file))).toBe(0);
    });

    test("while uploading the button reads 'Uploading…' and is disabled; a failure shows 'Upload Failed'", async ({
      page,
      env,
    }) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/api/upload/${screen.kind}`, async (route) => {
        await held;
        await route.fulfill({ status: 500, json: { message: 'Broken' } });
      });
      await page.getByLabel('Choose File').setInputFiles(writeTempFile(env.tmpDir, 'fail.pdf', pdfDocument()));
      await page.getByLabel('Title').fill('Failing upload');
      await page.getByRole('button', { name: 'Upload' }).click();
      const busy = page.getByRole('button', { name: 'Uploading…' });
      await expect(busy).toBeDisabled();
      release();
      await expectSwal(page, 'Upload Failed', 'An error occurred during upload.');
      await expect(page.getByRole('button', { name: 'Upload' })).toBeEnabled();
    });
  });
}
