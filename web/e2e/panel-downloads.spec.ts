/**
 * Marketing's Editor adds a Download in Strapi's panel (its edit form and its media library dialog, not
 * its API): attaches the file, picks the kind and the category, and saves; no name or date to type. The site's
 * /forms lists it and its Download button returns the file byte for byte. A hand-typed name with a space used to be
 * accepted and then answer 404.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';
import { docScreenshot } from './support/doc-screenshot';
import { signInToPanelAsEditor } from './support/panel';
import { pdfDocument, uniqueName, writeTempFile } from './support/files';

const CREATE = '/admin/content-manager/collection-types/api::document.document/create';

/** Attaches a file from the computer through the media field's library dialog. */
async function attachThroughMediaLibrary(page: Page, file: string): Promise<void> {
  await page.getByRole('button', { name: /Click to add an asset/i }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /Add more assets|Add new assets/i }).click();
  await page.getByRole('dialog').locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: /Upload 1 asset to the library/i }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function pick(page: Page, field: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('the Editor adds a Download in the panel', () => {
  test('a form saved with its file, kind and category downloads byte for byte from /forms', async ({ page, context, env }) => {
    const category = uniqueName('E2E Panel Loan Form');
    const bytes = pdfDocument(category);
    // A name with spaces and brackets, as files on an editor's computer are named.
    const file = writeTempFile(env.tmpDir, 'Loan Application (panel).pdf', bytes);

    const panel = await context.newPage();
    await signInToPanelAsEditor(panel, env.cmsUrl);
    await panel.goto(`${env.cmsUrl}${CREATE}`);
    await pick(panel, /^List/, 'form');
    await panel.getByRole('textbox', { name: /^Title/ }).fill(category);
    await attachThroughMediaLibrary(panel, file);
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(panel.getByText('Saved document')).toBeVisible();
    // The public name was made from the file's own name, in characters the download route serves.
    await expect(panel.getByRole('textbox', { name: /^File name/ })).toHaveValue(/^Loan-Application-panel(-\d+)?\.pdf$/);
    await docScreenshot(panel, 'download-form');

    await expect(async () => {
      await visit(page, '/forms');
      await expect(page.locator('main').getByRole('heading', { name: category })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000, intervals: [250, 500, 500, 1000] });
    const item = page.locator('main').getByRole('listitem').filter({ hasText: category });
    const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('link', { name: /^Download/ }).click()]);
    expect(await download.failure()).toBeNull();
    // The download is named after the category the Editor typed, not the stored file name.
    expect(download.suggestedFilename()).toBe(`${category.toLowerCase().replace(/\s+/g, '-')}.pdf`);
    expect(Buffer.compare(fs.readFileSync(await download.path()), bytes)).toBe(0);
  });

  test('a typed name with a space is refused at save, naming the allowed characters', async ({ context, env }) => {
    const file = writeTempFile(env.tmpDir, 'typed-name.pdf', pdfDocument());
    const panel = await context.newPage();
    await signInToPanelAsEditor(panel, env.cmsUrl);
    await panel.goto(`${env.cmsUrl}${CREATE}`);
    await pick(panel, /^List/, 'report');
    await panel.getByRole('textbox', { name: /^Title/ }).fill(uniqueName('E2E Refused Name'));
    await attachThroughMediaLibrary(panel, file);
    await panel.getByRole('textbox', { name: /^File name/ }).fill('my form.pdf');
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      panel.getByText(/may only use the letters A-Z and a-z, the digits 0-9, dots, hyphens and underscores/).first(),
    ).toBeVisible();
    await expect(panel.getByText('Saved document')).toHaveCount(0);
  });
});
