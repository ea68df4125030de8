import type { AnchorHTMLAttributes } from 'react';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link to another page of the site: a plain anchor. Public pages have no client router (pages/ are sent without
 * Next's runtime), so every navigation is a page load, answered by the edge cache; islands/intent-prefetch.ts
 * fetches the page ahead when the visitor reaches for the link (pointer over it, touch, focus), never on load.
 */
export default function Link({ children, ...props }: LinkProps) {
  return <a {...props}>{children}</a>;
}
