import type { ComponentType } from 'react';
import { usePageLocale } from '@/components/ui/page-locale';
import type { SiteLocale } from '@/lib/shared/site-locale';

/** A page whose own text is written in every locale of the site: pages/_app.tsx shows it without the notice. */
export type TranslatedPage<P> = ComponentType<P> & { translatedInto: readonly SiteLocale[] };

/**
 * A page written in each locale (its meta data and heading band included): the version of the page's locale is
 * rendered. Every locale of the site is required, so a page is either translated or shown in English under the
 * notice (pages/_app.tsx), never half of each.
 */
export function translatedPage<P extends object>(versions: Readonly<Record<SiteLocale, ComponentType<P>>>): TranslatedPage<P> {
  function Translated(props: P) {
    const Version = versions[usePageLocale()];
    return <Version {...props} />;
  }
  return Object.assign(Translated, { translatedInto: Object.keys(versions) as SiteLocale[] });
}

/** Whether a page's own text is written in `locale` (a page of `translatedPage` names its locales). */
export function isTranslatedInto(page: unknown, locale: SiteLocale): boolean {
  const into = (page as Partial<TranslatedPage<object>> | null)?.translatedInto;
  return Array.isArray(into) && into.includes(locale);
}
