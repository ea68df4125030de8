'use client';

import { useId, useRef, useState } from 'react';
import { postDocument, type DocumentKind } from '@/lib/admin/admin-api';
import { showDialog } from '@/lib/admin/dialogs';
import { DOCUMENT_ACCEPT } from '@/lib/admin/file-rules';
import { replyMessage } from '@/lib/admin/server-reply';
import { messages } from '@/lib/messages';
import { useStaffSession } from './staff-session-provider';
import { card, fieldLabel, fileInput, primaryButton, textInput } from './styles';

const text = messages.staff.documents;

/**
 * Form upload (/admin/forms) and report upload (/admin/reports), the same screen (SPEC sections 2, 5 and 8).
 * The form skips native validation so a missing file gets the spec's warning before the title is checked.
 */
export function DocumentUploadForm({ kind }: { kind: DocumentKind }) {
  const { token } = useStaffSession();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [uploading, setUploading] = useState(false);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading) return;
    if (!file) {
      await showDialog('warning', messages.documents.noFileTitle, messages.documents.noFileText);
      return;
    }
    if (title.trim() === '') {
      setTitle('');
      if (titleRef.current) titleRef.current.value = '';
      titleRef.current?.reportValidity();
      return;
    }

    const form = new FormData();
    form.append('file', file);
    form.append('category', title.trim());

    setUploading(true);
    let reply;
    try {
      reply = await postDocument(kind, form, token);
    } catch (error) {
      console.error(`Uploading to /api/upload/${kind} failed`, error);
    }
    setUploading(false);

    if (!reply?.ok) {
      if (reply) console.error(`Uploading to /api/upload/${kind} failed`, reply.status, reply.body);
      await showDialog('error', messages.documents.failedTitle, messages.documents.failedText);
      return;
    }
    setFile(null);
    setTitle('');
    if (fileRef.current) fileRef.current.value = '';
    await showDialog('success', messages.staff.successTitle, replyMessage(reply.body, messages.documents.success));
  }

  return (
    <form onSubmit={handleSubmit} noValidate className={`${card} max-w-xl space-y-5`}>
      <div>
        <label htmlFor={`${id}-file`} className={fieldLabel}>
          {text.file}
        </label>
        <input
          ref={fileRef}
          id={`${id}-file`}
          name="file"
          type="file"
          accept={DOCUMENT_ACCEPT}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className={fileInput}
        />
      </div>
      <div>
        <label htmlFor={`${id}-title`} className={fieldLabel}>
          {text.title}
        </label>
        <input
          ref={titleRef}
          id={`${id}-title`}
          name="category"
          type="text"
          required
          placeholder={messages.documents.categoryPlaceholder}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          className={textInput}
        />
      </div>
      <button type="submit" disabled={uploading} className={primaryButton}>
        {uploading ? messages.busy.uploading : text.submit}
      </button>
    </form>
  );
}
