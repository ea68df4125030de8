'use client';

import { useEffect, useState, type ComponentType, type RefObject } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * Loads a heavy interactive component (a Swiper carousel, the live rates widget) only after the page is interactive
 * and idle, or once its placeholder comes near the viewport, so it is not part of the first-load JavaScript. Until
 * then the caller renders a static placeholder with the same layout.
 */
export function useDeferredModule<P>(
  load: Loader<P>,
  options: { enabled: boolean; whenVisible?: RefObject<Element | null> },
): ComponentType<P> | null {
  const [component, setComponent] = useState<ComponentType<P> | null>(null);
  const { enabled, whenVisible } = options;

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const start = () => {
      load()
        .then((module) => {
          if (!cancelled) setComponent(() => module.default);
        })
        .catch((error: unknown) => console.error('Could not load a deferred component', error));
    };
    const target = whenVisible?.current;
    if (target && 'IntersectionObserver' in window) {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            start();
          }
        },
        { rootMargin: '400px' },
      );
      observer.observe(target);
      return () => {
        cancelled = true;
        observer.disconnect();
      };
    }
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(start);
    return () => {
      cancelled = true;
      cancelIdle(handle);
    };
  }, [enabled, load, whenVisible]);

  return component;
}
