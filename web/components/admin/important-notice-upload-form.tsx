'use client';

import { useId, useState } from 'react';
import { listNotices, postImportantNotice } from '@/lib/shared/admin/admin-api';
import { confirmDialog, showDialog } from '@/lib/shared/admin/dialogs';
import { isPdf, PDF_ACCEPT } from '@/lib/shared/admin/file-rules';
import { messages } from '@/lib/shared/messages';
import { FileField, TextField } from './staff-fields';
import { UploadButton, useFileInput, useStaffUpload } from './staff-upload';
import { card } from './styles';
import { UploadList, type UploadListItem } from './upload-list';

const text = messages.staff.notice;

/** The notices as the screen lists them: each by its title, removed by its file's name. */
async function loadNotices(): Promise<UploadListItem[]> {
  return (await listNotices()).map((notice) => {
    const filename = notice.url.split('/').pop() ?? '';
    return { key: filename, name: notice.title, detail: filename, href: notice.url, removal: { kind: 'notice', filename } };
  });
}

/** Important notice PDF upload (SPEC sections 2, 5 and 8). */
export function ImportantNoticeUploadForm() {
  const id = useId();
  const fileInput = useFileInput();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [failed, setFailed] = useState(false);
  const { busy, upload } = useStaffUpload('Uploading the important notice');
  const [version, setVersion] = useState(0);

  function clearFile() {
    setFile(null);
    fileInput.clear();
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
    if (busy) return;
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
    setFailed(false);
    const reply = await upload((token) => postImportantNotice(form, token));
    if (!reply) {
      setFailed(true);
      await showDialog('error', messages.staff.errorTitle, messages.notice.failedText);
      return;
    }
    clearFile();
    setTitle('');
    setVersion((current) => current + 1);
    await showDialog('success', messages.staff.successTitle, messages.notice.success);
  }

  return (
    <>
      <form onSubmit={handleSubmit} noValidate className={`${card} max-w-xl space-y-5`}>
        <TextField id={`${id}-title`} label={text.titleField} name="title" required value={title} onChange={setTitle} />
        <FileField
          id={`${id}-file`}
          label={text.file}
          name="file"
          accept={PDF_ACCEPT}
          inputRef={fileInput.ref}
          onChange={handleFileChange}
        />
        <div className="flex flex-wrap items-center gap-4">
          <UploadButton busy={busy}>{text.submit}</UploadButton>
          <p role="status" className="font-semibold text-red-700">
            {failed ? messages.notice.failedInline : null}
          </p>
        </div>
      </form>
      <UploadList heading={messages.staff.uploads.noticesHeading} load={loadNotices} version={version} />
    </>
  );
}
