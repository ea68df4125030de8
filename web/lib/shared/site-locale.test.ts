import { canonicalLocalePath, localeHref, splitLocale } from './site-locale';

describe('a page’s address in a locale', () => {
  it('is the path itself in English, and under the locale’s code in French', () => {
    expect(localeHref('en', '/about')).toBe('/about');
    expect(localeHref('fr', '/about')).toBe('/fr/about');
    expect(localeHref('fr', '/')).toBe('/fr');
    expect(localeHref('fr', '/search?q=atm')).toBe('/fr/search?q=atm');
    expect(localeHref('fr', '/?x=1')).toBe('/fr?x=1');
    expect(localeHref('fr', '/about/branches#kotu')).toBe('/fr/about/branches#kotu');
  });

  it('leaves what is not a page of the site as it is: other sites, mail, phone, fragments, files, the /api, staff screens', () => {
    for (const href of [
      'https://example.org/x',
      '//example.org/x',
      'mailto:info@example.org',
      'tel:+2204412345',
      '#main',
      '/api/news',
      '/uploads/report.pdf',
      '/images/logo.png',
      '/icons/icon-192.png',
      '/sitemap.xml',
      '/tbl/admin',
      '/atm/login',
    ]) {
      expect(localeHref('fr', href)).toBe(href);
    }
  });

  it('is read back into its locale and path; an unknown or English prefix is a path of its own', () => {
    expect(splitLocale('/fr/about')).toEqual({ locale: 'fr', path: '/about' });
    expect(splitLocale('/fr')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocale('/about')).toEqual({ locale: 'en', path: '/about' });
    expect(splitLocale('/french/x')).toEqual({ locale: 'en', path: '/french/x' });
    expect(splitLocale('/wo/about')).toEqual({ locale: 'en', path: '/wo/about' });
  });
});

describe('one address per page and locale', () => {
  it('sends another spelling of a locale’s code, and English’s code, to the page’s one address', () => {
    expect(canonicalLocalePath('/FR/about')).toBe('/fr/about');
    expect(canonicalLocalePath('/Fr')).toBe('/fr');
    expect(canonicalLocalePath('/fR?q=1')).toBe('/fr?q=1');
    expect(canonicalLocalePath('/en/about?x=1')).toBe('/about?x=1');
    expect(canonicalLocalePath('/EN')).toBe('/');
    expect(canonicalLocalePath('/en?x=1')).toBe('/?x=1');
  });

  it('leaves the one address, and paths that only begin like a code, alone', () => {
    for (const path of [
      '/fr/about',
      '/fr',
      '/fr?q=1',
      '/about',
      '/',
      '/enquiries',
      '/fraud',
      '/FRAUD',
      '/wo/about',
      '/api/news',
    ]) {
      expect(canonicalLocalePath(path)).toBeNull();
    }
  });
});
