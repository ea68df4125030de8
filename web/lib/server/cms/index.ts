import '@/lib/server/server-only';
import { fetchFromCms, type ReadOptions } from './client';
import {
  AtmList,
  DepositTerms as DepositTermsSchema,
  LoanTerms as LoanTermsSchema,
  ExchangeRateList,
  FormList,
  GalleryList,
  ImportantDocumentList,
  NewsList,
  RateHistory,
  ReportList,
  parseAnswer,
  type Infer,
  type Schema,
} from '@bank/shared';
import { ProductTermsAnswer } from '@bank/shared/editorial';
import {
  editorialPage,
  editorialPath,
  PRODUCT_TERMS_PATH,
  readAllPages,
  type EditorialItem,
  type EditorialType,
} from './editorial';
import type * as Cms from '@/lib/shared/cms-types';

export { CmsError } from './client';
export type * from '@/lib/shared/cms-types';

/** A read of a call of the spec, parsed with its schema of the contract (@bank/shared): a mismatch names the field. */
function readContract<S extends Schema>(path: string, schema: S, options: ReadOptions = {}): Promise<Infer<S>> {
  return fetchFromCms(path, (json) => parseAnswer(schema, json, `GET ${path}`), options);
}

/** News, newest `date` first. */
export function getNews(options: ReadOptions = {}): Promise<Cms.NewsItem[]> {
  return readContract('/api/news', NewsList, options);
}

export function getExchangeRates(): Promise<Cms.ExchangeRate[]> {
  return readContract('/api/get_exchange_rates', ExchangeRateList);
}

/** One rate's changes over the last 30 or 90 days (GET /api/exchange-rates/history). */
export function getRateHistory(currency: string, days: 30 | 90): Promise<Infer<typeof RateHistory>> {
  return readContract(`/api/exchange-rates/history?currency=${encodeURIComponent(currency)}&days=${days}`, RateHistory);
}

export function getAtms(): Promise<Cms.Atm[]> {
  return readContract('/api/atm-status', AtmList);
}

/** Gallery images, newest first. */
export function getGallery(): Promise<Cms.GalleryImage[]> {
  return readContract('/api/admin/gallery', GalleryList);
}

/** Important-notice PDFs, newest first; with `{draft}` (the editors' preview of one entry) that entry's draft. */
export function getImportantDocuments(options: ReadOptions = {}): Promise<Cms.ImportantDocument[]> {
  return readContract('/api/important-documents', ImportantDocumentList, options);
}

/** Reports, newest `date_uploaded` first. */
export async function getReports(): Promise<Cms.DocumentEntry[]> {
  return (await readContract('/api/reports', ReportList)).reports;
}

/** Application forms, newest `date_uploaded` first. */
export async function getForms(): Promise<Cms.DocumentEntry[]> {
  return (await readContract('/api/form', FormList)).forms;
}

/**
 * An editorial list from Strapi's REST API (./editorial.ts builds the query and names the schema of `{data, meta}`),
 * every page of it, in editor order.
 */
function readEditorial<K extends EditorialType>(type: K, options: ReadOptions = {}): Promise<EditorialItem<K>[]> {
  const schema = editorialPage(type);
  return readAllPages((page) => {
    const path = editorialPath(type, page);
    return fetchFromCms(path, (json) => parseAnswer(schema, json, `GET ${path}`), options);
  });
}

/**
 * Banner slides; with `{draft}` (the editors' preview of one entry) that entry's draft, read with the draft-read token. So with
 * every editorial type below.
 */
export function getBannerSlides(options: ReadOptions = {}): Promise<Cms.BannerSlide[]> {
  return readEditorial('bannerSlides', options);
}

export function getBranches(options: ReadOptions = {}): Promise<Cms.Branch[]> {
  return readEditorial('branches', options);
}

/** Board and management profiles in editor order; pass a group to get only that grid. */
export async function getPeople(group?: Cms.PersonGroup, options: ReadOptions = {}): Promise<Cms.Person[]> {
  const people = await readEditorial('people', options);
  return group ? people.filter((person) => person.group === group) : people;
}

export function getCorrespondentBanks(options: ReadOptions = {}): Promise<Cms.CorrespondentBank[]> {
  return readEditorial('correspondentBanks', options);
}

export function getJobOpenings(options: ReadOptions = {}): Promise<Cms.JobOpening[]> {
  return readEditorial('jobOpenings', options);
}

export function getSubsidiaries(options: ReadOptions = {}): Promise<Cms.Subsidiary[]> {
  return readEditorial('subsidiaries', options);
}

export function getAwards(options: ReadOptions = {}): Promise<Cms.Award[]> {
  return readEditorial('awards', options);
}

export function getPartners(options: ReadOptions = {}): Promise<Cms.Partner[]> {
  return readEditorial('partners', options);
}

/** The fixed deposit's minimum and tenors with their listed rates (SPEC section 9, edited in the CMS). */
export async function getDepositTerms(options: ReadOptions = {}): Promise<Cms.DepositTerms> {
  const terms = await readContract('/api/deposit-terms', DepositTermsSchema, options);
  // The CMS lists them shortest first; the page's table and calculator rely on it.
  return { ...terms, tenors: [...terms.tenors].sort((a, b) => a.months - b.months) };
}

/** The loan products of the repayment calculator on /services/loans, in the editors' order. */
export function getLoanTerms(options: ReadOptions = {}): Promise<Cms.LoanTerms> {
  return readContract('/api/loan-terms', LoanTermsSchema, options);
}

/** The product terms of SPEC section 9 (fees, minimum balances, the AGM's dividend), edited in the CMS. */
export function getProductTerms(): Promise<Cms.ProductTerms> {
  return fetchFromCms(PRODUCT_TERMS_PATH, (json) => parseAnswer(ProductTermsAnswer, json, `GET ${PRODUCT_TERMS_PATH}`));
}
