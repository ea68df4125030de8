/**
 * The contact page's map (an OpenStreetMap frame) loads lazily: only once the visitor nears it, and a map that cannot
 * load never breaks the page. OpenStreetMap is not reachable from CI, so its answers are stood in for here.
 */
import type { Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';

const MAP_HOST = 'https://www.openstreetmap.org/';
const MAP_TITLE = /^Map showing the .+ head office/;

/** Counts the requests for the map frame and answers them with a stand-in page (or fails them). */
async function standInForTheMap(page: Page, answer: 'page' | 'failure'): Promise<{ requests: string[] }> {
  const requests: string[] = [];
  await page.route(`${MAP_HOST}**`, async (route) => {
    requests.push(route.request().url());
    if (answer === 'failure') await route.abort('internetdisconnected');
    else await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>The map</p>' });
  });
  return { requests };
}

test.describe('the contact page map on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('is not fetched with the page; it loads when the visitor scrolls to it, and nothing moves', async ({ page }) => {
    const map = await standInForTheMap(page, 'page');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await visit(page, '/contact');
    await page.waitForLoadState('networkidle');
    expect(map.requests, 'map requests before the visitor nears it').toEqual([]);
    await expect(page.getByTitle(MAP_TITLE)).toHaveCount(0);

    const link = page.getByRole('link', { name: 'Open the map on OpenStreetMap' });
    const linkTop = () => link.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const topBefore = await linkTop();
    await link.scrollIntoViewIfNeeded();
    const frame = page.getByTitle(MAP_TITLE);
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    await expect(page.frameLocator('iframe[title^="Map showing"]').getByText('The map')).toBeVisible();
    expect(map.requests).toHaveLength(1);

    // The box had the map's size before the frame came: the link below it is where it was.
    expect(await linkTop()).toBe(topBefore);
    expect(errors, 'console errors (a hydration mismatch would show here)').toEqual([]);
  });

  test('that cannot load leaves the rest of the page whole', async ({ page }) => {
    const map = await standInForTheMap(page, 'failure');
    await visit(page, '/contact');
    await page.getByRole('link', { name: 'Open the map on OpenStreetMap' }).scrollIntoViewIfNeeded();
    await expect.poll(() => map.requests.length).toBe(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(page.getByRole('heading', { name: 'Find us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the map on OpenStreetMap' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=/,
    );
  });
});

test('without JavaScript the map is there as a lazy frame', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.route(`${MAP_HOST}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<p>The map</p>' }));
  await page.goto('/contact');
  const frame = page.getByTitle(MAP_TITLE);
  await expect(frame).toHaveAttribute('loading', 'lazy');
  await frame.scrollIntoViewIfNeeded();
  await expect(page.frameLocator('iframe[title^="Map showing"]').getByText('The map')).toBeVisible();
  await context.close();
});
