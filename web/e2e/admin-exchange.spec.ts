/**
 * The exchange rates admin (/admin/exchange) through the UI: the table (Currency, Buy Rate, Sell Rate,
 * Actions), Edit turning one row into number inputs, Save sending only the edited fields (a cleared field keeps
 * the original), the server's message, and the new value on the public /services/exchange-rates.
 * The load states ('Failed to fetch exchange rates' + Retry, 'No rates available') and a failed update.
 */
import type { Page } from '@playwright/test';
import type { ExchangeRate as Rate } from '@bank/shared';
import { formatRate } from '../lib/shared/format';
import { closeSwal, expect, expectSwal, openTile, test, type CmsApi } from './fixtures';

/** The annotation that hands afterEach the seeded rate a test edits, to put it back. */
const RESTORE_RATE = 'restore-rate';

/** The seeded rates, and the one of `currency` (else the `fallback`th) this test edits: afterEach puts it back. */
async function rateToEdit(cmsApi: CmsApi, currency: string, fallback: number): Promise<{ rates: Rate[]; rate: Rate }> {
  const rates = await cmsApi.get<Rate[]>('/api/get_exchange_rates');
  const rate = rates.find((candidate) => candidate.currency === currency) ?? rates[fallback];
  test.info().annotations.push({ type: RESTORE_RATE, description: JSON.stringify(rate) });
  return { rates, rate };
}

async function openExchange(page: Page, loginAsAdmin: () => Promise<void>) {
  await loginAsAdmin();
  await openTile(page, 'Update Exchange Rates', '/admin/exchange');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update Exchange Rates');
}

const row = (page: Page, currency: string) =>
  page
    .locator('main')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`\\b${currency}$`) }) });

test.describe('exchange rates admin', () => {
  test.afterEach(async ({ cmsApi }, testInfo) => {
    // Put back the seeded rates this spec edits, so the rest of the suite sees them unchanged.
    const original = testInfo.annotations.find((annotation) => annotation.type === RESTORE_RATE)?.description;
    if (original) {
      const rate = JSON.parse(original) as Rate;
      await cmsApi.send('PUT', `/api/update/exchange-rates/${rate.id}`, { buy: rate.buy, sell: rate.sell });
    }
  });

  test('edits a rate: only the edited field is sent, and the public page shows the new value', async ({
    page,
    loginAsAdmin,
    cmsApi,
  }) => {
    const { rates, rate: usd } = await rateToEdit(cmsApi, 'USD', 0);

    await openExchange(page, loginAsAdmin);
    const table = page.locator('main').getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Currency', 'Buy Rate', 'Sell Rate', 'Actions']);
    await expect(table.getByRole('row')).toHaveCount(rates.length + 1);

    const usdRow = row(page, usd.currency);
    await expect(usdRow.getByRole('cell').nth(0)).toHaveText(String(usd.buy));
    await usdRow.getByRole('button', { name: 'Edit' }).click();
    const buy = page.getByLabel(`Buy Rate for ${usd.currency}`);
    const sell = page.getByLabel(`Sell Rate for ${usd.currency}`);
    await expect(buy).toHaveAttribute('type', 'number');
    await expect(sell).toHaveAttribute('type', 'number');
    await expect(buy).toHaveValue(String(usd.buy));

    // Only one row is edited at a time.
    const other = rates.find((rate) => rate.id !== usd.id) as Rate;
    await row(page, other.currency).getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel(`Buy Rate for ${other.currency}`)).toBeVisible();
    await expect(buy).toHaveCount(0);
    await usdRow.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel(`Buy Rate for ${other.currency}`)).toHaveCount(0);

    // A new buy rate; the sell field cleared falls back to the original, so it is not sent.
    const newBuy = Math.round((usd.buy + 1.37) * 100) / 100;
    await buy.fill(String(newBuy));
    await sell.fill('');
    const request = page.waitForRequest(
      (req) => req.method() === 'PUT' && req.url().endsWith(`/api/update/exchange-rates/${usd.id}`),
    );
    const response = page.waitForResponse(
      (res) => res.request().method() === 'PUT' && res.url().includes('/api/update/exchange-rates/'),
    );
    await usdRow.getByRole('button', { name: 'Save' }).click();
    expect((await request).postDataJSON()).toEqual({ buy: newBuy });
    const answer = (await (await response).json()) as { message: string };
    expect(answer.message).toBeTruthy();
    await expectSwal(page, /.+/, answer.message);

    await expect(buy).toHaveCount(0);
    await expect(usdRow.getByRole('cell').nth(0)).toHaveText(String(newBuy));
    await expect(usdRow.getByRole('cell').nth(1)).toHaveText(String(usd.sell));

    // Public page, without a rebuild.
    await page.goto('/services/exchange-rates');
    const publicRow = row(page, usd.currency);
    await expect(publicRow.getByRole('cell')).toHaveText([formatRate(newBuy), formatRate(usd.sell)]);
  });

  test('an unchanged or zeroed field is not sent; with nothing changed, Save sends nothing', async ({
    page,
    loginAsAdmin,
    cmsApi,
  }) => {
    const { rate: eur } = await rateToEdit(cmsApi, 'EUR', 1);
    await openExchange(page, loginAsAdmin);
    const puts: unknown[] = [];
    page.on('request', (req) => {
      if (req.method() === 'PUT') puts.push(req.postDataJSON());
    });

    const eurRow = row(page, eur.currency);
    await eurRow.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel(`Buy Rate for ${eur.currency}`).fill('0');
    await eurRow.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel(`Buy Rate for ${eur.currency}`)).toHaveCount(0);
    await expect(eurRow.getByRole('cell').nth(0)).toHaveText(String(eur.buy));
    expect(puts).toEqual([]);

    await eurRow.getByRole('button', { name: 'Edit' }).click();
    const newSell = Math.round((eur.sell + 0.5) * 100) / 100;
    await page.getByLabel(`Sell Rate for ${eur.currency}`).fill(String(newSell));
    await eurRow.getByRole('button', { name: 'Save' }).click();
    await expectSwal(page, /.+/);
    expect(puts).toEqual([{ sell: newSell }]);
  });

  test("a failed update shows the server's message in a dialog titled 'Error'", async ({ page, loginAsAdmin, cmsApi }) => {
    const [rate] = await cmsApi.get<Rate[]>('/api/get_exchange_rates');
    await openExchange(page, loginAsAdmin);
    await page.route('**/api/update/exchange-rates/*', (route) =>
      route.fulfill({ status: 400, json: { message: 'Rates must be greater than 0' } }),
    );
    await row(page, rate.currency).getByRole('button', { name: 'Edit' }).click();
    // Within 5 % of the current rate, so no second confirmation comes first.
    await page.getByLabel(`Buy Rate for ${rate.currency}`).fill(String(Math.round(rate.buy * 1.01 * 100) / 100));
    await row(page, rate.currency).getByRole('button', { name: 'Save' }).click();
    await expectSwal(page, 'Error', 'Rates must be greater than 0');

    await page.unroute('**/api/update/exchange-rates/*');
    await page.route('**/api/update/exchange-rates/*', (route) => route.fulfill({ status: 500, body: 'not json' }));
    await row(page, rate.currency).getByRole('button', { name: 'Save' }).click();
    await expectSwal(page, 'Error', 'Failed to update rate');
  });

  test('a change of more than 5 % asks once more naming both values; Cancel is its own button; the saved values show', async ({
    page,
    loginAsAdmin,
    cmsApi,
  }) => {
    const { rate: gbp } = await rateToEdit(cmsApi, 'GBP', 2);
    await openExchange(page, loginAsAdmin);
    const puts: unknown[] = [];
    page.on('request', (req) => {
      if (req.method() === 'PUT') puts.push(req.postDataJSON());
    });
    const gbpRow = row(page, gbp.currency);
    const sell = page.getByLabel(`Sell Rate for ${gbp.currency}`);

    // Cancel leaves the row as it was, without sending anything.
    await gbpRow.getByRole('button', { name: 'Edit' }).click();
    await sell.fill(String(gbp.sell + 1));
    await gbpRow.getByRole('button', { name: 'Cancel' }).click();
    await expect(sell).toHaveCount(0);
    await expect(gbpRow.getByRole('cell').nth(1)).toHaveText(String(gbp.sell));

    // A typo of a factor of ten: the dialog names the old and the new value; its Cancel keeps the row in edit.
    const typo = Math.round(gbp.sell * 10 * 100) / 100;
    await gbpRow.getByRole('button', { name: 'Edit' }).click();
    await sell.fill(String(typo));
    await gbpRow.getByRole('button', { name: 'Save' }).click();
    await expectSwal(
      page,
      'Save a change of more than 5%?',
      `${gbp.currency}: Sell Rate from ${gbp.sell} to ${typo} (+900%). Please check the new rate before saving it.`,
      { close: false },
    );
    await expect(page.locator('.swal2-popup').getByRole('button', { name: 'Cancel' })).toBeFocused();
    await closeSwal(page, 'cancel');
    await expect(sell).toHaveValue(String(typo));
    expect(puts).toEqual([]);

    // Confirmed, it is saved; the line above the table says what changed.
    const large = Math.round(gbp.sell * 1.2 * 100) / 100;
    await sell.fill(String(large));
    await gbpRow.getByRole('button', { name: 'Save' }).click();
    await expectSwal(page, 'Save a change of more than 5%?', new RegExp(`Sell Rate from ${gbp.sell} to ${large} \\(\\+20%\\)`), {
      close: false,
    });
    await closeSwal(page, 'confirm');
    await expectSwal(page, /.+/);
    expect(puts).toEqual([{ sell: large }]);
    await expect(page.locator('main').getByRole('status')).toHaveText(
      `${gbp.currency} saved: Sell Rate from ${gbp.sell} to ${large} (+20%).`,
    );

    // A change within 5 % is saved at once.
    const small = Math.round(large * 1.01 * 100) / 100;
    await gbpRow.getByRole('button', { name: 'Edit' }).click();
    await sell.fill(String(small));
    await gbpRow.getByRole('button', { name: 'Save' }).click();
    await expectSwal(page, /.+/);
    expect(puts).toEqual([{ sell: large }, { sell: small }]);
  });

  test("a failed load shows 'Failed to fetch exchange rates' with Retry; an empty list 'No rates available'", async ({
    page,
    loginAsAdmin,
  }) => {
    await loginAsAdmin();
    await page.route('**/api/get_exchange_rates', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await openTile(page, 'Update Exchange Rates', '/admin/exchange');
    const alert = page.locator('main').getByRole('alert');
    await expect(alert).toContainText('Failed to fetch exchange rates');

    await page.unroute('**/api/get_exchange_rates');
    await page.route('**/api/get_exchange_rates', (route) => route.fulfill({ status: 200, json: [] }));
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('main').getByText('No rates available', { exact: true })).toBeVisible();
  });
});
