'use client';

import { A11y, Autoplay, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import SlideshowToggle from '@/components/ui/slideshow-toggle';
import { useSlideshow } from '@/components/ui/use-slideshow';
import type { GalleryImage } from '@/lib/shared/cms-types';
import GalleryFigure from './gallery-figure';

/** Spec: loops, autoplays every 3.5 s, 1/2/3 slides at widths of at least 640/768/1024 px. */
const GALLERY_DELAY_MS = 3_500;

/** The Swiper gallery; loaded when the section nears the viewport (see GalleryCarousel). */
export default function GallerySwiper({ images }: { images: readonly GalleryImage[] }) {
  const { playing, onSwiper, toggle } = useSlideshow();

  return (
    <div className="relative">
      <Swiper
        modules={[Autoplay, Navigation, A11y]}
        loop={images.length > 3}
        spaceBetween={20}
        slidesPerView={1}
        breakpoints={{ 640: { slidesPerView: 1 }, 768: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } }}
        autoplay={{ delay: GALLERY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        navigation={{ prevEl: '.gallery-prev', nextEl: '.gallery-next' }}
        a11y={{ enabled: true, slideRole: 'group' }}
        onSwiper={onSwiper}
      >
        {images.map((image, index) => (
          <SwiperSlide key={image.id || image.image_url}>
            <GalleryFigure image={image} index={index} />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="mt-6 flex items-center justify-center gap-3">
        <GalleryArrow to="prev" />
        <SlideshowToggle
          playing={playing}
          onToggle={toggle}
          label="gallery slideshow"
          className="bg-brand text-white hover:bg-brand-dark"
        />
        <GalleryArrow to="next" />
      </div>
    </div>
  );
}

const arrows = {
  prev: { label: 'Previous image', chevron: 'm15 18-6-6 6-6' },
  next: { label: 'Next image', chevron: 'm9 18 6-6-6-6' },
};

/** The gallery's previous / next button; Swiper finds it by its `gallery-prev` / `gallery-next` class. */
function GalleryArrow({ to }: { to: keyof typeof arrows }) {
  return (
    <button
      type="button"
      className={`gallery-${to} inline-flex h-10 w-10 items-center justify-center rounded-full border border-brand text-brand hover:bg-brand-50`}
    >
      <span className="sr-only">{arrows[to].label}</span>
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d={arrows[to].chevron} />
      </svg>
    </button>
  );
}
