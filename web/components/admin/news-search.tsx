'use client';

import { useEffect, useState } from 'react';
import { listNews, type NewsItem } from '@/lib/shared/admin/admin-api';
import { matchesSearch } from '@/lib/shared/admin/search';
import { messages } from '@/lib/shared/messages';
import { SearchField } from './search-field';

const text = messages.staff.news;

/** The news items as the CMS lists them (newest first), loaded once; null while loading, [] after a failed load. */
export function useNewsItems() {
  const [items, setItems] = useState<NewsItem[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    listNews()
      .then((news) => {
        if (!cancelled) setItems(news);
      })
      .catch((error: unknown) => {
        console.error('Loading news failed', error);
        if (!cancelled) setItems([]);
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return [items, setItems] as const;
}

/** The words a news search looks in. */
const searchFields = (item: NewsItem) => [item.title, item.author_name, item.category, item.summary];

/**
 * The search over Manage News's lists, client-side: a few dozen items, all on the page already. Renders
 * the search box, the count of matches and "no match"; `children` gets the items that match.
 */
export function NewsSearch({
  id,
  items,
  query,
  onQuery,
  className,
  children,
}: {
  id: string;
  items: NewsItem[];
  /** Kept by the list, so it outlives an edit that replaces the list for a while. */
  query: string;
  onQuery: (query: string) => void;
  className: { field: string; status: string; noMatch: string };
  children: (shown: NewsItem[]) => React.ReactNode;
}) {
  const shown = items.filter((item) => matchesSearch(query, searchFields(item)));
  return (
    <>
      <SearchField
        id={id}
        label={text.search}
        hint={text.searchHint}
        value={query}
        onChange={onQuery}
        className={className.field}
      />
      <p role="status" className={className.status}>
        {query.trim() ? text.matches(shown.length, items.length) : null}
      </p>
      {shown.length === 0 ? <p className={className.noMatch}>{text.noMatch}</p> : null}
      {children(shown)}
    </>
  );
}
