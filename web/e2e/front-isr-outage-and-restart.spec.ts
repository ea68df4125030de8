/**
 * Public pages are kept by Next's ISR cache:
 * - through a CMS outage, every page keeps serving its last good version: a regeneration that cannot reach the CMS
 *   fails, and Next keeps the page it had;
 * - a restart never brings back an older answer: a site instance that restarts refreshes its pages and cached /api
 *   reads before it answers, so it agrees with the CMS even about a change it cached in between.
 */
import type { APIRequestContext } from '@playwright/test';
import type { Atm } from '@bank/shared';
import { allCmsPages } from '../lib/server/revalidation/tags';
import { expect, test } from './fixtures';
import { startSiteInstance } from './support/site-instance';

/** Every page rendered from CMS content: the one map of revalidation, checked against the pages' sources by
 * lib/server/revalidation/tags.test.ts, so a new CMS page is covered here without being listed twice. */
const CMS_PAGES = allCmsPages;

/** Stops (SIGSTOP) the CMS's whole process group: it accepts connections and never answers, like a hung server. */
function freezeCms(pid: number): () => void {
  process.kill(-pid, 'SIGSTOP');
  return () => process.kill(-pid, 'SIGCONT');
}

async function revalidate(request: APIRequestContext, secret: string, body: object) {
  const response = await request.post('/api/revalidate', {
    headers: { 'x-revalidate-secret': secret },
    data: body,
    timeout: 30_000,
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { pages: string[]; failed: string[] };
}

test.describe('ISR: last good pages and fresh restarts', () => {
  test('through a CMS outage every CMS page keeps its last good version, and is fresh again after it', async ({
    request,
    env,
    page,
  }) => {
    test.setTimeout(120_000);
    // Every page fresh first: a page past its time-based revalidation (the finder's, 60 s) would otherwise be served
    // stale once and regenerate in the background, and its 'last good version' would change before the outage.
    const fresh = await revalidate(request, env.revalidateSecret, { all: true });
    expect(fresh.failed).toEqual([]);
    const before = new Map<string, string>();
    for (const route of CMS_PAGES) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      before.set(route, await response.text());
    }
    const branchName = (await page.goto('/about/branches'), await page.locator('main h3').first().innerText());

    const thaw = freezeCms(Number(env.cmsPid));
    try {
      // Every page is asked to regenerate while the CMS cannot answer: each regeneration fails.
      const outcome = await revalidate(request, env.revalidateSecret, { all: true });
      expect(outcome.failed.sort()).toEqual([...CMS_PAGES].sort());
      expect(outcome.pages).toEqual([]);

      for (const route of CMS_PAGES) {
        const response = await request.get(route);
        expect(response.status(), route).toBe(200);
        expect(await response.text(), `${route} is its last good version`).toBe(before.get(route));
      }
      await page.goto('/about/branches');
      await expect(page.locator('main')).toContainText(branchName);
    } finally {
      thaw();
    }
    const outcome = await revalidate(request, env.revalidateSecret, { all: true });
    expect(outcome.failed).toEqual([]);
    expect(outcome.pages.sort()).toEqual([...CMS_PAGES].sort());
  });

  test('a restarted site agrees with the CMS about a change it cached in between', async ({
    cmsApi,
    env,
    playwright,
    browser,
  }) => {
    test.setTimeout(180_000);
    // A site instance of this test's own, so restarting it disturbs no other test.
    const site = await startSiteInstance(env);
    const http = await playwright.request.newContext({ baseURL: site.url });
    const atms = await cmsApi.get<Atm[]>('/api/atm-status');
    const atm = atms[0];
    const other = atm.status === 'in-service' ? 'out-of-service' : 'in-service';
    try {
      const login = await http.post('/api/atmadmin/login', { data: { username: env.atmUser, password: env.atmPassword } });
      const { token } = (await login.json()) as { token: string };
      const setStatus = async (status: Atm['status']) => {
        const response = await http.put(`/api/atm-status/${atm.id}`, {
          headers: { authorization: `Bearer ${token}` },
          data: { status },
        });
        expect(response.status()).toBe(200);
      };
      const statusThroughSite = async () =>
        ((await (await http.get('/api/atm-status')).json()) as Atm[]).find((a) => a.id === atm.id)?.status;

      // Flip through the site, read it there (the site caches the in-between answer), flip back, and restart
      // before anything reads it again.
      await setStatus(other);
      expect(await statusThroughSite()).toBe(other);
      await setStatus(atm.status);
      await site.restart();

      // The CMS has the original status; so do the restarted site's /api read and its ATM page.
      expect((await cmsApi.get<Atm[]>('/api/atm-status')).find((a) => a.id === atm.id)?.status).toBe(atm.status);
      expect(await statusThroughSite()).toBe(atm.status);
      const page = await browser.newPage();
      await page.goto(`${site.url}/services/e-banking/atm`);
      const card = page.getByRole('listitem').filter({ hasText: atm.location });
      await expect(card).toContainText(atm.status === 'in-service' ? 'In Service' : 'Out of Service');
      await page.close();
    } finally {
      await cmsApi.send('PUT', `/api/atm-status/${atm.id}`, { status: atm.status }, 'atmadmin');
      await http.dispose();
      await site.stop();
    }
  });
});
