/**
 * Rates over time: a rate changed on the staff screen (/admin/exchange) shows on /services/exchange-rates
 * in the currency's summary, its chart and its table, without a rebuild; the charts are server-rendered SVGs with an
 * accessible name, usable at 320 px without sideways scrolling, and the page stays axe clean.
 */
import type { Page } from '@playwright/test';
import type { ExchangeRate as Rate, RateHistory } from '@bank/shared';
import { formatRate } from '../lib/shared/format';
import { expect, expectNoSeriousA11yViolations, expectSwal, openTile, test, visit } from './fixtures';

const PAGE = '/services/exchange-rates';
const CURRENCY = 'CAD';
const CHART_NAME = 'Canadian dollar (CAD) buy and sell rates in dalasi, last 30 days';

/** The currency's card under "Rates over time". */
const card = (page: Page) => page.locator('main').getByRole('region', { name: `Canadian dollar (${CURRENCY})`, exact: true });

/** "up 1.4%" / "down 0.3%" / "unchanged", as a reader would work it out from the two rates. */
function movement(before: number, after: number): string {
  const percent = ((after - before) / before) * 100;
  const shown = Math.abs(percent).toFixed(1);
  if (shown === '0.0') return 'unchanged';
  return `${percent > 0 ? 'up' : 'down'} ${shown}%`;
}

test.describe('rates over time', () => {
  // A staff sign-in, a rate change that regenerates the page, and axe over eight charts: slow on a busy machine.
  test.describe.configure({ timeout: 240_000 });
  let original: Rate | undefined;
  test.afterEach(async ({ cmsApi }) => {
    // Put the seeded rate back, so the rest of the suite sees it unchanged (its history keeps both changes).
    if (original) await cmsApi.send('PUT', `/api/update/exchange-rates/${original.id}`, { sell: original.sell });
    original = undefined;
  });

  test('a rate changed on the staff screen: the public summary, chart and table follow', async ({
    page,
    cmsApi,
    loginAsAdmin,
  }) => {
    const rates = await cmsApi.get<Rate[]>('/api/get_exchange_rates');
    const rate = rates.find((candidate) => candidate.currency === CURRENCY) as Rate;
    original = rate;
    const opening = (await cmsApi.get<RateHistory>(`/api/exchange-rates/history?currency=${CURRENCY}&days=30`)).points[0];

    await visit(page, PAGE);
    const chart = card(page).getByRole('img', { name: CHART_NAME });
    await expect(chart).toBeVisible();
    const summary = card(page).getByTestId('rate-summary').first();
    await expect(summary).toHaveText(
      `Canadian dollar: we sell at D${formatRate(rate.sell)}, ${movement(opening.sell, rate.sell)} in 30 days, ` +
        `and buy at D${formatRate(rate.buy)}, ${movement(opening.buy, rate.buy)}.`,
    );
    const lineBefore = await chart.locator('path').first().getAttribute('d');

    // Within 5 % of the rate, so the staff screen asks no second confirmation.
    const newSell = Math.round((rate.sell + 0.85) * 100) / 100;
    await loginAsAdmin();
    await openTile(page, 'Update Exchange Rates', '/admin/exchange');
    const row = page
      .locator('main')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`\\b${CURRENCY}$`) }) });
    await row.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel(`Sell Rate for ${CURRENCY}`).fill(String(newSell));
    await row.getByRole('button', { name: 'Save' }).click();
    await expectSwal(page, /.+/);

    await visit(page, PAGE);
    await expect(summary, 'the regenerated page').toHaveText(
      `Canadian dollar: we sell at D${formatRate(newSell)}, ${movement(opening.sell, newSell)} in 30 days, ` +
        `and buy at D${formatRate(rate.buy)}, ${movement(opening.buy, rate.buy)}.`,
    );
    // The sell line now ends higher: its last step is the change just made.
    const lineAfter = await chart.locator('path').first().getAttribute('d');
    expect(lineAfter).not.toEqual(lineBefore);
    expect(lineAfter?.length).toBeGreaterThan(lineBefore?.length ?? 0);

    // The table alternative: closed until asked for; its last row is today's change.
    const table = card(page).getByRole('table').first();
    await expect(table).toBeHidden();
    await card(page).getByText("The Canadian dollar rate's changes as a table").first().click();
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Changed on', 'Buy (GMD)', 'Sell (GMD)']);
    const today = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Africa/Banjul',
    }).format(new Date());
    const last = table.getByRole('row').last();
    await expect(last.getByRole('rowheader')).toHaveText(today);
    await expect(last.getByRole('cell')).toHaveText([formatRate(rate.buy), formatRate(newSell)]);
  });

  for (const width of [1280, 320]) {
    test(`every currency has a named chart for 30 and 90 days; ${width} px without sideways scrolling; axe clean`, async ({
      page,
      cmsApi,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const rates = await cmsApi.get<Rate[]>('/api/get_exchange_rates');
      await visit(page, PAGE);
      const section = page.locator('main').getByRole('region', { name: 'Rates over time' });
      await expect(section.getByRole('heading', { level: 3 })).toHaveCount(rates.length);
      // The 30-day charts show; the 90-day ones open without any script (a <details>).
      await expect(section.getByRole('img', { name: /last 30 days$/ })).toHaveCount(rates.length);
      await expect(section.getByRole('img', { name: /last 90 days$/ })).toHaveCount(0);
      await card(page).getByText('Canadian dollar: the last 90 days').click();
      const ninety = card(page).getByRole('img', { name: 'Canadian dollar (CAD) buy and sell rates in dalasi, last 90 days' });
      await expect(ninety).toBeVisible();
      await expect(card(page).getByTestId('rate-summary').nth(1)).toContainText('in 90 days');
      await card(page).getByText("The Canadian dollar rate's changes as a table").first().click();

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      for (const chart of [card(page).getByRole('img', { name: CHART_NAME }), ninety]) {
        const box = await chart.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width && box.height >= 100).toBe(true);
      }
      await expectNoSeriousA11yViolations(page);
    });
  }
});
