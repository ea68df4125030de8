'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { postGalleryImages } from '@/lib/admin/admin-api';
import { showDialog } from '@/lib/admin/dialogs';
import { IMAGE_ACCEPT, isImage } from '@/lib/admin/file-rules';
import { messages } from '@/lib/messages';
import { useStaffSession } from './staff-session-provider';
import { card, fieldLabel, fileInput, primaryButton } from './styles';

interface Preview {
  file: File;
  url: string;
}

/** Gallery upload (SPEC sections 2, 5 and 8): several images, previewed before upload. */
export function GalleryUploadForm() {
  const { token } = useStaffSession();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [previews, setPreviews] = useState<Preview[]>([]);
  const [uploading, setUploading] = useState(false);

  // Each selection's object URLs are released when it is replaced and when the screen closes.
  useEffect(
    () => () => {
      for (const preview of previews) URL.revokeObjectURL(preview.url);
    },
    [previews],
  );

  function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []).filter(isImage);
    setPreviews(files.map((file) => ({ file, url: URL.createObjectURL(file) })));
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading) return;
    if (previews.length === 0) {
      await showDialog('warning', messages.gallery.noFilesTitle, messages.gallery.noFilesText);
      return;
    }
    const form = new FormData();
    for (const preview of previews) form.append('images', preview.file);

    setUploading(true);
    let ok = false;
    try {
      const reply = await postGalleryImages(form, token);
      ok = reply.ok;
      if (!ok) console.error('Uploading gallery images failed', reply.status, reply.body);
    } catch (error) {
      console.error('Uploading gallery images failed', error);
    }
    setUploading(false);

    if (!ok) {
      await showDialog('error', messages.gallery.failedTitle, messages.gallery.failedText);
      return;
    }
    setPreviews([]);
    if (inputRef.current) inputRef.current.value = '';
    await showDialog('success', messages.staff.successTitle, messages.gallery.success);
  }

  return (
    <form onSubmit={handleSubmit} noValidate className={`${card} max-w-3xl space-y-5`}>
      <div>
        <label htmlFor={`${id}-images`} className={fieldLabel}>
          {messages.staff.gallery.picker}
        </label>
        <input
          ref={inputRef}
          id={`${id}-images`}
          name="images"
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          onChange={handleChange}
          className={fileInput}
        />
      </div>
      {previews.length > 0 ? (
        <ul aria-label={messages.staff.gallery.previews} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
          {previews.map((preview) => (
            <li key={preview.url} className="overflow-hidden rounded-md border border-gray-200 bg-gray-50">
              {/* A plain img: object URLs cannot go through next/image. */}
              <img src={preview.url} alt={messages.staff.gallery.previewAlt(preview.file.name)} className="h-32 w-full object-cover" />
              <p className="truncate px-2 py-1 text-xs text-gray-700">{preview.file.name}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <button type="submit" disabled={uploading} className={primaryButton}>
        {uploading ? messages.busy.uploading : messages.gallery.button}
      </button>
    </form>
  );
}
