/**
 * Important notice PDF upload (/admin/important-notices) through the UI: 'No File Selected', 'Title
 * Required' (the title is trimmed), PDF only, the 'Upload PDF?' confirmation, the success message, and the PDF in
 * the home page's important links (a new tab) serving the same bytes.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { ImportantDocument } from '@bank/shared';
import { closeSwal, expect, expectSwal, openTile, swal, test } from './fixtures';
import { pdfDocument, pngImage, uniqueName, writeTempFile } from './support/files';
import { escapeRegExp } from './support/text';

function countUploads(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/upload-pdf')) posts.push(request.url());
  });
  return posts;
}

test.describe('important notices', () => {
  test.beforeEach(async ({ page, loginAsAdmin }) => {
    await loginAsAdmin();
    await openTile(page, 'Important Notices', '/admin/important-notices');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Important Notices');
  });

  test("warns 'No File Selected' and 'Title Required' (a blank title), and refuses a file that is not a PDF", async ({
    page,
    env,
  }) => {
    const posts = countUploads(page);
    const file = page.getByLabel('PDF File');
    await expect(file).toHaveAttribute('accept', 'application/pdf');

    await page.getByLabel('Title').fill('A notice without a file');
    await page.getByRole('button', { name: 'Upload PDF' }).click();
    await expectSwal(page, 'No File Selected', 'Please choose a PDF file to upload.');

    await file.setInputFiles(writeTempFile(env.tmpDir, 'notice.pdf', pdfDocument()));
    await page.getByLabel('Title').fill('   ');
    await page.getByRole('button', { name: 'Upload PDF' }).click();
    await expectSwal(page, 'Title Required', 'Please enter a title for the PDF.');

    // Only application/pdf: another file is refused before anything is sent.
    await file.setInputFiles(writeTempFile(env.tmpDir, 'picture.png', pngImage()));
    await expect(swal(page).popup).toBeVisible();
    await closeSwal(page);
    await page.getByLabel('Title').fill('Not a PDF');
    await page.getByRole('button', { name: 'Upload PDF' }).click();
    await expectSwal(page, 'No File Selected', 'Please choose a PDF file to upload.');
    expect(posts).toHaveLength(0);
  });

  test('Cancel on the confirmation sends nothing', async ({ page, env }) => {
    const posts = countUploads(page);
    await page.getByLabel('PDF File').setInputFiles(writeTempFile(env.tmpDir, 'notice.pdf', pdfDocument()));
    await page.getByLabel('Title').fill('Cancelled notice');
    await page.getByRole('button', { name: 'Upload PDF' }).click();
    await expect(swal(page).title).toHaveText('Upload PDF?');
    await expect(swal(page).text).toHaveText('Are you sure you want to upload this file?');
    await closeSwal(page, 'cancel');
    expect(posts).toHaveLength(0);
  });

  test("uploads a PDF: it is in the home page's important links, opening in a new tab, with the same bytes", async ({
    page,
    env,
    cmsApi,
  }) => {
    const title = uniqueName('E2E notice: new opening hours');
    const bytes = pdfDocument(title);
    const file = writeTempFile(env.tmpDir, 'opening-hours.pdf', bytes);
    await page.getByLabel('PDF File').setInputFiles(file);
    await page.getByLabel('Title').fill(`  ${title}  `);
    await page.getByRole('button', { name: 'Upload PDF' }).click();
    await expect(swal(page).title).toHaveText('Upload PDF?');
    const response = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/api/upload-pdf'));
    await swal(page).press('confirm');
    expect((await response).status()).toBe(201);
    await expectSwal(page, /.+/, 'PDF uploaded successfully.');
    await expect(page.getByLabel('Title')).toHaveValue('');
    // The title was sent trimmed.
    const documents = await cmsApi.get<ImportantDocument[]>('/api/important-documents');
    expect(documents.map((document) => document.title)).toContain(title);

    await page.goto('/');
    const link = page
      .getByRole('region', { name: 'Important Notice' })
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(title)}`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/uploads\/.+\.pdf$/);
    const served = await page.request.get(href);
    expect(served.status()).toBe(200);
    expect(Buffer.compare(await served.body(), fs.readFileSync(file))).toBe(0);
  });

  test("a failed upload shows 'Failed to upload PDF.' and the dialog", async ({ page, env }) => {
    await page.route('**/api/upload-pdf', (route) => route.fulfill({ status: 500, json: { message: 'Broken' } }));
    await page.getByLabel('PDF File').setInputFiles(writeTempFile(env.tmpDir, 'fail.pdf', pdfDocument()));
    await page.getByLabel('Title').fill('Failing notice');
    await page.getByRole('button', { name: 'Upload PDF' }).click();
    await swal(page).press('confirm');
    await expect(page.getByText('Failed to upload PDF.', { exact: true })).toBeVisible();
    await expectSwal(page, /.+/, 'There was a problem uploading the PDF.');
  });
});
