/**
 * /news shows 8 items first, and each Load More adds 5 while items remain (seed: 14 items → 8, 13, 14,
 * then no button). The detail modal closes by Close, Escape and a click outside it.
 * Runs before the admin specs add or delete news; the counts still come from the CMS's own answer.
 */
import type { NewsItem as News } from '@bank/shared';
import { expect, expectModalClosesThreeWays, test, visit } from './fixtures';
import { escapeRegExp } from './support/text';

test.describe('news page', () => {
  test('shows 8 items, then 5 more per Load More until all are shown', async ({ page, cmsApi }) => {
    const news = await cmsApi.get<News[]>('/api/news');
    expect(news.length, 'the seed has 14 news items').toBeGreaterThanOrEqual(14);
    await visit(page, '/news');
    const cards = page.locator('main').getByRole('article');
    const loadMore = page.getByRole('button', { name: 'Load More' });

    let expected = Math.min(8, news.length);
    await expect(cards).toHaveCount(expected);
    while (expected < news.length) {
      await expect(loadMore).toBeVisible();
      await loadMore.click();
      expected = Math.min(expected + 5, news.length);
      await expect(cards).toHaveCount(expected);
    }
    await expect(loadMore).toHaveCount(0);

    // Newest first, in the CMS's order, each card with its author, category, title and summary.
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(news.map((item) => item.title));
    for (const item of news.slice(0, 3)) {
      const card = cards.filter({ has: page.getByRole('heading', { name: item.title, exact: true }) });
      await expect(card).toContainText(item.author_name);
      await expect(card).toContainText(item.category);
      await expect(card).toContainText(item.summary);
    }
  });

  test("a phone draws the first card's picture from the page itself; a wide screen picks it from the srcset", async ({
    page,
    cmsApi,
  }) => {
    const [first] = await cmsApi.get<News[]>('/api/news');
    const upload = first.image_url?.match(/^\/uploads\/([\w.-]+)$/)?.[1];
    expect(upload, 'the newest item has an uploaded picture').toBeTruthy();
    // Timers stand still: the islands, which render the picture by URL, do not load while the page is read.
    await page.clock.install();
    await page.setViewportSize({ width: 412, height: 823 });
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && decodeURIComponent(request.url()).includes(upload!))
        requested.push(request.url());
    });
    await page.goto('/news');
    const picture = page.locator('main').getByRole('article').first().locator('img');
    await expect(picture).toHaveAttribute('src', /^data:image\/webp;base64,/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(750);
    expect(requested, "the first card's picture fetched by a phone").toEqual([]);
    // The other cards' pictures still come by URL.
    await expect(page.locator('main').getByRole('article').nth(1).locator('img')).toHaveAttribute('src', /^\/_next\/image\?url=/);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(new RegExp(`^https?://[^/]+/_next/image\\?url=%2Fuploads%2F${escapeRegExp(upload!)}&w=\\d+`));
    expect(requested).toHaveLength(1);
  });

  test('the site’s /api/news takes a locale, one of the five, and refuses any other with what is allowed', async ({
    request,
  }) => {
    const english = await (await request.get('/api/news')).json();
    for (const locale of ['en', 'fr', 'wo', 'mnk', 'ff']) {
      const response = await request.get(`/api/news?locale=${locale}`);
      expect(response.status(), locale).toBe(200);
      // No news item is translated yet: every locale reads the English items.
      expect(await response.json()).toEqual(english);
    }
    for (const query of ['locale=FR', 'locale=xx', 'locale=fr&locale=en', 'locale[]=fr', 'Locale=fr']) {
      const response = await request.get(`/api/news?${query}`);
      expect(response.status(), query).toBe(400);
      expect(await response.json()).toEqual({ message: 'locale must be one of en, fr, wo, mnk, ff, given once' });
    }
  });

  test('Read More opens the detail; Close, Escape and a click outside close it', async ({ page, cmsApi }) => {
    const [item] = await cmsApi.get<News[]>('/api/news');
    await visit(page, '/news');
    const readMore = page.getByRole('button', { name: new RegExp(`^Read More\\s*:\\s*${escapeRegExp(item.title)}$`) });
    const dialog = page.getByRole('dialog', { name: item.title });

    await readMore.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: item.title })).toBeVisible();
    await expect(dialog).toContainText(item.author_name);
    await expect(dialog).toContainText(item.full_text.split('\n')[0].slice(0, 60));
    await expect(dialog.locator('img')).toHaveCount(1);
    await expectModalClosesThreeWays(page, readMore, dialog);

    // A click inside the panel leaves it open.
    await readMore.click();
    await dialog.getByRole('heading', { name: item.title }).click();
    await expect(dialog).toBeVisible();
  });
});
