/**
 * The editorial types (banner slides, branches, people, correspondent banks, job openings, subsidiaries, awards,
 * partners) are served by Strapi's own REST API (core routes): this module builds the queries the site sends (with
 * `qs`, as Strapi's documentation does) and decodes Strapi's `{data: [...], meta: {pagination}}` answers into the
 * shapes of ./types, which the pages and islands receive unchanged. Pure code (no env, no fetch): the CMS client
 * (./index.ts) and the browser proxy's allow-list (./proxy-routes.ts) both use it.
 */
import qs from 'qs';
import { ONLINE_BANKING_TOKEN } from '@/lib/banner';
import { CmsShapeError, optionalText, text } from './decode';
import type {
  Award,
  BannerButton,
  BannerSlide,
  Branch,
  CorrespondentBank,
  JobOpening,
  Partner,
  Person,
  Subsidiary,
} from './types';
import type { ProductTerms } from '@/content/product-terms';

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Strapi's largest page (cms/config/api.ts `maxLimit`): the lists are short, one page is the usual answer. */
export const EDITORIAL_PAGE_SIZE = 100;

/** Editor order: the editors' `sort_order`, then creation order; types without `sort_order` in creation order. */
const EDITOR_ORDER = ['sort_order:asc', 'id:asc'];
const CREATION_ORDER = ['id:asc'];

/**
 * Each type's REST path (Strapi's plural name), what it asks for (the media it shows, its order), how an entry
 * decodes and what an error calls the list.
 */
export const editorialReads = {
  bannerSlides: {
    path: '/api/banner-slides',
    populate: ['image'],
    sort: EDITOR_ORDER,
    decode: decodeBannerSlideEntry,
    what: 'banner slides',
  },
  branches: { path: '/api/branches', populate: [], sort: EDITOR_ORDER, decode: decodeBranchEntry, what: 'branches' },
  people: { path: '/api/people', populate: ['image'], sort: EDITOR_ORDER, decode: decodePersonEntry, what: 'people' },
  correspondentBanks: {
    path: '/api/correspondent-banks',
    populate: [],
    sort: EDITOR_ORDER,
    decode: decodeCorrespondentBankEntry,
    what: 'correspondent banks',
  },
  jobOpenings: {
    path: '/api/job-openings',
    populate: [],
    sort: CREATION_ORDER,
    decode: decodeJobOpeningEntry,
    what: 'job openings',
  },
  subsidiaries: {
    path: '/api/subsidiaries',
    populate: ['logo'],
    sort: CREATION_ORDER,
    decode: decodeSubsidiaryEntry,
    what: 'subsidiaries',
  },
  awards: { path: '/api/awards', populate: ['image'], sort: EDITOR_ORDER, decode: decodeAwardEntry, what: 'awards' },
  partners: { path: '/api/partners', populate: ['logo'], sort: EDITOR_ORDER, decode: decodePartnerEntry, what: 'partners' },
} as const satisfies Record<
  string,
  {
    path: `/api/${string}`;
    populate: readonly string[];
    sort: readonly string[];
    decode: (fields: Fields) => unknown;
    what: string;
  }
>;

export type EditorialType = keyof typeof editorialReads;

/** What an entry of an editorial type decodes to (a BannerSlide for 'bannerSlides', …). */
export type EditorialItem<K extends EditorialType> = ReturnType<(typeof editorialReads)[K]['decode']>;

/**
 * The query string of a read, e.g. for banner slides
 * `populate[0]=image&sort[0]=sort_order:asc&sort[1]=id:asc&pagination[pageSize]=100` (page 1 is Strapi's default).
 */
export function editorialQuery(type: EditorialType, page = 1): string {
  const { populate, sort } = editorialReads[type];
  return qs.stringify(
    {
      ...(populate.length > 0 ? { populate } : {}),
      sort,
      pagination: page > 1 ? { page, pageSize: EDITORIAL_PAGE_SIZE } : { pageSize: EDITORIAL_PAGE_SIZE },
    },
    { encodeValuesOnly: true },
  );
}

/** The CMS path and query of a read (without the preview's `status=draft`, which the client adds itself). */
export function editorialPath(type: EditorialType, page = 1): string {
  return `${editorialReads[type].path}?${editorialQuery(type, page)}`;
}

/** One page of a Strapi collection answer. */
export type EditorialPage<T> = { items: T[]; page: number; pageCount: number };

function positiveInteger(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * Decodes Strapi's `{data: [...], meta: {pagination: {page, pageCount}}}`, dropping entries that are not objects.
 * Anything else (the old bare array, an error body) is a CmsShapeError: a broken answer never renders as an empty page.
 */
export function decodeCollection<T>(value: unknown, decodeItem: (fields: Fields) => T, what: string): EditorialPage<T> {
  if (!isFields(value) || !Array.isArray(value.data)) throw new CmsShapeError(`Expected Strapi's {data: [...]} of ${what}`);
  const pagination = isFields(value.meta) && isFields(value.meta.pagination) ? value.meta.pagination : {};
  const page = positiveInteger(pagination.page, 1);
  return {
    items: value.data.filter(isFields).map(decodeItem),
    page,
    pageCount: Math.max(page, positiveInteger(pagination.pageCount, 1)),
  };
}

/** At most this many pages are read (10,000 entries): a bound, should a broken answer claim endless pages. */
const MAX_PAGES = 100;

/** Reads page 1 and, when Strapi says there are more, the following pages; the entries in order. */
export async function readAllPages<T>(read: (page: number) => Promise<EditorialPage<T>>): Promise<T[]> {
  const first = await read(1);
  const items = [...first.items];
  for (let page = 2; page <= Math.min(first.pageCount, MAX_PAGES); page += 1) {
    items.push(...(await read(page)).items);
  }
  return items;
}

/** A media field as Strapi populates it (`{url: '/uploads/…', …}` or null): its URL, '' when there is none. */
export function mediaUrl(value: unknown): string {
  return isFields(value) ? text(value.url) : '';
}

/** Strapi's `documentId` is the site's id (stable across edits and publishing); `id` is not. */
const documentId = (f: Fields) => text(f.documentId);

/** A value the editor left unset (null, absent) takes the type's default; an empty string stays empty. */
const orDefault = (value: unknown, fallback: string) => (value === null || value === undefined ? fallback : text(value));

function button(label: unknown, link: unknown, defaults: BannerButton): BannerButton {
  return { label: orDefault(label, defaults.label), link: orDefault(link, defaults.link) };
}

export function decodeBannerSlideEntry(f: Fields): BannerSlide {
  return {
    id: documentId(f),
    heading: text(f.heading),
    subheading: text(f.subheading),
    description: text(f.description),
    image_url: mediaUrl(f.image),
    button1: button(f.button1_label, f.button1_link, { label: 'Online Banking', link: ONLINE_BANKING_TOKEN }),
    button2: button(f.button2_label, f.button2_link, { label: 'Check ATMs', link: '/services/e-banking/atm' }),
  };
}

export function decodeBranchEntry(f: Fields): Branch {
  return { id: documentId(f), name: text(f.name), address: text(f.address), phone: text(f.phone), fax: optionalText(f.fax) };
}

export function decodePersonEntry(f: Fields): Person {
  return {
    id: documentId(f),
    name: text(f.name),
    position: text(f.position),
    description: text(f.description),
    image_url: mediaUrl(f.image),
    group: f.group === 'management' ? 'management' : 'board',
  };
}

export function decodeCorrespondentBankEntry(f: Fields): CorrespondentBank {
  return {
    id: documentId(f),
    bank: text(f.bank),
    address: text(f.address),
    zipcode: optionalText(f.zipcode),
    pobox: optionalText(f.pobox),
    country: text(f.country),
    bic: text(f.bic),
  };
}

export function decodeJobOpeningEntry(f: Fields): JobOpening {
  return {
    id: documentId(f),
    title: text(f.title),
    department: text(f.department),
    location: text(f.location),
    type: text(f.type),
    link: text(f.link),
  };
}

export function decodeSubsidiaryEntry(f: Fields): Subsidiary {
  return {
    id: documentId(f),
    name: text(f.name),
    slug: text(f.slug),
    link: optionalText(f.link) ?? '',
    logo_url: mediaUrl(f.logo),
    description: text(f.description),
  };
}

export function decodeAwardEntry(f: Fields): Award {
  return { id: documentId(f), title: text(f.title), image_url: mediaUrl(f.image) };
}

export function decodePartnerEntry(f: Fields): Partner {
  return { id: documentId(f), name: text(f.name), logo_url: mediaUrl(f.logo), url: optionalText(f.url) ?? '' };
}

/** The product terms' REST path (a single type: Strapi answers `{data: {...fields}}`). */
export const PRODUCT_TERMS_PATH = '/api/product-term';

/**
 * The product terms from Strapi's `{data: {...}}`. Strict: a missing or empty figure is an error (the pages keep their
 * last good version) rather than a page quoting an empty fee.
 */
export function decodeProductTerms(value: unknown): ProductTerms {
  if (!isFields(value) || !isFields(value.data)) throw new CmsShapeError("Expected Strapi's {data: {...}} of the product terms");
  const f = value.data;
  const figure = (name: string): string => {
    const found = f[name];
    if (typeof found !== 'string' || found.trim() === '') throw new CmsShapeError(`Expected the product terms' ${name}`);
    return found.trim();
  };
  const count = (name: string): number => {
    const found = f[name];
    if (typeof found !== 'number' || !Number.isInteger(found) || found <= 0) {
      throw new CmsShapeError(`Expected a whole number for the product terms' ${name}`);
    }
    return found;
  };
  return {
    studentSavings: {
      minimumOpeningBalance: figure('student_savings_minimum_opening_balance'),
      interestThreshold: figure('student_savings_interest_threshold'),
      interestPaid: figure('student_savings_interest_paid'),
      eligibility: figure('student_savings_eligibility'),
    },
    studentCurrent: { atmCardCost: figure('student_current_atm_card_cost'), eligibility: figure('student_current_eligibility') },
    savings: { interest: figure('savings_interest') },
    chequeClearing: { threshold: figure('cheque_clearing_threshold'), channels: figure('cheque_clearing_channels') },
    miniStatement: { transactions: count('mini_statement_transactions') },
    atmPin: { oneTimeCodeDigits: count('atm_pin_one_time_code_digits'), pinDigits: count('atm_pin_digits') },
    overdraft: { maximumPeriod: figure('overdraft_maximum_period') },
    chequeDiscounting: { arrangementFee: figure('cheque_discounting_arrangement_fee') },
    bankersIndemnity: { rate: figure('bankers_indemnity_rate'), minimum: figure('bankers_indemnity_minimum') },
    guarantee: { issuingCharge: figure('guarantee_issuing_charge'), commission: figure('guarantee_commission') },
    foreignCurrencies: figure('foreign_currencies')
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
    corporateRelationshipManager: figure('corporate_relationship_manager'),
    dividend: { perShare: figure('dividend_per_share'), warrantHours: figure('dividend_warrant_hours') },
  };
}
