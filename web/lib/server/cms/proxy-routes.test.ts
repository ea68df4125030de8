import { isSafeFileName } from '../safe-file-name';
import { routes as contractRoutes, type RouteName } from '@bank/shared';
import { editorialPath } from './editorial';
import { cmsTags } from '@/lib/server/revalidation/tags';
import { loggedPath } from '@bank/shared/logged-path';
import { forwardedRequestHeaders, matchProxyRoute, proxyTimeouts, serverOnlyCalls } from './proxy-routes';

describe('the allow-list and the contract’s route table', () => {
  /** A contract path's segments after /api, its parameter filled in with a valid value. */
  const segmentsOf = (path: string) =>
    path
      .replace(/^\/api\//, '')
      .replace(/\{\w+\}/, 'k3x9q2m7v1b8n4c6z0p5r2t8')
      .split('/');
  const names = Object.keys(contractRoutes) as RouteName[];
  /** The query of the calls that take one. */
  const queries: Partial<Record<RouteName, string>> = { 'GET /api/exchange-rates/history': 'currency=USD&days=30' };

  it.each(names.filter((name) => !(serverOnlyCalls as readonly RouteName[]).includes(name)))(
    '%s is forwarded with the contract’s method and path',
    (name) => {
      const { method, path } = contractRoutes[name];
      const query = queries[name];
      expect(matchProxyRoute(method, segmentsOf(path), new URLSearchParams(query))).toMatchObject({
        kind: 'route',
        cmsPath: path.replace(/\{\w+\}/, 'k3x9q2m7v1b8n4c6z0p5r2t8') + (query ? `?${query}` : ''),
      });
    },
  );

  it.each(serverOnlyCalls)('%s is read by the site’s server only, never forwarded', (name) => {
    const { method, path } = contractRoutes[name];
    expect(matchProxyRoute(method, segmentsOf(path))).toEqual({ kind: 'not-found' });
  });
});

describe('matchProxyRoute', () => {
  it('passes on a rate history’s currency and days only, in one order, cached with the rates; refuses others with 400', () => {
    const history = (query: string) => matchProxyRoute('GET', ['exchange-rates', 'history'], new URLSearchParams(query));
    expect(history('days=90&currency=EUR')).toEqual({
      kind: 'route',
      cmsPath: '/api/exchange-rates/history?currency=EUR&days=90',
      cacheTag: cmsTags.exchangeRates,
      timeoutMs: proxyTimeouts.read,
    });
    expect(history('currency=USD&days=7')).toEqual({ kind: 'bad-query', message: 'days must be 30 or 90' });
    expect(history('currency=USD&days=30&days=30')).toEqual({ kind: 'bad-query', message: 'days must be 30 or 90' });
    expect(history('currency=USD')).toEqual({ kind: 'bad-query', message: 'days must be 30 or 90' });
    for (const currency of ['usd', 'US', 'USD%26x=1', '<b>', '']) {
      expect(history(`currency=${currency}&days=30`)).toEqual({
        kind: 'bad-query',
        message: 'currency must be a currency code in capitals, such as USD',
      });
    }
    expect(history('currency=USD&days=30&populate=*')).toEqual({
      kind: 'bad-query',
      message: 'Unknown query parameter: populate',
    });
    // Other calls take no query: it is dropped, never passed on.
    expect(matchProxyRoute('GET', ['get_exchange_rates'], new URLSearchParams('x=1'))).toMatchObject({
      cmsPath: '/api/get_exchange_rates',
    });
  });

  it('matches a public read with its cache tag', () => {
    expect(matchProxyRoute('GET', ['get_exchange_rates'])).toEqual({
      kind: 'route',
      cmsPath: '/api/get_exchange_rates',
      cacheTag: cmsTags.exchangeRates,
      timeoutMs: proxyTimeouts.read,
    });
  });

  it('treats HEAD as GET', () => {
    expect(matchProxyRoute('HEAD', ['news'])).toMatchObject({ kind: 'route', cacheTag: cmsTags.news });
  });

  it('matches changes uncached (the CMS’s document-service hook revalidates them, not the proxy)', () => {
    expect(matchProxyRoute('PUT', ['atm-status', 'abc123'])).toMatchObject({
      kind: 'route',
      cmsPath: '/api/atm-status/abc123',
      cacheTag: null,
    });
    expect(matchProxyRoute('DELETE', ['news', 'x9y8'])).toMatchObject({ kind: 'route', cacheTag: null });
    expect(matchProxyRoute('POST', ['upload', 'reports'])).toMatchObject({ kind: 'route', cacheTag: null });
    expect(matchProxyRoute('POST', ['admin', 'gallery'])).toMatchObject({ kind: 'route', cacheTag: null });
  });

  it('distinguishes GET and POST on the same path', () => {
    expect(matchProxyRoute('GET', ['admin', 'gallery'])).toMatchObject({ cacheTag: cmsTags.gallery });
  });

  it('answers wrong-method with the allowed methods', () => {
    expect(matchProxyRoute('DELETE', ['get_exchange_rates'])).toEqual({ kind: 'wrong-method', allow: ['GET'] });
    expect(matchProxyRoute('PATCH', ['admin', 'gallery'])).toEqual({ kind: 'wrong-method', allow: ['GET', 'POST'] });
  });

  it('refuses paths outside the contract', () => {
    expect(matchProxyRoute('GET', ['users'])).toEqual({ kind: 'not-found' });
    expect(matchProxyRoute('GET', ['news', 'abc'])).toEqual({ kind: 'wrong-method', allow: ['DELETE'] });
    expect(matchProxyRoute('GET', ['news-items'])).toEqual({ kind: 'not-found' });
    expect(matchProxyRoute('GET', ['upload', 'files'])).toEqual({ kind: 'not-found' });
    expect(matchProxyRoute('GET', [])).toEqual({ kind: 'not-found' });
    expect(matchProxyRoute('PUT', ['atm-status', 'a/b'])).toEqual({ kind: 'not-found' });
    expect(matchProxyRoute('PUT', ['atm-status', '1', 'extra'])).toEqual({ kind: 'not-found' });
  });

  it('forwards an SMS delivery report uncached, and keeps its token out of the logs', () => {
    const token = 'Xy_9-aB3cD4eF5gH6iJ7kL8mN9oP0qR1';
    expect(matchProxyRoute('POST', ['sms', 'delivery-reports', token])).toEqual({
      kind: 'route',
      cmsPath: `/api/sms/delivery-reports/${token}`,
      cacheTag: null,
      timeoutMs: proxyTimeouts.json,
    });
    expect(matchProxyRoute('POST', ['sms', 'delivery-reports', 'a.b'])).toEqual({ kind: 'not-found' });
    expect(matchProxyRoute('POST', ['sms', 'delivery-reports'])).toEqual({ kind: 'not-found' });
    expect(matchProxyRoute('GET', ['sms', 'delivery-reports', token])).toEqual({ kind: 'wrong-method', allow: ['POST'] });
    expect(loggedPath(`/api/sms/delivery-reports/${token}`)).toBe('/api/sms/delivery-reports/[token]');
    expect(loggedPath('/api/news/abc')).toBe('/api/news/abc');
  });

  it('encodes download file names and refuses traversal', () => {
    expect(matchProxyRoute('GET', ['download', 'form', 'annual report 2024.pdf'])).toMatchObject({
      kind: 'route',
      cmsPath: '/api/download/form/annual%20report%202024.pdf',
    });
    expect(matchProxyRoute('GET', ['download', 'reports', '..'])).toEqual({ kind: 'not-found' });
    expect(matchProxyRoute('GET', ['download', 'reports', '../../etc/passwd'])).toEqual({ kind: 'not-found' });
    expect(matchProxyRoute('GET', ['download', 'reports', 'a\\b.pdf'])).toEqual({ kind: 'not-found' });
  });

  it('gives uploads and bulk sends longer timeouts', () => {
    expect(matchProxyRoute('POST', ['send_bulk_sms'])).toMatchObject({ timeoutMs: proxyTimeouts.bulkSend });
    expect(matchProxyRoute('POST', ['send_bulk_email'])).toMatchObject({ timeoutMs: proxyTimeouts.bulkSend });
    expect(matchProxyRoute('POST', ['upload-pdf'])).toMatchObject({ timeoutMs: proxyTimeouts.upload });
  });

  it('waits at most 30 s for a bulk send: the CMS stores the job and answers, the sending runs in the background', () => {
    expect(proxyTimeouts.bulkSend).toBeLessThanOrEqual(30_000);
    expect(proxyTimeouts.bulkSend).toBeGreaterThanOrEqual(proxyTimeouts.json);
  });

  it('passes a bulk job’s progress through uncached, as a quick JSON call', () => {
    expect(matchProxyRoute('GET', ['bulk-jobs', 'k3x9q2m7v1b8n4c6z0p5r2t8'])).toEqual({
      kind: 'route',
      cmsPath: '/api/bulk-jobs/k3x9q2m7v1b8n4c6z0p5r2t8',
      cacheTag: null,
      timeoutMs: proxyTimeouts.json,
    });
    expect(matchProxyRoute('POST', ['bulk-jobs', 'abc'])).toEqual({ kind: 'wrong-method', allow: ['GET'] });
    expect(matchProxyRoute('GET', ['bulk-jobs', '../users'])).toEqual({ kind: 'not-found' });
    expect(matchProxyRoute('GET', ['bulk-jobs', 'abc', 'recipients'])).toEqual({ kind: 'not-found' });
  });

  it('passes the history of sends through uncached, with its page and page size and no other query', () => {
    const search = new URLSearchParams('page=2&pageSize=5&populate=*&status=draft&page=9');
    expect(matchProxyRoute('GET', ['bulk-jobs'], search)).toEqual({
      kind: 'route',
      cmsPath: '/api/bulk-jobs?page=2&pageSize=5',
      cacheTag: null,
      timeoutMs: proxyTimeouts.json,
    });
    expect(matchProxyRoute('GET', ['bulk-jobs'])).toMatchObject({ cmsPath: '/api/bulk-jobs', cacheTag: null });
    expect(matchProxyRoute('POST', ['bulk-jobs'])).toEqual({ kind: 'wrong-method', allow: ['GET'] });
  });

  it('passes a send’s results (CSV) through uncached, without any query', () => {
    expect(matchProxyRoute('GET', ['bulk-jobs', 'k3x9q2m7v1b8n4c6z0p5r2t8', 'results'], new URLSearchParams('page=2'))).toEqual({
      kind: 'route',
      cmsPath: '/api/bulk-jobs/k3x9q2m7v1b8n4c6z0p5r2t8/results',
      cacheTag: null,
      timeoutMs: proxyTimeouts.upload,
    });
    expect(matchProxyRoute('GET', ['bulk-jobs', '..', 'results'])).toEqual({ kind: 'not-found' });
  });
});

describe('editorial lists (Strapi REST)', () => {
  it.each([
    ['banner-slides', 'bannerSlides', cmsTags.bannerSlides],
    ['branches', 'branches', cmsTags.branches],
    ['people', 'people', cmsTags.people],
    ['correspondent-banks', 'correspondentBanks', cmsTags.correspondentBanks],
    ['job-openings', 'jobOpenings', cmsTags.jobOpenings],
    ['subsidiaries', 'subsidiaries', cmsTags.subsidiaries],
    ['awards', 'awards', cmsTags.awards],
    ['partners', 'partners', cmsTags.partners],
  ] as const)('GET /api/%s asks the CMS with the site’s own query, anonymously, cached under its tag', (path, type, tag) => {
    expect(matchProxyRoute('GET', [path])).toEqual({
      kind: 'route',
      cmsPath: editorialPath(type),
      cacheTag: tag,
      timeoutMs: proxyTimeouts.read,
    });
  });

  it('the banner slides’ CMS query is the populate/sort/pagination one', () => {
    expect(matchProxyRoute('GET', ['banner-slides'])).toMatchObject({
      cmsPath: '/api/banner-slides?populate[0]=image&sort[0]=sort_order%3Aasc&sort[1]=id%3Aasc&pagination[pageSize]=100',
    });
  });

  it('forwards no write and no single entry: reads of the lists only', () => {
    expect(matchProxyRoute('POST', ['branches'])).toEqual({ kind: 'wrong-method', allow: ['GET'] });
    expect(matchProxyRoute('PUT', ['partners'])).toEqual({ kind: 'wrong-method', allow: ['GET'] });
    expect(matchProxyRoute('DELETE', ['awards'])).toEqual({ kind: 'wrong-method', allow: ['GET'] });
    expect(matchProxyRoute('GET', ['branches', 'k3x9q2m7v1b8n4c6z0p5r2t8'])).toEqual({ kind: 'not-found' });
    expect(matchProxyRoute('DELETE', ['branches', 'k3x9q2m7v1b8n4c6z0p5r2t8'])).toEqual({ kind: 'not-found' });
  });

  it('the spec’s reads stay as they are: their own path, no query', () => {
    expect(matchProxyRoute('GET', ['news'])).toMatchObject({ kind: 'route', cmsPath: '/api/news' });
  });
});

describe('a public read’s locale', () => {
  const REFUSED = { kind: 'bad-query', message: 'locale must be one of en, fr, wo, mnk, ff, given once' };
  const read = (segments: string[], query: string) => matchProxyRoute('GET', segments, new URLSearchParams(query));

  it.each(['en', 'fr', 'wo', 'mnk', 'ff'])(
    'passes locale=%s on after the call’s own query, so each is cached apart',
    (locale) => {
      expect(read(['news'], `locale=${locale}`)).toMatchObject({ kind: 'route', cmsPath: `/api/news?locale=${locale}` });
      expect(read(['exchange-rates', 'history'], `locale=${locale}&currency=USD&days=30`)).toMatchObject({
        cmsPath: `/api/exchange-rates/history?currency=USD&days=30&locale=${locale}`,
      });
      expect(read(['branches'], `locale=${locale}`)).toMatchObject({
        cmsPath: `${editorialPath('branches')}&locale=${locale}`,
        cacheTag: cmsTags.branches,
      });
    },
  );

  it.each([
    'locale=xx',
    'locale=FR',
    'locale=fr-FR',
    'locale=%20fr',
    'locale=',
    'locale',
    'locale=fr&locale=en',
    'locale=fr&locale=fr',
    'locale[]=fr',
    'locale[0]=fr',
    'locale=fr&locale[]=fr',
    'Locale=fr',
    'LOCALE=fr',
  ])('refuses %s on every public read, with what is allowed', (query) => {
    expect(read(['news'], query)).toEqual(REFUSED);
    expect(read(['atm-status'], query)).toEqual(REFUSED);
    expect(read(['banner-slides'], query)).toEqual(REFUSED);
    expect(read(['exchange-rates', 'history'], `currency=USD&days=30&${query}`)).toEqual(REFUSED);
  });

  it('is not passed on to a staff call', () => {
    expect(matchProxyRoute('GET', ['bulk-jobs'], new URLSearchParams('locale=fr&page=2'))).toMatchObject({
      kind: 'route',
      cmsPath: '/api/bulk-jobs?page=2',
      cacheTag: null,
    });
    expect(matchProxyRoute('POST', ['admin', 'login'], new URLSearchParams('locale=xx'))).toMatchObject({
      kind: 'route',
      cmsPath: '/api/admin/login',
    });
  });
});

describe('forwardedRequestHeaders', () => {
  it('forwards the Idempotency-Key of a bulk send, and never cookies', () => {
    expect(forwardedRequestHeaders).toContain('idempotency-key');
    expect(forwardedRequestHeaders).toContain('authorization');
    expect(forwardedRequestHeaders).not.toContain('cookie');
  });
});

describe('isSafeFileName', () => {
  it.each(['report.pdf', 'a b.docx', 'x'])('accepts %s', (name) => expect(isSafeFileName(name)).toBe(true));
  it.each(['', '.', '..', 'a/b', 'a\\b', 'a\u0000b'])('refuses %j', (name) => expect(isSafeFileName(name)).toBe(false));
});
