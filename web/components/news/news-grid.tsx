'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { NewsItem } from '@/lib/shared/cms-types';
import NewsCard from './news-card';
import NewsCardImage from './news-card-image';

type NewsModalComponent = ComponentType<{ item: NewsItem | null; onClose: () => void }>;

const loadNewsModal = () => import('./news-modal');

type NewsGridProps = {
  items: readonly NewsItem[];
  /** How many of the first cards load their picture at once (the rest when they near the viewport). */
  eagerPictures?: number;
  /** An item shown opened from the start (the editors' preview of that item). */
  opened?: NewsItem | null;
};

/**
 * A grid of news cards (3 columns from md) whose Read More opens the detail modal. The modal's code is loaded on the
 * first Read More, so it is not first-load JavaScript.
 */
export default function NewsGrid({ items, eagerPictures = 0, opened = null }: NewsGridProps) {
  const [selected, setSelected] = useState<NewsItem | null>(opened);
  const [NewsModal, setNewsModal] = useState<NewsModalComponent | null>(null);

  function loadModal() {
    loadNewsModal()
      .then((module) => setNewsModal(() => module.default))
      .catch((error: unknown) => console.error('Could not load the news detail', error));
  }

  function readMore(item: NewsItem) {
    setSelected(item);
    if (!NewsModal) loadModal();
  }

  // Opened from the start: the dialog's code is loaded once the page is live.
  useEffect(() => {
    if (opened) loadModal();
  }, [opened]);

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 md:grid-cols-3">
        {items.map((item, index) => (
          <li key={item.id || item.title}>
            <NewsCard
              item={item}
              picture={<NewsCardImage item={item} eager={index < eagerPictures} first={eagerPictures > 0 && index === 0} />}
              onReadMore={readMore}
            />
          </li>
        ))}
      </ul>
      {NewsModal ? <NewsModal item={selected} onClose={() => setSelected(null)} /> : null}
    </>
  );
}
