import type { ComponentType, ReactNode } from 'react';
import { publicPage, type PageMetaInput } from '@/components/layout/page-meta';
import ServiceLayout from './service-layout';
import { withProductTerms, type TermsProps } from './with-product-terms';

/** What a service page says about itself: its meta data and the intro under its heading. */
export type ServicePageInput = PageMetaInput & {
  /** The <h1>, where it differs from the title in the browser tab. */
  heading?: string;
  intro?: ReactNode;
};

function inServiceLayout<P extends object>(page: ServicePageInput, Sections: ComponentType<P>) {
  function ServicePage(props: P) {
    return (
      <ServiceLayout title={page.heading ?? page.title} intro={page.intro}>
        <Sections {...props} />
      </ServiceLayout>
    );
  }
  return ServicePage;
}

/**
 * A service page: its <PageMeta> and its sections inside the <ServiceLayout> (heading, intro, side menu), written once
 * in `page` so the tab's title and the page's heading cannot drift apart.
 */
export function servicePage<P extends object>(page: ServicePageInput, Sections: ComponentType<P>) {
  return publicPage(page, inServiceLayout(page, Sections));
}

/** A service page that quotes the product terms (SPEC section 9); its getStaticProps is lib/server/cms/product-terms-props.ts. */
export function termsServicePage<P extends object = object>(page: ServicePageInput, Sections: ComponentType<TermsProps & P>) {
  return publicPage(page, withProductTerms<P>(inServiceLayout(page, Sections), page.title));
}
