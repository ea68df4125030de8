'use client';

import { useEffect, useId, useState } from 'react';
import { listGallery, postGalleryImages } from '@/lib/shared/admin/admin-api';
import { showDialog } from '@/lib/shared/admin/dialogs';
import { IMAGE_ACCEPT, isImage } from '@/lib/shared/admin/file-rules';
import { messages } from '@/lib/shared/messages';
import { FileField } from './staff-fields';
import { UploadButton, useFileInput, useStaffUpload } from './staff-upload';
import { card } from './styles';
import { UploadList, type UploadListItem } from './upload-list';

/** The gallery as the screen lists it: each image named by its file. */
async function loadGallery(): Promise<UploadListItem[]> {
  return (await listGallery()).map((image) => {
    const file = image.image_url.split('/').pop() ?? image.id;
    return {
      key: image.id,
      name: messages.staff.uploads.imageName(file),
      detail: image.alt_text,
      imageUrl: image.image_url,
      removal: { kind: 'gallery', id: image.id },
    };
  });
}

interface Preview {
  file: File;
  url: string;
}

/** Gallery upload (SPEC sections 2, 5 and 8): several images, previewed before upload. */
export function GalleryUploadForm() {
  const id = useId();
  const fileInput = useFileInput();
  const [previews, setPreviews] = useState<Preview[]>([]);
  const { busy, upload } = useStaffUpload('Uploading gallery images');
  const [version, setVersion] = useState(0);

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
    if (busy) return;
    if (previews.length === 0) {
      await showDialog('warning', messages.gallery.noFilesTitle, messages.gallery.noFilesText);
      return;
    }
    const form = new FormData();
    for (const preview of previews) form.append('images', preview.file);
    const reply = await upload((token) => postGalleryImages(form, token));
    if (!reply) {
      await showDialog('error', messages.gallery.failedTitle, messages.gallery.failedText);
      return;
    }
    setPreviews([]);
    fileInput.clear();
    setVersion((current) => current + 1);
    await showDialog('success', messages.staff.successTitle, messages.gallery.success);
  }

  return (
    <>
      <form onSubmit={handleSubmit} noValidate className={`${card} max-w-3xl space-y-5`}>
        <FileField
          id={`${id}-images`}
          label={messages.staff.gallery.picker}
          name="images"
          accept={IMAGE_ACCEPT}
          multiple
          inputRef={fileInput.ref}
          onChange={handleChange}
        />
        {previews.length > 0 ? (
          <ul aria-label={messages.staff.gallery.previews} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
            {previews.map((preview) => (
              <li key={preview.url} className="overflow-hidden rounded-md border border-gray-200 bg-gray-50">
                {/* eslint-disable-next-line @next/next/no-img-element -- a local file's preview: object URLs cannot go through next/image */}
                <img
                  src={preview.url}
                  alt={messages.staff.gallery.previewAlt(preview.file.name)}
                  className="h-32 w-full object-cover"
                />
                <p className="truncate px-2 py-1 text-xs text-gray-700">{preview.file.name}</p>
              </li>
            ))}
          </ul>
        ) : null}
        <UploadButton busy={busy}>{messages.gallery.button}</UploadButton>
      </form>
      <UploadList heading={messages.staff.uploads.imagesHeading} load={loadGallery} version={version} />
    </>
  );
}
