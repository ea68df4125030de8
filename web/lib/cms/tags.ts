/**
 * Cache tags, one per content type. The /api proxy's cached public reads (the live widgets) carry the tag of their
 * type; /api/revalidate maps the CMS's model name to the same tag and expires it, and its answer makes the edge cache
 * drop its copies of the pages, so an edit reaches every page and widget that shows that type.
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
} as const;

export type CmsTag = (typeof cmsTags)[keyof typeof cmsTags];

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
};

/** The tag of a CMS model name, or null for a model the site does not show. Accepts `api::news-item.news-item` too. */
export function tagForModel(model: string): CmsTag | null {
  const match = /^api::([a-z0-9-]+)\.[a-z0-9-]+$/.exec(model);
  const name = match ? match[1] : model;
  return Object.prototype.hasOwnProperty.call(tagByModel, name) ? tagByModel[name] : null;
}
