import { hasMoreNews, HOME_NEWS_COUNT, NEWS_FIRST_PAGE, nextVisibleCount } from './news-paging';

describe('news paging', () => {
  it('uses the spec counts', () => {
    expect(NEWS_FIRST_PAGE).toBe(8);
    expect(HOME_NEWS_COUNT).toBe(6);
  });

  it('adds 5 per Load More while items remain', () => {
    expect(nextVisibleCount(8, 20)).toBe(13);
    expect(nextVisibleCount(13, 20)).toBe(18);
    expect(nextVisibleCount(18, 20)).toBe(20);
  });

  it('offers Load More only while items remain', () => {
    expect(hasMoreNews(8, 14)).toBe(true);
    expect(hasMoreNews(13, 14)).toBe(true);
    expect(hasMoreNews(14, 14)).toBe(false);
    expect(hasMoreNews(8, 5)).toBe(false);
  });
});
