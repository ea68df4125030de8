'use client';

import { useEffect, useId, useState } from 'react';
import useSWR from 'swr';
import { getBulkHistory, getBulkResults } from '@/lib/shared/admin/admin-api';
import {
  channelName,
  deliveredCounts,
  historyPollMs,
  resultCounts,
  sendTime,
  sheetOf,
  type BulkSendHistory as History,
  type BulkSendRecord,
} from '@/lib/shared/admin/bulk-history';
import type { BulkJob } from '@/lib/shared/admin/bulk-job';
import { showDialog } from '@/lib/shared/admin/dialogs';
import { replyMessage } from '@/lib/shared/admin/server-reply';
import { messages } from '@/lib/shared/messages';
import { saveFile } from '@/lib/shared/save-file';
import { BulkRunningSend } from './bulk-running-send';
import { useStaffSession } from './staff-session-provider';
import { card, secondaryButton } from './styles';

const text = messages.staff.bulkHistory;

/** Asks for one page of the history; a refused or off-contract answer is an error SWR keeps (and logs once). */
async function loadHistory(page: number, token: string): Promise<History> {
  const reply = await getBulkHistory(page, token);
  if (reply.ok) return reply.body;
  console.error('Bulk send history not loaded', reply.status, reply.raw);
  throw new Error(`The history answered ${reply.status}`);
}

function DownloadResults({ send, describedBy }: { send: BulkSendRecord; describedBy: string }) {
  const { token } = useStaffSession();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const reply = await getBulkResults(send.id, token);
      if (reply.ok) saveFile(reply.file, reply.fileName);
      else {
        console.error('Bulk send results not downloaded', reply.status, reply.body);
        await showDialog('error', messages.staff.errorTitle, replyMessage(reply.body, text.downloadFailed));
      }
    } catch (error) {
      console.error('Bulk send results not downloaded', error);
      await showDialog('error', messages.staff.errorTitle, text.downloadFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      aria-describedby={describedBy}
      className={secondaryButton}
    >
      {busy ? text.downloading : text.download}
    </button>
  );
}

/** One send of the history: a card at every width (a row of labelled fields; no table to scroll sideways at 320 px). */
function SentMessage({ send }: { send: BulkSendRecord }) {
  const id = useId();
  const fields: Array<[string, React.ReactNode]> = [
    [text.who, send.sentBy],
    [text.channel, channelName(send)],
    [text.sheet, sheetOf(send)],
    [text.result, `${text.states[send.state]}: ${resultCounts(send)}`],
    [text.delivered, deliveredCounts(send)],
  ];
  return (
    <li className="space-y-3 border-t border-gray-200 py-4 first:border-t-0 first:pt-0">
      <h3 id={`${id}-title`} className="font-semibold text-gray-900">
        <span className="sr-only">{text.when}: </span>
        <time dateTime={send.createdAt}>{sendTime(send.createdAt)}</time>
        {` · ${channelName(send)}`}
      </h3>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-gray-800">{label}</dt>
            <dd className="min-w-0 break-words text-gray-900">{value}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="font-semibold text-gray-800">{text.message}</dt>
          <dd className="min-w-0 whitespace-pre-wrap break-words text-gray-900">{send.message}</dd>
        </div>
      </dl>
      <DownloadResults send={send} describedBy={`${id}-title`} />
    </li>
  );
}

/**
 * The sends on their way and the history of sends, newest first and paged, shown once the page holds
 * an admin token: after a reload and a new sign-in the officer finds the running send's progress and every earlier
 * send. `followed` is the send the form above follows itself (its progress is shown there, not twice); each change
 * of it asks for the history again.
 */
export function BulkSendHistory({ followed }: { followed: BulkJob | null }) {
  const { token } = useStaffSession();
  const id = useId();
  const [page, setPage] = useState(1);
  const [pollMs, setPollMs] = useState(0);
  const { data, error, isLoading, mutate } = useSWR(
    token !== null ? ['bulk-history', page, token] : null,
    ([, pageAsked, tokenUsed]: [string, number, string]) => loadHistory(pageAsked, tokenUsed),
    {
      refreshInterval: pollMs,
      keepPreviousData: true,
      shouldRetryOnError: false,
      onSuccess: (history) => setPollMs(historyPollMs(history, Date.now())),
    },
  );

  const followedKey = followed ? `${followed.id}:${followed.state}` : null;
  useEffect(() => {
    if (followedKey !== null) void mutate();
  }, [followedKey, mutate]);

  if (token === null) return null;
  const running = (data?.running ?? []).filter((send) => send.id !== followed?.id);

  return (
    <>
      {running.length > 0 ? (
        <section aria-labelledby={`${id}-running`} className="mt-8 max-w-2xl">
          <h2 id={`${id}-running`} className="mb-3 text-lg font-bold text-gray-900">
            {text.runningTitle}
          </h2>
          <ul className="space-y-4">
            {running.map((send) => (
              <BulkRunningSend key={send.id} send={send} />
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby={`${id}-title`} className={`${card} mt-8 max-w-2xl`}>
        <h2 id={`${id}-title`} className="mb-4 text-lg font-bold text-gray-900">
          {text.title}
        </h2>
        {error && !data ? (
          <div className="space-y-3">
            <p className="text-red-700">{text.failed}</p>
            <button type="button" onClick={() => void mutate()} className={secondaryButton}>
              {text.retry}
            </button>
          </div>
        ) : !data ? (
          <p className="text-gray-700">{isLoading ? text.loading : null}</p>
        ) : data.sends.length === 0 && data.page === 1 ? (
          <p className="text-gray-700">{text.empty}</p>
        ) : (
          <>
            <ol className="min-w-0">
              {data.sends.map((send) => (
                <SentMessage key={send.id} send={send} />
              ))}
            </ol>
            {data.pageCount > 1 ? (
              <nav aria-label={text.pages} className="mt-4 flex flex-wrap items-center gap-3">
                <button
                  type="button"
                  onClick={() => setPage((current) => Math.max(1, current - 1))}
                  disabled={page <= 1}
                  className={secondaryButton}
                >
                  {text.newer}
                </button>
                <span className="text-sm text-gray-800">{text.pageOf(data.page, data.pageCount)}</span>
                <button
                  type="button"
                  onClick={() => setPage((current) => current + 1)}
                  disabled={page >= data.pageCount}
                  className={secondaryButton}
                >
                  {text.older}
                </button>
              </nav>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}
