'use client';

import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';

/**
 * Autoplay state of a Swiper slideshow with a pause/play control. Under prefers-reduced-motion it starts paused
 * and, when `instantUnderReducedMotion` is set, slides change without animation.
 */
export function useSlideshow({ instantUnderReducedMotion = false } = {}) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(true);

  function onSwiper(instance: SwiperInstance) {
    setSwiper(instance);
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      instance.autoplay.stop();
      if (instantUnderReducedMotion) instance.params.speed = 0;
      setPlaying(false);
    }
  }

  function toggle() {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  }

  return { playing, onSwiper, toggle };
}
