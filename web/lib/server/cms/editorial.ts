/**
 * The editorial types (banner slides, branches, people, correspondent banks, job openings, subsidiaries, awards,
 * partners) are served by Strapi's own REST API (core routes): this module builds the queries the site sends (with
 * `qs`, as Strapi's documentation does) and names each type's schema (@bank/shared/editorial), which reads Strapi's
 * `{data: [...], meta: {pagination}}` answers into the shapes the pages and islands receive unchanged. Pure code (no
 * env, no fetch): the CMS client (./index.ts) and the browser proxy's allow-list (./proxy-routes.ts) both use it.
 */
import qs from 'qs';
import {
  AwardEntry,
  BannerSlideEntry,
  BranchEntry,
  CorrespondentBankEntry,
  JobOpeningEntry,
  PartnerEntry,
  PersonEntry,
  strapiPage,
  SubsidiaryEntry,
  type StrapiPage,
} from '@bank/shared/editorial';
import type { Infer, Schema } from '@bank/shared';

/** Strapi's largest page (cms/config/api.ts `maxLimit`): the lists are short, one page is the usual answer. */
export const EDITORIAL_PAGE_SIZE = 100;

/** Editor order: the editors' `sort_order`, then creation order; types without `sort_order` in creation order. */
const EDITOR_ORDER = ['sort_order:asc', 'id:asc'];
const CREATION_ORDER = ['id:asc'];

/**
 * Each type's REST path (Strapi's plural name), what it asks for (the media it shows, its order) and the schema of a
 * page of its list (Strapi's envelope around the type's entries).
 */
export const editorialReads = {
  bannerSlides: {
    path: '/api/banner-slides',
    populate: ['image'],
    sort: EDITOR_ORDER,
    page: strapiPage(BannerSlideEntry),
  },
  branches: {
    path: '/api/branches',
    populate: ['opening_hours', 'closures', 'facilities'],
    sort: EDITOR_ORDER,
    page: strapiPage(BranchEntry),
  },
  people: { path: '/api/people', populate: ['image'], sort: EDITOR_ORDER, page: strapiPage(PersonEntry) },
  correspondentBanks: {
    path: '/api/correspondent-banks',
    populate: [],
    sort: EDITOR_ORDER,
    page: strapiPage(CorrespondentBankEntry),
  },
  jobOpenings: {
    path: '/api/job-openings',
    populate: [],
    sort: CREATION_ORDER,
    page: strapiPage(JobOpeningEntry),
  },
  subsidiaries: {
    path: '/api/subsidiaries',
    populate: ['logo'],
    sort: CREATION_ORDER,
    page: strapiPage(SubsidiaryEntry),
  },
  awards: { path: '/api/awards', populate: ['image'], sort: EDITOR_ORDER, page: strapiPage(AwardEntry) },
  partners: { path: '/api/partners', populate: ['logo'], sort: EDITOR_ORDER, page: strapiPage(PartnerEntry) },
} as const satisfies Record<
  string,
  {
    path: `/api/${string}`;
    populate: readonly string[];
    sort: readonly string[];
    page: Schema<StrapiPage<unknown>>;
  }
>;

export type EditorialType = keyof typeof editorialReads;

/** What an entry of an editorial type reads as (a BannerSlide for 'bannerSlides', …). */
export type EditorialItem<K extends EditorialType> = Infer<(typeof editorialReads)[K]['page']>['items'][number];

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

/** The pages' schemas, typed per type so that a read of one type yields that type's entries. */
const pages: { [K in EditorialType]: { page: Schema<StrapiPage<EditorialItem<K>>> } } = editorialReads;

/** The schema of one page of a type's list. */
export const editorialPage = <K extends EditorialType>(type: K): Schema<StrapiPage<EditorialItem<K>>> => pages[type].page;

/** At most this many pages are read (10,000 entries): a bound, should a broken answer claim endless pages. */
const MAX_PAGES = 100;

/** Reads page 1 and, when Strapi says there are more, the following pages; the entries in order. */
export async function readAllPages<T>(read: (page: number) => Promise<StrapiPage<T>>): Promise<T[]> {
  const first = await read(1);
  const items = [...first.items];
  for (let page = 2; page <= Math.min(first.pageCount, MAX_PAGES); page += 1) {
    items.push(...(await read(page)).items);
  }
  return items;
}

/** The product terms' REST path (a single type: Strapi answers `{data: {...fields}}`). */
export const PRODUCT_TERMS_PATH = '/api/product-term';
