'use client';

import { useRef } from 'react';
import { useDeferredModule } from '@/components/ui/useDeferredModule';
import type { GalleryImage } from '@/lib/cms/types';
import GalleryFigure from './GalleryFigure';

const loadSwiper = () => import('./GallerySwiper');

/**
 * The gallery of moments with the bank: loops, autoplays every 3.5 s, 1/2/3 slides from 640/768/1024 px. Until
 * the section nears the viewport it is a static row with the same layout, so Swiper is not first-load JavaScript.
 */
export default function GalleryCarousel({ images, title }: { images: readonly GalleryImage[]; title: string }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const Swiper = useDeferredModule(loadSwiper, { enabled: images.length > 0, whenVisible: placeholder });
  return (
    <div aria-roledescription="carousel" aria-label={title} ref={placeholder}>
      {Swiper ? (
        <Swiper images={images} />
      ) : (
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {images.slice(0, 3).map((image, index) => (
            <li key={image.id || image.image_url} className={index === 0 ? '' : index === 1 ? 'hidden md:block' : 'hidden lg:block'}>
              <GalleryFigure image={image} index={index} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
