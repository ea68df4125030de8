/**
 * The ATM locator on /services/e-banking/atm filters the ATM cards by a case-insensitive substring of the
 * location, shows each ATM's In Service / Out of Service badge, 'No ATMs match your search' when nothing matches,
 * and the spec's error text when the list fails.
 */
import type { Atm } from '@bank/shared';
import { expect, test, visit } from './fixtures';

const PAGE = '/services/e-banking/atm';

test.describe('ATM locator', () => {
  test('lists every ATM with its status badge', async ({ page, cmsApi }) => {
    const atms = await cmsApi.get<Atm[]>('/api/atm-status');
    expect(atms.length).toBeGreaterThan(0);
    await visit(page, PAGE);
    const cards = page
      .locator('main')
      .getByRole('listitem')
      .filter({ hasText: /In Service|Out of Service/ });
    await expect(cards).toHaveCount(atms.length);
    for (const atm of atms) {
      const card = cards.filter({ hasText: atm.location });
      await expect(card).toContainText(atm.status === 'in-service' ? 'In Service' : 'Out of Service');
    }
  });

  test('text typed before the locator hydrates is kept and filters the list once it has', async ({ page, cmsApi }) => {
    const atms = await cmsApi.get<Atm[]>('/api/atm-status');
    await page.goto(PAGE);
    await expect(page.locator('html')).not.toHaveAttribute('data-islands', 'hydrated');
    // Typed at once, into the server-rendered box, before the islands have arrived.
    const search = page.getByLabel('Search for a branch');
    await search.pressSequentially('banj');
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'hydrated', { timeout: 15_000 });
    await expect(search).toHaveValue('banj');
    const expected = atms.filter((atm) => atm.location.toLowerCase().includes('banj'));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(atms.length);
    await expect(
      page
        .locator('main')
        .getByRole('listitem')
        .filter({ hasText: /In Service|Out of Service/ }),
    ).toHaveCount(expected.length);
  });

  test('filters by a case-insensitive substring of the location', async ({ page, cmsApi }) => {
    const atms = await cmsApi.get<Atm[]>('/api/atm-status');
    await visit(page, PAGE);
    const search = page.getByLabel('Search for a branch');
    const cards = page
      .locator('main')
      .getByRole('listitem')
      .filter({ hasText: /In Service|Out of Service/ });

    for (const query of ['BANJUL', 'banjul', 'jul', 'Kololi - Senegambia', 'a']) {
      await search.fill(query);
      const expected = atms.filter((atm) => atm.location.toLowerCase().includes(query.toLowerCase()));
      expect(expected.length, `the seed has ATMs matching "${query}"`).toBeGreaterThan(0);
      await expect(cards, `cards for "${query}"`).toHaveCount(expected.length);
      for (const atm of expected) await expect(cards.filter({ hasText: atm.location })).toHaveCount(1);
    }

    await search.fill('');
    await expect(cards).toHaveCount(atms.length);
  });

  test("shows 'No ATMs match your search' when nothing matches", async ({ page }) => {
    await visit(page, PAGE);
    await page.getByLabel('Search for a branch').fill('no such place xyz');
    await expect(page.getByText('No ATMs match your search', { exact: true })).toBeVisible();
    await expect(
      page
        .locator('main')
        .getByRole('listitem')
        .filter({ hasText: /In Service|Out of Service/ }),
    ).toHaveCount(0);
  });

  test('an ATM status outside the contract is refused, never shown as out of service; the log names the field', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.route('**/api/atm-status', (route) =>
      route.fulfill({
        status: 200,
        json: [
          { id: 'a1', location: 'Banjul', status: 'in-service' },
          { id: 'a2', location: 'Brikama', status: 'broken' },
        ],
      }),
    );
    await visit(page, PAGE);
    await expect(page.getByText('Error: Unexpected answer', { exact: true })).toBeVisible();
    await expect(
      page
        .locator('main')
        .getByRole('listitem')
        .filter({ hasText: /Brikama/ }),
    ).toHaveCount(0);
    expect(logged.some((text) => text.includes('GET /api/atm-status') && text.includes('[1].status'))).toBe(true);
  });

  test("a failed list shows 'Error: Network response was not ok'", async ({ page }) => {
    await page.route('**/api/atm-status', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await visit(page, PAGE);
    await expect(page.getByText('Error: Network response was not ok', { exact: true })).toBeVisible();
  });
});
