/**
 * The public pages in pages/ are sent without Next's client runtime: the HTML is the whole page, and only the
 * islands (menu, service side menu, year) get JavaScript, loaded after the page's `load` event.
 */
import { expect, test, visit } from './fixtures';
import { publicRoutes } from './support/routes';

test.describe('pages sent without a client framework', () => {
  test('load no framework JavaScript, only the islands runtime, and only after the page has loaded', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await visit(page, '/about/branches');
    expect(
      scripts.filter((script) => script.startsWith('/_next/')),
      'Next.js scripts',
    ).toEqual([]);
    expect(
      scripts.some((script) => /^\/islands\/runtime-[\w-]+\.js$/.test(script)),
      'the islands runtime',
    ).toBe(true);

    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const runtime = performance
        .getEntriesByType('resource')
        .find((entry) => new URL(entry.name).pathname.startsWith('/islands/runtime-'));
      return { loadEnd: navigation.loadEventStart, runtimeStart: runtime?.startTime ?? -1 };
    });
    expect(timing.runtimeStart).toBeGreaterThanOrEqual(timing.loadEnd);
  });

  test('no public route loads Next.js client JavaScript, hydrated or not', async ({ page }) => {
    test.setTimeout(120_000);
    for (const route of publicRoutes) {
      const scripts: string[] = [];
      const collect = (request: { resourceType(): string; url(): string }) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      };
      page.on('request', collect);
      await visit(page, route.path);
      page.off('request', collect);
      expect(
        scripts.filter((script) => script.startsWith('/_next/')),
        `Next.js scripts on ${route.path}`,
      ).toEqual([]);
      expect(await page.locator('script#__NEXT_DATA__').count(), `Next's page data on ${route.path}`).toBe(0);
    }
  });

  test('an island whose code cannot load leaves the other islands working', async ({ page }) => {
    await page.route(/\/islands\/current-year-[\w-]+\.js$/, (route) => route.abort());
    await visit(page, '/services/loans');
    await expect(page.locator('[data-island="current-year"]')).toHaveAttribute('data-island-failed', '');
    await expect(page.locator('[data-island="main-nav"]')).toHaveAttribute('data-island-hydrated', '');
    await expect(page.locator('[data-island="service-side-menu"]')).toHaveAttribute('data-island-hydrated', '');
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('button', { name: 'Services' }).hover();
    await expect(main.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('the page is complete without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about/branches');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Branches');
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(18);
    // The menu's HTML marks the current page (the dropdown holding it is closed until hovered, hence includeHidden).
    const branches = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Branches', includeHidden: true });
    await expect(branches).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
    await context.close();
  });

  test('the hydrated menu opens on hover and marks the current page', async ({ page }) => {
    await visit(page, '/services/loans');
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('button', { name: 'Services' }).hover();
    await expect(main.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByRole('link', { name: 'Loans' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('a phone paints the page from its HTML alone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the stylesheet is in the page: none is requested before the visitor acts, and the page is styled with stylesheets blocked', async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    // Were the stylesheet still a file, the page below would be unstyled: the browser's 8 px body margin, its serif.
    await page.route(/\.css(\?|$)/, (route) => route.abort());
    for (const path of ['/', '/about/branches']) {
      await page.goto(path);
      await page.waitForLoadState('load');
      const body = await page.locator('body').evaluate((element) => {
        const style = getComputedStyle(element);
        return { margin: style.margin, font: style.fontFamily };
      });
      expect(body.margin, `body margin on ${path}`).toBe('0px');
      expect(body.font, `typeface on ${path}`).toMatch(/^"?figtree Fallback"?,/i);
      await expect(page.getByRole('contentinfo')).toHaveCSS('background-color', /^rgb/);
    }
    expect(stylesheets, 'stylesheet requests').toEqual([]);
  });
});

test.describe('islands on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('without any sign of the visitor, the islands load by themselves a few seconds after the page', async ({ page }) => {
    await page.goto('/services/loans');
    await expect(page.locator('html')).not.toHaveAttribute('data-islands', 'hydrated');
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'hydrated', { timeout: 15_000 });
  });

  test('a tap on the menu button before the islands have arrived is not lost', async ({ page }) => {
    await page.goto('/services/loans');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main mobile' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('links on a phone, on a page without a client framework', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('fetch no other page on load; a page is fetched ahead once the visitor reaches for its link', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    const pages: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // A page is a same-origin document or prefetch (resource type "other") of a path without a file extension.
      if (url.origin === origin && ['document', 'other'].includes(request.resourceType()) && !/\.\w+$/.test(url.pathname)) {
        pages.push(url.pathname);
      }
    });
    await visit(page, '/contact');
    await page.waitForLoadState('networkidle');
    expect(pages, 'pages requested while loading').toEqual(['/contact']);

    const personal = page.getByRole('navigation', { name: 'Customer type' }).getByRole('link', { name: 'Personal' });
    const prefetched = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/services/retail-accounts/current-accounts',
    );
    await personal.hover();
    await prefetched;
    await personal.click();
    await expect(page).toHaveURL(/\/services\/retail-accounts\/current-accounts$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Current Accounts');
  });
});
