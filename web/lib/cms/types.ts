/**
 * Result types of the CMS's public /api reads, exactly the shapes of docs/api.md. The calls of the spec (news, rates,
 * ATMs, gallery, important documents, forms and reports, deposit terms) are the contract's types (@bank/contract,
 * inferred from its zod schemas); so are the editorial types, read from Strapi's REST API (@bank/contract/editorial).
 */
export type {
  Atm,
  AtmStatus,
  DepositTerms,
  DocumentEntry,
  LoanTerms,
  ExchangeRate,
  GalleryImage,
  ImportantDocument,
  NewsCategory,
  NewsItem,
} from '@bank/contract';

export type {
  Award,
  BannerButton,
  BannerSlide,
  Branch,
  CorrespondentBank,
  JobOpening,
  Partner,
  Person,
  PersonGroup,
  Subsidiary,
} from '@bank/contract/editorial';
