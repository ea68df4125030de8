import { expect, test, visit } from './fixtures';

test('the harness serves the site and the seeded CMS', async ({ page, cmsApi }) => {
  const rates = await cmsApi.get<unknown[]>('/api/get_exchange_rates');
  expect(rates.length).toBeGreaterThan(0);
  await visit(page, '/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Who We Are' })).toBeVisible();
});
