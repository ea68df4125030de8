/**
 * The allow-list of the /api proxy: exactly the paths of docs/api.md, by method: the contract's calls, taken from
 * @bank/shared's route table, and the editorial lists. Pure code (no Next, no env) so it is unit-tested;
 * app/api/[...path]/route.ts does the forwarding.
 */
import { isLocale, LOCALE_REFUSAL, RATE_HISTORY_DAYS, routes as contractRoutes, type RouteName } from '@bank/shared';
import { editorialQuery, type EditorialType } from './editorial';
import { isSafeFileName } from '../safe-file-name';
import { cmsTags, type CmsTag } from '@/lib/server/revalidation/tags';

export type ProxyMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How long the proxy waits for the CMS, by kind of call. */
export const proxyTimeouts = {
  read: 5_000,
  json: 5_000,
  upload: 60_000,
  /** The CMS stores the job and answers (about a second); the sending runs in its background. */
  bulkSend: 30_000,
} as const;

/** The query a call takes, rebuilt from the allowed parameters only; or why the request's query is refused (400). */
type QueryRule = (search: URLSearchParams) => { query: string } | { refused: string };

/** How the proxy forwards one call. */
interface ProxyRule {
  /** A public read, cached under this tag (fresh again when the tag is revalidated). */
  cacheTag?: CmsTag;
  timeout: keyof typeof proxyTimeouts;
  /** Without one, the request's query is not passed on. */
  query?: QueryRule;
}

/** A call's optional parameters, passed on by name (the first value of each); any other is dropped. */
const namedParams =
  (...names: string[]): QueryRule =>
  (search) => {
    const kept = new URLSearchParams();
    for (const name of names) {
      const value = search.get(name);
      if (value !== null) kept.set(name, value);
    }
    return { query: kept.toString() };
  };

const HISTORY_DAYS = RATE_HISTORY_DAYS.map(String);

/**
 * GET /api/exchange-rates/history: `currency` and `days`, once each, in a fixed order, so the cache holds one answer
 * per currency and window. The CMS checks that the currency is one of its rates; the site only that it is a code.
 */
const rateHistoryQuery: QueryRule = (search) => {
  const unknown = [...new Set(search.keys())].filter((name) => name !== 'currency' && name !== 'days');
  if (unknown.length > 0) return { refused: `Unknown query parameter: ${unknown.join(', ')}` };
  const days = search.getAll('days');
  if (days.length !== 1 || !HISTORY_DAYS.includes(days[0])) return { refused: `days must be ${HISTORY_DAYS.join(' or ')}` };
  const currency = search.getAll('currency');
  if (currency.length !== 1 || !/^[A-Z]{3}$/.test(currency[0])) {
    return { refused: 'currency must be a currency code in capitals, such as USD' };
  }
  return { query: `currency=${currency[0]}&days=${days[0]}` };
};

/** The contract's calls the browser never makes: the site's server reads them itself (../../pages, ./index.ts). */
export const serverOnlyCalls = ['GET /api/deposit-terms', 'GET /api/loan-terms'] as const satisfies readonly RouteName[];

/**
 * The contract's calls (@bank/shared's route table: method and path come from there), each with how the proxy
 * forwards it. Typed by the table's names: a call added to the contract does not compile until it is listed here or
 * in `serverOnlyCalls`.
 */
const contractCalls: Record<Exclude<RouteName, (typeof serverOnlyCalls)[number]>, ProxyRule> = {
  'GET /api/admin/gallery': { cacheTag: cmsTags.gallery, timeout: 'read' },
  'POST /api/admin/gallery': { timeout: 'upload' },
  'GET /api/news': { cacheTag: cmsTags.news, timeout: 'read' },
  'POST /api/admin/news': { timeout: 'upload' },
  'DELETE /api/news/{id}': { timeout: 'json' },
  // Staff correct what was uploaded; never cached.
  'PUT /api/admin/news/{id}': { timeout: 'upload' },
  'DELETE /api/admin/gallery/{id}': { timeout: 'json' },
  'DELETE /api/important-documents/{filename}': { timeout: 'json' },
  'DELETE /api/form/{filename}': { timeout: 'json' },
  'DELETE /api/reports/{filename}': { timeout: 'json' },
  'GET /api/get_exchange_rates': { cacheTag: cmsTags.exchangeRates, timeout: 'read' },
  // A rate's history changes with the rates: the same tag, so a rate change regenerates both.
  'GET /api/exchange-rates/history': { cacheTag: cmsTags.exchangeRates, timeout: 'read', query: rateHistoryQuery },
  'PUT /api/update/exchange-rates/{id}': { timeout: 'json' },
  'GET /api/important-documents': { cacheTag: cmsTags.importantNotices, timeout: 'read' },
  'POST /api/upload-pdf': { timeout: 'upload' },
  'GET /api/atm-status': { cacheTag: cmsTags.atms, timeout: 'read' },
  'PUT /api/atm-status/{id}': { timeout: 'json' },
  'POST /api/admin/login': { timeout: 'json' },
  'POST /api/atmadmin/login': { timeout: 'json' },
  'POST /api/staff/logout': { timeout: 'json' },
  // Forms and reports are one kind of content listed twice (docs/api.md): the same three calls each.
  'POST /api/upload/form': { timeout: 'upload' },
  'GET /api/form': { cacheTag: cmsTags.documents, timeout: 'read' },
  'GET /api/download/form/{filename}': { timeout: 'upload' },
  'POST /api/upload/reports': { timeout: 'upload' },
  'GET /api/reports': { cacheTag: cmsTags.documents, timeout: 'read' },
  'GET /api/download/reports/{filename}': { timeout: 'upload' },
  'POST /api/send_bulk_sms': { timeout: 'bulkSend' },
  'POST /api/send_bulk_email': { timeout: 'bulkSend' },
  // What a send would do: the same sheet read and checked, nothing stored.
  'POST /api/send_bulk_sms/preview': { timeout: 'bulkSend' },
  'POST /api/send_bulk_email/preview': { timeout: 'bulkSend' },
  // A job's progress: staff-only and changing every second, so never cached.
  'GET /api/bulk-jobs/{id}': { timeout: 'json' },
  // The history of sends and a send's results (CSV): staff-only personal data, so never cached either.
  'GET /api/bulk-jobs': { timeout: 'json', query: namedParams('page', 'pageSize') },
  'GET /api/bulk-jobs/{id}/results': { timeout: 'upload' },
  // Africa's Talking's delivery reports reach the CMS through here: the site is the bank's only public entry (the CMS
  // is not public). The token in the path is the provider's credential; the CMS checks it (a wrong one: 404).
  'POST /api/sms/delivery-reports/{token}': { timeout: 'json' },
};

type RouteSpec = ProxyRule & {
  method: ProxyMethod;
  /**
   * Path segments after /api; ':id' matches a Strapi documentId, ':filename' a single safe file name, ':token' a
   * secret of URL-safe characters.
   */
  path: string;
  /**
   * An editorial list served by Strapi's REST API: the CMS is asked with the site's own query (./editorial.ts), never
   * the browser's, and always anonymously (Strapi judges a token by its role's permissions, not the Public role's).
   */
  editorial?: EditorialType;
};

/** The contract's `/api/news/{id}` as the proxy's `news/:id`. */
const proxyPath = (contractPath: string): string => contractPath.replace(/^\/api\//, '').replace(/\{(\w+)\}/g, ':$1');

const routes: readonly RouteSpec[] = [
  ...Object.entries(contractCalls).map(([name, rule]): RouteSpec => {
    const { method, path } = contractRoutes[name as keyof typeof contractCalls];
    return { method, path: proxyPath(path), ...rule };
  }),
  // Editorial content: Strapi's REST API (core routes), read-only; not the contract's (docs/api.md).
  { method: 'GET', path: 'banner-slides', cacheTag: cmsTags.bannerSlides, timeout: 'read', editorial: 'bannerSlides' },
  { method: 'GET', path: 'branches', cacheTag: cmsTags.branches, timeout: 'read', editorial: 'branches' },
  { method: 'GET', path: 'people', cacheTag: cmsTags.people, timeout: 'read', editorial: 'people' },
  {
    method: 'GET',
    path: 'correspondent-banks',
    cacheTag: cmsTags.correspondentBanks,
    timeout: 'read',
    editorial: 'correspondentBanks',
  },
  { method: 'GET', path: 'job-openings', cacheTag: cmsTags.jobOpenings, timeout: 'read', editorial: 'jobOpenings' },
  { method: 'GET', path: 'subsidiaries', cacheTag: cmsTags.subsidiaries, timeout: 'read', editorial: 'subsidiaries' },
  { method: 'GET', path: 'awards', cacheTag: cmsTags.awards, timeout: 'read', editorial: 'awards' },
  { method: 'GET', path: 'partners', cacheTag: cmsTags.partners, timeout: 'read', editorial: 'partners' },
];

const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

function segmentMatches(pattern: string, segment: string): boolean {
  if (pattern === ':id') return DOCUMENT_ID.test(segment);
  if (pattern === ':filename') return isSafeFileName(segment);
  if (pattern === ':token') return TOKEN.test(segment);
  return pattern === segment;
}

function pathMatches(spec: RouteSpec, segments: readonly string[]): boolean {
  const patterns = spec.path.split('/');
  return patterns.length === segments.length && patterns.every((pattern, i) => segmentMatches(pattern, segments[i]));
}

export type ProxyMatch =
  | {
      kind: 'route';
      /** The CMS path to call, segments re-encoded (with the site's query for an editorial list). */
      cmsPath: string;
      /** A public read: always asked of the CMS anonymously and cached, whatever credentials the request carries. */
      cacheTag: CmsTag | null;
      timeoutMs: number;
    }
  | { kind: 'wrong-method'; allow: ProxyMethod[] }
  | { kind: 'bad-query'; message: string }
  | { kind: 'not-found' };

/**
 * Matches a request (method, the decoded path segments after /api, and its query) against the allow-list. A query is
 * passed on only to a call that takes one, rebuilt from its allowed parameters.
 */
export function matchProxyRoute(
  method: string,
  segments: readonly string[],
  search: URLSearchParams = new URLSearchParams(),
): ProxyMatch {
  const candidates = routes.filter((spec) => pathMatches(spec, segments));
  if (candidates.length === 0) return { kind: 'not-found' };
  const lookup = method === 'HEAD' ? 'GET' : method;
  const spec = candidates.find((candidate) => candidate.method === lookup);
  if (!spec) return { kind: 'wrong-method', allow: candidates.map((candidate) => candidate.method) };
  const cmsPath = `/api/${segments.map(encodeURIComponent).join('/')}`;
  const locale = spec.cacheTag ? localeOf(search) : {};
  if ('refused' in locale) return { kind: 'bad-query', message: locale.refused };
  const query = spec.query?.(withoutLocale(search));
  if (query && 'refused' in query) return { kind: 'bad-query', message: query.refused };
  const own = spec.editorial ? editorialQuery(spec.editorial) : (query?.query ?? '');
  const full = [own, locale.query].filter(Boolean).join('&');
  return {
    kind: 'route',
    cmsPath: full ? `${cmsPath}?${full}` : cmsPath,
    cacheTag: spec.cacheTag ?? null,
    timeoutMs: proxyTimeouts[spec.timeout],
  };
}

/** `locale`, `Locale`, `locale[]`, `LOCALE[0]`: every spelling a client might use for the parameter. */
const LOCALE_KEY = /^locale(\[.*)?$/i;

/**
 * A public read may name its language (@bank/shared's locales): passed on to the CMS after the call's own query, so
 * the cache keeps one answer per locale. Any other value or spelling (an unknown code, `FR`, an empty value, a
 * repeated or bracketed parameter, the key in another case) is refused, as the CMS refuses it.
 */
function localeOf(search: URLSearchParams): { query?: string } | { refused: string } {
  const keys = [...new Set(search.keys())].filter((key) => LOCALE_KEY.test(key));
  if (keys.length === 0) return {};
  const values = search.getAll('locale');
  if (keys.length !== 1 || keys[0] !== 'locale' || values.length !== 1 || !isLocale(values[0])) {
    return { refused: LOCALE_REFUSAL };
  }
  return { query: `locale=${values[0]}` };
}

const withoutLocale = (search: URLSearchParams): URLSearchParams =>
  new URLSearchParams([...search].filter(([key]) => !LOCALE_KEY.test(key)));

/** Request headers the CMS needs; everything else (cookies included) stays on the site. */
export const forwardedRequestHeaders = [
  'accept',
  'authorization',
  'content-type',
  // A bulk send's own id: a retried POST is recognised as the same send and not sent twice.
  'idempotency-key',
  'user-agent',
  'x-forwarded-for',
  // The request's id (set by server/index.ts): the CMS logs it and answers with it.
  'x-request-id',
] as const;

/** Response headers passed back to the browser. */
export const passedResponseHeaders = [
  'content-type',
  'content-disposition',
  'content-length',
  'x-content-type-options',
  'retry-after',
] as const;
