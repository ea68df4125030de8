/**
 * The site in French (docs/adr/0009-languages.md): the frame in French at /fr/…, the page's own text in English under
 * a notice until it is translated, links that keep the visitor in French, the switcher to the same page, hreflang,
 * the sitemap, and one address per page and locale.
 */
import { formatMoney } from '../lib/shared/currency-converter';
import { expect, expectNoSeriousA11yViolations, test, visit } from './fixtures';
import { round2, todaysRates } from './support/rates';

/** The pages whose own text is written in French, each with its French heading. */
const TRANSLATED = [
  ['/fraud', 'Prévention de la fraude'],
  ['/fraud/tips', 'Conseils contre la fraude'],
  ['/fraud/security-for-ebanking', 'Sécurité de la banque électronique'],
  ['/services/exchange-rates', 'Taux de change'],
  ['/about/complieance', 'Politique de conformité'],
  ['/about/social', 'Responsabilité sociale de l’entreprise'],
  ['/services/trust-alerts', 'Trust Alerts'],
  ['/services/e-banking/mobile-banking', 'Banque mobile'],
  ['/services/e-banking/rtgs', 'RTGS'],
  ['/services/e-banking/acp-ach', 'ACP / ACH'],
  ['/services/international-banking', 'Banque internationale'],
  ['/services/correspondent-banking', 'Banques correspondantes'],
  ['/services/retail-accounts/savings-accounts', 'Comptes d’épargne'],
  ['/services/retail-accounts/current-accounts', 'Comptes courants'],
  ['/services/retail-accounts/student-current-accounts', 'Comptes courants étudiants'],
  ['/services/retail-accounts/student-savings-accounts', 'Comptes d’épargne étudiants'],
  ['/services/corporate-accounts/corporate-current', 'Comptes courants entreprises'],
  ['/services/corporate-accounts/foreign-currency', 'Comptes en devises'],
  ['/services/other-services', 'Autres services'],
  ['/about/subsidiaries/bayba', 'Bayba Financial Services'],
  ['/about/subsidiaries/homefinance', 'The Home Finance Company'],
] as const;

test.describe('the site in French', () => {
  test('a French page speaks French in its frame, says its own text is English, and keeps the visitor in French', async ({
    page,
  }) => {
    await visit(page, '/fr/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(/Who We Are/);

    // The frame: the menu, the footer and the skip link in French; the current page marked in the menu.
    const menu = page.getByRole('navigation', { name: 'Principal', exact: true });
    await expect(menu.getByRole('button', { name: 'À propos' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Qui sommes-nous', includeHidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Liens rapides' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Aller au contenu principal' })).toHaveAttribute('href', '#main');
    await expect(page.getByRole('button', { name: 'Online Banking' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Banque en ligne/ })).toBeVisible();

    // The page's own text is not translated yet: English, marked so, under a notice in French.
    await expect(page.getByText('Cette page n’est pas encore traduite\u00a0; elle est affichée en anglais.')).toBeVisible();
    await expect(page.locator('main [lang="en"]').getByRole('heading', { level: 1 })).toBeVisible();

    // Every link to another page of the site stays in French; files and other sites are not prefixed.
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const unprefixed = hrefs.filter((href) => !/^\/fr(\/|$|[?#])/.test(href) && !/^\/(uploads|api|images|icons)\//.test(href));
    expect(
      unprefixed.filter((href) => href !== '/about'),
      'only the switcher’s English link leaves French',
    ).toEqual([]);
    await expect(page.getByRole('search').first()).toHaveAttribute('action', '/fr/search');

    // A menu link leads to the French page.
    await menu.getByRole('button', { name: 'Services' }).hover();
    await menu.getByRole('link', { name: 'Taux de change' }).click();
    await expect(page).toHaveURL(/\/fr\/services\/exchange-rates$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectNoSeriousA11yViolations(page);
  });

  test('a page written in French is shown in French, whole: no notice, no English part, its own title and headings', async ({
    page,
  }) => {
    await visit(page, '/fr/fraud/tips');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle('Conseils contre la fraude | Trust Bank');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conseils contre la fraude');
    await expect(page.getByRole('heading', { name: 'Au distributeur' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Signaler une fraude' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Trouver une agence' })).toHaveAttribute('href', '/fr/about/branches');
    await expect(page.locator('[data-untranslated]')).toHaveCount(0);
    await expect(page.locator('main [lang]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // /fraud and /fraud/types are one page in French too; the English page is as it was.
    await visit(page, '/fr/fraud/types');
    await expect(page.getByRole('heading', { name: 'Hameçonnage (phishing)' })).toBeVisible();
    await expect(page.locator('#hameconnage-phishing')).toBeVisible();
    await visit(page, '/fraud/tips');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fraud Protection Tips');
    await expect(page.getByRole('heading', { name: 'Report Fraud' })).toBeVisible();
  });

  test('every page written in French is whole in French: its heading, no notice, its text not marked English', async ({
    page,
  }) => {
    for (const [path, heading] of TRANSLATED) {
      // Loaded as a phone loads it (a desktop page shrunk to 320 px can measure wider for a moment), then widened.
      await page.setViewportSize({ width: 320, height: 800 });
      // A page built while the CMS was away says its terms are not read yet, and is regenerated on this first visit.
      await expect(async () => {
        await visit(page, `/fr${path}`);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading, { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await expect(page.locator('[data-untranslated]'), path).toHaveCount(0);
      await expect(page.locator('main > [lang]'), path).toHaveCount(0);
      // French is longer than English: the frame and the page still fit a phone and the desktop menu's width.
      for (const width of [320, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
      // Only a CMS value kept in English (a clearing channel, an ATM's menu option) is marked so, a few words each.
      const english = await page.locator('main [lang="en"]').allTextContents();
      expect(
        english.filter((text) => text.split(/\s+/).length > 4),
        path,
      ).toEqual([]);
    }
  });

  test('the exchange rates in French: French words, French figures, a converter that reads a French amount', async ({
    page,
    cmsApi,
  }) => {
    const { usd, eur } = await todaysRates(cmsApi);
    await visit(page, '/fr/services/exchange-rates');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { name: 'Les taux du jour' })).toBeVisible();
    await expect(main.getByRole('columnheader', { name: 'Devise' })).toBeVisible();
    const usdRow = main.getByRole('row', { name: /USD/ }).first();
    await expect(usdRow).toContainText(usd.buy.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 4 }));
    await expect(main.getByText(/^Taux au \d{1,2} [a-zé]+\.? \d{4}/)).toBeVisible();
    await expect(
      main.getByRole('navigation', { name: 'Services' }).getByRole('link', { name: 'Taux de change' }),
    ).toHaveAttribute('aria-current', 'page');

    const converter = main.getByRole('form', { name: 'Convertisseur de devises' });
    const result = converter.locator('output');
    await expect(result).toHaveText(`100,00 USD = ${formatMoney(round2(100 * usd.buy), 'fr')} GMD`);
    await converter.getByLabel('Montant').fill('5 000,50');
    await converter.getByLabel('De', { exact: true }).selectOption('GMD');
    await converter.getByLabel('Vers').selectOption('EUR');
    await expect(result).toHaveText(`5\u202f000,50 GMD = ${formatMoney(round2(5000.5 / eur.sell), 'fr')} EUR`);
    await converter.getByLabel('Montant').fill('12,345');
    await expect(result).toHaveText('Saisissez un montant supérieur à 0.');

    // The rates over time, summarised in French with the bank's own sign after the figure.
    await expect(main.getByRole('heading', { name: 'Les taux dans le temps' })).toBeVisible();
    await expect(main.getByTestId('rate-summary').first()).toContainText(/nous vendons à [\d\u202f]+,\d{2,4}\u00a0D/);
    await expectNoSeriousA11yViolations(page);
  });

  test('the switcher in the header and in the phone’s menu leads to the same page in the other language', async ({ page }) => {
    await visit(page, '/about/branches');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const switcher = page.getByRole('navigation', { name: 'Language' });
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await switcher.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/about\/branches$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'Français' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // On a phone, in the menu too; no cookie is set for the choice (the URL carries it).
    await page.setViewportSize({ width: 375, height: 740 });
    await visit(page, '/fr/contact');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const mobile = page.getByRole('navigation', { name: 'Principal (mobile)' });
    await mobile.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Cette page n’est pas encore traduite', { exact: false })).toHaveCount(0);
    expect(await page.context().cookies()).toEqual([]);
  });

  test('each page names its address in each language, and the sitemap lists both', async ({ page, request, env }) => {
    await visit(page, '/fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href') ?? '').pathname}`),
      );
    expect(alternates).toEqual(['en /', 'fr /fr', 'x-default /']);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr$/);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_GM');

    const sitemap = await (await request.get(`${env.baseUrl}/sitemap.xml`)).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
    expect(urls).toContain('/about/branches');
    expect(urls).toContain('/fr/about/branches');
    const french = (url: string) => /^\/fr(\/|$)/.test(url);
    expect(urls.filter(french).length).toBe(urls.filter((url) => !french(url)).length);
    expect(sitemap).toContain('hreflang="fr"');
  });

  test('one address per page and locale: another spelling is sent to it, a language the site does not offer is not a page', async ({
    request,
    env,
  }) => {
    for (const [asked, answered] of [
      ['/FR/about', '/fr/about'],
      ['/Fr', '/fr'],
      ['/en/about?x=1', '/about?x=1'],
    ]) {
      const response = await request.get(`${env.baseUrl}${asked}`, { maxRedirects: 0 });
      expect({ asked, status: response.status(), location: response.headers()['location'] }).toEqual({
        asked,
        status: 308,
        location: answered,
      });
    }
    // Wolof, Mandinka and Pulaar are offered once the bank's translators have written their frame.
    for (const path of ['/wo/about', '/mnk', '/ff/contact', '/de/about']) {
      expect({ path, status: (await request.get(`${env.baseUrl}${path}`, { maxRedirects: 0 })).status() }).toEqual({
        path,
        status: 404,
      });
    }
    // The French home page and pages carry the security headers as the English ones do.
    for (const path of ['/', '/fr', '/fr/about']) {
      const headers = (await request.get(`${env.baseUrl}${path}`, { maxRedirects: 0 })).headers();
      expect({ path, csp: Boolean(headers['content-security-policy']), nosniff: headers['x-content-type-options'] }).toEqual({
        path,
        csp: true,
        nosniff: 'nosniff',
      });
    }
    // The App Router's routes are not localised.
    expect((await request.get(`${env.baseUrl}/fr/api/news`, { maxRedirects: 0 })).status()).toBe(404);
  });
});
