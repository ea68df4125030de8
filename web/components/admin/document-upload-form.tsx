'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { listDocuments, postDocument, type DocumentKind } from '@/lib/shared/admin/admin-api';
import { showDialog } from '@/lib/shared/admin/dialogs';
import { DOCUMENT_ACCEPT } from '@/lib/shared/admin/file-rules';
import { replyMessage } from '@/lib/shared/admin/server-reply';
import { formatDate } from '@/lib/shared/format';
import { messages } from '@/lib/shared/messages';
import { FileField, TextField } from './staff-fields';
import { UploadButton, useFileInput, useStaffUpload } from './staff-upload';
import { card } from './styles';
import { UploadList, type UploadListItem } from './upload-list';

const text = messages.staff.documents;

/**
 * Form upload (/admin/forms) and report upload (/admin/reports), the same screen (SPEC sections 2, 5 and 8).
 * The form skips native validation so a missing file gets the spec's warning before the title is checked.
 */
export function DocumentUploadForm({ kind }: { kind: DocumentKind }) {
  const id = useId();
  const fileInput = useFileInput();
  const titleRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const { busy, upload } = useStaffUpload(`Uploading to /api/upload/${kind}`);
  const [version, setVersion] = useState(0);
  const loadUploaded = useCallback(
    async (): Promise<UploadListItem[]> =>
      (await listDocuments(kind)).map((entry) => ({
        key: entry.filename,
        name: entry.category,
        detail: messages.staff.uploads.uploadedOn(formatDate(entry.date_uploaded)),
        href: `/api/download/${kind}/${encodeURIComponent(entry.filename)}`,
        removal: { kind, filename: entry.filename },
      })),
    [kind],
  );

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
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
    const reply = await upload((token) => postDocument(kind, form, token));
    if (!reply) {
      await showDialog('error', messages.documents.failedTitle, messages.documents.failedText);
      return;
    }
    setFile(null);
    setTitle('');
    fileInput.clear();
    setVersion((current) => current + 1);
    await showDialog('success', messages.staff.successTitle, replyMessage(reply.body, messages.documents.success));
  }

  return (
    <>
      <form onSubmit={handleSubmit} noValidate className={`${card} max-w-xl space-y-5`}>
        <FileField
          id={`${id}-file`}
          label={text.file}
          name="file"
          accept={DOCUMENT_ACCEPT}
          inputRef={fileInput.ref}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <TextField
          id={`${id}-title`}
          label={text.title}
          name="category"
          required
          placeholder={messages.documents.categoryPlaceholder}
          value={title}
          onChange={setTitle}
          inputRef={titleRef}
        />
        <UploadButton busy={busy}>{text.submit}</UploadButton>
      </form>
      <UploadList
        heading={kind === 'form' ? messages.staff.uploads.formsHeading : messages.staff.uploads.reportsHeading}
        load={loadUploaded}
        version={version}
      />
    </>
  );
}
