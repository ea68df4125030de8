/** How far outside the viewport a deferred part starts loading, so it is there by the time the visitor reaches it. */
export const NEAR_VIEWPORT_MARGIN = '400px';

/**
 * Calls `onNear` once, when `target` comes within NEAR_VIEWPORT_MARGIN of the viewport. Returns the cleanup, or
 * null where the browser has no IntersectionObserver (the caller decides what to do then).
 */
export function whenNearViewport(target: Element, onNear: () => void): (() => void) | null {
  if (!('IntersectionObserver' in window)) return null;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onNear();
      }
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  observer.observe(target);
  return () => observer.disconnect();
}
