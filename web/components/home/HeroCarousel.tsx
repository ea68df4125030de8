'use client';

import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import SlideshowToggle from '@/components/ui/SlideshowToggle';
import { useSlideshow } from '@/components/ui/use-slideshow';
import type { BannerSlide } from '@/lib/cms/types';
import HeroSlide from './HeroSlide';

/** Spec: a new slide every 10 s, sliding horizontally over 1.5 s, wrapping around. */
const SLIDE_DELAY_MS = 10_000;
const SLIDE_SPEED_MS = 1_500;

/** The Swiper carousel of the banner; loaded after the page is interactive (see HeroBanner). */
export default function HeroCarousel({ slides }: { slides: readonly BannerSlide[] }) {
  const { playing, onSwiper, toggle } = useSlideshow({ instantUnderReducedMotion: true });

  return (
    <>
      <Swiper
        modules={[Autoplay, Pagination, Keyboard, A11y]}
        loop={slides.length > 1}
        speed={SLIDE_SPEED_MS}
        autoplay={{ delay: SLIDE_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        pagination={{ clickable: true }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true, slideRole: 'group' }}
        onSwiper={onSwiper}
        className="hero-banner"
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.id || index}>
            <HeroSlide slide={slide} first={index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="on-dark absolute top-4 right-4 z-10 sm:top-auto sm:right-6 sm:bottom-14 lg:right-8">
        <SlideshowToggle
          playing={playing}
          onToggle={toggle}
          label="banner slideshow"
          className="bg-white/15 text-white backdrop-blur hover:bg-white/25"
        />
      </div>
    </>
  );
}
