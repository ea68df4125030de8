'use client';

import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { getBulkJob, type BulkJobReply } from '@/lib/shared/admin/admin-api';
import { awaitsDeliveryReports, type BulkJob } from '@/lib/shared/admin/bulk-job';
import { showDialog } from '@/lib/shared/admin/dialogs';
import { messages } from '@/lib/shared/messages';

/** How often the page asks for the progress of a send. */
const POLL_MS = 1_000;
/** After an SMS send finished: how often, and how long, the page asks for its delivery reports' counts. */
const DELIVERY_POLL_MS = 3_000;
const DELIVERY_WATCH_MS = 10 * 60_000;

interface Options {
  /** The staff token to ask with; null stops the asking until there is one. */
  token: string | null;
  /** The server refused this token (expired): following resumes with a new one. */
  onTokenRefused: (token: string | null) => void;
  /** A followed job finished (not one shown quietly): the page clears the form and shows the summary. */
  onFinished: (job: BulkJob) => Promise<void>;
}

/**
 * The job of a send, followed: its progress is asked for every second until it is finished, then, for an SMS job
 * whose delivery reports are still coming, its delivery counts every few seconds for up to ten minutes, until every
 * sent message has a final report.
 */
export function useBulkJobProgress({ token, onTokenRefused, onFinished }: Options) {
  const [job, setJob] = useState<BulkJob | null>(null);
  // An SMS job that finished, whose delivery reports are still coming: asked for at a slower pace, for a while.
  const [watchingDelivery, setWatchingDelivery] = useState(false);
  const watchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The job whose end was shown: later answers of the same job only update its counts.
  const finishedId = useRef<string | null>(null);
  // An earlier send followed from a repeat's message: its end is shown in the progress only, without a dialog.
  const quietId = useRef<string | null>(null);
  useEffect(() => () => clearTimeout(watchTimer.current), []);

  const following = job !== null && job.state !== 'finished';
  const followedId = following || (job !== null && watchingDelivery) ? job.id : null;

  function stopWatchingDelivery() {
    clearTimeout(watchTimer.current);
    setWatchingDelivery(false);
  }

  /** The end of a send: its delivery reports are watched for, and the page told (unless it is followed quietly). */
  async function finish(done: BulkJob) {
    finishedId.current = done.id;
    if (quietId.current === done.id) return;
    if (awaitsDeliveryReports(done)) {
      clearTimeout(watchTimer.current);
      setWatchingDelivery(true);
      watchTimer.current = setTimeout(() => setWatchingDelivery(false), DELIVERY_WATCH_MS);
    }
    await onFinished(done);
  }

  /** One progress answer: the next state of the job, or the end of following it. */
  function onProgress(reply: BulkJobReply, tokenUsed: string | null) {
    if (reply.status === 401) {
      // The sign-in comes back; following resumes with the new token.
      onTokenRefused(tokenUsed);
      return;
    }
    // A 2xx answer off the contract is not a job (admin-api has logged its fields).
    if (reply.status === 404 || (!reply.ok && reply.kind === 'off-contract')) {
      console.error('Bulk job progress: no such job or not a job', reply.status, reply.ok ? reply.body : reply.raw);
      if (followedId !== null && finishedId.current === followedId) {
        // Only its delivery counts were still being asked for; its end was shown: stop asking, keep what is shown.
        stopWatchingDelivery();
        return;
      }
      setJob(null);
      void showDialog('error', messages.staff.errorTitle, messages.bulk.failed);
      return;
    }
    if (!reply.ok) {
      console.error('Bulk job progress failed; asking again', reply.status, reply.raw);
      return;
    }
    const next = reply.body;
    setJob(next);
    if (next.state !== 'finished') return;
    if (finishedId.current !== next.id) void finish(next);
    else if (!awaitsDeliveryReports(next)) stopWatchingDelivery();
  }

  // SWR asks for the job's progress every POLL_MS while the page follows it; the key becomes null (and the asking
  // stops) once the job is finished or gone, or the token refused.
  useSWR(
    followedId !== null && token !== null ? ['bulk-job', followedId, token] : null,
    ([, jobId, tokenUsed]: [string, string, string]) => getBulkJob(jobId, tokenUsed),
    {
      refreshInterval: following ? POLL_MS : DELIVERY_POLL_MS,
      revalidateOnFocus: false,
      dedupingInterval: 0,
      // SWR calls it only for the current key, so the token used is the page's usable token.
      onSuccess: (reply) => onProgress(reply, token),
      // A dropped connection: the job goes on at the server, so keep asking at the same pace.
      onErrorRetry: (error: unknown, _key, _config, revalidate) => {
        console.error('Bulk job progress request failed; asking again', error);
        setTimeout(() => void revalidate(), POLL_MS);
      },
    },
  );

  return {
    job,
    following,
    /** Nothing followed (a preview is shown instead). */
    clear: () => setJob(null),
    /** Before a new send: nothing followed, no delivery watched, no end shown yet. */
    restart() {
      quietId.current = null;
      setJob(null);
      stopWatchingDelivery();
      finishedId.current = null;
    },
    /** The job a send stored, followed from here. */
    follow(stored: BulkJob) {
      setJob(stored);
    },
    finish,
    /** A repeated sheet's earlier send, followed in the progress (its end without a dialog). */
    followQuietly(earlier: BulkJob) {
      quietId.current = earlier.id;
      finishedId.current = earlier.state === 'finished' ? earlier.id : null;
      setJob(earlier);
    },
  };
}
