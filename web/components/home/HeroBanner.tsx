'use client';

import type { ReactNode } from 'react';
import type { BannerSlide } from '@/lib/cms/types';
import { useDeferredModule } from '@/components/ui/useDeferredModule';

const loadCarousel = () => import('./HeroCarousel');

/**
 * The home page's full-width rotating banner (at least one slide). The first slide is server-rendered and passed in
 * as children (fast first paint, no image code in first-load JavaScript); the Swiper carousel (new slide every 10 s,
 * 1.5 s transition, loop, pause control, no autoplay for reduced motion) takes over once the page is idle. Slide
 * links are resolved on the server; both buttons open in a new tab.
 */
export default function HeroBanner({ slides, children }: { slides: readonly BannerSlide[]; children: ReactNode }) {
  const Carousel = useDeferredModule(loadCarousel, { enabled: slides.length > 1 });
  return (
    <section aria-roledescription="carousel" aria-label="Highlights" className="relative overflow-hidden bg-brand-dark">
      {Carousel ? <Carousel slides={slides} /> : children}
    </section>
  );
}
