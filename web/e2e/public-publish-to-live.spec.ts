/**
 * Content changed in the CMS is on the public pages within seconds, with no rebuild: the CMS's
 * document-service hook (REVALIDATE_URL → the site's /api/revalidate) expires the cached pages and widgets.
 * - an editor's Save + Publish in the Strapi panel (its content-manager admin API), shown on /about/branches;
 * - a change through the CMS's own /api with a staff token (not through the site), shown on the rates page and on
 *   the ATM locator.
 * Each test puts the content back as it was.
 */
import type { Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';
import { uniqueName } from './support/files';

/** A branch as Strapi's REST API lists it. */
interface Branch {
  documentId: string;
  name: string;
  address: string;
  phone: string;
}

/** Reloads `path` until `check` passes; answers how long that took after the change. */
async function seenLive(page: Page, path: string, check: () => Promise<void>): Promise<number> {
  const changedAt = Date.now();
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 10_000, intervals: [250, 500, 500, 1000] });
  const elapsed = Date.now() - changedAt;
  test.info().annotations.push({ type: 'live after', description: `${elapsed} ms` });
  return elapsed;
}

test.describe('publish to live', () => {
  test('a branch edited and published in the Strapi panel is on /about/branches within seconds', async ({ page, cmsApi }) => {
    const branches = await cmsApi.entries<Branch>('/api/branches');
    const branch = branches[branches.length - 1];
    const newAddress = uniqueName('12 Kairaba Avenue, Pipeline, E2E');
    await visit(page, '/about/branches');
    await expect(page.locator('main')).toContainText(branch.address);

    try {
      await cmsApi.panelEditAndPublish('api::branch.branch', branch.documentId, { address: newAddress });
      // Within seconds (seenLive's 10 s): how fast is measured by `npm run bench:publish`, not by a timed test that a
      // busy machine fails.
      await seenLive(page, '/about/branches', async () => {
        const card = page
          .locator('main')
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: branch.name, exact: true }) });
        await expect(card).toContainText(newAddress, { timeout: 1000 });
      });
      // The public API has it too, and the branch count is unchanged.
      const after = await cmsApi.entries<Branch>('/api/branches');
      expect(after).toHaveLength(branches.length);
    } finally {
      await cmsApi.panelEditAndPublish('api::branch.branch', branch.documentId, { address: branch.address });
    }
    await seenLive(page, '/about/branches', async () => {
      await expect(page.locator('main')).toContainText(branch.address, { timeout: 1000 });
    });
  });

  test('a rate changed through the CMS /api (not the site) is on /services/exchange-rates within seconds', async ({
    page,
    cmsApi,
  }) => {
    const rates = await cmsApi.get<{ id: string; currency: string; buy: number; sell: number }[]>('/api/get_exchange_rates');
    const rate = rates.find((entry) => entry.currency === 'CHF') ?? rates[0];
    await visit(page, '/services/exchange-rates');
    const newSell = 123.45;
    try {
      await cmsApi.send('PUT', `/api/update/exchange-rates/${rate.id}`, { sell: newSell });
      await seenLive(page, '/services/exchange-rates', async () => {
        const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(rate.currency) }) });
        await expect(row.getByRole('cell').nth(1)).toHaveText('123.45', { timeout: 1000 });
      });
    } finally {
      await cmsApi.send('PUT', `/api/update/exchange-rates/${rate.id}`, { sell: rate.sell });
    }
  });

  test('an ATM status changed by the ATM admin through the CMS /api is on the locator within seconds', async ({
    page,
    cmsApi,
  }) => {
    const atms = await cmsApi.get<{ id: string; location: string; status: string }[]>('/api/atm-status');
    const atm = atms.find((entry) => entry.status === 'in-service') ?? atms[0];
    const flipped = atm.status === 'in-service' ? 'out-of-service' : 'in-service';
    try {
      await cmsApi.send('PUT', `/api/atm-status/${atm.id}`, { status: flipped }, 'atmadmin');
      await seenLive(page, '/services/e-banking/atm', async () => {
        const card = page.locator('main').getByRole('listitem').filter({ hasText: atm.location });
        await expect(card).toContainText(flipped === 'in-service' ? 'In Service' : 'Out of Service', { timeout: 1000 });
      });
    } finally {
      await cmsApi.send('PUT', `/api/atm-status/${atm.id}`, { status: atm.status }, 'atmadmin');
    }
  });
});
