/**
 * Result types of the CMS's public /api reads, exactly the shapes of docs/api.md. The calls of the spec (news, rates,
 * ATMs, gallery, important documents, forms and reports, deposit terms) are the contract's types (@bank/contract,
 * inferred from its zod schemas); the editorial types are below.
 */
export type {
  Atm,
  AtmStatus,
  DepositTerms,
  DocumentEntry,
  ExchangeRate,
  GalleryImage,
  ImportantDocument,
  NewsCategory,
  NewsItem,
} from '@bank/contract';

export type BannerButton = {
  label: string;
  link: string;
};

export type BannerSlide = {
  id: string;
  heading: string;
  subheading: string;
  description: string;
  image_url: string;
  button1: BannerButton;
  button2: BannerButton;
};

export type Branch = {
  id: string;
  name: string;
  address: string;
  phone: string;
  fax: string | null;
};

export type PersonGroup = 'board' | 'management';

export type Person = {
  id: string;
  name: string;
  position: string;
  description: string;
  image_url: string;
  group: PersonGroup;
};

export type CorrespondentBank = {
  id: string;
  bank: string;
  address: string;
  zipcode: string | null;
  pobox: string | null;
  country: string;
  bic: string;
};

export type JobOpening = {
  id: string;
  title: string;
  department: string;
  location: string;
  type: string;
  link: string;
};

export type Subsidiary = {
  id: string;
  name: string;
  slug: string;
  link: string;
  logo_url: string;
  description: string;
};

export type Award = {
  id: string;
  title: string;
  image_url: string;
};

export type Partner = {
  id: string;
  name: string;
  logo_url: string;
  url: string;
};
