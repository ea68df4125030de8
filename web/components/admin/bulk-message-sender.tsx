'use client';

import { useId, useRef, useState } from 'react';
import { postBulkSend, type SendType } from '@/lib/admin/admin-api';
import { showDialog } from '@/lib/admin/dialogs';
import { EXCEL_ACCEPT, isExcel } from '@/lib/admin/file-rules';
import { replyError, replyMessage } from '@/lib/admin/server-reply';
import { messages } from '@/lib/messages';
import { useStaffSession } from './staff-session-provider';
import { card, fieldLabel, fileInput, primaryButton, textInput } from './styles';

const text = messages.staff.bulk;

/**
 * Bulk SMS/e-mail sender (SPEC sections 2, 5 and 8). The page has no guard: it sends with the in-memory token
 * when there is one, and the server's refusal is shown as its error field.
 */
export function BulkMessageSender() {
  const { token } = useStaffSession();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState('');
  const [sendType, setSendType] = useState<SendType>('sms');
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!file || !isExcel(file) || message.trim() === '') {
      await showDialog('warning', messages.bulk.missingTitle, messages.bulk.missingText);
      return;
    }
    const form = new FormData();
    form.append('file', file);
    form.append('message', message);

    setSending(true);
    let reply;
    try {
      reply = await postBulkSend(sendType, form, token);
    } catch (error) {
      console.error(`Bulk ${sendType} send failed`, error);
    }
    setSending(false);

    if (!reply?.ok) {
      if (reply) console.error(`Bulk ${sendType} send failed`, reply.status, reply.body);
      await showDialog('error', messages.staff.errorTitle, replyError(reply?.body, messages.bulk.failed));
      return;
    }
    setFile(null);
    setMessage('');
    if (fileRef.current) fileRef.current.value = '';
    await showDialog('success', messages.staff.successTitle, replyMessage(reply.body, messages.bulk.success));
  }

  return (
    <form onSubmit={handleSubmit} noValidate className={`${card} max-w-2xl space-y-5`}>
      <div>
        <label htmlFor={`${id}-file`} className={fieldLabel}>
          {text.file}
        </label>
        <input
          ref={fileRef}
          id={`${id}-file`}
          name="file"
          type="file"
          accept={EXCEL_ACCEPT}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className={fileInput}
        />
      </div>
      <div>
        <label htmlFor={`${id}-message`} className={fieldLabel}>
          {text.message}
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={5}
          required
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          className={textInput}
        />
      </div>
      <div>
        <label htmlFor={`${id}-type`} className={fieldLabel}>
          {text.sendType}
        </label>
        <select
          id={`${id}-type`}
          name="sendType"
          value={sendType}
          onChange={(event) => setSendType(event.target.value === 'email' ? 'email' : 'sms')}
          className={textInput}
        >
          <option value="sms">{text.sms}</option>
          <option value="email">{text.email}</option>
        </select>
      </div>
      <button type="submit" disabled={sending} className={primaryButton}>
        {sending ? messages.busy.sending : text.submit}
      </button>
    </form>
  );
}
