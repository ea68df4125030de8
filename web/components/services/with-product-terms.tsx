import type { ComponentType } from 'react';
import PageHeader from '@/components/content/page-header';
import type { ProductTerms } from '@/lib/shared/cms-types';
import { useLocalised } from '@/components/ui/page-locale';
import { serviceWords } from '@/lib/shared/service-words';

export type TermsProps = { terms: ProductTerms };

/**
 * A service page that quotes the product terms, given them by lib/server/cms/product-terms-props.ts. Without them (a build
 * while the CMS was down, until the page regenerates) it says so instead of quoting a fee it does not have.
 */
export function withProductTerms<P extends object = object>(Page: ComponentType<TermsProps & P>, title: string) {
  function WithProductTerms({ terms, ...rest }: { terms: ProductTerms | null } & P) {
    const words = useLocalised(serviceWords);
    if (!terms) {
      return (
        <>
          <PageHeader title={title} />
          <div className="container-page py-10">
            <p role="status" className="text-slate-700">
              {words.termsUnavailable}
            </p>
          </div>
        </>
      );
    }
    return <Page {...(rest as P)} terms={terms} />;
  }
  return WithProductTerms;
}
