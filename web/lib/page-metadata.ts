import type { Metadata } from 'next';
import { site } from '@/config/site';

export type PageMetaInput = {
  title: string;
  description: string;
  /** The route, e.g. '/about'; resolved against the root layout's metadataBase for canonical and og:url. */
  path: string;
};

/**
 * Per-page metadata with Open Graph and a canonical URL, built the same way on every public page.
 * A page's openGraph replaces the root layout's, so siteName, locale and type are repeated here.
 */
export function pageMetadata({ title, description, path }: PageMetaInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: `${title} | ${site.name}`,
      description,
      url: path,
      siteName: site.name,
      locale: 'en_GM',
      type: 'website',
    },
  };
}
