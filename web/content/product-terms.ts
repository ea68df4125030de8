/**
 * The shape of the product terms of SPEC.md section 9 ("Product terms shown on pages") as the service pages use
 * them. The figures themselves are CMS content (the single type "Product terms", seeded from
 * cms/data/product-terms.json with the spec's values): editors change them in Strapi's panel and the pages that show
 * them regenerate (web/lib/revalidation/tags.ts). The fixed deposit's terms are their own type ("Fixed deposit terms"). The
 * shape is the one the contract's schema reads Strapi's answer into (@bank/contract/editorial).
 */
export type { ProductTerms } from '@bank/contract/editorial';
