'use client';

import { useState } from 'react';
import { NewsList } from '@bank/shared';
import useSWR from 'swr';
import { hasMoreNews, NEWS_FIRST_PAGE, nextVisibleCount } from '@/lib/shared/news-paging';
import type { NewsItem } from '@/lib/shared/cms-types';
import { fetcherOf } from '@/components/ui/fetch-json';
import NewsGrid from './news-grid';

const fetchNews = fetcherOf(NewsList);

type NewsFeedProps = {
  initialNews: NewsItem[] | null;
  /** The item to show opened (the editors' preview of that item). */
  openId?: string | null;
  /** The editors' preview: the server's list holds drafts, which the public /api/news would take away. */
  preview?: boolean;
};

/**
 * The /news list: server-rendered first data, kept live with SWR; 8 items first, Load More adds 5 while items
 * remain. A failed load is only logged (spec), the last list stays on screen.
 */
export default function NewsFeed({ initialNews, openId = null, preview = false }: NewsFeedProps) {
  const { data } = useSWR<NewsItem[]>(preview ? null : '/api/news', fetchNews, {
    fallbackData: initialNews ?? undefined,
    onError: (error: unknown) => console.error('Failed to load news', error),
  });
  const [visible, setVisible] = useState(NEWS_FIRST_PAGE);
  const news = (preview ? initialNews : data) ?? [];
  const shown = news.slice(0, visible);

  return (
    <div>
      <NewsGrid items={shown} eagerPictures={3} opened={news.find((item) => item.id === openId) ?? null} />
      {hasMoreNews(visible, news.length) ? (
        <div className="mt-10 flex justify-center">
          <button
            type="button"
            className="btn-primary px-8 py-3"
            onClick={() => setVisible((count) => nextVisibleCount(count, news.length))}
          >
            Load More
          </button>
        </div>
      ) : null}
    </div>
  );
}
