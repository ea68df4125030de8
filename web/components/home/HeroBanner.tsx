'use client';

import Image from 'next/image';
import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import SlideshowToggle from '@/components/ui/SlideshowToggle';
import type { BannerSlide } from '@/lib/cms/types';

/** Spec: a new slide every 10 s, sliding horizontally over 1.5 s, wrapping around. */
const SLIDE_DELAY_MS = 10_000;
const SLIDE_SPEED_MS = 1_500;

/**
 * The home page's full-width rotating banner. Slides come from the CMS (links already resolved on the server);
 * both buttons open in a new tab. Autoplay is off for visitors who prefer reduced motion, and can be paused.
 */
export default function HeroBanner({ slides }: { slides: readonly BannerSlide[] }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(true);

  function onInit(instance: SwiperInstance) {
    setSwiper(instance);
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      instance.autoplay.stop();
      instance.params.speed = 0;
      setPlaying(false);
    }
  }

  function toggle() {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  }

  if (slides.length === 0) return null;

  return (
    <section aria-roledescription="carousel" aria-label="Highlights" className="relative bg-brand-dark">
      <Swiper
        modules={[Autoplay, Pagination, Keyboard, A11y]}
        loop={slides.length > 1}
        speed={SLIDE_SPEED_MS}
        autoplay={{ delay: SLIDE_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        pagination={{ clickable: true }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true, slideRole: 'group' }}
        onSwiper={onInit}
        className="hero-banner"
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.id || index}>
            <div className="relative flex min-h-[34rem] items-center sm:min-h-[36rem] lg:min-h-[38rem]">
              {slide.image_url ? (
                <Image
                  src={slide.image_url}
                  alt=""
                  fill
                  sizes="100vw"
                  preload={index === 0}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  className="object-cover"
                />
              ) : null}
              <div
                aria-hidden="true"
                className="absolute inset-0 bg-gradient-to-r from-brand-dark/95 via-brand-dark/75 to-brand-dark/20"
              />
              <div className="relative container-page py-16 pb-20 text-white">
                <div className="max-w-2xl">
                  <p className="text-sm font-semibold tracking-widest text-accent uppercase">{slide.subheading}</p>
                  <h2 className="mt-3 text-3xl leading-tight font-extrabold sm:text-5xl">{slide.heading}</h2>
                  <p className="mt-5 text-base leading-relaxed text-slate-100 sm:text-lg">{slide.description}</p>
                  <div className="on-dark mt-8 flex flex-wrap gap-3">
                    {slide.button1.label && slide.button1.link ? (
                      <a href={slide.button1.link} target="_blank" rel="noopener noreferrer" className="btn-accent px-6 py-3 text-base">
                        {slide.button1.label}
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    ) : null}
                    {slide.button2.label && slide.button2.link ? (
                      <a href={slide.button2.link} target="_blank" rel="noopener noreferrer" className="btn-outline-light px-6 py-3 text-base">
                        {slide.button2.label}
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    ) : null}
                  </div>
                </div>
              </div>
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
      {slides.length > 1 ? (
        <div className="on-dark absolute right-4 bottom-4 z-10 sm:right-6 lg:right-8">
          <SlideshowToggle
            playing={playing}
            onToggle={toggle}
            label="banner slideshow"
            className="bg-white/15 text-white backdrop-blur hover:bg-white/25"
          />
        </div>
      ) : null}
    </section>
  );
}
