'use client';

import { useId, useRef, useState } from 'react';
import { postImportantNotice } from '@/lib/admin/admin-api';
import { confirmDialog, showDialog } from '@/lib/admin/dialogs';
import { isPdf, PDF_ACCEPT } from '@/lib/admin/file-rules';
import { messages } from '@/lib/messages';
import { useStaffSession } from './staff-session-provider';
import { card, fieldLabel, fileInput, primaryButton, textInput } from './styles';

const text = messages.staff.notice;

/** Important notice PDF upload (SPEC sections 2, 5 and 8). */
export function ImportantNoticeUploadForm() {
  const { token } = useStaffSession();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [uploading, setUploading] = useState(false);
  const [failed, setFailed] = useState(false);

  function clearFile() {
    setFile(null);
    if (fileRef.current) fileRef.current.value = '';
  }

  async function handleFileChange(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && !isPdf(chosen)) {
      clearFile();
      await showDialog('error', text.invalidTypeTitle, text.invalidTypeText);
      return;
    }
    setFile(chosen);
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading) return;
    if (!file) {
      await showDialog('warning', messages.notice.noFileTitle, messages.notice.noFileText);
      return;
    }
    const trimmedTitle = title.trim();
    if (trimmedTitle === '') {
      await showDialog('warning', messages.notice.noTitleTitle, messages.notice.noTitleText);
      return;
    }
    if (!isPdf(file)) {
      clearFile();
      await showDialog('error', text.invalidTypeTitle, text.invalidTypeText);
      return;
    }
    const confirmed = await confirmDialog({
      title: messages.notice.confirmTitle,
      text: messages.notice.confirmText,
      confirmButtonText: text.confirmButton,
      cancelButtonText: messages.news.cancel,
    });
    if (!confirmed) return;

    const form = new FormData();
    form.append('file', file);
    form.append('title', trimmedTitle);

    setUploading(true);
    setFailed(false);
    let ok = false;
    try {
      const reply = await postImportantNotice(form, token);
      ok = reply.ok;
      if (!ok) console.error('Uploading the important notice failed', reply.status, reply.body);
    } catch (error) {
      console.error('Uploading the important notice failed', error);
    }
    setUploading(false);

    if (!ok) {
      setFailed(true);
      await showDialog('error', messages.staff.errorTitle, messages.notice.failedText);
      return;
    }
    clearFile();
    setTitle('');
    await showDialog('success', messages.staff.successTitle, messages.notice.success);
  }

  return (
    <form onSubmit={handleSubmit} noValidate className={`${card} max-w-xl space-y-5`}>
      <div>
        <label htmlFor={`${id}-title`} className={fieldLabel}>
          {text.titleField}
        </label>
        <input
          id={`${id}-title`}
          name="title"
          type="text"
          required
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          className={textInput}
        />
      </div>
      <div>
        <label htmlFor={`${id}-file`} className={fieldLabel}>
          {text.file}
        </label>
        <input
          ref={fileRef}
          id={`${id}-file`}
          name="file"
          type="file"
          accept={PDF_ACCEPT}
          onChange={handleFileChange}
          className={fileInput}
        />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={uploading} className={primaryButton}>
          {uploading ? messages.busy.uploading : text.submit}
        </button>
        <p role="status" className="font-semibold text-red-700">
          {failed ? messages.notice.failedInline : null}
        </p>
      </div>
    </form>
  );
}
