'use client';

import { useCallback, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { ApiReply } from '@/lib/admin/admin-api';
import { messages } from '@/lib/messages';
import { useStaffSession } from './staff-session-provider';
import { fieldLabel, fileInput, primaryButton, textInput } from './styles';

/**
 * The one submit flow of the staff upload screens (forms, reports, important notices, gallery): sends with the
 * session's token, keeps the button busy meanwhile, logs a failure once with what was being done, and answers the
 * successful reply or null. Each screen only says what to send and which dialogs follow (the spec's texts differ).
 */
export function useStaffUpload(what: string) {
  const { token } = useStaffSession();
  const [busy, setBusy] = useState(false);
  const upload = useCallback(
    async (send: (token: string | null) => Promise<ApiReply>): Promise<ApiReply | null> => {
      setBusy(true);
      try {
        const reply = await send(token);
        if (reply.ok) return reply;
        console.error(`${what} failed`, reply.status, reply.body);
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

interface FieldProps {
  id: string;
  label: string;
  name: string;
}

export function FileField({
  id,
  label,
  name,
  accept,
  multiple = false,
  inputRef,
  onChange,
}: FieldProps & {
  accept: string;
  multiple?: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={accept}
        multiple={multiple}
        onChange={onChange}
        className={fileInput}
      />
    </div>
  );
}

export function TextField({
  id,
  label,
  name,
  value,
  onChange,
  placeholder,
  inputRef,
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        required
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={textInput}
      />
    </div>
  );
}

/** The submit button: disabled and reading 'Uploading…' while the upload is in flight (SPEC section 4). */
export function UploadButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" disabled={busy} className={primaryButton}>
      {busy ? messages.busy.uploading : children}
    </button>
  );
}
