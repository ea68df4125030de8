import { getProductTerms } from './index';
import { publicPageProps } from './page-props';

/**
 * getStaticProps of the service pages that quote the product terms (SPEC section 9): the terms from the CMS, kept by
 * Next's ISR and regenerated when an editor saves them (web/lib/server/revalidation/tags.ts). Built without the CMS, the page has no
 * terms yet (components/services/with-product-terms.tsx) and regenerates on its first visit.
 */
export const productTermsProps = publicPageProps(async () => ({ terms: await getProductTerms() }), { terms: null });
