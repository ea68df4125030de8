'use client';

import { useRef } from 'react';
import { useDeferredModule } from '@/components/ui/use-deferred-module';
import type { GalleryImage } from '@/lib/shared/cms-types';
import GalleryStaticRow from './gallery-static-row';

const loadSwiper = () => import('./gallery-swiper');

/**
 * The gallery of moments with the bank: loops, autoplays every 3.5 s, 1/2/3 slides from 640/768/1024 px. Until
 * the section nears the viewport it shows a static row with the same layout (GalleryStaticRow), so Swiper is not
 * loaded with the page.
 */
export default function GalleryCarousel({ images, title }: { images: readonly GalleryImage[]; title: string }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const Swiper = useDeferredModule(loadSwiper, { enabled: images.length > 0, whenVisible: placeholder });
  return (
    // A named group (WAI-ARIA's carousel pattern): aria-label needs a role to name, or the HTML checker refuses it.
    <div role="group" aria-roledescription="carousel" aria-label={title} ref={placeholder}>
      {/* eslint-disable-next-line react-hooks/static-components -- useDeferredModule keeps the loaded component in state: one identity, not one per render */}
      {Swiper ? <Swiper images={images} /> : <GalleryStaticRow images={images} />}
    </div>
  );
}
