import fs from 'node:fs';
import { test, visit } from './fixtures';

const routes = ['/', '/about', '/services', '/careers', '/fraud', '/fraud/types', '/news', '/contact', '/about/branches', '/about/complieance', '/about/social', '/about/subsidiaries', '/about/subsidiaries/bayba', '/about/subsidiaries/homefinance', '/about/agm', '/about/awards', '/services/accounts', '/services/retail-accounts/current-accounts', '/services/retail-accounts/savings-accounts', '/services/retail-accounts/student-current-accounts', '/services/retail-accounts/student-savings-accounts', '/services/retail-accounts/time-fixed-deposit', '/services/corporate-accounts/corporate-current', '/services/corporate-accounts/foreign-currency', '/services/e-banking/atm', '/services/e-banking/mobile-banking', '/services/e-banking/rtgs', '/services/e-banking/acp-ach', '/services/trust-alerts', '/services/exchange-rates', '/services/other-services', '/services/loans', '/services/international-banking', '/services/correspondent-banking', '/fraud/tips', '/fraud/security-for-ebanking', '/reports', '/forms', '/tbl/admin', '/atm/admin', '/tbl/bulk-sms-email'];

test('explore', async ({ page }) => {
  test.setTimeout(600_000);
  for (const route of routes) {
    const response = await page.goto(route);
    await visit(page, route);
    await page.waitForTimeout(500);
    const text = await page.locator('main').innerText();
    const name = route === '/' ? 'home' : route.slice(1).replace(/\//g, '_');
    fs.writeFileSync(`/tmp/explore/${name}.txt`, `${response?.status()}\n${text}`);
    fs.writeFileSync(`/tmp/explore/${name}.html`, await page.content());
  }
});
