/**
 * The product terms of SPEC section 9 are CMS content: the service pages quote the
 * seeded figures, and an editor's save in Strapi's panel is on every page that quotes the changed figure within seconds.
 */
import { expect, test, visit } from './fixtures';

const SINGLE = '/content-manager/single-types/api::product-term.product-term';
type Terms = { data: Record<string, unknown> };

test.describe('product terms from the CMS', () => {
  test('the service pages quote the spec’s figures', async ({ page }) => {
    await visit(page, '/services/retail-accounts/student-savings-accounts');
    await expect(page.locator('main')).toContainText('D300');
    await expect(page.locator('main')).toContainText('D3,000');
    await visit(page, '/services/other-services');
    await expect(page.locator('main')).toContainText('D750');
    await visit(page, '/about/agm');
    await expect(page.locator('main')).toContainText('55 bututs per share');
    await visit(page, '/services/e-banking/atm');
    await expect(page.locator('main')).toContainText('Mini statement of your last 15 transactions');
    await expect(page.locator('main')).toContainText('PIN setup with a 6-digit one-time code and your own 4-digit PIN');
  });

  test("an editor's new threshold, saved in Strapi's panel, is on every page that quotes it within seconds", async ({
    page,
    cmsApi,
  }) => {
    const { data } = await cmsApi.get<Terms>('/api/product-term');
    const original = Object.fromEntries(
      Object.entries(data).filter(
        ([key]) => !['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale'].includes(key),
      ),
    );
    try {
      await cmsApi.panel('PUT', SINGLE, { ...original, cheque_clearing_threshold: 'D75,000' });
      const changedAt = Date.now();
      for (const path of ['/services/e-banking/rtgs', '/services/retail-accounts/current-accounts']) {
        await expect(async () => {
          await page.goto(path);
          await expect(page.locator('main')).toContainText('D75,000', { timeout: 500 });
        }).toPass({ timeout: 10_000, intervals: [250, 500, 500, 1000] });
      }
      expect(Date.now() - changedAt, 'save to live on both pages').toBeLessThan(4_000);
      await expect(page.locator('main')).not.toContainText('D50,000');
    } finally {
      await cmsApi.panel('PUT', SINGLE, original);
    }
    await expect(async () => {
      await page.goto('/services/e-banking/rtgs');
      await expect(page.locator('main')).toContainText('D50,000', { timeout: 500 });
    }).toPass({ timeout: 10_000 });
  });
});
