'use client';

import { useRef } from 'react';
import type { BannerSlide } from '@/lib/shared/cms-types';
import { useDeferredModule } from '@/components/ui/use-deferred-module';
import { CAROUSEL_LOAD_AFTER_MS } from '@/lib/shared/banner-links';
import HeroSlide from './hero-slide';

const loadCarousel = () => import('./hero-carousel');

/**
 * The home page's full-width rotating banner (at least one slide). The first slide alone is in the server's HTML
 * (fast first paint). The Swiper carousel (new slide every 10 s, 1.5 s transition, loop, pause control, no autoplay
 * for reduced motion) takes over a few seconds after the page
 * started, well before the first change is due, or as soon as the visitor points at, touches or focuses the banner:
 * a phone's first seconds go to the page itself. Slide links are resolved on the server; both buttons open in a
 * new tab.
 */
export default function HeroBanner({ slides }: { slides: readonly BannerSlide[] }) {
  const section = useRef<HTMLElement>(null);
  const Carousel = useDeferredModule(loadCarousel, {
    enabled: slides.length > 1,
    afterMs: CAROUSEL_LOAD_AFTER_MS,
    interactionTarget: section,
  });
  return (
    <section
      ref={section}
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="relative overflow-hidden bg-brand-dark"
    >
      {/* eslint-disable-next-line react-hooks/static-components -- useDeferredModule keeps the loaded component in state: one identity, not one per render */}
      {Carousel ? <Carousel slides={slides} /> : <HeroSlide slide={slides[0]} first />}
    </section>
  );
}
