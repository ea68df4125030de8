'use client';

import { useEffect, useRef, useState } from 'react';
import { whenNearViewport } from '@/components/ui/near-viewport';

export type HeadOfficeMapProps = {
  /** The map embed's address (config/head-office-map.ts). */
  src: string;
  /** The frame's accessible name. */
  title: string;
};

const frameClass = 'block h-full w-full border-0';

/**
 * The contact page's map, an OpenStreetMap frame (a page of its own, with its script and tiles). It loads only once
 * the map nears the viewport: a browser's own `loading="lazy"` still fetches a frame several screens ahead, so a phone
 * paid for the map before the page's first paint. Without JavaScript the frame is in <noscript>, lazy as usual. The
 * box keeps its size either way, so nothing moves when the map arrives, and a map that cannot load leaves only an
 * empty box above the link to OpenStreetMap.
 */
export default function HeadOfficeMap({ src, title }: HeadOfficeMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const stop = whenNearViewport(target, () => setNear(true));
    if (!stop) setNear(true);
    return stop ?? undefined;
  }, []);

  const frame = (lazy: boolean) => (
    <iframe
      title={title}
      src={src}
      loading={lazy ? 'lazy' : undefined}
      referrerPolicy="no-referrer-when-downgrade"
      className={frameClass}
    />
  );

  return (
    <div
      ref={box}
      className="mt-4 aspect-[4/3] min-h-72 w-full overflow-hidden rounded-2xl border border-slate-200 bg-brand-50 lg:aspect-auto lg:h-[32rem]"
    >
      {near ? frame(false) : <noscript>{frame(true)}</noscript>}
    </div>
  );
}
