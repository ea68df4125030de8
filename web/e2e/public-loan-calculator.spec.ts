/**
 * The loan repayment calculator on /services/loans, over the CMS's loan terms (cms/data/loan-terms.json
 * seeded): the monthly payment, total interest and total repaid by the product's method, said in words (flat rate for
 * the personal loan, reducing balance for the others); the first and last months of the schedule and the whole of it
 * as a CSV made in the browser under the strict CSP; refusals with the reason; server-rendered first, no layout shift,
 * usable at 320 px, axe clean. The figures are lib/shared/loan.ts's (unit-tested against spreadsheet PMT values).
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, visit } from './fixtures';

const PATH = '/services/loans';

function calculator(page: Page) {
  const form = page.getByRole('main').getByRole('form', { name: 'Loan repayment calculator' });
  return {
    form,
    product: form.getByLabel('Loan', { exact: true }),
    amount: form.getByLabel('Amount to borrow (dalasi)'),
    months: form.getByLabel('Term (months)'),
    result: form.locator('output'),
    schedule: form.getByRole('table', { name: /Repayment schedule/ }),
    download: form.getByRole('button', { name: 'Download the whole schedule (CSV)' }),
  };
}

/** The page's cumulative layout shift from its first paint to now (entries without recent input). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

test.describe('loan repayment calculator', () => {
  test('is in the HTML before any JavaScript, with a worked example: a personal loan of D100,000 over 12 months', async ({
    request,
  }) => {
    const html = await (await request.get(PATH)).text();
    expect(html).toContain('data-island="loan-calculator"');
    expect(html).toContain('D9,583.33');
    expect(html).toContain('D115,000.00');
    expect(html).toContain('Flat rate: 15% a year on the whole amount borrowed');
    expect(html).toContain('aria-live="polite"');
  });

  test('quotes flat and reducing-balance loans, says which method applies, shows the first and last months; axe clean', async ({
    page,
  }) => {
    await visit(page, PATH);
    const calc = calculator(page);
    await expect(calc.product).toHaveValue('0');
    await expect(calc.product.locator('option')).toHaveText([
      'Personal loan: 15% a year flat',
      'Business term loan: 22% a year',
      'Asset finance loan: 20% a year',
      'Working capital loan: 24% a year',
    ]);
    // Flat: D100,000 × 15% × 12/12 = D15,000 interest; D115,000 ÷ 12 = D9,583.33, the last D9,583.37.
    await expect(calc.result).toContainText('Monthly paymentD9,583.33');
    await expect(calc.result).toContainText('Total interestD15,000.00');
    await expect(calc.result).toContainText('Total repaidD115,000.00');
    await expect(calc.result).toContainText('The last payment is D9,583.37.');

    // Reducing balance: PMT(22%/12, 36, -100000) = 3,819.0453… → D3,819.05; the last payment D3,818.81.
    await calc.product.selectOption({ label: 'Business term loan: 22% a year' });
    await calc.months.fill('36');
    await expect(calc.result).toContainText('Monthly paymentD3,819.05');
    await expect(calc.result).toContainText('Total interestD37,485.56');
    await expect(calc.result).toContainText('Total repaidD137,485.56');
    await expect(calc.result).toContainText('Reducing balance: 22% a year on the balance still owed');
    await expect(calc.schedule).toHaveAccessibleName('Repayment schedule: the first and last months of 36');
    const rows = calc.schedule.locator('tbody tr');
    await expect(rows).toHaveCount(7);
    await expect(rows.nth(0).locator('th, td')).toHaveText(['1', 'D3,819.05', 'D1,985.72', 'D1,833.33', 'D98,014.28']);
    await expect(rows.nth(3)).toHaveText('Months 4 to 33: see the whole schedule.');
    await expect(rows.nth(6).locator('th, td')).toHaveText(['36', 'D3,818.81', 'D3,750.06', 'D68.75', 'D0.00']);
    await expect(calc.form.getByText(/Indicative only/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the loans page with its calculator');
  });

  test('refuses with the reason: below the minimum, above the maximum, a term out of range, not an amount', async ({ page }) => {
    await visit(page, PATH);
    const calc = calculator(page);
    await calc.amount.fill('9,999.99');
    await expect(calc.result).toHaveText('The minimum for a personal loan is D10,000.');
    await expect(calc.amount).toHaveAttribute('aria-invalid', 'true');
    await expect(calc.schedule).toHaveCount(0);
    await calc.amount.fill('1,000,000.01');
    await expect(calc.result).toHaveText('The maximum for a personal loan is D1,000,000.');
    await calc.amount.fill('lots');
    await expect(calc.result).toHaveText('Enter the amount to borrow in dalasi, for example 100,000.');
    await calc.amount.fill('50,000');
    await calc.product.selectOption({ label: 'Asset finance loan: 20% a year' });
    await expect(calc.result).toHaveText('The minimum for an asset finance loan is D100,000.');
    await calc.product.selectOption({ label: 'Working capital loan: 24% a year' });
    await calc.months.fill('18');
    await expect(calc.result).toHaveText(
      'The term for a working capital loan is 3 to 12 months: enter a whole number of months.',
    );
    await expect(calc.months).toHaveAttribute('aria-invalid', 'true');
    await calc.months.fill('12');
    await expect(calc.months).toHaveAttribute('aria-invalid', 'false');
    // PMT(24%/12, 12, -50000) = 4,727.9798… → D4,727.98.
    await expect(calc.result).toContainText('Monthly paymentD4,727.98');
  });

  test('downloads the whole schedule as CSV, made in the browser under the strict CSP', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await visit(page, PATH);
    const calc = calculator(page);
    await calc.product.selectOption({ label: 'Business term loan: 22% a year' });
    await calc.months.fill('36');
    const [download] = await Promise.all([page.waitForEvent('download'), calc.download.click()]);
    expect(download.suggestedFilename()).toBe('loan-schedule-business-term-loan-36-months.csv');
    const csv = fs.readFileSync(await download.path(), 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Month,Due date,Payment (GMD),Principal (GMD),Interest (GMD),Balance after (GMD)');
    expect(lines).toHaveLength(38);
    expect(lines[1]).toMatch(/^1,\d{4}-\d{2}-\d{2},3819\.05,1985\.72,1833\.33,98014\.28$/);
    expect(lines[36]).toMatch(/^36,\d{4}-\d{2}-\d{2},3818\.81,3750\.06,68\.75,0\.00$/);
    expect(lines[37]).toBe('Total,,137485.56,100000.00,37485.56,');
    expect(violations).toEqual([]);
  });

  test('fits a 320 px screen without sideways scrolling, and nothing shifts as it loads and hydrates', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await visit(page, PATH);
    const calc = calculator(page);
    await calc.form.scrollIntoViewIfNeeded();
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await calc.amount.fill('250,000');
    await expect(calc.result).toContainText('D23,958.33');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const field of [calc.product, calc.amount, calc.months, calc.result, calc.download]) {
      const box = await field.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    }
    await expectNoSeriousA11yViolations(page, 'the loans page at 320 px');
  });
});
