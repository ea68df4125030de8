/**
 * Branches and ATMs you can find. /about/branches and the ATM locator say whether each place is open now
 * in The Gambia's time (an island keeps it current), "Near me" asks for the location only when pressed and lists the
 * places by distance with an OpenStreetMap directions link, a refusal keeps the usual list and says why, and each
 * branch carries schema.org JSON-LD matching the CMS's data. Checked at desktop size and at 320 px, axe clean.
 */
import type { Atm, OpeningInterval } from '@bank/shared';
import type { Page } from '@playwright/test';
import { distanceKm, formatKm } from '../lib/shared/distance';
import { placeStatus, statusText } from '../lib/shared/opening-hours';
import { expect, expectNoSeriousA11yViolations, test, visit, type CmsApi } from './fixtures';

const BRANCHES = '/about/branches';
const ATMS = '/services/e-banking/atm';
/** Sayerr Jobe Avenue, Serrekunda: where the visitor stands. */
const SERREKUNDA = { latitude: 13.4383, longitude: -16.6781 };

type CmsBranch = {
  name: string;
  address: string;
  phone: string;
  fax: string | null;
  latitude: number | null;
  longitude: number | null;
  opening_hours: OpeningInterval[];
  closures: Array<{ date: string; reason: string }>;
};

async function cmsBranches(cmsApi: CmsApi): Promise<CmsBranch[]> {
  const query = 'populate[0]=opening_hours&populate[1]=closures&sort[0]=sort_order:asc&sort[1]=id:asc&pagination[pageSize]=100';
  return (await cmsApi.get<{ data: CmsBranch[] }>(`/api/branches?${query}`)).data;
}

const branchCards = (page: Page) =>
  page
    .locator('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });

test.describe('Branches and ATMs you can find', () => {
  test('each branch says whether it is open now, as computed in Africa/Banjul from the CMS hours', async ({ page, cmsApi }) => {
    const branches = await cmsBranches(cmsApi);
    expect(branches.length).toBe(18);
    await visit(page, BRANCHES);
    const cards = branchCards(page);
    await expect(cards).toHaveCount(branches.length);
    for (const branch of branches) {
      const card = cards.filter({ has: page.getByRole('heading', { name: branch.name, exact: true }) });
      const shown = (await card.locator('[data-place-status]').innerText()).trim();
      // Read around a minute boundary, the text may be either minute's.
      const expected = [Date.now() - 60_000, Date.now()].map((t) =>
        statusText(placeStatus(branch.opening_hours, branch.closures, new Date(t))),
      );
      expect(expected, branch.name).toContain(shown);
    }
  });

  test('the island keeps the text current: a closing minute passes, and a public holiday reads "Closed today: …"', async ({
    page,
  }) => {
    // Thursday 24 December 2026, 15:59:30 in Banjul: Christmas Day follows, then the weekend.
    await page.clock.install({ time: new Date('2026-12-24T15:59:30Z') });
    await visit(page, BRANCHES);
    const banjul = branchCards(page).filter({ hasText: 'Head Office / Banjul Branch' }).locator('[data-place-status]');
    await expect(banjul).toHaveText('Open now · closes at 16:00');
    await page.clock.runFor(60_000);
    await expect(banjul).toHaveText('Closed · opens Monday at 08:00');

    await page.clock.setSystemTime(new Date('2026-12-25T10:00:00Z'));
    await page.clock.runFor(20_000);
    await expect(banjul).toHaveText('Closed today: Christmas Day');
  });

  test('each branch carries BankOrCreditUnion JSON-LD matching the CMS, escaped, without breaking the CSP', async ({
    page,
    cmsApi,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const branches = await cmsBranches(cmsApi);
    await visit(page, BRANCHES);
    const blocks = await page.locator('main script[type="application/ld+json"]').allTextContents();
    expect(blocks).toHaveLength(branches.length);
    const html = await (await page.request.get(BRANCHES)).text();
    const scripts = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g) ?? [];
    expect(scripts.every((script) => !script.slice(35, -9).includes('<'))).toBe(true);

    branches.forEach((branch, i) => {
      const data = JSON.parse(blocks[i]) as Record<string, unknown>;
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'BankOrCreditUnion',
        name: branch.name,
        telephone: branch.phone,
        address: { '@type': 'PostalAddress', streetAddress: branch.address, addressCountry: 'GM' },
        geo: { '@type': 'GeoCoordinates', latitude: branch.latitude, longitude: branch.longitude },
        openingHoursSpecification: branch.opening_hours.map((interval) => ({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: `https://schema.org/${interval.weekday.charAt(0).toUpperCase()}${interval.weekday.slice(1)}`,
          opens: interval.opens,
          closes: interval.closes,
        })),
      });
      expect(data.specialOpeningHoursSpecification).toHaveLength(branch.closures.length);
    });
    expect(violations).toEqual([]);
  });

  test('Near me, location granted: the branches nearest first, in km, with OpenStreetMap directions; axe clean', async ({
    page,
    context,
    cmsApi,
  }) => {
    test.slow(); // axe over a long page
    const branches = await cmsBranches(cmsApi);
    let asked = false;
    await page.exposeFunction('__locationAsked', () => {
      asked = true;
    });
    await page.addInitScript(() => {
      const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
      navigator.geolocation.getCurrentPosition = (...args) => {
        (window as unknown as { __locationAsked: () => void }).__locationAsked();
        original(...args);
      };
    });
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(SERREKUNDA);
    await visit(page, BRANCHES);
    expect(asked, 'nothing asks for the location before the button is pressed').toBe(false);

    await page.getByRole('button', { name: 'Show branches near me' }).click();
    const list = page.getByRole('list', { name: 'branches by distance' });
    await expect(list.getByRole('listitem')).toHaveCount(branches.length);
    expect(asked).toBe(true);

    const expected = branches
      .map((branch) => ({
        name: branch.name,
        km: distanceKm(SERREKUNDA, { latitude: branch.latitude!, longitude: branch.longitude! }),
      }))
      .sort((a, b) => a.km - b.km);
    const items = list.getByRole('listitem');
    for (const [i, { name, km }] of expected.slice(0, 5).entries()) {
      await expect(items.nth(i)).toContainText(name);
      await expect(items.nth(i).locator('[data-distance]')).toHaveText(formatKm(km));
    }
    await expect(items.first()).toContainText('Serrekunda Branch');
    const directions = items.first().getByRole('link', { name: /Directions to Serrekunda Branch/ });
    const href = new URL((await directions.getAttribute('href')) ?? '');
    expect(href.origin + href.pathname).toBe('https://www.openstreetmap.org/directions');
    expect(href.searchParams.get('route')).toBe('13.43830,-16.67810;13.43830,-16.67810');
    await expect(directions).toHaveAttribute('target', '_blank');
    // The usual list stays.
    await expect(branchCards(page)).toHaveCount(branches.length);
    await expectNoSeriousA11yViolations(page, 'branches with Near me');
  });

  test('Near me, location refused: the usual list and a sentence saying why', async ({ page, context, cmsApi }) => {
    await context.clearPermissions();
    const branches = await cmsBranches(cmsApi);
    await visit(page, BRANCHES);
    await page.getByRole('button', { name: 'Show branches near me' }).click();
    await expect(
      page.getByText('You did not allow this site to see your location, so the branches are listed in their usual order below.'),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'branches by distance' })).toHaveCount(0);
    await expect(branchCards(page)).toHaveCount(branches.length);
  });

  test('at 320 px: no sideways scrolling, two lines reserved for each status, axe clean', async ({ page, context }) => {
    test.slow(); // axe over a long page
    await page.setViewportSize({ width: 320, height: 720 });
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(SERREKUNDA);
    await visit(page, BRANCHES);
    await page.getByRole('button', { name: 'Show branches near me' }).click();
    await expect(page.getByRole('list', { name: 'branches by distance' }).getByRole('listitem').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const heights = await page
      .locator('[data-place-status]')
      .evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().height));
    expect(heights.length).toBe(18);
    expect(heights.every((h) => h >= 40)).toBe(true);
    await expectNoSeriousA11yViolations(page, 'branches at 320 px');
  });

  test('ATM locator: in-service ATMs say Open 24 hours (or their hours); Near me lists them by distance; axe clean', async ({
    page,
    context,
    cmsApi,
  }) => {
    test.slow(); // axe over a long page
    const atms = await cmsApi.get<Atm[]>('/api/atm-status');
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(SERREKUNDA);
    await visit(page, ATMS);
    for (const atm of atms) {
      const card = page
        .locator('main')
        .getByRole('listitem')
        .filter({ hasText: /In Service|Out of Service/ })
        .filter({ hasText: atm.location });
      const status = card.locator('[data-place-status]');
      if (atm.status === 'out-of-service') {
        await expect(status).toHaveCount(0);
      } else {
        const expected = statusText(placeStatus(atm.opening_hours ?? [], [], new Date(), { withoutHours: 'always-open' }));
        if (!atm.opening_hours) expect(expected).toBe('Open 24 hours');
        await expect(status).toHaveText(expected);
      }
    }
    await page.getByRole('button', { name: 'Show ATMs near me' }).click();
    const items = page.getByRole('list', { name: 'ATMs by distance' }).getByRole('listitem');
    await expect(items).toHaveCount(atms.filter((atm) => atm.latitude !== undefined).length);
    await expect(items.first()).toContainText('Serrekunda - Sayerr Jobe Avenue');
    await expectNoSeriousA11yViolations(page, 'ATM locator with Near me');
  });
});
