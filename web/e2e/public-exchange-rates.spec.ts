/**
 * The public exchange rates (/services/exchange-rates): the table of the CMS's rates, and the states of
 * SPEC.md section 8 — a non-OK answer shows 'Failed to fetch exchange rates', a thrown error 'Error: ' + message,
 * both with a Retry that refetches; an empty list shows 'No rates available'.
 * The browser's /api/get_exchange_rates is intercepted to make the CMS "fail".
 */
import type { ExchangeRate as Rate } from '@bank/shared';
import { expect, test, visit } from './fixtures';

const PAGE = '/services/exchange-rates';
const RATES = '**/api/get_exchange_rates';
const format = (value: number) => value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

test.describe('public exchange rates', () => {
  test('shows every currency with its buy and sell rate', async ({ page, cmsApi }) => {
    const rates = await cmsApi.get<Rate[]>('/api/get_exchange_rates');
    expect(rates.length).toBeGreaterThan(0);
    await visit(page, PAGE);
    const table = page.locator('main').getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Currency', 'Buy Rate', 'Sell Rate']);
    for (const rate of rates) {
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(rate.currency) }) });
      await expect(row.getByRole('cell')).toHaveText([format(rate.buy), format(rate.sell)]);
    }
  });

  test("a failing answer shows 'Failed to fetch exchange rates'; Retry refetches and shows the table", async ({ page }) => {
    await page.route(RATES, (route) => route.fulfill({ status: 500, json: { message: 'CMS down' } }));
    await visit(page, PAGE);
    const alert = page.locator('main').getByRole('alert');
    await expect(alert).toContainText('Failed to fetch exchange rates');
    await expect(page.locator('main').getByRole('table')).toHaveCount(0);

    await page.unroute(RATES);
    const refetch = page.waitForRequest((request) => request.url().endsWith('/api/get_exchange_rates'));
    await alert.getByRole('button', { name: 'Retry' }).click();
    await refetch;
    await expect(alert).toHaveCount(0);
    await expect(page.locator('main').getByRole('table').getByRole('row').nth(1)).toBeVisible();
  });

  test("a thrown error shows 'Error: ' and its message; Retry refetches", async ({ page }) => {
    await page.route(RATES, (route) => route.abort('connectionrefused'));
    await visit(page, PAGE);
    const alert = page.locator('main').getByRole('alert');
    await expect(alert.getByText(/^Error: \S.*/)).toBeVisible();
    await expect(alert).not.toContainText('Failed to fetch exchange rates');

    let calls = 0;
    await page.unroute(RATES);
    await page.route(RATES, (route) => {
      calls += 1;
      return route.continue();
    });
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('main').getByRole('table')).toBeVisible();
    expect(calls).toBeGreaterThanOrEqual(1);
  });

  test("an empty list shows 'No rates available'", async ({ page }) => {
    await page.route(RATES, (route) => route.fulfill({ status: 200, json: [] }));
    await visit(page, PAGE);
    await expect(page.locator('main').getByText('No rates available', { exact: true })).toBeVisible();
  });
});
