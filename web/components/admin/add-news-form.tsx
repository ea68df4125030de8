'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { postNews } from '@/lib/shared/admin/admin-api';
import { confirmDialog, showDialog } from '@/lib/shared/admin/dialogs';
import { messages } from '@/lib/shared/messages';
import { useStaffSession } from './staff-session-provider';
import { NewsFields, NewsImageField, firstBlankField, type NewsText } from './news-fields';
import { card, primaryButton } from './styles';

const text = messages.staff.news;

const EMPTY_DRAFT: NewsText = { title: '', author_name: '', category: '', summary: '', full_text: '' };

type Outcome = { kind: 'success' | 'failure'; text: string } | null;

/** Add News (SPEC sections 2, 5 and 8): every field is required, a confirmation comes first. */
export function AddNewsForm() {
  const router = useRouter();
  const { token } = useStaffSession();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const imageRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<NewsText>(EMPTY_DRAFT);
  const [image, setImage] = useState<File | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  /** Native `required` catches empty fields; this also catches whitespace-only ones. */
  function isComplete(): boolean {
    const blank = firstBlankField(draft, formRef.current);
    if (blank) {
      setDraft((current) => ({ ...current, [blank]: '' }));
      return false;
    }
    if (!image) {
      imageRef.current?.reportValidity();
      return false;
    }
    return true;
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !isComplete() || !image) return;
    const confirmed = await confirmDialog({
      title: messages.news.confirmTitle,
      text: messages.news.confirmText,
      confirmButtonText: messages.news.confirmButton,
      cancelButtonText: messages.news.cancel,
    });
    if (!confirmed) return;

    const form = new FormData();
    form.append('title', draft.title.trim());
    form.append('author_name', draft.author_name.trim());
    form.append('category', draft.category);
    form.append('summary', draft.summary.trim());
    form.append('full_text', draft.full_text.trim());
    form.append('image', image);

    setSubmitting(true);
    setOutcome(null);
    let ok = false;
    try {
      const reply = await postNews(form, token);
      ok = reply.ok;
      if (!ok) console.error('Adding news failed', reply.status, reply.body);
    } catch (error) {
      console.error('Adding news failed', error);
    }
    setSubmitting(false);

    if (!ok) {
      setOutcome({ kind: 'failure', text: messages.news.failedInline });
      await showDialog('error', messages.news.failedTitle, messages.news.failedText);
      return;
    }
    setOutcome({ kind: 'success', text: messages.news.addedInline });
    await showDialog('success', messages.news.addedTitle, messages.news.addedText);
    setDraft(EMPTY_DRAFT);
    setImage(null);
    if (imageRef.current) imageRef.current.value = '';
    router.push('/admin/news');
  }

  const field = (name: string) => `${id}-${name}`;
  return (
    <form ref={formRef} onSubmit={handleSubmit} className={`${card} max-w-2xl space-y-5`} aria-label={text.addTitle}>
      <NewsFields
        draft={draft}
        onChange={(name, value) => setDraft((current) => ({ ...current, [name]: value }))}
        idOf={field}
        categoryPlaceholder
      />
      <NewsImageField id={field('image')} label={text.image} required inputRef={imageRef} onChange={setImage} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={submitting} className={primaryButton}>
          {submitting ? messages.busy.submitting : text.submit}
        </button>
        <p role="status" className={outcome?.kind === 'failure' ? 'font-semibold text-red-700' : 'font-semibold text-green-800'}>
          {outcome?.text}
        </p>
      </div>
    </form>
  );
}
