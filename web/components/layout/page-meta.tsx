import Head from 'next/head';
import type { ComponentType } from 'react';
import { usePageLocale } from '@/components/ui/page-locale';
import { site } from '@/content/bank-details';
import { env } from '@/lib/server/env';
import { DEFAULT_LOCALE, OG_LOCALES, SITE_LOCALES, localeHref } from '@/lib/shared/site-locale';

export type PageMetaInput = {
  title: string;
  description: string;
  /** The route, e.g. '/about'; resolved against SITE_URL for the canonical URL and og:url. */
  path: string;
  /** Replaces the usual "{title} | Trust Bank" (the home page's title is the site's own). */
  fullTitle?: string;
};

/**
 * Title, description, canonical URL, Open Graph and Twitter card of a public page, with the site's share image, and
 * the page's address in each of the site's locales (`hreflang`, English as `x-default`).
 */
function PageMeta({ title, description, path, fullTitle = `${title} | ${site.name}` }: PageMetaInput) {
  const locale = usePageLocale();
  const at = (code: typeof locale) => new URL(localeHref(code, path), `${env.siteUrl}/`).toString();
  const url = at(locale);
  const image = new URL('/opengraph-image.png', `${env.siteUrl}/`).toString();
  const imageAlt = `${site.name}: ${site.tagline}`;
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="application-name" content={site.name} />
      <link rel="canonical" href={url} />
      {SITE_LOCALES.map((code) => (
        <link key={code} rel="alternate" hrefLang={code} href={at(code)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={at(DEFAULT_LOCALE)} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      <meta property="og:type" content="website" />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </Head>
  );
}

/** A public page: its body with its <PageMeta>. */
export function publicPage<P extends object>(meta: PageMetaInput, Body: ComponentType<P>) {
  function PublicPage(props: P) {
    return (
      <>
        <PageMeta {...meta} />
        <Body {...props} />
      </>
    );
  }
  return PublicPage;
}
