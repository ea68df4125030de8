'use client';

import { useState, type ComponentType, type ReactNode } from 'react';
import type { NewsItem } from '@/lib/cms/types';
import NewsCard from './NewsCard';

type NewsModalComponent = ComponentType<{ item: NewsItem | null; onClose: () => void }>;

const loadNewsModal = () => import('./NewsModal');

type NewsGridProps = {
  items: readonly NewsItem[];
  /** Each item's card picture (NewsCardImage), in the order of `items`. */
  pictures: readonly ReactNode[];
};

/**
 * A grid of news cards (3 columns from md) whose Read More opens the detail modal. The modal's code is loaded on the
 * first Read More, so it is not first-load JavaScript.
 */
export default function NewsGrid({ items, pictures }: NewsGridProps) {
  const [selected, setSelected] = useState<NewsItem | null>(null);
  const [NewsModal, setNewsModal] = useState<NewsModalComponent | null>(null);

  function readMore(item: NewsItem) {
    setSelected(item);
    if (NewsModal) return;
    loadNewsModal()
      .then((module) => setNewsModal(() => module.default))
      .catch((error: unknown) => console.error('Could not load the news detail', error));
  }

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 md:grid-cols-3">
        {items.map((item, index) => (
          <li key={item.id || item.title}>
            <NewsCard item={item} picture={pictures[index]} onReadMore={readMore} />
          </li>
        ))}
      </ul>
      {NewsModal ? <NewsModal item={selected} onClose={() => setSelected(null)} /> : null}
    </>
  );
}
