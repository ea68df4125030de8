'use client';

import { useId, useRef, useState } from 'react';
import { putNews, type NewsItem } from '@/lib/shared/admin/admin-api';
import { showDialog } from '@/lib/shared/admin/dialogs';
import { messages } from '@/lib/shared/messages';
import { useStaffSession } from './staff-session-provider';
import { NewsFields, NewsImageField, firstBlankField } from './news-fields';
import { card, primaryButton, secondaryButton } from './styles';

const text = messages.staff.news;

type Draft = Pick<NewsItem, 'title' | 'author_name' | 'category' | 'summary' | 'full_text' | 'date'>;

/**
 * Edit one news item: every field Add has, and the date; the image is kept unless a new one is chosen.
 * Saved and published at once (PUT /api/admin/news/{id}); a refusal shows the server's message, which names the field.
 */
export function NewsEditForm({
  item,
  onSaved,
  onCancel,
}: {
  item: NewsItem;
  onSaved: (saved: NewsItem) => void;
  onCancel: () => void;
}) {
  const { token } = useStaffSession();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>({
    title: item.title,
    author_name: item.author_name,
    category: item.category,
    summary: item.summary,
    full_text: item.full_text,
    date: item.date,
  });
  const [image, setImage] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const blank = firstBlankField(draft, formRef.current);
    if (blank) {
      setDraft((current) => ({ ...current, [blank]: '' }));
      return;
    }
    const form = new FormData();
    for (const [field, value] of Object.entries(draft)) form.append(field, String(value).trim());
    if (image) form.append('image', image);

    setSaving(true);
    setFailure(null);
    let saved: NewsItem | null = null;
    let refusal: string | null = null;
    try {
      const reply = await putNews(item.id, form, token);
      if (reply.ok) saved = reply.body.news;
      else {
        refusal = reply.status === 400 && reply.body ? reply.body.message : null;
        console.error('Editing news failed', item.id, reply.status, reply.raw);
      }
    } catch (error) {
      console.error('Editing news failed', item.id, error);
    }
    setSaving(false);

    if (!saved) {
      const message = refusal ?? text.saveFailed;
      setFailure(message);
      await showDialog('error', messages.staff.errorTitle, message);
      return;
    }
    await showDialog('success', text.savedTitle, text.savedText);
    onSaved(saved);
  }

  const field = (name: string) => `${id}-${name}`;
  return (
    <form ref={formRef} onSubmit={handleSubmit} className={`${card} max-w-2xl space-y-5`} aria-labelledby={field('heading')}>
      <h2 id={field('heading')} className="text-xl font-semibold text-gray-900">
        {text.editTitle}
      </h2>
      <NewsFields draft={draft} onChange={(name, value) => setDraft((current) => ({ ...current, [name]: value }))} idOf={field} />
      {item.image_url ? (
        <figure>
          {/* eslint-disable-next-line @next/next/no-img-element -- the stored file itself: Next's image cache would keep a replaced image */}
          <img src={item.image_url} alt="" className="h-24 w-36 rounded object-cover" />
          <figcaption className="mt-1 text-sm text-gray-700">{text.currentImage}</figcaption>
        </figure>
      ) : null}
      <NewsImageField id={field('image')} label={text.newImage} onChange={setImage} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={saving} className={primaryButton}>
          {saving ? messages.busy.submitting : text.save}
        </button>
        <button type="button" onClick={onCancel} className={secondaryButton}>
          {messages.news.cancel}
        </button>
        <p role="status" className="font-semibold text-red-700">
          {failure}
        </p>
      </div>
    </form>
  );
}
