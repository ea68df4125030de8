const prefetched = new Set<string>();

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** The visitor asked to save data, or the network is a 2G one: then nothing is fetched ahead. */
export function prefetchUnwelcome(connection: NetworkInformation | undefined): boolean {
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * Fetches another page of the site ahead when the visitor reaches for its link (pointer over it, touch, keyboard
 * focus), never on load: on a slow phone network nothing is downloaded that the visitor did not ask for, and the
 * page they are about to open is usually in the browser's cache by the time they click. Never with Save-Data on or on a
 * 2G connection (read at each reach, as the connection changes).
 */
export function startIntentPrefetch(): void {
  const { connection } = navigator as Navigator & { connection?: NetworkInformation };
  const prefetch = (event: Event) => {
    if (prefetchUnwelcome(connection)) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== location.origin) return;
    const path = link.pathname + link.search;
    if (path === location.pathname + location.search || prefetched.has(path)) return;
    prefetched.add(path);
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = path;
    document.head.append(hint);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) {
    document.addEventListener(type, prefetch, { passive: true, capture: true });
  }
}
