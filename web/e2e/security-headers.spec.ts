/**
 * The security headers on every public page, on the error pages, on /api answers through the site
 * (success and error) and on the staff screens: a Content-Security-Policy without 'unsafe-eval' that forbids
 * framing, X-Content-Type-Options: nosniff, a Referrer-Policy, X-Frame-Options, and no X-Powered-By. The staff
 * screens also isolate their window from cross-origin openers (Cross-Origin-Opener-Policy).
 * Read-only.
 */
import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';
import { publicRoutes } from './support/routes';

function expectSecurityHeaders(response: APIResponse, what: string): void {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, `${what}: Content-Security-Policy`).not.toBe('');
  expect(csp, `${what}: no 'unsafe-eval'`).not.toContain("'unsafe-eval'");
  expect(csp, `${what}: frame-ancestors`).toMatch(/frame-ancestors 'none'/);
  expect(headers['x-content-type-options'], `${what}: X-Content-Type-Options`).toBe('nosniff');
  expect(headers['x-frame-options'], `${what}: X-Frame-Options`).toBe('DENY');
  expect(headers['referrer-policy'], `${what}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  expect(headers['x-powered-by'], `${what}: X-Powered-By`).toBeUndefined();
}

test.describe('security headers', () => {
  test('every public page', async ({ request }) => {
    for (const route of publicRoutes) {
      const response = await request.get(route.path, { maxRedirects: 0 });
      expect(response.status(), route.path).toBe(200);
      expectSecurityHeaders(response, route.path);
    }
  });

  test('the 404 page, sitemap.xml and robots.txt', async ({ request }) => {
    const missing = await request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing, '404 page');
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectSecurityHeaders(response, path);
    }
  });

  test('/api answers through the site, successful and failed', async ({ request }) => {
    const rates = await request.get('/api/get_exchange_rates');
    expect(rates.status()).toBe(200);
    expectSecurityHeaders(rates, 'GET /api/get_exchange_rates');

    const news = await request.get('/api/news');
    expect(news.status()).toBe(200);
    expectSecurityHeaders(news, 'GET /api/news');

    // Strapi's own admin API is not reachable through the site; the refusal carries the headers too.
    const refused = await request.get('/api/admin/users');
    expect(refused.status()).toBeGreaterThanOrEqual(400);
    expectSecurityHeaders(refused, 'GET /api/admin/users');

    const unauthorised = await request.post('/api/revalidate', { data: {} });
    expect(unauthorised.status()).toBeGreaterThanOrEqual(400);
    expectSecurityHeaders(unauthorised, 'POST /api/revalidate without the secret');
  });

  test('the staff screens, which also cut off cross-origin openers', async ({ request }) => {
    for (const path of ['/tbl/admin', '/atm/admin']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectSecurityHeaders(response, path);
      expect(response.headers()['cross-origin-opener-policy'], `${path}: Cross-Origin-Opener-Policy`).toBe('same-origin');
    }
  });
});
