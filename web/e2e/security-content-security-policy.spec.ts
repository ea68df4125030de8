/**
 * The CSP's script-src never relies on 'unsafe-inline'. Public pages allow exactly their
 * three inline scripts by hash; the staff screens get a fresh nonce per request. Pages load without a single CSP
 * violation, and markup injected into a page (an inline event handler) does not run.
 */
import type { Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';

function scriptSrc(policy: string): string {
  return (
    policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('script-src')) ?? ''
  );
}

function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function injectedScriptRuns(page: Page): Promise<boolean> {
  // What an HTML injection plants (as in the staff dialogs, security-dialog-markup.spec.ts): inline handlers and
  // parser-inserted scripts.
  return page.evaluate(async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="data:," onerror="window.__injected = true"><img src="x" onerror="window.__injected = true">';
    document.body.append(holder);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
}

test.describe('Content-Security-Policy', () => {
  test('public pages: three inline scripts allowed by hash, nothing else inline; no violations; injected script blocked', async ({
    page,
  }) => {
    const violations = collectViolations(page);
    const response = await page.goto('/services/exchange-rates');
    const policy = scriptSrc(response?.headers()['content-security-policy'] ?? '');
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy.match(/'sha256-[A-Za-z0-9+/=]+'/g)).toHaveLength(3);
    await visit(page, '/services/exchange-rates');
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'hydrated');
    expect(violations, 'the page itself breaks no rule').toEqual([]);
    expect(await injectedScriptRuns(page)).toBe(false);
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.every((text) => /inline event handler/.test(text))).toBe(true);
  });

  test('staff screens: a fresh nonce per request, no unsafe-inline; the login screen works without violations', async ({
    page,
    request,
    loginAsAdmin,
  }) => {
    const first = scriptSrc((await request.get('/tbl/admin')).headers()['content-security-policy'] ?? '');
    const second = scriptSrc((await request.get('/tbl/admin')).headers()['content-security-policy'] ?? '');
    expect(first).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(first).toContain("'strict-dynamic'");
    expect(first).not.toContain("'unsafe-inline'");
    expect(first).not.toBe(second);

    const violations = collectViolations(page);
    await loginAsAdmin();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    expect(violations, 'the screens themselves break no rule').toEqual([]);
    expect(await injectedScriptRuns(page)).toBe(false);
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.every((text) => /inline event handler/.test(text))).toBe(true);
  });
});
