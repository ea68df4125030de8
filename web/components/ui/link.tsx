import type { AnchorHTMLAttributes } from 'react';
import { localeHref } from '@/lib/shared/site-locale';
import { usePageLocale } from './page-locale';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link to another page of the site: a plain anchor, to the page in the locale being read (`/fr/about` from a French
 * page). Public pages have no client router (pages/ are sent without Next's runtime), so every navigation is a page
 * load, answered by the edge cache; islands/intent-prefetch.ts fetches the page ahead when the visitor reaches for the
 * link (pointer over it, touch, focus), never on load.
 */
export default function Link({ children, href, ...props }: LinkProps) {
  const locale = usePageLocale();
  return (
    <a href={localeHref(locale, href)} {...props}>
      {children}
    </a>
  );
}
