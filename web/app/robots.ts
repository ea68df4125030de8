import type { MetadataRoute } from 'next';
import { env } from '@/lib/server/env';

/** Public pages are indexable; the staff screens and the API are not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/tbl/', '/atm/', '/admin/', '/api/'],
    },
    sitemap: `${env.siteUrl}/sitemap.xml`,
  };
}
