/**
 * next/navigation inside islands (scripts/build-islands.mjs aliases it here): islands run without Next's router,
 * so the current path is the document's own. The server rendering uses the real next/navigation (same path).
 */
export function usePathname(): string {
  return window.location.pathname;
}
