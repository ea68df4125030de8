'use client';

import { useState } from 'react';
import type { NewsItem } from '@/lib/cms/types';
import NewsCard from './NewsCard';
import NewsModal from './NewsModal';

/** A grid of news cards (3 columns from md) whose Read More opens the detail modal. */
export default function NewsGrid({ items, eagerCount = 0 }: { items: readonly NewsItem[]; eagerCount?: number }) {
  const [selected, setSelected] = useState<NewsItem | null>(null);
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 md:grid-cols-3">
        {items.map((item, index) => (
          <li key={item.id || item.title}>
            <NewsCard item={item} onReadMore={setSelected} eager={index < eagerCount} />
          </li>
        ))}
      </ul>
      <NewsModal item={selected} onClose={() => setSelected(null)} />
    </>
  );
}
