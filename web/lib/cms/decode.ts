/**
 * Decoders of the editorial types, from the CMS's untyped JSON to the types of ./types. Lenient per field (a missing
 * optional value becomes null or an empty string, ids may arrive as numbers) but strict on shape: a list that is not
 * an array is an error, so a broken answer never renders as an empty page silently. The calls of the spec (news,
 * rates, ATMs, gallery, documents, deposit terms) are parsed with the contract's schemas instead (./index.ts).
 */
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

/** Decodes a JSON array with `decodeItem`, dropping entries that are not objects. */
export function decodeList<T>(value: unknown, decodeItem: (fields: Fields) => T, what: string): T[] {
  if (!Array.isArray(value)) throw new CmsShapeError(`Expected a list of ${what}`);
  return value.filter(isFields).map(decodeItem);
}

function decodeButton(value: unknown): BannerButton {
  const f = isFields(value) ? value : {};
  return { label: text(f.label), link: text(f.link) };
}

export function decodeBannerSlide(f: Fields): BannerSlide {
  return {
    id: text(f.id),
    heading: text(f.heading),
    subheading: text(f.subheading),
    description: text(f.description),
    image_url: text(f.image_url),
    button1: decodeButton(f.button1),
    button2: decodeButton(f.button2),
  };
}

export function decodeBranch(f: Fields): Branch {
  return {
    id: text(f.id),
    name: text(f.name),
    address: text(f.address),
    phone: text(f.phone),
    fax: optionalText(f.fax),
  };
}

export function decodePerson(f: Fields): Person {
  return {
    id: text(f.id),
    name: text(f.name),
    position: text(f.position),
    description: text(f.description),
    image_url: text(f.image_url),
    group: f.group === 'management' ? 'management' : 'board',
  };
}

export function decodeCorrespondentBank(f: Fields): CorrespondentBank {
  return {
    id: text(f.id),
    bank: text(f.bank),
    address: text(f.address),
    zipcode: optionalText(f.zipcode),
    pobox: optionalText(f.pobox),
    country: text(f.country),
    bic: text(f.bic),
  };
}

export function decodeJobOpening(f: Fields): JobOpening {
  return {
    id: text(f.id),
    title: text(f.title),
    department: text(f.department),
    location: text(f.location),
    type: text(f.type),
    link: text(f.link),
  };
}

export function decodeSubsidiary(f: Fields): Subsidiary {
  return {
    id: text(f.id),
    name: text(f.name),
    slug: text(f.slug),
    link: text(f.link),
    logo_url: text(f.logo_url),
    description: text(f.description),
  };
}

export function decodeAward(f: Fields): Award {
  return { id: text(f.id), title: text(f.title), image_url: text(f.image_url) };
}

export function decodePartner(f: Fields): Partner {
  return { id: text(f.id), name: text(f.name), logo_url: text(f.logo_url), url: text(f.url) };
}
