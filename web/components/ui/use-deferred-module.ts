'use client';

import { useEffect, useState, type ComponentType, type RefObject } from 'react';
import { whenNearViewport } from './near-viewport';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** Signs that a visitor is about to use a component: it loads at once instead of waiting. */
const INTERACTIONS = ['pointerenter', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Loads a heavy interactive component (a Swiper carousel, the live rates widget) only after the page is interactive
 * and idle, or once its placeholder comes near the viewport, so it is not part of the first-load JavaScript. Until
 * then the caller renders a static placeholder with the same layout.
 *
 * `afterMs` waits that long after the page's start instead (a slideshow is not needed before its first change), and
 * `interactionTarget` loads it at once when the visitor points at, touches or focuses that element.
 */
export function useDeferredModule<P>(
  load: Loader<P>,
  options: {
    enabled: boolean;
    whenVisible?: RefObject<Element | null>;
    afterMs?: number;
    interactionTarget?: RefObject<Element | null>;
  },
): ComponentType<P> | null {
  const [component, setComponent] = useState<ComponentType<P> | null>(null);
  const { enabled, whenVisible, afterMs, interactionTarget } = options;

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      load()
        .then((module) => {
          if (!cancelled) setComponent(() => module.default);
        })
        .catch((error: unknown) => console.error('Could not load a deferred component', error));
    };
    if (afterMs !== undefined) {
      const timer = window.setTimeout(start, Math.max(0, afterMs - performance.now()));
      const interactive = interactionTarget?.current;
      for (const type of INTERACTIONS) interactive?.addEventListener(type, start, { once: true, passive: true });
      return () => {
        cancelled = true;
        window.clearTimeout(timer);
        for (const type of INTERACTIONS) interactive?.removeEventListener(type, start);
      };
    }
    const target = whenVisible?.current;
    const stopWatching = target ? whenNearViewport(target, start) : null;
    if (stopWatching) {
      return () => {
        cancelled = true;
        stopWatching();
      };
    }
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(start);
    return () => {
      cancelled = true;
      cancelIdle(handle);
    };
  }, [enabled, load, whenVisible, afterMs, interactionTarget]);

  return component;
}
