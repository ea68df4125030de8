'use client';

import { useId } from 'react';
import { BULK_SUBJECT_MAX } from '@bank/shared';
import { EXCEL_ACCEPT, isExcel } from '@/lib/shared/admin/file-rules';
import { messages } from '@/lib/shared/messages';
import { MessageCounter } from './message-counter';
import { card, fieldLabel, fileInput, primaryButton, textInput } from './styles';
import type { BulkForm } from './use-bulk-form';

const text = messages.staff.bulk;

interface Props {
  form: Omit<BulkForm, 'fileRef'>;
  fileRef: BulkForm['fileRef'];
  /** While a send is checked, previewed, on its way or followed. */
  busy: boolean;
  submitLabel: string;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
}

/** The bulk-send form: the sheet, the message (with its counter), SMS or e-mail, and an e-mail's subject. */
export function BulkSendForm({ form, fileRef, busy, submitLabel, onSubmit }: Props) {
  const id = useId();
  const { file, message, sendType, subject } = form.fields;
  // A chosen file that is not a spreadsheet, said under the field at once (Send still warns as the spec says).
  const fileProblem = file !== null && !isExcel(file) ? text.notSpreadsheet(file.name) : null;

  return (
    <form onSubmit={onSubmit} noValidate className={`${card} max-w-2xl space-y-5`}>
      {/* Held while the send is on its way and followed: the form is what is being sent. */}
      <fieldset disabled={busy} className="min-w-0 space-y-5">
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
            aria-invalid={fileProblem !== null}
            aria-describedby={fileProblem !== null ? `${id}-file-problem` : undefined}
            onChange={(event) => form.setFile(event.target.files?.[0] ?? null)}
            className={fileInput}
          />
          {fileProblem !== null ? (
            <p id={`${id}-file-problem`} role="alert" className="mt-2 text-sm font-semibold text-red-700">
              {fileProblem}
            </p>
          ) : null}
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
            aria-describedby={`${id}-count`}
            onChange={(event) => form.setMessage(event.target.value)}
            className={textInput}
          />
          <MessageCounter id={`${id}-count`} message={message} sendType={sendType} />
        </div>
        <div>
          <label htmlFor={`${id}-type`} className={fieldLabel}>
            {text.sendType}
          </label>
          <select
            id={`${id}-type`}
            name="sendType"
            value={sendType}
            onChange={(event) => form.setSendType(event.target.value === 'email' ? 'email' : 'sms')}
            className={textInput}
          >
            <option value="sms">{text.sms}</option>
            <option value="email">{text.email}</option>
          </select>
        </div>
        {sendType === 'email' ? (
          <div>
            <label htmlFor={`${id}-subject`} className={fieldLabel}>
              {text.subject}
            </label>
            <input
              id={`${id}-subject`}
              name="subject"
              type="text"
              required
              maxLength={BULK_SUBJECT_MAX}
              value={subject}
              onChange={(event) => form.setSubject(event.target.value)}
              className={textInput}
            />
          </div>
        ) : null}
      </fieldset>
      <button type="submit" disabled={busy} className={primaryButton}>
        {submitLabel}
      </button>
    </form>
  );
}
