/**
 * The home page of SPEC.md section 2 — its sections in order and their counts, the fixed notice texts and
 * the important links, the carousels' timings, the Online Banking button, and the first-visit splash.
 * Read-only: expectations come from the CMS's API, so content added by later specs does not matter.
 */
import type { Locator, Page } from '@playwright/test';
import type { ImportantDocument, NewsItem as News } from '@bank/shared';
import { expect, expectModalClosesThreeWays, test, visit, type CmsApi } from './fixtures';
import { escapeRegExp } from './support/text';

interface Slide {
  heading: string;
  subheading: string;
  description: string;
}
const NOTICE_TEXTS = [
  'Cheque threshold via the clearing platform: D50,000 and below from 15 July 2024.',
  'Monthly e-banking fee: D15.00 from 1 October 2021, on savings and current accounts.',
  'ATM card replacement: no more than 3 working days.',
  'Channels are available 24 hours a day, 7 days a week.',
  '18 branches.',
];
const WHY_CARDS = ['Experience', 'Speed', 'Efficiency', 'Services', 'Customer Support', 'Security'];

const banner = (page: Page) => page.getByRole('region', { name: 'Highlights' });

/** The banner's carousel takes over from the first, server-rendered slide once the page is idle. */
async function bannerSlides(page: Page, count: number) {
  const slides = banner(page).locator('.swiper-slide');
  await expect(slides).toHaveCount(count, { timeout: 15_000 });
  return slides;
}

async function slidesFromCms(cmsApi: CmsApi) {
  return cmsApi.entries<Slide>('/api/banner-slides');
}

test.describe('home page', () => {
  test('shows its sections in the specified order', async ({ page }) => {
    await visit(page, '/');
    const main = page.locator('main');
    const order = [
      main.getByRole('region', { name: 'Highlights' }),
      main.getByRole('region', { name: 'Our services' }),
      main.getByRole('region', { name: 'Important Notice' }),
      main.getByRole('region', { name: 'Why bank with us' }),
      main.getByRole('region', { name: /^Moments with/ }).first(),
      main.getByRole('region', { name: 'Our partners' }),
      main.getByRole('region', { name: 'Latest News' }),
      main.getByRole('region', { name: /exchange rates/i }),
    ];
    let previousTop = -Infinity;
    for (const [index, section] of order.entries()) {
      await expect(section, `section ${index + 1}`).toBeVisible();
      const box = await section.boundingBox();
      expect(box, `section ${index + 1} has a box`).not.toBeNull();
      expect(box!.y, `section ${index + 1} is below section ${index}`).toBeGreaterThan(previousTop);
      previousTop = box!.y;
    }
  });

  test('banner: 13 slides from the CMS, each with Online Banking and Check ATMs opening in a new tab', async ({
    page,
    cmsApi,
    env,
  }) => {
    const cmsSlides = await slidesFromCms(cmsApi);
    expect(cmsSlides).toHaveLength(13);
    await visit(page, '/');
    const slides = await bannerSlides(page, 13);
    for (const [index, slide] of cmsSlides.entries()) {
      const element = slides.filter({
        has: page.getByRole('heading', { name: slide.heading, exact: true, includeHidden: true }),
      });
      await expect(element, `slide ${index + 1}: ${slide.heading}`).toHaveCount(1);
      await expect(element).toContainText(slide.subheading);
      await expect(element).toContainText(slide.description);
      const online = element.locator('a', { hasText: 'Online Banking' });
      await expect(online).toHaveAttribute('href', env.onlineBankingUrl);
      await expect(online).toHaveAttribute('target', '_blank');
      await expect(online).toHaveAttribute('rel', /noopener/);
      const atms = element.locator('a', { hasText: 'Check ATMs' });
      await expect(atms).toHaveAttribute('href', '/services/e-banking/atm');
      await expect(atms).toHaveAttribute('target', '_blank');
    }
  });

  test('banner: advances one slide every 10 s (1.5 s transition) and loops', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.clock.install();
    await visit(page, '/');
    // The carousel loads a few seconds after the page started (its timers run on the fake clock).
    await expect(async () => {
      await page.clock.runFor(500);
      await expect(banner(page).locator('.swiper-slide')).toHaveCount(13, { timeout: 500 });
    }).toPass({ timeout: 20_000 });
    const active = banner(page).locator('.swiper-slide-active');
    await expect(active).toHaveAttribute('aria-label', '1 / 13');

    // However late the carousel loaded, the first change comes 10 s after the page started; then each slide stays
    // 10 s after its 1.5 s transition.
    const pageAge = await page.evaluate(() => performance.now());
    expect(pageAge).toBeLessThan(8_500);
    await page.clock.runFor(9_000 - pageAge);
    await expect(active).toHaveAttribute('aria-label', '1 / 13');
    await page.clock.runFor(1_500);
    await expect(active).toHaveAttribute('aria-label', '2 / 13');
    // The 1.5 s slide is a CSS transition, which runs on real time, not on the fake clock; the next wait starts at its end.
    await page.waitForTimeout(2_000);
    await page.clock.runFor(9_000);
    await expect(active).toHaveAttribute('aria-label', '2 / 13');
    await page.clock.runFor(1_500);
    await expect(active).toHaveAttribute('aria-label', '3 / 13');

    // It loops (wraps around after the last slide), with the spec's timings.
    const params = await banner(page)
      .locator('.swiper')
      .evaluate((element) => {
        const swiper = (
          element as unknown as { swiper: { params: { loop: boolean; speed: number; autoplay: { delay: number } } } }
        ).swiper;
        return { loop: swiper.params.loop, speed: swiper.params.speed, delay: swiper.params.autoplay.delay };
      });
    expect(params).toEqual({ loop: true, speed: 1_500, delay: 10_000 });
  });

  test('banner: the carousel loads at once when the visitor reaches for it', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/');
    await expect(banner(page).locator('.swiper-slide')).toHaveCount(0);
    await banner(page).hover();
    await expect(banner(page).locator('.swiper-slide')).toHaveCount(13);
    expect(await page.evaluate(() => performance.now())).toBeLessThan(5_000);
  });

  test("banner: a phone draws the first slide's picture from the page itself; a wide screen picks it from the srcset", async ({
    page,
  }) => {
    // Timers stand still: the islands, which render the picture by URL, do not load while the page is read.
    await page.clock.install();
    await page.setViewportSize({ width: 412, height: 823 });
    const bannerRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && request.url().includes('banner_')) bannerRequests.push(request.url());
    });
    await page.goto('/');
    const picture = banner(page).locator('img').first();
    await expect(picture).toHaveAttribute('src', /^data:image\/webp;base64,/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(750);
    expect(bannerRequests, 'banner pictures fetched by a phone').toEqual([]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/^https?:\/\/[^/]+\/_next\/image\?url=%2Fuploads%2Fbanner_[^&]+&w=\d+/);
    expect(bannerRequests).toHaveLength(1);
  });

  test('four service tiles link to the accounts page', async ({ page }) => {
    await visit(page, '/');
    const tiles = page.getByRole('region', { name: 'Our services' }).getByRole('link');
    await expect(tiles).toHaveCount(4);
    // The spec gives /services/accounts for Retail and /services/accounts/ for the others: the same page (Next
    // renders links without the trailing slash).
    for (const [index, title] of ['Retail Banking', 'Corporate Banking', 'E-Banking', 'International'].entries()) {
      await expect(tiles.nth(index)).toContainText(title);
      await expect(tiles.nth(index)).toHaveAttribute('href', /^\/services\/accounts\/?$/);
    }
    await tiles.first().click();
    await expect(page).toHaveURL(/\/services\/accounts\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounts & Services');
  });

  test('Important Notice: the fixed ticker texts and the important links, opening in a new tab', async ({ page, cmsApi }) => {
    const documents = await cmsApi.get<ImportantDocument[]>('/api/important-documents');
    expect(documents.length).toBeGreaterThan(0);
    await visit(page, '/');
    const notice = page.getByRole('region', { name: 'Important Notice' });
    for (const text of NOTICE_TEXTS) await expect(notice.getByText(text, { exact: true }).first()).toBeVisible();
    for (const document of documents) {
      const link = notice.getByRole('link', { name: new RegExp(`^${escapeRegExp(document.title)}`) });
      await expect(link).toHaveAttribute('href', document.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    // The link serves the PDF through the site.
    const pdf = await page.request.get(documents[0].url);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('the notice ticker and the partners strip move once the page is painted, and stand still for reduced motion', async ({
    page,
  }) => {
    const strips = [page.getByRole('region', { name: 'Important Notice' }), page.getByRole('region', { name: 'Our partners' })];
    const moving = (region: Locator) =>
      region.evaluate((element) =>
        element.getAnimations({ subtree: true }).some((animation) => animation.playState === 'running'),
      );
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await visit(page, '/');
    for (const strip of strips) await expect.poll(() => moving(strip)).toBe(true);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const strip of strips) await expect.poll(() => moving(strip)).toBe(false);
  });

  test('Why bank with us: six cards', async ({ page }) => {
    await visit(page, '/');
    const cards = page.getByRole('region', { name: 'Why bank with us' }).getByRole('heading', { level: 3 });
    await expect(cards).toHaveText(WHY_CARDS);
  });

  test('gallery: a looping carousel of the gallery images that autoplays every 3.5 s', async ({ page, cmsApi }) => {
    const gallery = await cmsApi.get<{ image_url: string }[]>('/api/admin/gallery');
    expect(gallery.length).toBeGreaterThan(3);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.clock.install();
    await visit(page, '/');
    const carousel = page.getByRole('region', { name: /^Moments with/ }).first();
    await carousel.scrollIntoViewIfNeeded();
    const slides = carousel.locator('.swiper-slide');
    await expect(async () => {
      await page.clock.runFor(500);
      await expect(slides).toHaveCount(gallery.length, { timeout: 500 });
    }).toPass({ timeout: 20_000 });
    for (const image of gallery) {
      await expect(slides.locator(`img[src*="${encodeURIComponent(image.image_url)}"]`)).toHaveCount(1);
    }
    // It moves on by itself within 3.5 s (plus the slide transition), and loops.
    const active = carousel.locator('.swiper-slide-active');
    const first = (await active.getAttribute('aria-label')) ?? '';
    await page.clock.runFor(3_800);
    await expect(active).not.toHaveAttribute('aria-label', first);
    const params = await carousel
      .locator('.swiper')
      .evaluate(
        (element) => (element as unknown as { swiper: { params: { loop: boolean; autoplay: { delay: number } } } }).swiper.params,
      );
    expect(params.loop).toBe(true);
    expect(params.autoplay.delay).toBe(3_500);
  });

  test('partners: five logos', async ({ page, cmsApi }) => {
    const partners = await cmsApi.entries<{ name: string }>('/api/partners');
    expect(partners).toHaveLength(5);
    await visit(page, '/');
    const strip = page.getByRole('region', { name: 'Our partners' });
    await strip.scrollIntoViewIfNeeded();
    // The strip repeats its logos for the endless scroll; the copies are hidden from assistive technology.
    await expect(strip.getByRole('img')).toHaveCount(5);
    for (const partner of partners) await expect(strip.getByRole('img', { name: partner.name })).toBeVisible();
  });

  test('the site’s /api/partners: Strapi’s {data, meta} asked with the site’s own query, whatever the browser sends', async ({
    request,
    cmsApi,
  }) => {
    const expected = (await cmsApi.entries<{ documentId: string }>('/api/partners')).map((partner) => partner.documentId);
    type Answer = { data: { documentId: string; logo: { url: string } | null }[]; meta: { pagination: { pageSize: number } } };
    for (const [query, headers] of [
      ['', {}],
      // The browser's own query and token are not passed on: the CMS is asked anonymously with the site's query.
      ['?filters[name][$eq]=Visa&fields[0]=name&status=draft', { Authorization: 'Bearer not.a.token' }],
    ] as const) {
      const response = await request.get(`/api/partners${query}`, { headers });
      expect(response.status(), query).toBe(200);
      const body = (await response.json()) as Answer;
      expect(body.data.map((partner) => partner.documentId)).toEqual(expected);
      for (const partner of body.data) expect(partner.logo?.url).toMatch(/^\/uploads\//);
      expect(body.meta.pagination.pageSize).toBe(100);
    }
    expect((await request.post('/api/partners', { data: { data: { name: 'x' } } })).status()).toBe(405);
    expect((await request.get(`/api/partners/${expected[0]}`)).status()).toBe(404);
  });

  test('Latest News: the first six items; Read More opens the detail, which Close, Escape and an outside click close', async ({
    page,
    cmsApi,
  }) => {
    const news = await cmsApi.get<News[]>('/api/news');
    await visit(page, '/');
    const section = page.getByRole('region', { name: 'Latest News' });
    const titles = section.getByRole('heading', { level: 3 });
    await expect(titles).toHaveText(news.slice(0, 6).map((item) => item.title));

    const item = news[0];
    const readMore = section.getByRole('button', { name: new RegExp(`^Read More\\s*:\\s*${escapeRegExp(item.title)}$`) });
    const dialog = page.getByRole('dialog', { name: item.title });
    await readMore.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(item.author_name);
    await expect(dialog).toContainText(item.full_text.slice(0, 40));
    await expectModalClosesThreeWays(page, readMore, dialog);
  });

  test('exchange rates beside the download-the-app prompt', async ({ page, cmsApi }) => {
    const rates = await cmsApi.get<{ currency: string }[]>('/api/get_exchange_rates');
    await visit(page, '/');
    const block = page.getByRole('region', { name: /exchange rates/i });
    const table = block.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(rates.length + 1);
    for (const rate of rates) await expect(table.getByRole('rowheader', { name: new RegExp(rate.currency) })).toBeVisible();
    await expect(block.getByRole('heading', { name: /Download the .* app/ })).toBeVisible();
    await expect(block.getByRole('link', { name: /App Store/ })).toHaveAttribute('target', '_blank');
    await expect(block.getByRole('link', { name: /Google Play/ })).toHaveAttribute('target', '_blank');
  });

  test('Online Banking opens the external site in a new tab, without access to this page', async ({ page, context, env }) => {
    await context.route(`${env.onlineBankingUrl}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Internet banking</title><p>ibank</p>' }),
    );
    await visit(page, '/');
    const button = page.getByRole('banner').getByRole('link', { name: /Online Banking/ });
    await expect(button).toHaveAttribute('rel', /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
    const [popup] = await Promise.all([context.waitForEvent('page'), button.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(new RegExp(`^${escapeRegExp(env.onlineBankingUrl)}/?$`));
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(await popup.evaluate(() => document.referrer)).toBe('');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('first visit', () => {
  test.use({ showSplash: true, reducedMotion: 'no-preference' });

  test('shows the "Loading..." splash for about 1.5 s, once per visit', async ({ page }) => {
    const splash = await splashOnArrival(page);
    // Its spinner turns while it shows (from the page's first contentful paint: see components/layout/splash.tsx).
    await expect.poll(() => spinnerTurns(page), { timeout: 1_400, intervals: [50] }).toBe(true);
    await expect(splash).toBeHidden({ timeout: 5_000 });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who We Are');
    await page.waitForTimeout(300);
    await expect(splash).toHaveCount(0);
  });
});

test.describe('first visit, reduced motion', () => {
  test.use({ showSplash: true, reducedMotion: 'reduce' });

  test('the splash shows and goes as usual, with its spinner standing still', async ({ page }) => {
    const splash = await splashOnArrival(page);
    // The moment the spinner would start turning has come (the head script marks the first paint on <html>)...
    await expect(page.locator('html')).toHaveClass(/\bpainted\b/);
    // ...and it stands still.
    expect(await spinnerTurns(page)).toBe(false);
    await expect(splash).toBeHidden({ timeout: 5_000 });
  });
});

test.describe('first visit without JavaScript', () => {
  test.use({ showSplash: true, javaScriptEnabled: false, reducedMotion: 'no-preference' });

  test('the splash comes with the page itself, over the rendered page, and goes by itself', async ({ page }) => {
    const splash = await splashOnArrival(page);
    await expect.poll(() => spinnerTurns(page), { timeout: 1_400, intervals: [50] }).toBe(true);
    // The page is already there under the overlay: the splash does not hold it back.
    await expect(page.getByRole('heading', { name: 'Latest News' })).toBeAttached();
    await expect(splash).toBeHidden({ timeout: 5_000 });
    await expect(page.getByRole('heading', { name: 'Latest News' })).toBeVisible();
  });
});

/**
 * Opens the home page and checks the "Loading..." splash shows. It shows from the first paint, so it is looked for as
 * soon as the page starts arriving, not after `load`.
 */
async function splashOnArrival(page: Page): Promise<Locator> {
  await page.goto('/', { waitUntil: 'commit' });
  const splash = page.getByRole('status').filter({ hasText: 'Loading...' });
  await expect(splash).toBeVisible();
  return splash;
}

/** Whether the splash's spinner (the ring beside its text, hidden from assistive technology) has an animation running. */
async function spinnerTurns(page: Page): Promise<boolean> {
  return page
    .locator('[role="status"] > [aria-hidden="true"]')
    .evaluate((ring) => ring.getAnimations().some((animation) => animation.playState === 'running'));
}
