import '@/lib/server-only';
import { fetchFromCms, type ReadOptions } from './client';
import {
  AtmList,
  DepositTerms as DepositTermsSchema,
  ExchangeRateList,
  FormList,
  GalleryList,
  ImportantDocumentList,
  NewsList,
  ReportList,
  parseAnswer,
  type Schema,
  type Infer,
} from '@bank/contract';
import {
  decodeAward,
  decodeBannerSlide,
  decodeBranch,
  decodeCorrespondentBank,
  decodeJobOpening,
  decodeList,
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

/** A read of a call of the spec, parsed with its schema of the contract (@bank/contract): a mismatch names the field. */
function readContract<S extends Schema>(path: string, schema: S, options: ReadOptions = {}): Promise<Infer<S>> {
  return fetchFromCms(path, (json) => parseAnswer(schema, json, `GET ${path}`), options);
}

/** News, newest `date` first. */
export function getNews(options: ReadOptions = {}): Promise<NewsItem[]> {
  return readContract('/api/news', NewsList, options);
}

export function getExchangeRates(): Promise<ExchangeRate[]> {
  return readContract('/api/get_exchange_rates', ExchangeRateList);
}

export function getAtms(): Promise<Atm[]> {
  return readContract('/api/atm-status', AtmList);
}

/** Gallery images, newest first. */
export function getGallery(): Promise<GalleryImage[]> {
  return readContract('/api/admin/gallery', GalleryList);
}

/** Important-notice PDFs, newest first. */
export function getImportantDocuments(): Promise<ImportantDocument[]> {
  return readContract('/api/important-documents', ImportantDocumentList);
}

/** Reports, newest `date_uploaded` first. */
export async function getReports(): Promise<DocumentEntry[]> {
  return (await readContract('/api/reports', ReportList)).reports;
}

/** Application forms, newest `date_uploaded` first. */
export async function getForms(): Promise<DocumentEntry[]> {
  return (await readContract('/api/form', FormList)).forms;
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
export async function getDepositTerms(): Promise<DepositTerms> {
  const terms = await readContract('/api/deposit-terms', DepositTermsSchema);
  // The CMS lists them shortest first; the page's table and calculator rely on it.
  return { ...terms, tenors: [...terms.tenors].sort((a, b) => a.months - b.months) };
}
