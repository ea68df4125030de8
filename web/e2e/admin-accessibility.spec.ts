/**
 * Axe (WCAG 2 A and AA rules) finds no serious or critical violation on the staff screens, each reached
 * the way staff reach it (logged in, through the tiles), plus an edit row and a sweetalert2 dialog.
 */
import {
  closeSwal,
  expect,
  expectNoSeriousA11yViolations,
  expectSwal,
  navigateInApp,
  openTile,
  swal,
  test,
  visit,
} from './fixtures';

test.describe('accessibility of the staff screens', () => {
  test('the two login screens and the bulk sender (not logged in)', async ({ page }) => {
    for (const path of ['/tbl/admin', '/atm/admin', '/tbl/bulk-sms-email']) {
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page, path);
    }
  });

  test('every admin screen', async ({ page, loginAsAdmin }) => {
    test.setTimeout(120_000);
    await loginAsAdmin();
    // The login moves to the dashboard in the app (no page load): the screen's title is set once that navigation
    // has rendered, and the whole screen is what is checked.
    await expect(page).toHaveTitle(/Admin Dashboard/);
    await expectNoSeriousA11yViolations(page, '/tbl/admin-dashboard');
    const screens: [string, string, string][] = [
      ['Update Exchange Rates', '/admin/exchange', 'table'],
      ['Upload Images', '/admin/images', 'form'],
      ['Anual Reports', '/admin/reports', 'form'],
      ['Application Forms', '/admin/forms', 'form'],
      ['Update ATM Status', '/atm/status', 'table'],
      ['Important Notices', '/admin/important-notices', 'form'],
    ];
    for (const [tile, path, content] of screens) {
      await openTile(page, tile, path);
      await expect(page.locator('main').locator(content).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, path);
      if (path === '/admin/exchange') {
        await page.locator('main').getByRole('button', { name: 'Edit' }).first().click();
        await expectNoSeriousA11yViolations(page, '/admin/exchange (editing a row)');
      }
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/tbl/admin-dashboard');
    }

    await openTile(page, 'Manage News', '/admin/news');
    await expectNoSeriousA11yViolations(page, '/admin/news');
    await openTile(page, 'Add New News', '/admin/news/add');
    await expect(page.getByLabel('Title')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/admin/news/add');
    await page.goBack();
    await openTile(page, 'Delete News', '/admin/news/delete');
    await expect(page.locator('main').getByRole('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/admin/news/delete');

    // A sweetalert2 confirmation, open.
    await page.locator('main').getByRole('article').first().getByRole('button', { name: 'Delete' }).click();
    await expect(swal(page).popup).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/admin/news/delete (confirmation open)');
    await closeSwal(page, 'cancel');

    await navigateInApp(page, '/tbl/bulk-sms-email');
    await page.getByRole('button', { name: 'Send Messages' }).click();
    await expect(swal(page).popup).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/tbl/bulk-sms-email (warning open)');
    await expectSwal(page, 'Missing Fields');
  });

  test('every staff screen at 320 px: no sideways scrolling, table rows as cards, every button within reach', async ({
    page,
    loginAsAdmin,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 320, height: 640 });
    /** Nothing wider than the screen, and every button of the page (the header's Sign out too) inside it. */
    const expectFitsTheScreen = async (screen: string) => {
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const outside = [...document.querySelectorAll('button, a[href], input, select, textarea')]
          .filter((element) => element.getClientRects().length > 0 && !element.closest('.sr-only'))
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.left < 0 || box.right > width + 0.5;
          })
          .map((element) => element.outerHTML.slice(0, 80));
        return { scroll: document.documentElement.scrollWidth - width, outside };
      });
      expect(overflow, screen).toEqual({ scroll: 0, outside: [] });
    };

    await loginAsAdmin();
    await expect(page).toHaveTitle(/Admin Dashboard/);
    await expectFitsTheScreen('/tbl/admin-dashboard');
    const screens: [string, string][] = [
      ['Manage News', '/admin/news'],
      ['Update Exchange Rates', '/admin/exchange'],
      ['Upload Images', '/admin/images'],
      ['Anual Reports', '/admin/reports'],
      ['Application Forms', '/admin/forms'],
      ['Update ATM Status', '/atm/status'],
      ['Important Notices', '/admin/important-notices'],
    ];
    // A notice whose title and file name are each one long word: they wrap inside the card, not past the screen.
    const longWord = 'notice_statement_of_condition_and_tariff_of_charges_2026_a1b2c3d4e5';
    await page.route('**/api/important-documents', async (route) => {
      const response = await route.fetch();
      const notices = (await response.json()) as { title: string; url: string }[];
      await route.fulfill({ response, json: [{ title: longWord, url: `/uploads/${longWord}.pdf` }, ...notices] });
    });
    for (const [tile, path] of screens) {
      await openTile(page, tile, path);
      if (path === '/admin/important-notices') {
        await expect(
          page
            .locator('main')
            .getByRole('listitem')
            .filter({ hasText: `${longWord}.pdf` }),
        ).toBeVisible();
      }
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/admin/exchange' || path === '/atm/status') {
        // A row is a card: its cells stand under its heading, each under its column's name.
        const row = page.locator('main').getByRole('row').nth(1);
        await expect(row).toBeVisible();
        const header = await row.getByRole('rowheader').boundingBox();
        const cell = await row.getByRole('cell').first().boundingBox();
        expect(cell && header && cell.y >= header.y + header.height - 1 && Math.abs(cell.x - header.x) < 1, path).toBe(true);
      }
      if (path === '/admin/exchange') {
        await page.locator('main').getByRole('button', { name: 'Edit' }).first().click();
        await expect(page.locator('main').getByRole('button', { name: 'Save' })).toBeInViewport();
        await expect(page.locator('main').getByRole('button', { name: 'Cancel' })).toBeVisible();
        await expectFitsTheScreen('/admin/exchange (editing a row)');
        await expectNoSeriousA11yViolations(page, '/admin/exchange at 320 px (editing a row)');
        await page.locator('main').getByRole('button', { name: 'Cancel' }).click();
      }
      await expectFitsTheScreen(path);
      if (path === '/atm/status') await expectNoSeriousA11yViolations(page, '/atm/status at 320 px');
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/tbl/admin-dashboard');
    }
    await navigateInApp(page, '/tbl/bulk-sms-email');
    await expect(page.getByRole('button', { name: 'Send Messages' })).toBeVisible();
    await expectFitsTheScreen('/tbl/bulk-sms-email');
  });

  test('the ATM admin dashboard', async ({ page, loginAsAtmAdmin }) => {
    await loginAsAtmAdmin();
    await expectNoSeriousA11yViolations(page, '/atm/admin-dashboard');
  });
});
