import type { MetadataRoute } from 'next';
import { publicRoutes } from '@/config/menu';
import { env } from '@/lib/server/env';
import { DEFAULT_LOCALE, SITE_LOCALES, localeHref } from '@/lib/shared/site-locale';

/** Every public route of the spec, in each of the site's locales, each naming its others (`hreflang`). */
export default function sitemap(): MetadataRoute.Sitemap {
  const at = (locale: (typeof SITE_LOCALES)[number], route: string) => {
    const href = localeHref(locale, route);
    return `${env.siteUrl}${href === '/' ? '' : href}`;
  };
  return publicRoutes.flatMap((route) => {
    const languages = Object.fromEntries([
      ...SITE_LOCALES.map((locale) => [locale, at(locale, route)]),
      ['x-default', at(DEFAULT_LOCALE, route)],
    ]);
    return SITE_LOCALES.map((locale) => ({
      url: at(locale, route),
      changeFrequency: route === '/' || route === '/news' || route === '/services/exchange-rates' ? 'daily' : 'monthly',
      priority: route === '/' ? 1 : 0.7,
      alternates: { languages },
    }));
  });
}
