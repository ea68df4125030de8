import type { Locale } from '@bank/shared/locales';

/**
 * The locales the site's pages are served in (docs/adr/0009-languages.md): English at today's URLs, French under
 * /fr. Its frame (menus, footer, the spec's messages) is translated in the code (lib/shared/frame-words.ts). Wolof,
 * Mandinka and Pulaar join when the bank's translators have written their frame in the CMS; until then their
 * prefixes are not routes.
 */
export const SITE_LOCALES = ['en', 'fr'] as const satisfies readonly Locale[];
export type SiteLocale = (typeof SITE_LOCALES)[number];
export const DEFAULT_LOCALE: SiteLocale = 'en';

export const isSiteLocale = (value: unknown): value is SiteLocale =>
  typeof value === 'string' && (SITE_LOCALES as readonly string[]).includes(value);

/** Each locale's name in its own language, as the language switcher offers it. */
export const LOCALE_ENDONYMS: Readonly<Record<SiteLocale, string>> = { en: 'English', fr: 'Français' };

/** Open Graph's locale of a page (language and the bank's country). */
export const OG_LOCALES: Readonly<Record<SiteLocale, string>> = { en: 'en_GM', fr: 'fr_GM' };

/**
 * Where the files and the /api proxy are (the App Router's): the same in every locale, never prefixed.
 */
const UNLOCALISED =
  /^\/(?:api|uploads|images|icons|islands|_next|fonts|sitemap\.xml|robots\.txt|sw\.js|manifest\.webmanifest|tbl|atm|admin)(?:[/?#]|$)/;

/**
 * A page's address in a locale: English at the path itself, any other under its code (`/fr/about`, `/fr` for the
 * home page). Anything that is not a page of this site (another origin, `mailto:`, `tel:`, a fragment, a file or the
 * /api) is returned as it is.
 */
export function localeHref(locale: SiteLocale, href: string): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith('/') || href.startsWith('//') || UNLOCALISED.test(href)) return href;
  return href === '/' || /^\/[?#]/.test(href) ? `/${locale}${href.slice(1)}` : `/${locale}${href}`;
}

/** A path with its locale prefix taken off, and the locale (English when there is none). */
export function splitLocale(pathname: string): { locale: SiteLocale; path: string } {
  const match = /^\/([a-z]{2,3})(?=\/|$)/.exec(pathname);
  if (match && isSiteLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { locale: match[1], path: pathname.slice(match[0].length) || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

const LOCALE_PREFIX = new RegExp(`^/(${SITE_LOCALES.join('|')})(?=[/?#]|$)`, 'i');

/**
 * The one address of a page asked for under another spelling of its locale (`/FR/about`, `/Fr`) or under English's
 * code (`/en/about`: English is at today's URLs), from a request's path and query; null when it is already the page's
 * one address. Next's locale routing answers those spellings too, as copies of the page.
 */
export function canonicalLocalePath(url: string): string | null {
  const match = LOCALE_PREFIX.exec(url);
  if (!match) return null;
  const code = match[1].toLowerCase();
  if (!isSiteLocale(code) || (code === match[1] && code !== DEFAULT_LOCALE)) return null;
  const rest = url.slice(match[0].length);
  return localeHref(code, rest.startsWith('/') ? rest : `/${rest}`);
}
