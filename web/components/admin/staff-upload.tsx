'use client';

import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { ApiReply } from '@/lib/shared/admin/admin-api';
import { messages } from '@/lib/shared/messages';
import { useStaffSession } from './staff-session-provider';
import { primaryButton } from './styles';

/**
 * The one submit flow of the staff upload screens (forms, reports, important notices, gallery): sends with the
 * session's token, keeps the button busy meanwhile, logs a failure once with what was being done, and answers the
 * successful reply or null. Each screen only says what to send and which dialogs follow (the spec's texts differ).
 */
export function useStaffUpload(what: string) {
  const { token } = useStaffSession();
  const [busy, setBusy] = useState(false);
  const upload = useCallback(
    async <T,>(send: (token: string | null) => Promise<ApiReply<T>>): Promise<Extract<ApiReply<T>, { ok: true }> | null> => {
      setBusy(true);
      try {
        const reply = await send(token);
        if (reply.ok) return reply;
        // Refused, or a 2xx answer off the contract (admin-api has logged its fields).
        console.error(`${what} failed`, reply.status, reply.raw);
        return null;
      } catch (error) {
        console.error(`${what} failed`, error);
        return null;
      } finally {
        setBusy(false);
      }
    },
    [token, what],
  );
  return { busy, upload };
}

/** A file input whose selection the screen can clear after an upload (SPEC section 4: "the file inputs are cleared"). */
export function useFileInput() {
  const ref = useRef<HTMLInputElement>(null);
  const clear = useCallback(() => {
    if (ref.current) ref.current.value = '';
  }, []);
  return { ref, clear };
}

/** The submit button: disabled and reading 'Uploading…' while the upload is in flight (SPEC section 4). */
export function UploadButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" disabled={busy} className={primaryButton}>
      {busy ? messages.busy.uploading : children}
    </button>
  );
}
