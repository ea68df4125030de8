import type { MetadataRoute } from 'next';
import { publicRoutes } from '@/config/menu';
import { env } from '@/lib/server/env';

/** Every public route of the spec. */
export default function sitemap(): MetadataRoute.Sitemap {
  return publicRoutes.map((route) => ({
    url: `${env.siteUrl}${route === '/' ? '' : route}`,
    changeFrequency: route === '/' || route === '/news' || route === '/services/exchange-rates' ? 'daily' : 'monthly',
    priority: route === '/' ? 1 : 0.7,
  }));
}
