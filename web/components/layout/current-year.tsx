'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The current year, read in the visitor's browser: static pages are rendered once and cached, so a year computed
 * on the server would freeze at render time. The server snapshot is the render-time year, replaced on hydration.
 */
export default function CurrentYear({ renderedYear }: { renderedYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => renderedYear,
  );
  return <>{year}</>;
}
