import type { ComponentType, ReactNode } from 'react';
import { publicPage, type PageMetaInput } from '@/components/layout/page-meta';
import { withProductTerms, type TermsProps } from '@/components/services/with-product-terms';
import PageHeader from './page-header';

/** What an information page says about itself: its meta data and the heading band above its body. */
export type ContentPageInput<P = object> = PageMetaInput & {
  /** Small line above the heading, e.g. the section of the site. */
  eyebrow?: string;
  /** The <h1>, where it differs from the title in the browser tab. */
  heading?: string;
  /** The lead under the heading; a function of the page's props where it quotes them (e.g. a count from the CMS). */
  intro?: ReactNode | ((props: P) => ReactNode);
};

function underPageHeader<P extends object>(page: ContentPageInput<P>, Body: ComponentType<P>) {
  function ContentPage(props: P) {
    const intro = typeof page.intro === 'function' ? page.intro(props) : page.intro;
    return (
      <>
        <PageHeader eyebrow={page.eyebrow} title={page.heading ?? page.title} intro={intro} />
        <Body {...props} />
      </>
    );
  }
  return ContentPage;
}

/**
 * An information page: its <PageMeta>, the heading band (<PageHeader>) and its body, written once in `page` so the
 * tab's title and the page's heading cannot drift apart.
 */
export function contentPage<P extends object>(page: ContentPageInput<P>, Body: ComponentType<P>) {
  return publicPage(page, underPageHeader(page, Body));
}

/** An information page that quotes the product terms (SPEC section 9); its getStaticProps is lib/server/cms/product-terms-props.ts. */
export function termsContentPage(page: ContentPageInput<TermsProps>, Body: ComponentType<TermsProps>) {
  return publicPage(page, withProductTerms(underPageHeader(page, Body), page.title));
}
