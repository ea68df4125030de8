'use client';

import { useRef, type ReactNode } from 'react';
import { useDeferredModule } from '@/components/ui/useDeferredModule';
import type { GalleryImage } from '@/lib/cms/types';

const loadSwiper = () => import('./GallerySwiper');

/**
 * The gallery of moments with the bank: loops, autoplays every 3.5 s, 1/2/3 slides from 640/768/1024 px. Until
 * the section nears the viewport it shows `children`, a server-rendered static row with the same layout (see
 * GalleryStaticRow), so neither Swiper nor image code is first-load JavaScript.
 */
export default function GalleryCarousel({ images, title, children }: { images: readonly GalleryImage[]; title: string; children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const Swiper = useDeferredModule(loadSwiper, { enabled: images.length > 0, whenVisible: placeholder });
  return (
    <div aria-roledescription="carousel" aria-label={title} ref={placeholder}>
      {Swiper ? <Swiper images={images} /> : children}
    </div>
  );
}
