'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { listNews, type NewsItem } from '@/lib/admin/admin-api';
import { matchesSearch } from '@/lib/admin/search';
import { formatDate } from '@/lib/format';
import { messages } from '@/lib/messages';
import { NewsEditForm } from './news-edit-form';
import { SearchField } from './search-field';
import { secondaryButton } from './styles';

const text = messages.staff.news;

/** The words a news search looks in. */
export const newsSearchFields = (item: NewsItem) => [item.title, item.author_name, item.category, item.summary];

/**
 * Edit beside Add and Delete on Manage News (issue 28 §3): the items newest first, searchable (client-side: the list is
 * small and already here), each with Edit, which opens the item's form in place of the list.
 */
export function NewsEditList() {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [items, setItems] = useState<NewsItem[] | null>(null);
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<NewsItem | null>(null);

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

  function closeEditor(saved?: NewsItem) {
    if (saved) {
      setItems((current) =>
        (current ?? [])
          .map((entry) => (entry.id === saved.id ? saved : entry))
          .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)),
      );
    }
    setEditing(null);
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  if (editing) {
    return (
      <div className="mt-10">
        <NewsEditForm key={editing.id} item={editing} onSaved={closeEditor} onCancel={() => closeEditor()} />
      </div>
    );
  }

  const shown = (items ?? []).filter((item) => matchesSearch(query, newsSearchFields(item)));
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 max-w-3xl">
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-gray-900">
        {text.editHeading}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{text.editHint}</p>
      {items === null ? null : items.length === 0 ? (
        <p className="mt-4 text-gray-700">{text.empty}</p>
      ) : (
        <>
          <SearchField
            id={`${id}-search`}
            label={text.search}
            hint={text.searchHint}
            value={query}
            onChange={setQuery}
            className="mt-4 max-w-sm"
          />
          <p role="status" className="mt-2 text-sm text-gray-700">
            {query.trim() ? text.matches(shown.length, items.length) : null}
          </p>
          {shown.length === 0 ? <p className="mt-2 text-gray-700">{text.noMatch}</p> : null}
          <ul aria-labelledby={`${id}-heading`} className="mt-2 space-y-3">
            {shown.map((item) => {
              const titleId = `${id}-${item.id}-title`;
              return (
                <li
                  key={item.id}
                  className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p id={titleId} className="font-semibold break-words text-gray-900">
                      {item.title}
                    </p>
                    <p className="text-sm text-gray-700">
                      {text.byline(item.author_name, formatDate(item.date))} · {item.category}
                    </p>
                  </div>
                  <button
                    type="button"
                    aria-describedby={titleId}
                    onClick={() => setEditing(item)}
                    className={`${secondaryButton} shrink-0`}
                  >
                    {text.edit}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
