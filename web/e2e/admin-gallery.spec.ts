/**
 * Gallery upload (/admin/images) through the UI: 'No files selected' without a file, previews of the
 * chosen images, 'Upload Image(s)', the success message, and the new image in the home page's carousel.
 */
import { expect, expectSwal, openTile, test } from './fixtures';
import { pdfDocument, pngImage, writeTempFile } from './support/files';

test.describe('gallery upload', () => {
  test.beforeEach(async ({ page, loginAsAdmin }) => {
    await loginAsAdmin();
    await openTile(page, 'Upload Images', '/admin/images');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload Images');
  });

  test("warns 'No files selected' without a file, or with no image among the files", async ({ page, env }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/admin/gallery')) posts.push(request.url());
    });
    await page.getByRole('button', { name: 'Upload Image(s)' }).click();
    await expectSwal(page, 'No files selected', 'Please choose at least one image to upload.');

    // Image files only: a PDF is not taken.
    await page.getByLabel('Choose Images').setInputFiles(writeTempFile(env.tmpDir, 'not-an-image.pdf', pdfDocument()));
    await expect(page.getByRole('list', { name: 'Selected images' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Upload Image(s)' }).click();
    await expectSwal(page, 'No files selected', 'Please choose at least one image to upload.');
    expect(posts).toHaveLength(0);
  });

  test('uploads two images: previews first, then both in the home carousel', async ({ page, cmsApi, env }) => {
    const before = await cmsApi.get<{ image_url: string }[]>('/api/admin/gallery');
    const picker = page.getByLabel('Choose Images');
    await expect(picker).toHaveAttribute('multiple', '');
    await expect(picker).toHaveAttribute('accept', /image/);
    const files = [
      writeTempFile(env.tmpDir, 'e2e-gallery-green.png', pngImage(120, 90, [20, 160, 60])),
      writeTempFile(env.tmpDir, 'e2e-gallery-red.png', pngImage(120, 90, [190, 30, 40])),
    ];
    await picker.setInputFiles(files);
    const previews = page.getByRole('list', { name: 'Selected images' });
    await expect(previews.getByRole('img')).toHaveCount(2);
    await expect(previews.getByRole('img', { name: 'Preview of e2e-gallery-green.png' })).toBeVisible();

    const response = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/api/admin/gallery'));
    await page.getByRole('button', { name: 'Upload Image(s)' }).click();
    expect((await response).status()).toBe(201);
    await expectSwal(page, /.+/, 'Images uploaded successfully.');
    await expect(previews).toHaveCount(0);
    expect(await picker.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);

    const after = await cmsApi.get<{ image_url: string }[]>('/api/admin/gallery');
    expect(after).toHaveLength(before.length + 2);
    const added = after.filter((image) => !before.some((old) => old.image_url === image.image_url));
    expect(added).toHaveLength(2);

    await page.goto('/');
    const carousel = page.getByRole('region', { name: /^Moments with/ }).first();
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator('.swiper-slide')).toHaveCount(after.length, { timeout: 15_000 });
    for (const image of added) {
      const img = carousel.locator(`img[src*="${encodeURIComponent(image.image_url)}"]`);
      await expect(img).toHaveCount(1);
      const served = await page.request.get(image.image_url);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toMatch(/^image\//);
    }
  });

  test("a failed upload shows 'Upload failed'", async ({ page, env }) => {
    await page.route('**/api/admin/gallery', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { message: 'Broken' } }) : route.continue(),
    );
    await page.getByLabel('Choose Images').setInputFiles(writeTempFile(env.tmpDir, 'fail.png', pngImage()));
    await page.getByRole('button', { name: 'Upload Image(s)' }).click();
    await expectSwal(page, 'Upload failed', 'Something went wrong while uploading.');
  });
});
