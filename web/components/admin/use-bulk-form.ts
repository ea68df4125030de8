'use client';

import { useRef, useState } from 'react';
import { DEFAULT_BULK_SUBJECT } from '@bank/shared';
import type { SendType } from '@/lib/shared/admin/admin-api';

/** What the officer filled in: the sheet, the message, SMS or e-mail, and the e-mail's subject. */
export interface BulkFields {
  file: File | null;
  message: string;
  sendType: SendType;
  subject: string;
}

export type BulkForm = ReturnType<typeof useBulkForm>;

/**
 * The bulk-send form's fields. `onEdit` is told of every change the officer makes, before it is applied: a changed
 * form is a new send (see useSendKey).
 */
export function useBulkForm(onEdit: () => void) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState('');
  const [sendType, setSendType] = useState<SendType>('sms');
  const [subject, setSubject] = useState<string>(DEFAULT_BULK_SUBJECT);

  const edited =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      onEdit();
      set(value);
    };

  /** The form's fields as the CMS takes them; the subject only for e-mail. */
  function formData(): FormData {
    const form = new FormData();
    if (file) form.append('file', file);
    form.append('message', message);
    if (sendType === 'email') form.append('subject', subject);
    return form;
  }

  /** After a send: the message and the sheet are cleared (the type and subject stay for the next one). */
  function clear() {
    setMessage('');
    setFile(null);
    if (fileRef.current) fileRef.current.value = '';
  }

  const fields: BulkFields = { file, message, sendType, subject };
  return {
    fileRef,
    fields,
    setFile: edited(setFile),
    setMessage: edited(setMessage),
    setSendType: edited(setSendType),
    setSubject: edited(setSubject),
    formData,
    clear,
  };
}
