import type { KeyFact } from '@/components/content/key-facts';
import type { ProductTerms } from '@/lib/shared/cms-types';
import { serviceWords } from '@/lib/shared/service-words';
import type { SiteLocale } from '@/lib/shared/site-locale';

/** The mini statement (SPEC section 9) as the account and e-banking pages list it among their key facts. */
export function miniStatementFact(terms: ProductTerms, locale: SiteLocale = 'en'): KeyFact {
  const { label, value } = serviceWords[locale].miniStatement;
  return { label, value: value(terms.miniStatement.transactions) };
}
