/**
 * Site search. A plain GET form to /search in the header (desktop) and in the mobile menu; a server-
 * rendered results page without Next's client runtime; one ranked, typo-tolerant query over news, the site's pages,
 * branches, ATMs, forms and reports, the matched words highlighted as <mark>, each result linking to its page or
 * file; clear empty-query and no-result states; a news item published through the CMS is findable within 2 s; markup
 * in a news title is shown as text.
 */
import { randomBytes } from 'node:crypto';
import { expect, expectNoSeriousA11yViolations, test, visit } from './fixtures';

const results = (page: import('@playwright/test').Page) => page.locator('main ol > li');

test.describe('site search', () => {
  test('from the header box on desktop: ranked results with highlighted words and links; no Next runtime; axe clean', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await visit(page, '/about');
    const box = page.getByRole('banner').getByRole('search', { name: 'Search the site' });
    await box.getByRole('searchbox', { name: 'Search the site' }).fill('savings');
    await box.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=savings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    await expect(page.getByRole('status')).toContainText('Results for “savings”');

    const first = results(page).first();
    await expect(first.locator('mark').first()).toHaveText(/^savings$/i);
    // The savings pages rank first: the word is in their titles.
    const titles = await results(page).getByRole('heading').allInnerTexts();
    expect(titles.slice(0, 2).join(' | ')).toMatch(/Savings Accounts/);
    await results(page)
      .filter({ has: page.getByRole('heading', { name: 'Savings Accounts', exact: true }) })
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(/\/services\/retail-accounts\/savings-accounts$/);

    await visit(page, '/search?q=savings');
    expect(
      scripts.filter((script) => script.startsWith('/_next/')),
      'Next.js scripts',
    ).toEqual([]);
    expect(await page.locator('script#__NEXT_DATA__').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, '/search?q=savings');
  });

  test('from the mobile menu, at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await visit(page, '/');
    await expect(page.getByRole('banner').locator('#header-search')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main mobile' });
    await menu.getByRole('searchbox', { name: 'Search the site' }).fill('brusubi');
    await menu.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=brusubi$/);
    await expect(results(page).first()).toContainText(/Brusubi/);
    await expect(
      results(page)
        .locator('mark', { hasText: /^Brusubi$/ })
        .first(),
    ).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('works without JavaScript: the header form and the results page', async ({ browser, env }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: env.baseUrl });
    const page = await context.newPage();
    try {
      await page.goto('/services/loans');
      await page.getByRole('banner').getByRole('searchbox').fill('overdraft');
      await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/search\?q=overdraft$/);
      await expect(results(page).first().getByRole('link')).toHaveAttribute('href', '/services/loans');
    } finally {
      await context.close();
    }
  });

  test('finds branches, ATMs, forms and reports, with typos; downloads link to the file', async ({ page, request }) => {
    await page.goto('/search?q=serekunda');
    await expect(results(page).getByRole('heading', { name: /Serrekunda Branch/ })).toBeVisible();
    await expect(results(page).filter({ hasText: 'Serrekunda Branch' }).getByRole('link')).toHaveAttribute(
      'href',
      '/about/branches',
    );
    await expect(results(page).filter({ hasText: /^ATM/ }).first().getByRole('link')).toHaveAttribute(
      'href',
      '/services/e-banking/atm',
    );

    await page.goto('/search?q=acount%20opning');
    const form = results(page).filter({ hasText: 'Personal Account Opening Form' });
    const href = await form.getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\/api\/download\/form\/[^/]+$/);
    await expect(form.locator('mark')).toHaveText(['Account', 'Opening']);
    const file = await request.get(href ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toMatch(/^attachment/);

    await page.goto('/search?q=anual%20report');
    const report = results(page)
      .filter({ has: page.getByRole('heading', { name: /^Annual Report \d{4}/ }) })
      .first();
    expect(await report.getByRole('link').getAttribute('href')).toMatch(/^\/api\/download\/reports\/[^/]+$/);
  });

  test('says what to do for an empty query and when nothing matches', async ({ page }) => {
    await page.goto('/search');
    await expect(page.locator('main')).toContainText(
      'Type a word to search news, services, branches, ATMs, application forms and reports.',
    );
    await page.goto('/search?q=%20%20');
    await expect(page.locator('main')).toContainText('Type a word to search');
    await page.goto('/search?q=qqxqzzjv');
    await expect(page.getByRole('status')).toContainText('0 results');
    await expect(page.locator('main')).toContainText('Nothing matches “qqxqzzjv”. Check the spelling');
    await expect(results(page)).toHaveCount(0);
  });

  test('a news item published through the CMS is findable within 2 s; markup in its title is shown as text', async ({
    page,
    cmsApi,
  }) => {
    const word = `zebrafest${randomBytes(3).toString('hex')}`;
    const title = `Trust Bank ${word} <b>bold</b> <img src=x onerror="window.__pwned=1">`;
    await page.goto(`/search?q=${word}`);
    await expect(results(page)).toHaveCount(0);

    const id = await cmsApi.addNews({
      title,
      author_name: 'E2E',
      category: 'News',
      summary: `A ${word} for the whole community.`,
      full_text: 'Body text.',
    });
    const createdAt = Date.now();
    try {
      await expect(async () => {
        await page.goto(`/search?q=${word}`);
        await expect(results(page)).toHaveCount(1, { timeout: 200 });
      }).toPass({ timeout: 10_000, intervals: [100, 200, 250, 500] });
      const elapsed = Date.now() - createdAt;
      test.info().annotations.push({ type: 'findable after', description: `${elapsed} ms` });
      expect(elapsed, 'published to findable').toBeLessThan(2_000);

      const result = results(page).first();
      await expect(result.getByRole('heading')).toHaveText(title);
      await expect(result.locator('mark')).toHaveText([word, word]);
      await expect(result.locator('b, img')).toHaveCount(0);
      await expect(result.getByRole('link')).toHaveAttribute('href', '/news');
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    } finally {
      await cmsApi.send('DELETE', `/api/news/${id}`, null);
    }
    // Deleted: gone from the results too.
    await expect(async () => {
      await page.goto(`/search?q=${word}`);
      await expect(results(page)).toHaveCount(0, { timeout: 200 });
    }).toPass({ timeout: 10_000 });
  });
});
