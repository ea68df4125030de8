/**
 * The fixed-deposit calculator on /services/retail-accounts/time-fixed-deposit, over the CMS's deposit
 * terms (SPEC section 9 seeded): simple interest at the term's listed rate and the amount at maturity, rounded to
 * 2 decimals; 1 and 9 months say "ask a branch for the rate"; below the minimum is refused with the reason; server-
 * rendered first, usable at 320 px and by keyboard, the result in a polite live region; axe clean. An editor's change
 * of a rate in Strapi's panel reaches the page's table and its calculator.
 */
import type { Page } from '@playwright/test';
import type { DepositTerms as Terms } from '@bank/shared';
import { expect, expectNoSeriousA11yViolations, test, visit } from './fixtures';

const PATH = '/services/retail-accounts/time-fixed-deposit';
const SINGLE = '/content-manager/single-types/api::deposit-term.deposit-term';

function calculator(page: Page) {
  const form = page.getByRole('form', { name: 'Fixed deposit calculator' });
  return {
    form,
    term: form.getByLabel('Term'),
    amount: form.getByLabel('Amount to deposit (dalasi)'),
    result: form.locator('output'),
  };
}

test.describe('fixed-deposit calculator', () => {
  test('is in the HTML before any JavaScript, with a worked example at the minimum for 12 months', async ({ request }) => {
    const html = await (await request.get(PATH)).text();
    expect(html).toContain('data-island="fixed-deposit-calculator"');
    expect(html).toContain('D26,000.00');
    expect(html).toContain('aria-live="polite"');
  });

  test('quotes simple interest and the amount at maturity for 3, 6 and 12 months; axe clean', async ({ page }) => {
    await visit(page, PATH);
    const calc = calculator(page);
    await expect(calc.term).toHaveValue('12');
    await expect(calc.result).toContainText('D1,000.00');
    await expect(calc.result).toContainText('D26,000.00');

    await calc.amount.fill('100,000');
    await calc.term.selectOption('3');
    await expect(calc.result).toContainText('Interest at maturity');
    await expect(calc.result).toContainText('D625.00');
    await expect(calc.result).toContainText('D100,625.00');
    await expect(calc.result).toContainText('At 2.5% a year for 3 months');

    await calc.term.selectOption('6');
    await expect(calc.result).toContainText('D1,500.00');
    await expect(calc.result).toContainText('D101,500.00');

    // Rounded to the butut as the bank quotes: 25,001 × 2.5% × 3/12 = 156.25625.
    await calc.term.selectOption('3');
    await calc.amount.fill('25001');
    await expect(calc.result).toContainText('D156.26');
    await expect(calc.result).toContainText('D25,157.26');

    await expect(calc.form.getByText(/indicative/i)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the fixed deposit page with its calculator');
  });

  test('1 and 9 months say "ask a branch for the rate"', async ({ page }) => {
    await visit(page, PATH);
    const calc = calculator(page);
    await expect(calc.term.locator('option', { hasText: '1 month: ask a branch for the rate' })).toHaveCount(1);
    await expect(calc.term.locator('option', { hasText: '9 months: ask a branch for the rate' })).toHaveCount(1);
    await calc.term.selectOption('1');
    await expect(calc.result).toHaveText('There is no listed rate for 1 month: ask a branch for the rate.');
    await calc.term.selectOption('9');
    await expect(calc.result).toHaveText('There is no listed rate for 9 months: ask a branch for the rate.');
  });

  test('refuses an amount below the minimum with the reason, and a non-number', async ({ page }) => {
    await visit(page, PATH);
    const calc = calculator(page);
    await calc.amount.fill('24999.99');
    await expect(calc.result).toHaveText('The minimum fixed deposit is D25,000: enter D25,000 or more.');
    await expect(calc.amount).toHaveAttribute('aria-invalid', 'true');
    await calc.amount.fill('lots');
    await expect(calc.result).toHaveText('Enter the amount to deposit in dalasi, for example 25,000.');
    await calc.amount.fill('25000');
    await expect(calc.amount).toHaveAttribute('aria-invalid', 'false');
    await expect(calc.result).toContainText('D26,000.00');
  });

  test('works by keyboard alone, and the result is a polite live region', async ({ page }) => {
    await visit(page, PATH);
    const calc = calculator(page);
    await expect(calc.result).toHaveAttribute('aria-live', 'polite');
    await calc.term.focus();
    // Up from 12 months: 9 months (no rate), then 6 months.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(calc.term).toHaveValue('6');
    await page.keyboard.press('Tab');
    await expect(calc.amount).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('50000');
    await expect(calc.result).toContainText('D750.00');
    await expect(calc.result).toContainText('D50,750.00');
    // Enter submits nothing and keeps the page.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  });

  test('fits a 320 px screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await visit(page, PATH);
    const calc = calculator(page);
    await calc.amount.fill('30000');
    await expect(calc.result).toContainText('D31,200.00');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const field of [calc.term, calc.amount, calc.result]) {
      const box = await field.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    }
  });

  test("an editor's new rate, published in Strapi's panel, is on the page's table and calculator within seconds", async ({
    page,
    cmsApi,
  }) => {
    const before = await cmsApi.get<Terms>('/api/deposit-terms');
    const original = { minimum_amount: before.minimum_amount, tenors: before.tenors };
    const changed = { ...original, tenors: before.tenors.map((t) => (t.months === 6 ? { ...t, annual_rate: 3.25 } : t)) };
    try {
      await cmsApi.panel('PUT', SINGLE, changed);
      await cmsApi.panel('POST', `${SINGLE}/actions/publish`, changed);
      const changedAt = Date.now();
      await expect(async () => {
        await page.goto(PATH);
        const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '6 months' }) });
        await expect(row.getByRole('cell')).toHaveText('3.25%', { timeout: 500 });
      }).toPass({ timeout: 10_000, intervals: [250, 500, 500, 1000] });
      expect(Date.now() - changedAt, 'publish to live').toBeLessThan(2_000);
      await visit(page, PATH);
      const calc = calculator(page);
      await calc.term.selectOption('6');
      // 25,000 × 3.25% × 6/12 = 406.25
      await expect(calc.result).toContainText('D406.25');
      await expect(calc.result).toContainText('D25,406.25');
    } finally {
      await cmsApi.panel('PUT', SINGLE, original);
      await cmsApi.panel('POST', `${SINGLE}/actions/publish`, original);
    }
    await expect(async () => {
      await page.goto(PATH);
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '6 months' }) });
      await expect(row.getByRole('cell')).toHaveText('3%', { timeout: 500 });
    }).toPass({ timeout: 10_000 });
  });
});
