/**
 * Decoders from the CMS's untyped JSON to the types of ./types. Lenient per field (a missing optional value
 * becomes null or an empty string, ids may arrive as numbers) but strict on shape: a list that is not an array
 * is an error, so a broken answer never renders as an empty page silently.
 */
import type {
  Atm,
  DepositTerms,
  DocumentEntry,
  ExchangeRate,
  GalleryImage,
  ImportantDocument,
  NewsCategory,
  NewsItem,
} from './types';

export class CmsShapeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CmsShapeError';
  }
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function optionalText(value: unknown): string | null {
  const result = text(value).trim();
  return result === '' ? null : result;
}

export function amount(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  return Number.NaN;
}

/** Decodes a JSON array with `decodeItem`, dropping entries that are not objects. */
export function decodeList<T>(value: unknown, decodeItem: (fields: Fields) => T, what: string): T[] {
  if (!Array.isArray(value)) throw new CmsShapeError(`Expected a list of ${what}`);
  return value.filter(isFields).map(decodeItem);
}

/** Reads the list under `key` of an envelope object such as `{reports:[…]}`. */
export function decodeEnvelope<T>(value: unknown, key: string, decodeItem: (fields: Fields) => T): T[] {
  if (!isFields(value)) throw new CmsShapeError(`Expected an object with ${key}`);
  return decodeList(value[key], decodeItem, key);
}

const newsCategories: readonly NewsCategory[] = ['News', 'Events', 'Donation'];

export function decodeNewsItem(f: Fields): NewsItem {
  const category = text(f.category);
  return {
    id: text(f.id),
    title: text(f.title),
    image_url: text(f.image_url),
    author_name: text(f.author_name),
    date: text(f.date),
    category: (newsCategories as readonly string[]).includes(category) ? (category as NewsCategory) : 'News',
    summary: text(f.summary),
    full_text: text(f.full_text),
  };
}

export function decodeExchangeRate(f: Fields): ExchangeRate {
  return {
    id: text(f.id),
    currency: text(f.currency),
    buy: amount(f.buy),
    sell: amount(f.sell),
    icon: optionalText(f.icon),
    updated_at: optionalText(f.updated_at),
  };
}

export function decodeAtm(f: Fields): Atm {
  return {
    id: text(f.id),
    location: text(f.location),
    status: f.status === 'in-service' ? 'in-service' : 'out-of-service',
  };
}

export function decodeGalleryImage(f: Fields): GalleryImage {
  return { id: text(f.id), image_url: text(f.image_url), alt_text: optionalText(f.alt_text) };
}

export function decodeImportantDocument(f: Fields): ImportantDocument {
  return { title: text(f.title), url: text(f.url) };
}

export function decodeDocumentEntry(f: Fields): DocumentEntry {
  return { category: text(f.category), filename: text(f.filename), date_uploaded: text(f.date_uploaded) };
}

/**
 * The fixed deposit terms. Strict where a wrong figure would mislead a visitor: a minimum or a tenor that is not a
 * positive number is an error (the page keeps its last good version), and a rate that is not a number is "ask a branch".
 */
export function decodeDepositTerms(value: unknown): DepositTerms {
  if (!isFields(value)) throw new CmsShapeError('Expected the deposit terms object');
  const minimum = amount(value.minimum_amount);
  if (!(minimum > 0)) throw new CmsShapeError('Expected a positive minimum_amount in the deposit terms');
  const tenors = decodeList(
    value.tenors,
    (f) => {
      const months = amount(f.months);
      if (!Number.isInteger(months) || months <= 0) throw new CmsShapeError('Expected whole months in every deposit tenor');
      const rate = f.annual_rate === null || f.annual_rate === undefined ? Number.NaN : amount(f.annual_rate);
      return { months, annual_rate: Number.isFinite(rate) && rate >= 0 ? rate : null };
    },
    'deposit tenors',
  ).sort((a, b) => a.months - b.months);
  return { minimum_amount: minimum, tenors, updated_at: optionalText(value.updated_at) };
}
