/**
 * Beyond the spec: the currency converter over the rates already on the page, and when the rates last changed
 * ("Rates as of …"), on /services/exchange-rates and in the home page's rates widget.
 */
import type { ExchangeRate as Rate } from '@bank/shared';
import { formatAsOf, formatMoney } from '../lib/shared/currency-converter';
import { expect, expectNoSeriousA11yViolations, test, visit } from './fixtures';
import { round2, todaysRates } from './support/rates';

const PAGE = '/services/exchange-rates';
/** The arithmetic is recomputed here; how the page writes the figures is lib/currency-converter.ts's (unit-tested there). */

test.describe('currency converter', () => {
  test('converts at the bank’s buy and sell rates, through the dalasi for a cross, and says when the rates are from', async ({
    page,
    cmsApi,
  }) => {
    const { rates, usd, eur } = await todaysRates(cmsApi);
    const latest = rates
      .map((rate) => rate.updated_at)
      .sort()
      .at(-1) as string;
    await visit(page, PAGE);

    const main = page.locator('main');
    await expect(main.getByText(`Rates as of ${formatAsOf(latest)}`)).toBeVisible();
    const converter = main.getByRole('form', { name: 'Currency converter' });
    const result = converter.locator('output');
    // By default: 100 of the first currency sold to the bank for dalasi, at its buy rate. Already in the HTML.
    await expect(result).toHaveText(`100.00 USD = ${formatMoney(round2(100 * usd.buy))} GMD`);

    // By keyboard: a customer buying euros with D5,000 pays the sell rate.
    await converter.getByLabel('Amount').fill('5,000');
    await converter.getByLabel('From').selectOption('GMD');
    await converter.getByLabel('To').focus();
    await page.keyboard.press('End');
    await converter.getByLabel('To').selectOption('EUR');
    await expect(result).toHaveText(`5,000.00 GMD = ${formatMoney(round2(5000 / eur.sell))} EUR`);

    // A cross: USD sold at its buy rate, EUR bought at its sell rate; the page says so.
    await converter.getByLabel('From').selectOption('USD');
    await converter.getByLabel('Amount').fill('100');
    await expect(result).toHaveText(`100.00 USD = ${formatMoney(round2((100 * usd.buy) / eur.sell))} EUR`);
    await expect(converter).toContainText(`Through the dalasi: the bank buys USD at ${usd.buy} and sells EUR at ${eur.sell}.`);

    // Swap, then a bad amount.
    await converter.getByRole('button', { name: 'Swap the currencies' }).click();
    await expect(result).toHaveText(`100.00 EUR = ${formatMoney(round2((100 * eur.buy) / usd.sell))} USD`);
    await converter.getByLabel('Amount').fill('abc');
    await expect(result).toHaveText('Enter an amount greater than 0.');
    await expect(converter.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');
    await expect(result).toHaveAttribute('aria-live', 'polite');
    await expectNoSeriousA11yViolations(page);
  });

  test('fits and works on a 320 px phone, and on the home page’s rates widget', async ({ page, cmsApi }) => {
    const rates = await cmsApi.get<Rate[]>('/api/get_exchange_rates');
    const gbp = rates.find((rate) => rate.currency === 'GBP') as Rate;
    await page.setViewportSize({ width: 320, height: 640 });
    await visit(page, '/');
    const widget = page.getByRole('form', { name: 'Currency converter' });
    await widget.scrollIntoViewIfNeeded();
    await widget.getByLabel('From').selectOption('GBP');
    await widget.getByLabel('Amount').fill('20');
    await expect(widget.locator('output')).toHaveText(`20.00 GBP = ${formatMoney(round2(20 * gbp.buy))} GMD`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
