import Head from 'next/head';
import type { ComponentType } from 'react';
import { site } from '@/config/site';
import { env } from '@/lib/env';
import type { PageMetaInput } from '@/lib/page-metadata';

/**
 * Title, description, canonical URL and Open Graph of a page in pages/: the same tags as pageMetadata() gives the
 * App Router pages (and the root layout's defaults), with the site's share image.
 */
/** `fullTitle` replaces the usual "{title} | Trust Bank" (the home page's title is the site's own). */
export default function PageMeta({ title, description, path, fullTitle = `${title} | ${site.name}` }: PageMetaInput & { fullTitle?: string }) {
  const url = new URL(path, `${env.siteUrl}/`).toString();
  const image = new URL('/opengraph-image.png', `${env.siteUrl}/`).toString();
  const imageAlt = `${site.name}: ${site.tagline}`;
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="application-name" content={site.name} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_GM" />
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
export function publicPage<P extends object>(meta: PageMetaInput & { fullTitle?: string }, Body: ComponentType<P>) {
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
