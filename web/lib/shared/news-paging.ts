/** News paging of SPEC.md: 8 items first, 5 more per Load More; the home page shows the first 6. */
export const NEWS_FIRST_PAGE = 8;
export const NEWS_PAGE_STEP = 5;
export const HOME_NEWS_COUNT = 6;

export function nextVisibleCount(visible: number, total: number): number {
  return Math.min(visible + NEWS_PAGE_STEP, Math.max(total, visible));
}

export function hasMoreNews(visible: number, total: number): boolean {
  return visible < total;
}
