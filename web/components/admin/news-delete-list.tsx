'use client';

import { useId, useState } from 'react';
import { deleteNews, type NewsItem } from '@/lib/shared/admin/admin-api';
import { confirmDialog, showDialog } from '@/lib/shared/admin/dialogs';
import { formatDate } from '@/lib/shared/format';
import { messages } from '@/lib/shared/messages';
import { NewsSearch, useNewsItems } from './news-search';
import { useStaffSession } from './staff-session-provider';
import { dangerButton } from './styles';

const text = messages.staff.news;

/** The confirmation's body: author, date and summary, built as DOM text so CMS content cannot inject markup. */
function deleteDetails(item: NewsItem): HTMLElement {
  const container = document.createElement('div');
  container.style.textAlign = 'left';
  const lines: [string, string][] = [
    [text.author, item.author_name],
    [text.date, formatDate(item.date)],
    [text.summary, item.summary],
  ];
  for (const [label, value] of lines) {
    const paragraph = document.createElement('p');
    paragraph.style.margin = '0.25rem 0';
    const strong = document.createElement('strong');
    strong.textContent = `${label}: `;
    paragraph.append(strong, value ?? '');
    container.append(paragraph);
  }
  return container;
}

/** Delete News (SPEC sections 2, 5 and 8): every item with its Delete button; a failed load is only logged. */
export function NewsDeleteList() {
  const { token } = useStaffSession();
  const [items, setItems] = useNewsItems();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const searchId = useId();

  async function handleDelete(item: NewsItem) {
    const confirmed = await confirmDialog({
      title: messages.news.deleteTitle(item.title),
      content: deleteDetails(item),
      confirmButtonText: messages.news.deleteButton,
      cancelButtonText: messages.news.cancel,
      destructive: true,
    });
    if (!confirmed) return;

    setDeletingId(item.id);
    let ok = false;
    try {
      const reply = await deleteNews(item.id, token);
      ok = reply.ok;
      if (!ok) console.error('Deleting news failed', item.id, reply.status, reply.body);
    } catch (error) {
      console.error('Deleting news failed', item.id, error);
    }
    setDeletingId(null);

    if (!ok) {
      await showDialog('error', messages.news.deleteFailedTitle, messages.news.deleteFailedText);
      return;
    }
    setItems((current) => (current ?? []).filter((entry) => entry.id !== item.id));
    await showDialog('success', messages.news.deletedTitle, messages.news.deletedText);
  }

  if (items === null) return null;
  if (items.length === 0) return <p className="text-gray-700">{text.empty}</p>;

  return (
    <NewsSearch
      id={searchId}
      items={items}
      query={query}
      onQuery={setQuery}
      className={{ field: 'mb-2 max-w-sm', status: 'mb-4 text-sm text-gray-700', noMatch: 'text-gray-700' }}
    >
      {(shown) => (
        <ul className="space-y-4">
          {shown.map((item) => {
            const headingId = `news-${item.id}-title`;
            return (
              <li key={item.id}>
                <article
                  aria-labelledby={headingId}
                  className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-5 shadow-sm sm:flex-row sm:items-start sm:justify-between"
                >
                  <div className="min-w-0">
                    <h2 id={headingId} className="text-lg font-semibold text-gray-900">
                      {item.title}
                    </h2>
                    <p className="mt-1 text-sm text-gray-700">{text.byline(item.author_name, formatDate(item.date))}</p>
                    <p className="mt-2 text-gray-800">{item.summary}</p>
                  </div>
                  <button
                    type="button"
                    onClick={() => handleDelete(item)}
                    disabled={deletingId === item.id}
                    className={`${dangerButton} shrink-0`}
                  >
                    {text.delete}
                  </button>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </NewsSearch>
  );
}
