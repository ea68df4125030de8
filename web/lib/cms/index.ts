import '@/lib/server-only';
import { fetchFromCms, type ReadOptions } from './client';
import {
  decodeAtm,
  decodeDepositTerms,
  decodeDocumentEntry,
  decodeEnvelope,
  decodeExchangeRate,
  decodeGalleryImage,
  decodeImportantDocument,
  decodeList,
  decodeNewsItem,
} from './decode';
import {
  decodeAwardEntry,
  decodeBannerSlideEntry,
  decodeBranchEntry,
  decodeCollection,
  decodeCorrespondentBankEntry,
  decodeJobOpeningEntry,
  decodePartnerEntry,
  decodePersonEntry,
  decodeProductTerms,
  decodeSubsidiaryEntry,
  editorialPath,
  PRODUCT_TERMS_PATH,
  readAllPages,
  type EditorialType,
} from './editorial';
import type { ProductTerms } from '@/content/product-terms';
import type {
  Atm,
  Award,
  BannerSlide,
  Branch,
  CorrespondentBank,
  DepositTerms,
  DocumentEntry,
  ExchangeRate,
  GalleryImage,
  ImportantDocument,
  JobOpening,
  NewsItem,
  Partner,
  Person,
  PersonGroup,
  Subsidiary,
} from './types';

export { CmsError } from './client';
export type * from './types';

/** News, newest `date` first. */
export function getNews(options: ReadOptions = {}): Promise<NewsItem[]> {
  return fetchFromCms('/api/news', (json) => decodeList(json, decodeNewsItem, 'news'), options);
}

export function getExchangeRates(): Promise<ExchangeRate[]> {
  return fetchFromCms('/api/get_exchange_rates', (json) => decodeList(json, decodeExchangeRate, 'exchange rates'));
}

export function getAtms(): Promise<Atm[]> {
  return fetchFromCms('/api/atm-status', (json) => decodeList(json, decodeAtm, 'ATMs'));
}

/** Gallery images, newest first. */
export function getGallery(): Promise<GalleryImage[]> {
  return fetchFromCms('/api/admin/gallery', (json) => decodeList(json, decodeGalleryImage, 'gallery images'));
}

/** Important-notice PDFs, newest first. */
export function getImportantDocuments(): Promise<ImportantDocument[]> {
  return fetchFromCms('/api/important-documents', (json) => decodeList(json, decodeImportantDocument, 'important documents'));
}

/** Reports, newest `date_uploaded` first. */
export function getReports(): Promise<DocumentEntry[]> {
  return fetchFromCms('/api/reports', (json) => decodeEnvelope(json, 'reports', decodeDocumentEntry));
}

/** Application forms, newest `date_uploaded` first. */
export function getForms(): Promise<DocumentEntry[]> {
  return fetchFromCms('/api/form', (json) => decodeEnvelope(json, 'forms', decodeDocumentEntry));
}

/**
 * An editorial list from Strapi's REST API (./editorial.ts builds the query and decodes `{data, meta}`), every page
 * of it, in editor order.
 */
function readEditorial<T>(
  type: EditorialType,
  decodeItem: (fields: Record<string, unknown>) => T,
  what: string,
  options: ReadOptions = {},
): Promise<T[]> {
  return readAllPages((page) =>
    fetchFromCms(editorialPath(type, page), (json) => decodeCollection(json, decodeItem, what), options),
  );
}

/** Banner slides; with `{draft: true}` (the editors' preview) their drafts, read with the preview secret. */
export function getBannerSlides(options: ReadOptions = {}): Promise<BannerSlide[]> {
  return readEditorial('bannerSlides', decodeBannerSlideEntry, 'banner slides', options);
}

export function getBranches(): Promise<Branch[]> {
  return readEditorial('branches', decodeBranchEntry, 'branches');
}

/** Board and management profiles in editor order; pass a group to get only that grid. */
export async function getPeople(group?: PersonGroup): Promise<Person[]> {
  const people = await readEditorial('people', decodePersonEntry, 'people');
  return group ? people.filter((person) => person.group === group) : people;
}

export function getCorrespondentBanks(): Promise<CorrespondentBank[]> {
  return readEditorial('correspondentBanks', decodeCorrespondentBankEntry, 'correspondent banks');
}

export function getJobOpenings(): Promise<JobOpening[]> {
  return readEditorial('jobOpenings', decodeJobOpeningEntry, 'job openings');
}

export function getSubsidiaries(): Promise<Subsidiary[]> {
  return readEditorial('subsidiaries', decodeSubsidiaryEntry, 'subsidiaries');
}

export function getAwards(): Promise<Award[]> {
  return readEditorial('awards', decodeAwardEntry, 'awards');
}

export function getPartners(): Promise<Partner[]> {
  return readEditorial('partners', decodePartnerEntry, 'partners');
}

/** The fixed deposit's minimum and tenors with their listed rates (SPEC section 9, edited in the CMS). */
export function getDepositTerms(): Promise<DepositTerms> {
  return fetchFromCms('/api/deposit-terms', decodeDepositTerms);
}

/** The product terms of SPEC section 9 (fees, minimum balances, the AGM's dividend), edited in the CMS. */
export function getProductTerms(): Promise<ProductTerms> {
  return fetchFromCms(PRODUCT_TERMS_PATH, decodeProductTerms);
}
