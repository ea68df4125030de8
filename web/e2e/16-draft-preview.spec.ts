/**
 * Beyond the spec: the editors' preview. Strapi's "Open preview" (the panel's preview URL) opens the site in Next's
 * draft mode: the unpublished news item shows on /news (a banner slide on /) under a "Preview: not published" bar, uncached; visitors
 * never see it, nor can they read drafts from the CMS; "Exit preview" leaves draft mode.
 */
import { expect, test, visit } from './fixtures';
import { uniqueName } from './support/files';

const NEWS = 'api::news-item.news-item';
const SLIDE = 'api::banner-slide.banner-slide';

test.describe('editors’ preview', () => {
  test('a draft news item shows in the preview and never on the public page', async ({ page, browser, cmsApi, env, request }) => {
    const title = uniqueName('Draft: Farafenni branch opens');
    const created = await cmsApi.panel<{ data: { documentId: string } }>('POST', `/content-manager/collection-types/${NEWS}`, {
      title,
      author_name: 'Communications',
      category: 'News',
      summary: 'Not published yet.',
      full_text: 'This item is still a draft.',
      date: '2026-11-24',
    });
    const documentId = created.data.documentId;
    try {
      // What the panel's "Open preview" button opens.
      const { data } = await cmsApi.panel<{ data: { url: string } }>(
        'GET',
        `/content-manager/preview/url/${NEWS}?documentId=${documentId}&status=draft`,
      );
      const previewUrl = new URL(data.url);
      expect(previewUrl.origin).toBe(env.baseUrl);
      expect(previewUrl.pathname).toBe('/api/preview');

      // The editor's browser: the draft, under the bar, never from a cache.
      const response = await page.goto(data.url);
      expect(new URL(page.url()).pathname).toBe('/news');
      expect(response?.headers()['cache-control'] ?? '').toMatch(/no-store|no-cache|private/);
      await expect(page.getByRole('status').filter({ hasText: 'Preview: not published' })).toBeVisible();
      await expect(page.locator('main')).toContainText(title);

      // A visitor: neither the page nor the CMS gives the draft away.
      const visitor = await browser.newContext();
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(`${env.baseUrl}/news`);
      await expect(visitorPage.locator('main')).not.toContainText(title);
      await expect(visitorPage.getByText('Preview: not published')).toHaveCount(0);
      await visitor.close();
      expect((await request.get(`${env.cmsUrl}/api/news?status=draft`)).status()).toBe(403);
      expect((await request.get(`${env.cmsUrl}/api/news`)).ok()).toBe(true);
      expect(await (await request.get(`${env.cmsUrl}/api/news`)).text()).not.toContain(title);

      // A forged link does not open the preview.
      const forged = await request.get(`${env.baseUrl}/api/preview?secret=guess&path=%2Fnews`, { maxRedirects: 0 });
      expect(forged.status()).toBe(401);

      // Exit preview: the public page again.
      await page.getByRole('link', { name: 'Exit preview' }).click();
      await page.waitForURL((url) => url.pathname === '/news');
      await expect(page.getByText('Preview: not published')).toHaveCount(0);
      await expect(page.locator('main')).not.toContainText(title);
    } finally {
      await cmsApi.panel('DELETE', `/content-manager/collection-types/${NEWS}/${documentId}`);
    }
  });

  test('a draft banner slide shows on the home page in the preview and never to a visitor', async ({
    page,
    browser,
    cmsApi,
    env,
  }) => {
    const heading = uniqueName('Draft slide: home loans');
    // The draft uses the image of a published slide (the image is required on publish, not on a draft).
    const files = await cmsApi.panel<{ results?: { id: number; mime: string }[] } | { id: number; mime: string }[]>(
      'GET',
      '/upload/files',
    );
    const image = (Array.isArray(files) ? files : (files.results ?? [])).find((file) => file.mime.startsWith('image/'));
    expect(image).toBeDefined();
    const created = await cmsApi.panel<{ data: { documentId: string } }>('POST', `/content-manager/collection-types/${SLIDE}`, {
      heading,
      subheading: 'Not published yet',
      image: image?.id,
      sort_order: -100,
    });
    const documentId = created.data.documentId;
    try {
      const { data } = await cmsApi.panel<{ data: { url: string } }>(
        'GET',
        `/content-manager/preview/url/${SLIDE}?documentId=${documentId}&status=draft`,
      );
      expect(new URL(data.url).searchParams.get('path')).toBe('/');
      const response = await page.goto(data.url);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(response?.headers()['cache-control'] ?? '').toMatch(/no-store|no-cache|private/);
      await expect(page.getByRole('status').filter({ hasText: 'Preview: not published' })).toBeVisible();
      await expect(page.locator('main h2', { hasText: heading })).toHaveCount(1);

      const visitor = await browser.newContext();
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(`${env.baseUrl}/`);
      await expect(visitorPage.locator('main h2').first()).toBeAttached();
      await expect(visitorPage.locator('main h2', { hasText: heading })).toHaveCount(0);
      expect(await visitorPage.content()).not.toContain(heading);
      await visitor.close();
    } finally {
      await cmsApi.panel('DELETE', `/content-manager/collection-types/${SLIDE}/${documentId}`);
    }
  });

  test('the public news page has no preview bar and stays cached', async ({ page }) => {
    const response = await page.goto('/news');
    expect(response?.headers()['cache-control'] ?? '').toMatch(/s-maxage/);
    await visit(page, '/news');
    await expect(page.getByText('Preview: not published')).toHaveCount(0);
  });
});
