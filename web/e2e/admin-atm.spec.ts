/**
 * ATM status (/atm/status) through the UI: the table (ATM Location, Status, Action) with an on/off switch
 * per ATM, disabled while its update is in flight; the server's message; the public locator's badge changes.
 * The load states ('Failed to fetch ATM data', 'Fetch error: …', 'No ATMs available.') and a failed update.
 */
import type { Page } from '@playwright/test';
import type { Atm } from '@bank/shared';
import { expect, expectSwal, openTile, test, visit, waitForHydration } from './fixtures';

async function openAtmStatus(page: Page, loginAsAdmin: () => Promise<void>) {
  await loginAsAdmin();
  await openTile(page, 'Update ATM Status', '/atm/status');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update ATM Status');
}

test.describe('ATM status admin', () => {
  test('toggles an ATM: the switch is disabled in flight, and the public locator shows the new badge', async ({
    page,
    loginAsAdmin,
    cmsApi,
  }) => {
    const atms = await cmsApi.get<Atm[]>('/api/atm-status');
    const atm = atms.find((entry) => entry.status === 'in-service') as Atm;
    try {
      await openAtmStatus(page, loginAsAdmin);
      const table = page.locator('main').getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText(['ATM Location', 'Status', 'Action']);
      await expect(table.getByRole('row')).toHaveCount(atms.length + 1);

      const toggle = page.getByRole('switch', { name: atm.location });
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: atm.location }) });
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect(row).toContainText('In Service');

      // Hold the update a moment to see the switch disabled while it is in flight.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/atm-status/*', async (route) => {
        await held;
        await route.continue();
      });
      const request = page.waitForRequest((req) => req.method() === 'PUT' && req.url().endsWith(`/api/atm-status/${atm.id}`));
      const response = page.waitForResponse(
        (res) => res.request().method() === 'PUT' && res.url().endsWith(`/api/atm-status/${atm.id}`),
      );
      await toggle.click();
      expect((await request).postDataJSON()).toEqual({ status: 'out-of-service' });
      await expect(toggle).toBeDisabled();
      release();
      const { message } = (await (await response).json()) as { message: string };
      await expectSwal(page, /.+/, message);
      await expect(toggle).toBeEnabled();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect(row).toContainText('Out of Service');

      await page.goto('/services/e-banking/atm');
      const card = page.locator('main').getByRole('listitem').filter({ hasText: atm.location });
      await expect(card).toContainText('Out of Service');
      expect((await cmsApi.get<Atm[]>('/api/atm-status')).find((entry) => entry.id === atm.id)?.status).toBe('out-of-service');
    } finally {
      await cmsApi.send('PUT', `/api/atm-status/${atm.id}`, { status: atm.status });
    }
  });

  test('toggles an out-of-service ATM back on', async ({ page, loginAsAdmin, cmsApi }) => {
    const atms = await cmsApi.get<Atm[]>('/api/atm-status');
    const atm = atms.find((entry) => entry.status === 'out-of-service') as Atm;
    try {
      await openAtmStatus(page, loginAsAdmin);
      const toggle = page.getByRole('switch', { name: atm.location });
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await toggle.click();
      await expectSwal(page, /.+/);
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await page.goto('/services/e-banking/atm');
      await expect(page.locator('main').getByRole('listitem').filter({ hasText: atm.location })).toContainText('In Service');
    } finally {
      await cmsApi.send('PUT', `/api/atm-status/${atm.id}`, { status: atm.status });
    }
  });

  test('a toggle shows on a reload of the public locator 1 s later, in the browser that showed the old status', async ({
    page,
    loginAsAdmin,
    cmsApi,
  }) => {
    const atms = await cmsApi.get<Atm[]>('/api/atm-status');
    const atm = atms.find((entry) => entry.status === 'in-service') as Atm;
    // A visitor's tab in the staff officer's own browser (one HTTP cache): the locator's island reads /api/atm-status.
    const visitor = await page.context().newPage();
    const card = visitor.locator('main').getByRole('listitem').filter({ hasText: atm.location });
    const islandRead = (tab: Page) =>
      tab.waitForResponse((res) => res.request().method() === 'GET' && new URL(res.url()).pathname === '/api/atm-status');
    try {
      let read = islandRead(visitor);
      await visit(visitor, '/services/e-banking/atm');
      await read;
      await expect(card).toContainText('In Service');

      await openAtmStatus(page, loginAsAdmin);
      await page.getByRole('switch', { name: atm.location }).click();
      await expectSwal(page, /.+/);

      await visitor.waitForTimeout(1000);
      read = islandRead(visitor);
      await visitor.reload();
      await waitForHydration(visitor);
      await read;
      // Browsers ask again every time (no stale-while-revalidate for them): the island's read is the new status.
      await expect(card).toContainText('Out of Service');
      await visitor.waitForTimeout(500);
      await expect(card).toContainText('Out of Service');
    } finally {
      await visitor.close();
      await cmsApi.send('PUT', `/api/atm-status/${atm.id}`, { status: atm.status });
    }
  });

  test("a failed update shows the server's message, and the status stays", async ({ page, loginAsAdmin, cmsApi }) => {
    const [atm] = await cmsApi.get<Atm[]>('/api/atm-status');
    await openAtmStatus(page, loginAsAdmin);
    await page.route('**/api/atm-status/*', (route) =>
      route.fulfill({ status: 400, json: { message: 'Status must be in-service or out-of-service' } }),
    );
    const toggle = page.getByRole('switch', { name: atm.location });
    const checked = await toggle.getAttribute('aria-checked');
    await toggle.click();
    await expectSwal(page, 'Error', 'Status must be in-service or out-of-service');
    await expect(toggle).toHaveAttribute('aria-checked', checked ?? '');

    await page.unroute('**/api/atm-status/*');
    await page.route('**/api/atm-status/*', (route) => route.fulfill({ status: 502, body: '' }));
    await toggle.click();
    await expectSwal(page, 'Error', 'Failed to update ATM status');
  });

  test("load states: 'Failed to fetch ATM data', 'Fetch error: …' and 'No ATMs available.'", async ({ page, loginAsAdmin }) => {
    await loginAsAdmin();
    await page.route('**/api/atm-status', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await openTile(page, 'Update ATM Status', '/atm/status');
    await expect(page.locator('main').getByRole('alert')).toHaveText('Failed to fetch ATM data');

    await page.unroute('**/api/atm-status');
    await page.route('**/api/atm-status', (route) => route.abort('connectionrefused'));
    await page.getByRole('link', { name: 'Admin Dashboard' }).click();
    await openTile(page, 'Update ATM Status', '/atm/status');
    await expect(page.locator('main').getByRole('alert')).toHaveText(/^Fetch error: .+/);

    // An answer off the contract (an unknown status) is refused, not shown as out of service.
    await page.unroute('**/api/atm-status');
    await page.route('**/api/atm-status', (route) =>
      route.fulfill({ status: 200, json: [{ id: 'a1', location: 'Banjul', status: 'broken' }] }),
    );
    await page.getByRole('link', { name: 'Admin Dashboard' }).click();
    await openTile(page, 'Update ATM Status', '/atm/status');
    await expect(page.locator('main').getByRole('alert')).toHaveText('Fetch error: Unexpected answer');

    await page.unroute('**/api/atm-status');
    await page.route('**/api/atm-status', (route) => route.fulfill({ status: 200, json: [] }));
    await page.getByRole('link', { name: 'Admin Dashboard' }).click();
    await openTile(page, 'Update ATM Status', '/atm/status');
    await expect(page.locator('main').getByText('No ATMs available.', { exact: true })).toBeVisible();
  });
});
