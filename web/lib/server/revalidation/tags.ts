/**
 * What a change of each CMS content type makes stale: its cache tag (the /api proxy's cached public reads, which feed
 * the live widgets) and the public pages that render it. The one map of revalidation: /api/revalidate (told by the
 * CMS's document-service hook of every change) uses it, so an edit regenerates exactly those pages.
 */
export const cmsTags = {
  news: 'cms:news',
  exchangeRates: 'cms:exchange-rates',
  atms: 'cms:atms',
  documents: 'cms:documents',
  gallery: 'cms:gallery',
  importantNotices: 'cms:important-notices',
  bannerSlides: 'cms:banner-slides',
  branches: 'cms:branches',
  people: 'cms:people',
  correspondentBanks: 'cms:correspondent-banks',
  jobOpenings: 'cms:job-openings',
  subsidiaries: 'cms:subsidiaries',
  awards: 'cms:awards',
  partners: 'cms:partners',
  depositTerms: 'cms:deposit-terms',
  loanTerms: 'cms:loan-terms',
  productTerms: 'cms:product-terms',
} as const;

export type CmsTag = (typeof cmsTags)[keyof typeof cmsTags];

/** The public pages (pages/) that show each tag's content. */
const pagesByTag: Readonly<Record<CmsTag, readonly string[]>> = {
  [cmsTags.news]: ['/', '/news'],
  // With the rates' history (GET /api/exchange-rates/history, the chart): a rate change is what adds to it.
  [cmsTags.exchangeRates]: ['/', '/services/exchange-rates'],
  [cmsTags.atms]: ['/services/e-banking/atm'],
  [cmsTags.documents]: ['/forms', '/reports'],
  [cmsTags.gallery]: ['/'],
  [cmsTags.importantNotices]: ['/'],
  [cmsTags.bannerSlides]: ['/'],
  [cmsTags.branches]: ['/about/branches'],
  [cmsTags.people]: ['/about'],
  [cmsTags.correspondentBanks]: ['/services/correspondent-banking'],
  [cmsTags.jobOpenings]: ['/careers'],
  [cmsTags.subsidiaries]: ['/about/subsidiaries'],
  [cmsTags.awards]: ['/about/awards'],
  [cmsTags.partners]: ['/'],
  [cmsTags.depositTerms]: ['/services', '/services/retail-accounts/time-fixed-deposit'],
  [cmsTags.loanTerms]: ['/services/loans'],
  [cmsTags.productTerms]: [
    '/about/agm',
    '/services/corporate-accounts/corporate-current',
    '/services/corporate-accounts/foreign-currency',
    '/services/e-banking/acp-ach',
    '/services/e-banking/atm',
    '/services/e-banking/mobile-banking',
    '/services/e-banking/rtgs',
    '/services/international-banking',
    '/services/loans',
    '/services/other-services',
    '/services/retail-accounts/current-accounts',
    '/services/retail-accounts/savings-accounts',
    '/services/retail-accounts/student-current-accounts',
    '/services/retail-accounts/student-savings-accounts',
    '/services/trust-alerts',
  ],
};

/** Model names the CMS sends to /api/revalidate (docs/api.md), with the tag each one invalidates. */
const tagByModel: Readonly<Record<string, CmsTag>> = {
  'news-item': cmsTags.news,
  'exchange-rate': cmsTags.exchangeRates,
  atm: cmsTags.atms,
  document: cmsTags.documents,
  'gallery-image': cmsTags.gallery,
  'important-notice': cmsTags.importantNotices,
  'banner-slide': cmsTags.bannerSlides,
  branch: cmsTags.branches,
  person: cmsTags.people,
  'correspondent-bank': cmsTags.correspondentBanks,
  'job-opening': cmsTags.jobOpenings,
  subsidiary: cmsTags.subsidiaries,
  award: cmsTags.awards,
  partner: cmsTags.partners,
  'deposit-term': cmsTags.depositTerms,
  'loan-term': cmsTags.loanTerms,
  'product-term': cmsTags.productTerms,
};

/** The tag of a CMS model name, or null for a model the site does not show. Accepts `api::news-item.news-item` too. */
export function tagForModel(model: string): CmsTag | null {
  const match = /^api::([a-z0-9-]+)\.[a-z0-9-]+$/.exec(model);
  const name = match ? match[1] : model;
  return Object.prototype.hasOwnProperty.call(tagByModel, name) ? tagByModel[name] : null;
}

/** The public pages to regenerate when the content under `tag` changes. */
export function pagesForTag(tag: CmsTag): readonly string[] {
  return pagesByTag[tag];
}

/** Every tag and every page rendered from CMS content: what a site instance refreshes when it starts. */
export const allCmsTags: readonly CmsTag[] = Object.values(cmsTags);
export const allCmsPages: readonly string[] = [...new Set(Object.values(pagesByTag).flat())].sort();
