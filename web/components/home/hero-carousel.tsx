'use client';

import { useState } from 'react';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import SlideshowToggle from '@/components/ui/slideshow-toggle';
import { useSlideshow } from '@/components/ui/use-slideshow';
import type { BannerSlide } from '@/lib/shared/cms-types';
import HeroSlide from './hero-slide';
import { firstSlideDelay, SLIDE_DELAY_MS, SLIDE_SPEED_MS } from '@/lib/shared/banner-links';

/** The Swiper carousel of the banner; loaded a few seconds after the page started (see HeroBanner). */
export default function HeroCarousel({ slides }: { slides: readonly BannerSlide[] }) {
  const { playing, onSwiper, toggle } = useSlideshow({ instantUnderReducedMotion: true });
  // The first change comes 10 s after the page started, every later one 10 s after the previous.
  const [firstDelay] = useState(() => firstSlideDelay(performance.now()));

  return (
    <>
      <Swiper
        modules={[Autoplay, Pagination, Keyboard, A11y]}
        loop={slides.length > 1}
        speed={SLIDE_SPEED_MS}
        autoplay={{ delay: firstDelay, disableOnInteraction: false, pauseOnMouseEnter: true }}
        // After the first automatic change every slide stays the full 10 s. Not on slideChange: Swiper fires that
        // while it sets itself up (loop mode), which would reset the shortened first delay before it ran.
        onAutoplay={(swiper) => {
          if (swiper.params.autoplay && typeof swiper.params.autoplay === 'object') swiper.params.autoplay.delay = SLIDE_DELAY_MS;
        }}
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
