/**
 * Correct what was uploaded: each upload screen lists what is there, newest first, with Remove behind
 * a confirmation naming the item; a removed file is no longer served (/uploads/… 404 through the site); Manage News
 * offers Edit beside Add and Delete, and its lists can be searched; a download is named after what the uploader typed.
 * On a desktop and at 320 px (no sideways scrolling), axe clean.
 */
import imageSizes from '../config/image-sizes.json';
import type { Page } from '@playwright/test';
import { closeSwal, expect, expectNoSeriousA11yViolations, expectSwal, openTile, swal, test, type CmsApi } from './fixtures';
import { pdfDocument, pngImage, uniqueName, writeTempFile } from './support/files';

const VIEWPORTS = [
  { label: 'desktop', viewport: { width: 1280, height: 800 } },
  { label: '320 px', viewport: { width: 320, height: 640 } },
] as const;

async function uploadForm(cmsApi: CmsApi, category: string): Promise<string> {
  const response = await cmsApi.http.post('/api/upload/form', {
    headers: { Authorization: `Bearer ${await cmsApi.staffToken('admin')}` },
    multipart: { category, file: { name: 'scan.pdf', mimeType: 'application/pdf', buffer: pdfDocument(category) } },
  });
  expect(response.status()).toBe(201);
  const { forms } = await cmsApi.get<{ forms: Array<{ category: string; filename: string }> }>('/api/form');
  const entry = forms.find((form) => form.category === category);
  if (!entry) throw new Error(`${category} is not listed`);
  return entry.filename;
}

async function uploadGalleryImage(cmsApi: CmsApi): Promise<{ id: string; image_url: string }> {
  const response = await cmsApi.http.post('/api/admin/gallery', {
    headers: { Authorization: `Bearer ${await cmsApi.staffToken('admin')}` },
    multipart: { images: { name: 'moment.png', mimeType: 'image/png', buffer: pngImage(320, 200, [200, 40, 40]) } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { images: Array<{ id: string; image_url: string }> }).images[0];
}

async function uploadNotice(cmsApi: CmsApi, title: string): Promise<string> {
  const response = await cmsApi.http.post('/api/upload-pdf', {
    headers: { Authorization: `Bearer ${await cmsApi.staffToken('admin')}` },
    multipart: { title, file: { name: 'notice.pdf', mimeType: 'application/pdf', buffer: pdfDocument(title) } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { notice: { url: string } }).notice.url;
}

/** The upload screen's list, by its heading. */
const uploadedList = (page: Page, heading: string) => page.locator('main').getByRole('list', { name: heading });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the screen scrolls sideways').toBeLessThanOrEqual(0);
}

/** Remove with its confirmation: Cancel keeps the item, Yes removes it and says so. */
async function removeWithConfirmation(page: Page, list: ReturnType<typeof uploadedList>, name: string) {
  const item = list.getByRole('listitem').filter({ hasText: name });
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: 'Remove' }).click();
  await expect(swal(page).title).toHaveText(`Remove "${name}"?`);
  await expect(swal(page).text).toHaveText('It is taken off the website and can no longer be downloaded. This cannot be undone.');
  await expect(swal(page).confirm).toHaveText('Yes, remove it');
  await closeSwal(page, 'cancel');
  await expect(item).toBeVisible();

  const removed = page.waitForResponse((response) => response.request().method() === 'DELETE');
  await item.getByRole('button', { name: 'Remove' }).click();
  await swal(page).press('confirm');
  expect((await removed).status()).toBe(200);
  await expectSwal(page, 'Removed', `"${name}" was removed from the website.`);
  await expect(item).toHaveCount(0);
}

/** The file answered before, and 404 through the site after (twice: no cache of the site keeps it). */
async function expectGoneThroughSite(page: Page, url: string) {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    expect((await page.request.get(url)).status(), `${url} after removal`).toBe(404);
  }
}

for (const { label, viewport } of VIEWPORTS) {
  test.describe(`correcting uploads, ${label}`, () => {
    test.use({ viewport });
    // Each test uploads, signs in, removes and checks several answers: more than one default timeout on a busy machine.
    test.describe.configure({ timeout: 180_000 });

    test('an application form: listed newest first, removed after a confirmation, then no longer served', async ({
      page,
      cmsApi,
      loginAsAdmin,
    }) => {
      const older = uniqueName('E2E Older Form');
      const title = uniqueName('E2E Removable Form');
      await uploadForm(cmsApi, older);
      const filename = await uploadForm(cmsApi, title);
      expect((await page.request.get(`/uploads/${filename}`)).status()).toBe(200);

      await loginAsAdmin();
      await openTile(page, 'Application Forms', '/admin/forms');
      const list = uploadedList(page, 'Uploaded forms');
      await expect(list.getByRole('listitem').first()).toContainText(title);
      await expect(list.getByRole('listitem').nth(1)).toContainText(older);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page, `/admin/forms at ${label}`);

      await removeWithConfirmation(page, list, title);
      await expect(list.getByRole('listitem').first()).toContainText(older);
      await expectGoneThroughSite(page, `/uploads/${filename}`);
      await expectGoneThroughSite(page, `/api/download/form/${filename}`);
      const forms = (await (await page.request.get('/api/form')).json()) as { forms: Array<{ category: string }> };
      expect(forms.forms.map((form) => form.category)).not.toContain(title);
    });

    test('a gallery image: removed after a confirmation naming it, then no longer served', async ({
      page,
      cmsApi,
      loginAsAdmin,
    }) => {
      const image = await uploadGalleryImage(cmsApi);
      const file = image.image_url.split('/').pop() ?? '';
      expect((await page.request.get(image.image_url)).status()).toBe(200);
      // A resized copy, as the gallery shows it: Next's image cache keeps it once made.
      const resized = `/_next/image?url=${encodeURIComponent(image.image_url)}&w=${imageSizes.deviceSizes[0]}&q=75`;
      const copy = await page.request.get(resized);
      expect(copy.status()).toBe(200);
      expect(copy.headers()['content-type']).toMatch(/^image\//);

      await loginAsAdmin();
      await openTile(page, 'Upload Images', '/admin/images');
      const list = uploadedList(page, 'Gallery images');
      await expect(list.getByRole('listitem').first()).toContainText(file);
      await expectNoSidewaysScroll(page);
      await removeWithConfirmation(page, list, `Image ${file}`);
      await expectGoneThroughSite(page, image.image_url);
      await expectGoneThroughSite(page, resized);
      const gallery = (await (await page.request.get('/api/admin/gallery')).json()) as Array<{ id: string }>;
      expect(gallery.map((entry) => entry.id)).not.toContain(image.id);
    });

    test('an important notice: removed after a confirmation naming it, then no longer served', async ({
      page,
      cmsApi,
      loginAsAdmin,
    }) => {
      const title = uniqueName('E2E Removable Notice');
      const url = await uploadNotice(cmsApi, title);
      expect((await page.request.get(url)).status()).toBe(200);

      await loginAsAdmin();
      await openTile(page, 'Important Notices', '/admin/important-notices');
      const list = uploadedList(page, 'Uploaded notices');
      await expect(list.getByRole('listitem').first()).toContainText(title);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page, `/admin/important-notices at ${label}`);
      await removeWithConfirmation(page, list, title);
      await expectGoneThroughSite(page, url);
      const notices = (await (await page.request.get('/api/important-documents')).json()) as Array<{ title: string }>;
      expect(notices.map((notice) => notice.title)).not.toContain(title);
    });

    test('Manage News: search, then Edit every field; Delete News can be searched', async ({
      page,
      cmsApi,
      env,
      loginAsAdmin,
    }) => {
      const word = uniqueName('Kerewan').replace(' ', '');
      const title = `E2E ${word} branch opening`;
      await cmsApi.addNews({
        title,
        author_name: 'Edit Author',
        category: 'News',
        summary: 'Before the edit',
        full_text: 'Text before the edit',
      });
      await cmsApi.addNews({
        title: uniqueName('E2E Other item'),
        author_name: 'Someone Else',
        category: 'Events',
        summary: 'Not the one',
        full_text: 'Not the one',
      });

      await loginAsAdmin();
      await openTile(page, 'Manage News', '/admin/news');
      // The spec's tiles stay exactly as they are; Edit is beside them.
      await expect(page.getByRole('navigation', { name: 'Manage News' }).getByRole('link')).toHaveText([
        'Add New News',
        'Delete News',
      ]);
      const editList = page.locator('main').getByRole('list', { name: 'Edit News' });
      await expect(editList.getByRole('listitem').nth(1)).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search news' }).fill(word.toLowerCase());
      await expect(editList.getByRole('listitem')).toHaveCount(1);
      await expect(page.locator('main').getByRole('status').filter({ hasText: 'Showing 1 of' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page, `/admin/news at ${label}`);

      await editList.getByRole('button', { name: 'Edit' }).click();
      const form = page.locator('main').getByRole('form', { name: 'Edit News' });
      await expect(form.getByLabel('Title')).toHaveValue(title);
      await expect(form.getByLabel('Author Name')).toHaveValue('Edit Author');
      const newTitle = `E2E ${word} branch opened`;
      await form.getByLabel('Title').fill(newTitle);
      await form.getByLabel('Author Name').fill('Communications Desk');
      await form.getByLabel('Category').selectOption('Donation');
      await form.getByLabel('Date').fill('2026-07-15');
      await form.getByLabel('Summary').fill('After the edit');
      await form.getByLabel('Full Text').fill('Text after the edit');
      await expect(form.getByRole('button', { name: /^New image/ })).toBeVisible();
      await form
        .locator('input[type="file"][name="image"]')
        .setInputFiles(writeTempFile(env.tmpDir, 'new.png', pngImage(120, 80, [10, 150, 60])));
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page, `news edit form at ${label}`);

      const saved = page.waitForResponse(
        (response) => response.request().method() === 'PUT' && /\/api\/admin\/news\//.test(response.url()),
      );
      await form.getByRole('button', { name: 'Save changes' }).click();
      expect((await saved).status()).toBe(200);
      await expectSwal(page, 'Saved', 'The news item was updated.');
      await expect(editList.getByRole('listitem').filter({ hasText: newTitle })).toContainText('Donation');

      const news = await cmsApi.get<Array<Record<string, string>>>('/api/news');
      expect(news.find((item) => item.title === newTitle)).toMatchObject({
        author_name: 'Communications Desk',
        category: 'Donation',
        date: '2026-07-15',
        summary: 'After the edit',
        full_text: 'Text after the edit',
      });
      expect(news.some((item) => item.title === title)).toBe(false);
      await expect
        .poll(async () => (await (await page.request.get('/news')).text()).includes(newTitle), { timeout: 10_000 })
        .toBe(true);

      await page.getByRole('link', { name: 'Delete News', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin/news/delete');
      const items = page.locator('main').getByRole('article');
      await page.getByRole('searchbox', { name: 'Search news' }).fill(`${word} communications`);
      await expect(items).toHaveCount(1);
      await expect(items.first()).toContainText(newTitle);
      await page.getByRole('searchbox', { name: 'Search news' }).fill('no-such-news-item-anywhere');
      await expect(items).toHaveCount(0);
      await expect(page.locator('main')).toContainText('No news item matches your search.');
      await expectNoSidewaysScroll(page);
    });
  });
}

test('a downloaded form is named after what the uploader typed, not its stored name', async ({ page, cmsApi }) => {
  const code = uniqueName('').trim().toLowerCase();
  const title = `Account Opening Form ${code}`;
  const filename = await uploadForm(cmsApi, title);
  expect(filename).toMatch(/^form_[0-9a-f]+\.pdf$/);

  await page.goto('/forms');
  const item = page
    .locator('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });
  const downloading = page.waitForEvent('download');
  await item.getByRole('link', { name: /^Download/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`account-opening-form-${code}.pdf`);

  const answer = await page.request.get(`/api/download/form/${filename}`);
  expect(answer.headers()['content-disposition']).toBe(`attachment; filename="account-opening-form-${code}.pdf"`);
});
