/**
 * Every public route of SPEC.md section 2 answers 200 with its real content, has no serious or critical axe
 * violation (WCAG 2 A/AA) and never scrolls sideways from 320 to 1440 px (one page load for the three checks keeps the
 * suite fast); the static counts of section 9; /fraud and /fraud/types are the same page; an unknown route shows the
 * default error screen with status 404; text is set in the self-hosted typeface.
 * Read-only: runs before the specs that change content.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, visit, waitForHydration } from './fixtures';
import { publicRoutes } from './support/routes';

/** A listing page's cards: the items of its main content's lists that carry a heading (level 3) of their own. */
const headedCards = (page: Page) =>
  page
    .locator('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });

test.describe('public routes', () => {
  for (const route of publicRoutes) {
    test(`${route.path} answers 200 with its content, without serious accessibility violations or sideways scrolling`, async ({
      page,
    }) => {
      // Loaded as a phone loads it: 320 px wide.
      await page.setViewportSize({ width: 320, height: 640 });
      const response = await page.goto(route.path);
      expect(response?.status(), `status of ${route.path}`).toBe(200);
      await waitForHydration(page);

      // Down to the footer, so parts that load near the viewport (the contact map) are there too, then wider, through
      // the widths a phone, a tablet and a desktop have.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      for (const width of [320, 375, 768, 1024, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        const { scrollWidth, clientWidth } = await page.evaluate(() => {
          const { scrollWidth, clientWidth } = document.documentElement;
          return { scrollWidth, clientWidth };
        });
        expect(scrollWidth, `${route.path} at ${width} px: page width`).toBeLessThanOrEqual(clientWidth);
      }

      // The content, the frame and axe at the suite's desktop size.
      await page.setViewportSize({ width: 1280, height: 800 });
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      for (const text of route.texts) await expect(main, `${route.path} shows ${String(text)}`).toContainText(text);
      // The shared frame: header, footer.
      await expect(page.getByRole('link', { name: /Online Banking/ }).first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
      await expectNoSeriousA11yViolations(page, route.path);
    });
  }

  test('/fraud and /fraud/types show the same page', async ({ page }) => {
    await page.goto('/fraud');
    const fraud = await page.locator('main').innerText();
    await page.goto('/fraud/types');
    const types = await page.locator('main').innerText();
    expect(types).toBe(fraud);
  });

  test('an unknown route shows "Unexpected Application Error!" with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
    await expect(page.locator('main')).toContainText('404');
    await waitForHydration(page);
    await expectNoSeriousA11yViolations(page, 'the error screen');
  });

  test('the 404 screen is in the HTML itself, inside the page frame, for a client without JavaScript', async ({ request }) => {
    const response = await request.get('/no-such-page/at-all');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Unexpected Application Error!<\/h1>/);
    expect(html).toContain('404 Not Found');
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<footer[\s>]/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  test("a visit's first page is drawn without waiting for the typeface; it fetches it for the pages after", async ({ page }) => {
    const fontRequests: string[] = [];
    let loaded = false;
    page.on('load', () => (loaded = true));
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(`${loaded ? 'after' : 'before'} load ${request.url()}`);
    });
    await page.goto('/');
    // The first page: the fallback, adjusted to Figtree's metrics; nothing asks for the file while the page loads.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?figtree Fallback"?,/i);
    await expect(page.locator('html')).not.toHaveClass(/\btypeface\b/);
    // A few seconds after `load` the page fetches the file, from the site itself.
    await expect.poll(() => fontRequests.length, { timeout: 15_000 }).toBeGreaterThan(0);
    for (const request of fontRequests) expect(request).toMatch(new RegExp(`^after load ${new URL(page.url()).origin}/`));
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('typeface-cached'))).toBe('1');
    // The page it was fetched on stays in the fallback: its text never changes typeface once drawn.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?figtree Fallback"?,/i);

    // The visit's next page: Figtree from the first paint (the file is in the browser's cache).
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveClass(/\btypeface\b/);
    expect((await page.evaluate(() => getComputedStyle(document.body).fontFamily)).split(',')[0]).toMatch(/^"?figtree"?$/i);
    await page.waitForFunction(() =>
      [...document.fonts].some((font) => /^"?figtree"?$/i.test(font.family) && font.status === 'loaded'),
    );
  });
});

test.describe('static counts (SPEC section 9)', () => {
  test('About: 10 board members and 9 managers; a profile opens in a modal that closes', async ({ page }) => {
    await visit(page, '/about');
    const board = page.getByRole('region', { name: 'Board of Directors' });
    const management = page.getByRole('region', { name: 'Our Management Team' });
    await expect(board.getByRole('button')).toHaveCount(10);
    await expect(management.getByRole('button')).toHaveCount(9);

    const first = board.getByRole('button').first();
    const name = (await first.locator('span.font-semibold').first().innerText()).trim();
    await first.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await first.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Branches: 18, each with name, address and phone', async ({ page, cmsApi }) => {
    const branches = await cmsApi.entries<{ name: string; address: string; phone: string; fax: string | null }>('/api/branches');
    expect(branches).toHaveLength(18);
    await visit(page, '/about/branches');
    const cards = headedCards(page);
    await expect(cards).toHaveCount(18);
    for (const branch of branches.slice(0, 3)) {
      const card = cards.filter({ hasText: branch.name });
      await expect(card).toContainText(branch.address);
      await expect(card).toContainText(branch.phone);
      if (branch.fax) await expect(card).toContainText(branch.fax);
    }
  });

  test('Correspondent banks: 9 with their BIC', async ({ page, cmsApi }) => {
    const banks = await cmsApi.entries<{ bank: string; bic: string }>('/api/correspondent-banks');
    expect(banks).toHaveLength(9);
    await visit(page, '/services/correspondent-banking');
    const cards = headedCards(page);
    await expect(cards).toHaveCount(9);
    for (const bank of banks) await expect(cards.filter({ hasText: bank.bank }).first()).toContainText(bank.bic);
  });

  test('Awards: 8 images', async ({ page }) => {
    await visit(page, '/about/awards');
    await expect(page.getByRole('region', { name: 'Our awards' }).getByRole('img')).toHaveCount(8);
  });

  test('Careers: one opening whose Apply Now opens the job site in a new tab; four benefits', async ({ page }) => {
    await visit(page, '/careers');
    const openings = page.getByRole('region', { name: 'Current Openings' });
    await expect(openings.getByRole('heading', { level: 3 })).toHaveCount(1);
    await expect(openings).toContainText('Teller');
    await expect(openings).toContainText('Banjul');
    const apply = openings.getByRole('link', { name: /Apply Now/ });
    await expect(apply).toHaveAttribute('target', '_blank');
    await expect(apply).toHaveAttribute('rel', /noopener/);
    await expect(
      page.getByRole('region', { name: 'Benefits of working with us' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(4);
  });

  test('Subsidiaries: the subsidiary card links to /about/subsidiaries/bayba', async ({ page }) => {
    await visit(page, '/about/subsidiaries');
    const link = page.locator('main a[href="/about/subsidiaries/bayba"]').first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/about\/subsidiaries\/bayba$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bayba Financial Services');
  });

  test('Our Services: four cards with four features each', async ({ page }) => {
    await visit(page, '/services');
    for (const title of ['Personal Banking', 'Business Banking', 'Loans & Mortgages', 'Investment Services']) {
      const card = page.getByRole('article', { name: title, exact: true });
      await expect(card, title).toBeVisible();
      await expect(card.getByRole('listitem'), `${title} features`).toHaveCount(4);
    }
  });
});
