'use client';

import { useEffect, useId, useState } from 'react';
import { removeUpload, type RemovableUpload } from '@/lib/shared/admin/admin-api';
import { confirmDialog, showDialog } from '@/lib/shared/admin/dialogs';
import { matchesSearch } from '@/lib/shared/admin/search';
import { messages } from '@/lib/shared/messages';
import { SearchField } from './search-field';
import { useStaffSession } from './staff-session-provider';
import { dangerButton } from './styles';

const text = messages.staff.uploads;

/** One uploaded item as an upload screen lists it. */
export interface UploadListItem {
  key: string;
  /** What the confirmation names: the typed title, or the image's file name. */
  name: string;
  detail?: string;
  /** The uploaded file, opened in a new tab. */
  href?: string;
  /** A thumbnail of a gallery image (the file itself: never through Next's image cache, which would outlive a removal). */
  imageUrl?: string;
  removal: RemovableUpload;
}

/**
 * What an upload screen has uploaded, newest first as the public list gives it, searchable, each with
 * Remove behind a confirmation that names it (sweetalert2, text-only). `version` changes after an upload: the list is
 * read again.
 */
export function UploadList({
  heading,
  load,
  version,
}: {
  heading: string;
  load: () => Promise<UploadListItem[]>;
  version: number;
}) {
  const id = useId();
  const { token } = useStaffSession();
  const [items, setItems] = useState<UploadListItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [removing, setRemoving] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    load()
      .then((loaded) => {
        if (cancelled) return;
        setItems(loaded);
        setFailed(false);
      })
      .catch((error: unknown) => {
        console.error(`Loading "${heading}" failed`, error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [load, heading, version]);

  async function handleRemove(item: UploadListItem) {
    const confirmed = await confirmDialog({
      title: text.confirmTitle(item.name),
      text: text.confirmText,
      confirmButtonText: text.confirmButton,
      cancelButtonText: text.cancel,
      destructive: true,
    });
    if (!confirmed) return;
    setRemoving(item.key);
    let ok = false;
    try {
      const reply = await removeUpload(item.removal, token);
      ok = reply.ok;
      if (!reply.ok) console.error('Removing an upload failed', item.removal, reply.status, reply.raw);
    } catch (error) {
      console.error('Removing an upload failed', item.removal, error);
    }
    setRemoving(null);
    if (!ok) {
      await showDialog('error', messages.staff.errorTitle, text.failedText);
      return;
    }
    setItems((current) => (current ?? []).filter((entry) => entry.key !== item.key));
    await showDialog('success', text.removedTitle, text.removedText(item.name));
  }

  const shown = (items ?? []).filter((item) => matchesSearch(query, [item.name, item.detail]));

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 max-w-3xl">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-gray-900">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{text.newestFirst}</p>
      {failed ? (
        <p className="mt-4 text-red-700">{text.loadFailed}</p>
      ) : items === null ? null : items.length === 0 ? (
        <p className="mt-4 text-gray-700">{text.empty}</p>
      ) : (
        <>
          <SearchField id={`${id}-search`} label={text.search} value={query} onChange={setQuery} className="mt-4 max-w-sm" />
          {shown.length === 0 ? <p className="mt-4 text-gray-700">{text.noMatch}</p> : null}
          <ul aria-labelledby={`${id}-heading`} className="mt-4 space-y-3">
            {shown.map((item) => {
              const nameId = `${id}-${item.key}-name`;
              return (
                <li
                  key={item.key}
                  className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
                >
                  {item.imageUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element -- see imageUrl: Next's image cache would keep a removed image
                    <img src={item.imageUrl} alt="" className="h-16 w-24 shrink-0 rounded object-cover" />
                  ) : null}
                  <div className="min-w-0 flex-1">
                    <p id={nameId} className="font-semibold break-words text-gray-900">
                      {item.name}
                    </p>
                    {item.detail ? <p className="text-sm break-words text-gray-700">{item.detail}</p> : null}
                  </div>
                  <div className="flex shrink-0 gap-2">
                    {item.href ? (
                      <a
                        href={item.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-describedby={nameId}
                        className="inline-flex items-center rounded-md border border-gray-400 px-3 py-1.5 text-sm font-semibold text-gray-900 hover:bg-gray-100"
                      >
                        {text.open}
                      </a>
                    ) : null}
                    <button
                      type="button"
                      aria-describedby={nameId}
                      onClick={() => handleRemove(item)}
                      disabled={removing === item.key}
                      className={dangerButton}
                    >
                      {text.remove}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
