'use client';

import { useEffect, useRef } from 'react';
import type { BulkJob, BulkPreviewAnswer } from '@bank/shared';
import { countOf } from '@/lib/shared/format';
import { messages } from '@/lib/shared/messages';
import { skippedRowsCsv } from '@bank/shared/text/csv';
import { csvFile, saveFile } from '@/lib/shared/save-file';
import { card, primaryButton, secondaryButton } from './styles';

const text = messages.staff.bulk;

interface BulkSendPreviewProps {
  preview: BulkPreviewAnswer;
  /** The file's name, for the CSV's. */
  fileName: string;
  onConfirm: () => void;
  onBack: () => void;
  /** A repeated sheet: follow the earlier send on the page. */
  onShowEarlier: (job: BulkJob) => void;
}

/** Saves the skipped rows as a CSV file the officer can open next to the sheet. */
function downloadSkipped(preview: BulkPreviewAnswer, fileName: string) {
  saveFile(
    csvFile(skippedRowsCsv(preview.skippedRows)),
    `${fileName.replace(/\.(xlsx?|csv)$/i, '') || 'sheet'}-skipped-rows.csv`,
  );
}

/**
 * What a bulk send will do, before anything is queued: recipients, SMS per message and in total, the
 * skipped rows and why (downloadable as CSV), and the question to confirm; or, for a sheet already sent, one message
 * with the way to that send. Its heading takes the focus, so a screen reader reads it next.
 */
export function BulkSendPreview({ preview, fileName, onConfirm, onBack, onShowEarlier }: BulkSendPreviewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [preview]);
  const unit =
    preview.channel === 'sms' ? (n: number) => countOf(n, 'SMS', 'SMS') : (n: number) => countOf(n, 'e-mail', 'e-mails');

  return (
    <section aria-labelledby="bulk-preview-title" className={`${card} mt-6 max-w-2xl space-y-4 break-words text-gray-900`}>
      <h2 id="bulk-preview-title" ref={headingRef} tabIndex={-1} className="text-lg font-bold focus:outline-none">
        {text.previewTitle}
      </h2>
      {preview.repeatOf ? (
        <>
          <p>{preview.repeatOf.message}</p>
          <div className="flex flex-wrap gap-3">
            <a
              href="#bulk-progress"
              onClick={() => onShowEarlier(preview.repeatOf!.job)}
              className="font-semibold text-brand underline underline-offset-2 hover:no-underline"
            >
              {text.repeatLink}
            </a>
            <button type="button" onClick={onBack} className={secondaryButton}>
              {text.back}
            </button>
          </div>
        </>
      ) : (
        <>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">{text.recipients}</dt>
            <dd>{preview.recipients.toLocaleString('en-GB')}</dd>
            {preview.subject !== null ? (
              <>
                <dt className="font-semibold">{text.subject}</dt>
                <dd>{preview.subject}</dd>
              </>
            ) : null}
            <dt className="font-semibold">{text.perMessage}</dt>
            <dd>
              {unit(preview.partsPerMessage)}
              {preview.channel === 'sms'
                ? ` (${countOf(preview.characters, 'character', 'characters')}, ${preview.encoding})`
                : null}
            </dd>
            <dt className="font-semibold">{text.inTotal}</dt>
            <dd>{unit(preview.messages)}</dd>
            <dt className="font-semibold">{text.skipped}</dt>
            <dd>{text.skippedCounts(preview.skipped, preview.channel)}</dd>
          </dl>
          {preview.skippedRows.length > 0 ? (
            <button type="button" onClick={() => downloadSkipped(preview, fileName)} className={secondaryButton}>
              {text.downloadSkipped}
            </button>
          ) : null}
          <p className="text-lg font-semibold">{preview.question}</p>
          <div className="flex flex-wrap gap-3">
            <button type="button" onClick={onConfirm} className={primaryButton}>
              {text.confirm}
            </button>
            <button type="button" onClick={onBack} className={secondaryButton}>
              {text.back}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
