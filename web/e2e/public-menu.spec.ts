/**
 * The main menu of SPEC.md section 2. Desktop dropdowns open on hover (at least 250 px wide) and work with
 * the keyboard; the current route is marked with aria-current="page" (and underlined). On a 375 px phone a
 * hamburger opens the menu, groups expand and collapse with +/−, and the menu closes on navigation. Links fetch their
 * page ahead only when the visitor reaches for them (islands/intent-prefetch.ts), not on load:
 * e2e/public-pages-without-runtime.spec.ts.
 */
import { expect, expectNoSeriousA11yViolations, test, visit } from './fixtures';

/** The menu table of SPEC.md section 2, quoted as the spec writes it: the test's own oracle, not the site's config. */
const SPEC_MENU_TABLE = `
| Home | / |
| About us: Who we are | /about |
| About us: Branches | /about/branches |
| About us: Compliance Policies | /about/complieance (spelt so) |
| About us: Corporate Social Responsibility | /about/social |
| About us: Subsidiaries | /about/subsidiaries |
| About us: Recognition and Awards | /about/awards |
| About us: AGM | /about/agm |
| Services: Accounts | /services/accounts |
| Services: Loans | /services/loans |
| Services: E-Banking | /services/e-banking/atm |
| Services: International | /services/international-banking |
| Services: Exchange Rates | /services/exchange-rates |
| Careers | /careers |
| Fraud: Types of Fraud | /fraud/types |
| Fraud: Fraud Protection Tips | /fraud/tips |
| Fraud: Security For E-Banking | /fraud/security-for-ebanking |
| Downloads: Application Forms | /forms |
| Downloads: Reports | /reports |
| News | /news |
| Contact | /contact |
`;

/** Every link of the menu in order ("Group: Label" rows are a dropdown's links), and the dropdowns' names. */
const MENU = SPEC_MENU_TABLE.trim()
  .split('\n')
  .map((row) => {
    const [entry, target] = row
      .split('|')
      .slice(1, 3)
      .map((cell) => cell.trim());
    const [group, label] = entry.includes(': ') ? entry.split(': ') : [undefined, entry];
    return { group, label, href: target.split(' ')[0] };
  });
const GROUPS = [...new Set(MENU.flatMap((entry) => (entry.group ? [entry.group] : [])))];

test.describe('desktop menu', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('has every entry of the spec, in order, with its target', async ({ page }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    // Closed dropdowns are display:none, out of the accessibility tree.
    const links = nav.getByRole('link', { includeHidden: true });
    await expect(links).toHaveCount(MENU.length);
    for (const [index, entry] of MENU.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', entry.href);
      await expect(links.nth(index)).toHaveText(entry.label);
    }
    for (const group of GROUPS) await expect(nav.getByRole('button', { name: group })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a dropdown opens on hover, is at least 250 px wide and closes when the pointer leaves', async ({ page }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const trigger = nav.getByRole('button', { name: 'About us' });
    const dropdown = nav.getByRole('link', { name: 'Who we are' }).locator('xpath=ancestor::ul[1]');
    await expect(dropdown).toBeHidden();

    await trigger.hover();
    await expect(dropdown).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const box = await dropdown.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(250);
    await expect(dropdown.getByRole('link')).toHaveCount(7);

    // The pointer can travel into the list and pick an entry.
    await dropdown.getByRole('link', { name: 'Branches' }).hover();
    await expect(dropdown).toBeVisible();

    await page.mouse.move(5, 700);
    await expect(dropdown).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('works with the keyboard: Tab, Enter and Escape', async ({ page }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const trigger = nav.getByRole('button', { name: 'Services' });
    const firstLink = nav.getByRole('link', { name: 'Accounts', exact: true });

    // Tab from the Home link reaches the About us trigger, then Services.
    await nav.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'About us' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(firstLink).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(firstLink).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(firstLink).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();

    // Enter on an entry navigates.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Loans' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services\/loans$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loans & Advances');
    await expect(nav.getByRole('link', { name: 'Loans', includeHidden: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Loans', includeHidden: true })).toBeHidden();
  });

  test('the current route has aria-current="page" and is underlined', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });

    await visit(page, '/news');
    const news = nav.getByRole('link', { name: 'News' });
    await expect(news).toHaveAttribute('aria-current', 'page');
    await expect(news).toHaveCSS('text-decoration-line', 'underline');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

    await visit(page, '/services/exchange-rates');
    const rates = nav.getByRole('link', { name: 'Exchange Rates', includeHidden: true });
    await expect(rates).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'News' })).not.toHaveAttribute('aria-current', 'page');
    // The group holding the current page is underlined too.
    await expect(nav.getByRole('button', { name: 'Services' })).toHaveCSS('text-decoration-line', 'underline');
    await nav.getByRole('button', { name: 'Services' }).hover();
    await expect(rates).toHaveCSS('text-decoration-line', 'underline');
  });

  test('Online Banking opens the external site in a new tab', async ({ page, env }) => {
    await visit(page, '/about');
    const button = page.getByRole('banner').getByRole('link', { name: /Online Banking/ });
    await expect(button).toHaveAttribute('href', new RegExp(`^${env.onlineBankingUrl.replace(/[.]/g, '\\.')}/?$`));
    await expect(button).toHaveAttribute('target', '_blank');
    const rel = (await button.getAttribute('rel')) ?? '';
    expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  });
});

test.describe('mobile menu (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the hamburger toggles the menu; groups expand with + and collapse with −', async ({ page }) => {
    await visit(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    const mobile = page.getByRole('navigation', { name: 'Main mobile' });
    await expect(mobile).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mobile).toBeVisible();
    const about = mobile.getByRole('button', { name: 'About us' });
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toContainText('+');
    await expect(mobile.getByRole('link', { name: 'Branches' })).toBeHidden();

    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(about).toContainText('−');
    await expect(mobile.getByRole('link', { name: 'Branches' })).toBeVisible();

    await about.click();
    await expect(about).toContainText('+');
    await expect(mobile.getByRole('link', { name: 'Branches' })).toBeHidden();

    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(mobile).toBeHidden();
  });

  test('closes on navigation, and the new page is marked current', async ({ page }) => {
    await visit(page, '/');
    const mobile = page.getByRole('navigation', { name: 'Main mobile' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await mobile.getByRole('button', { name: 'Downloads' }).click();
    await mobile.getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reports');
    await expect(mobile).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mobile).toBeVisible();
    // Whether a group stays expanded across navigation is not specified: open it if needed.
    const downloads = mobile.getByRole('button', { name: 'Downloads' });
    if ((await downloads.getAttribute('aria-expanded')) !== 'true') await downloads.click();
    await expect(mobile.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    await mobile.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(mobile).toBeHidden();
  });

  test('the open mobile menu has no serious or critical axe violations', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main mobile' }).getByRole('button', { name: 'Services' }).click();
    await expectNoSeriousA11yViolations(page, '/ (mobile menu open)');
  });
});
