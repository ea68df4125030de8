/**
 * The shape of the product terms of SPEC.md section 9 ("Product terms shown on pages") as the service pages use
 * them. The figures themselves are CMS content (the single type "Product terms", seeded from
 * cms/data/product-terms.json with the spec's values): editors change them in Strapi's panel and the pages that show
 * them regenerate (web/lib/revalidation/tags.ts). The fixed deposit's terms are their own type ("Fixed deposit terms").
 */
export type ProductTerms = {
  studentSavings: { minimumOpeningBalance: string; interestThreshold: string; interestPaid: string; eligibility: string };
  studentCurrent: { atmCardCost: string; eligibility: string };
  savings: { interest: string };
  chequeClearing: { threshold: string; channels: string };
  miniStatement: { transactions: number };
  atmPin: { oneTimeCodeDigits: number; pinDigits: number };
  overdraft: { maximumPeriod: string };
  chequeDiscounting: { arrangementFee: string };
  bankersIndemnity: { rate: string; minimum: string };
  guarantee: { issuingCharge: string; commission: string };
  foreignCurrencies: string[];
  corporateRelationshipManager: string;
  dividend: { perShare: string; warrantHours: string };
};
