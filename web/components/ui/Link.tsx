'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The public site's link: next/link (client-side navigation) that prefetches the target only when the visitor
 * reaches for it (pointer over it, touch, keyboard focus), not as soon as it scrolls into view. On a phone on a slow
 * network, Next's viewport prefetch would spend the first seconds downloading pages (and their banner images) the
 * visitor may never open; a prefetch started on touch still saves most of the wait.
 */
export default function Link({ onMouseEnter, onTouchStart, onFocus, prefetch, ...props }: LinkProps) {
  const [wanted, setWanted] = useState(false);
  const want = () => {
    if (!wanted) setWanted(true);
  };
  return (
    <NextLink
      {...props}
      prefetch={wanted ? (prefetch ?? null) : false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        want();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        want();
        onTouchStart?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        want();
        onFocus?.(event);
      }}
    />
  );
}
