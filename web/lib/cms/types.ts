/** Result types of the CMS's public /api reads, exactly the shapes of docs/api.md. */

export type NewsCategory = 'News' | 'Events' | 'Donation';

export type NewsItem = {
  id: string;
  title: string;
  image_url: string;
  author_name: string;
  date: string;
  category: NewsCategory;
  summary: string;
  full_text: string;
};

export type ExchangeRate = {
  id: string;
  currency: string;
  buy: number;
  sell: number;
  icon: string | null;
  /** When the rate last changed (ISO), for "Rates as of …". */
  updated_at: string | null;
};

export type AtmStatus = 'in-service' | 'out-of-service';

export type Atm = {
  id: string;
  location: string;
  status: AtmStatus;
};

export type GalleryImage = {
  id: string;
  image_url: string;
  alt_text: string | null;
};

export type ImportantDocument = {
  title: string;
  url: string;
};

/** A report or an application form in the downloads catalogue. */
export type DocumentEntry = {
  category: string;
  filename: string;
  date_uploaded: string;
};

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

/** The fixed deposit terms (CMS single type `deposit-term`): tenors shortest first; a null rate is quoted at a branch. */
export type DepositTerms = {
  minimum_amount: number;
  tenors: { months: number; annual_rate: number | null }[];
  updated_at: string | null;
};

export type Partner = {
  id: string;
  name: string;
  logo_url: string;
  url: string;
};
