import { createContext, useContext } from 'react';
import { frameLabel, frameWord, type FrameText } from '@/lib/shared/frame-words';
import { DEFAULT_LOCALE, localeHref, type SiteLocale } from '@/lib/shared/site-locale';

/**
 * The locale of the page being rendered (its URL's): pages/_app.tsx provides it from Next's router, the islands
 * runtime from <html lang>. Links (components/ui/link.tsx) keep the visitor in it.
 */
export const PageLocale = createContext<SiteLocale>(DEFAULT_LOCALE);

/**
 * The language of the text around, where it is not the page's: a page's own text not yet translated is English
 * (`lang="en"`) inside a French frame, and the words of a component inside it (a link's "opens in a new tab") are
 * English too.
 */
export const TextLocale = createContext<SiteLocale | null>(null);

export function usePageLocale(): SiteLocale {
  return useContext(PageLocale);
}

/** The frame's words in the language of the text around; links to pages in the page's locale. */
export function useFrameWords() {
  const locale = useContext(PageLocale);
  const lang = useContext(TextLocale) ?? locale;
  return {
    locale,
    t: (text: FrameText, values?: Record<string, string | number>) => frameWord(lang, text, values),
    /** A name from the site's data (a route's, a menu's). */
    label: (english: string) => frameLabel(lang, english),
    href: (path: string) => localeHref(locale, path),
  };
}

/**
 * A component's own text in the language of the text around it (`versions` holds every locale of the site, so a
 * translated page never shows a part of itself in English unmarked).
 */
export function useLocalised<T>(versions: Readonly<Record<SiteLocale, T>>): T {
  const locale = useContext(PageLocale);
  return versions[useContext(TextLocale) ?? locale];
}

/** The language of the text around (the page's, or English inside a page's untranslated text): numbers and dates. */
export function useTextLocale(): SiteLocale {
  const locale = useContext(PageLocale);
  return useContext(TextLocale) ?? locale;
}
