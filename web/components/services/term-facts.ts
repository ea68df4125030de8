import type { KeyFact } from '@/components/content/key-facts';
import type { ProductTerms } from '@/lib/shared/cms-types';

/** The mini statement (SPEC section 9) as the account and e-banking pages list it among their key facts. */
export function miniStatementFact(terms: ProductTerms): KeyFact {
  return { label: 'Mini statement', value: `The last ${terms.miniStatement.transactions} transactions` };
}
