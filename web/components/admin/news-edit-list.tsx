'use client';

import { useId, useRef, useState } from 'react';
import type { NewsItem } from '@/lib/shared/admin/admin-api';
import { formatDate } from '@/lib/shared/format';
import { messages } from '@/lib/shared/messages';
import { NewsEditForm } from './news-edit-form';
import { NewsSearch, useNewsItems } from './news-search';
import { secondaryButton } from './styles';

const text = messages.staff.news;

/**
 * Edit beside Add and Delete on Manage News: the items newest first, searchable (client-side: the list is
 * small and already here), each with Edit, which opens the item's form in place of the list.
 */
export function NewsEditList() {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [items, setItems] = useNewsItems();
  const [editing, setEditing] = useState<NewsItem | null>(null);
  const [query, setQuery] = useState('');

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
          <NewsSearch
            id={`${id}-search`}
            items={items}
            query={query}
            onQuery={setQuery}
            className={{ field: 'mt-4 max-w-sm', status: 'mt-2 text-sm text-gray-700', noMatch: 'mt-2 text-gray-700' }}
          >
            {(shown) => (
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
            )}
          </NewsSearch>
        </>
      )}
    </section>
  );
}
