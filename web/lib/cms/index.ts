import '@/lib/server-only';
import { fetchFromCms, type ReadOptions } from './client';
import {
  decodeAtm,
  decodeAward,
  decodeBannerSlide,
  decodeBranch,
  decodeCorrespondentBank,
  decodeDepositTerms,
  decodeDocumentEntry,
  decodeEnvelope,
  decodeExchangeRate,
  decodeGalleryImage,
  decodeImportantDocument,
  decodeJobOpening,
  decodeList,
  decodeNewsItem,
  decodePartner,
  decodePerson,
  decodeSubsidiary,
} from './decode';
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

export function getBannerSlides(options: ReadOptions = {}): Promise<BannerSlide[]> {
  return fetchFromCms('/api/banner-slides', (json) => decodeList(json, decodeBannerSlide, 'banner slides'), options);
}

export function getBranches(): Promise<Branch[]> {
  return fetchFromCms('/api/branches', (json) => decodeList(json, decodeBranch, 'branches'));
}

/** Board and management profiles in editor order; pass a group to get only that grid. */
export async function getPeople(group?: PersonGroup): Promise<Person[]> {
  const people = await fetchFromCms('/api/people', (json) => decodeList(json, decodePerson, 'people'));
  return group ? people.filter((person) => person.group === group) : people;
}

export function getCorrespondentBanks(): Promise<CorrespondentBank[]> {
  return fetchFromCms('/api/correspondent-banks', (json) => decodeList(json, decodeCorrespondentBank, 'correspondent banks'));
}

export function getJobOpenings(): Promise<JobOpening[]> {
  return fetchFromCms('/api/job-openings', (json) => decodeList(json, decodeJobOpening, 'job openings'));
}

export function getSubsidiaries(): Promise<Subsidiary[]> {
  return fetchFromCms('/api/subsidiaries', (json) => decodeList(json, decodeSubsidiary, 'subsidiaries'));
}

export function getAwards(): Promise<Award[]> {
  return fetchFromCms('/api/awards', (json) => decodeList(json, decodeAward, 'awards'));
}

export function getPartners(): Promise<Partner[]> {
  return fetchFromCms('/api/partners', (json) => decodeList(json, decodePartner, 'partners'));
}

/** The fixed deposit's minimum and tenors with their listed rates (SPEC section 9, edited in the CMS). */
export function getDepositTerms(): Promise<DepositTerms> {
  return fetchFromCms('/api/deposit-terms', decodeDepositTerms);
}
