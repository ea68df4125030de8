/**
 * Result types of the CMS's public /api reads, exactly the shapes of docs/api.md. The calls of the spec (news, rates,
 * ATMs, gallery, important documents, forms and reports, deposit terms) are the contract's types (@bank/shared,
 * inferred from its zod schemas); so are the editorial types, read from Strapi's REST API (@bank/shared/editorial).
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
} from '@bank/shared';

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
} from '@bank/shared/editorial';

/**
 * The product terms of SPEC.md section 9 ("Product terms shown on pages") as the service pages use them. The figures
 * are CMS content (the single type "Product terms", seeded from cms/data/product-terms.json): editors change them in
 * Strapi's panel and the pages that show them regenerate (lib/server/revalidation/tags.ts). The fixed deposit's terms
 * are their own type ("Fixed deposit terms", `DepositTerms` above).
 */
export type { ProductTerms } from '@bank/shared/editorial';
