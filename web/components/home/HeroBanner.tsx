'use client';

import type { BannerSlide } from '@/lib/cms/types';
import { useDeferredModule } from '@/components/ui/useDeferredModule';
import HeroSlide from './HeroSlide';

const loadCarousel = () => import('./HeroCarousel');

/**
 * The home page's full-width rotating banner. The first slide is server-rendered (fast first paint); the Swiper
 * carousel (new slide every 10 s, 1.5 s transition, loop, pause control, no autoplay for reduced motion) takes
 * over once the page is idle. Slide links are resolved on the server; both buttons open in a new tab.
 */
export default function HeroBanner({ slides }: { slides: readonly BannerSlide[] }) {
  const Carousel = useDeferredModule(loadCarousel, { enabled: slides.length > 1 });
  if (slides.length === 0) return null;
  return (
    <section aria-roledescription="carousel" aria-label="Highlights" className="relative overflow-hidden bg-brand-dark">
      {Carousel ? <Carousel slides={slides} /> : <HeroSlide slide={slides[0]} first />}
    </section>
  );
}
