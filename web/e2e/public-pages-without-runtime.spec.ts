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

test.describe('islands started over the server markup', () => {
  // Each island is a root of its own in the browser (docs/adr/0008): the ids they draw must still be unique on the
  // page, and every label, aria reference and fragment must name the element it meant.
  for (const route of ['/', '/services/exchange-rates', '/services/e-banking/atm', '/services/loans']) {
    test(`${route}: ids stay unique and every reference names an element once the islands run`, async ({ page }) => {
      await visit(page, route);
      const problems = await page.evaluate(() => {
        const found: string[] = [];
        const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
        for (const id of new Set(ids)) if (ids.filter((other) => other === id).length > 1) found.push(`id "${id}" twice`);
        for (const label of Array.from(document.querySelectorAll('label[for]'))) {
          const target = label.getAttribute('for') ?? '';
          if (!document.getElementById(target)) found.push(`label for "${target}" names nothing`);
        }
        for (const name of ['aria-labelledby', 'aria-describedby', 'aria-controls']) {
          for (const element of Array.from(document.querySelectorAll(`[${name}]`))) {
            for (const target of (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean)) {
              if (!document.getElementById(target)) found.push(`${name} "${target}" names nothing`);
            }
          }
        }
        return found;
      });
      expect(problems).toEqual([]);
    });
  }

  test('text typed into a field before the islands arrived stays, and the island works with it', async ({ page }) => {
    await page.goto('/services/loans');
    await expect(page.locator('html')).not.toHaveAttribute('data-islands', 'hydrated');
    const form = page.getByRole('main').getByRole('form', { name: 'Loan repayment calculator' });
    const amount = form.getByLabel('Amount to borrow (dalasi)');
    // Typed into the server's field (its worked example is D100,000 over 12 months), before any script has run.
    await amount.evaluate((field: HTMLInputElement) => (field.value = '50000'));
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'hydrated', { timeout: 15_000 });
    await expect(amount).toHaveValue('50000');
    // The personal loan's flat 15%: D57,500 over 12 months.
    await expect(form.locator('output')).toContainText('D4,791.67');
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
