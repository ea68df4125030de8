import { splitLocale } from '@/lib/shared/site-locale';

/**
 * next/navigation inside islands (scripts/build-islands.mjs aliases it here): islands run without Next's router,
 * so the current path is the document's own, without its locale prefix, as Next's own gives it to a page rendered
 * at `/fr/about` (`/about`). The server rendering uses the real next/navigation (same path).
 */
export function usePathname(): string {
  return splitLocale(window.location.pathname).path;
}
