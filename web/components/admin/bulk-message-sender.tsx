'use client';

import { useEffect, useId, useRef, useState } from 'react';
import useSWR from 'swr';
import { BULK_SUBJECT_MAX, DEFAULT_BULK_SUBJECT, type BulkPreviewAnswer } from '@bank/contract';
import {
  getBulkJob,
  postBulkPreview,
  postBulkSend,
  type BulkJobReply,
  type BulkPreviewReply,
  type BulkSendReply,
  type SendType,
} from '@/lib/shared/admin/admin-api';
import {
  awaitsDeliveryReports,
  describeDelivery,
  describeProgress,
  handledCount,
  newIdempotencyKey,
  reachedNoOne,
  summaryOf,
  type BulkJob,
} from '@/lib/shared/admin/bulk-job';
import { showDialog } from '@/lib/shared/admin/dialogs';
import { EXCEL_ACCEPT, isExcel } from '@/lib/shared/admin/file-rules';
import { replyError, replyMessage } from '@/lib/shared/admin/server-reply';
import { messages } from '@/lib/shared/messages';
import { BulkSendHistory } from './bulk-send-history';
import { BulkSendPreview } from './bulk-send-preview';
import { BulkSignIn } from './bulk-sign-in';
import { MessageCounter } from './message-counter';
import { useStaffSession } from './staff-session-provider';
import { card, fieldLabel, fileInput, primaryButton, textInput } from './styles';

const text = messages.staff.bulk;

/**
 * The progress bar drawn by the page itself (a grey track, the brand colour for what is handled), so a waiting send
 * reads empty in every browser rather than the native bar's look.
 */
const progressBar =
  'block h-3 w-full appearance-none overflow-hidden rounded-full border border-gray-500 bg-gray-100 ' +
  '[&::-webkit-progress-bar]:bg-gray-100 [&::-webkit-progress-value]:bg-brand [&::-moz-progress-bar]:bg-brand';

/** How often the page asks for the progress of a send. */
const POLL_MS = 1_000;
/** After an SMS send finished: how often, and how long, the page asks for its delivery reports' counts. */
const DELIVERY_POLL_MS = 3_000;
const DELIVERY_WATCH_MS = 10 * 60_000;

/** What one submission sent, so a retry of the same filled form reuses its Idempotency-Key. */
interface Submission {
  key: string;
  file: File;
  message: string;
  subject: string;
  sendType: SendType;
}

/**
 * Bulk SMS/e-mail sender (SPEC sections 2, 5 and 8). The page has no guard: without a usable admin token it offers
 * its own sign-in. The CMS stores a send as a job and sends it in the background; the page follows the job's
 * progress until it is finished, then shows its summary. An SMS job's delivery counts (from the provider's delivery
 * reports) are followed on for up to ten minutes after, until every sent message has a final report.
 */
export function BulkMessageSender() {
  const { token } = useStaffSession();
  // A token the server refused (expired): the sign-in comes back until a new one replaces it.
  const [rejectedToken, setRejectedToken] = useState<string | null>(null);
  const usableToken = token !== null && token !== rejectedToken ? token : null;

  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  // A chosen file that is not a spreadsheet, said under the field at once (Send still warns as the spec says).
  const fileProblem = file !== null && !isExcel(file) ? text.notSpreadsheet(file.name) : null;
  const [message, setMessage] = useState('');
  const [sendType, setSendType] = useState<SendType>('sms');
  const [subject, setSubject] = useState<string>(DEFAULT_BULK_SUBJECT);
  // What the send will do, asked before it is queued (issue 28 §1); the officer confirms or goes back.
  const [checking, setChecking] = useState(false);
  const [preview, setPreview] = useState<BulkPreviewAnswer | null>(null);
  // An earlier send followed from a repeat's message: its end is shown in the progress only, without a dialog.
  const quietId = useRef<string | null>(null);
  const [sending, setSending] = useState(false);
  const [job, setJob] = useState<BulkJob | null>(null);
  const [accepted, setAccepted] = useState<string | null>(null);
  const submission = useRef<Submission | null>(null);
  // The dialog of a repeated send: the final dialog waits until it is closed.
  const openDialog = useRef<Promise<void>>(Promise.resolve());

  // An SMS job that finished, whose delivery reports are still coming: asked for at a slower pace, for a while.
  const [watchingDelivery, setWatchingDelivery] = useState(false);
  const watchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The job whose end was shown: later answers of the same job only update its counts.
  const finishedId = useRef<string | null>(null);
  useEffect(() => () => clearTimeout(watchTimer.current), []);

  const following = job !== null && job.state !== 'finished';
  const followedId = following || (job !== null && watchingDelivery) ? job.id : null;

  function stopWatchingDelivery() {
    clearTimeout(watchTimer.current);
    setWatchingDelivery(false);
  }

  /**
   * The end of a send: the form is cleared and the summary shown (after the dialog of a repeat is closed), as an error
   * when the job reached no one (say, the CMS stopped while storing it).
   */
  async function finish(done: BulkJob) {
    finishedId.current = done.id;
    if (quietId.current === done.id) return;
    if (awaitsDeliveryReports(done)) {
      clearTimeout(watchTimer.current);
      setWatchingDelivery(true);
      watchTimer.current = setTimeout(() => setWatchingDelivery(false), DELIVERY_WATCH_MS);
    }
    submission.current = null;
    await openDialog.current;
    setMessage('');
    setFile(null);
    if (fileRef.current) fileRef.current.value = '';
    const summary = summaryOf(done) ?? messages.bulk.success;
    if (reachedNoOne(done)) await showDialog('error', messages.staff.errorTitle, summary);
    else await showDialog('success', messages.staff.successTitle, summary);
  }

  const toSignIn = { focusAfter: () => usernameRef.current };

  async function fail(reply: BulkSendReply | BulkPreviewReply | undefined) {
    // 401: the token has expired; the sign-in comes back and the dialog leads to it.
    const signInAgain = reply?.status === 401;
    if (signInAgain) setRejectedToken(usableToken);
    await showDialog(
      'error',
      messages.staff.errorTitle,
      replyError(reply?.body, messages.bulk.failed),
      signInAgain ? toSignIn : undefined,
    );
  }

  /** One progress answer: the next state of the job, or the end of following it. */
  function onProgress(reply: BulkJobReply, tokenUsed: string | null) {
    if (reply.status === 401) {
      // The sign-in comes back; following resumes with the new token.
      setRejectedToken(tokenUsed);
      return;
    }
    // A 2xx answer off the contract is not a job (admin-api has logged its fields).
    if (reply.status === 404 || (!reply.ok && reply.offContract)) {
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
    followedId !== null && usableToken !== null ? ['bulk-job', followedId, usableToken] : null,
    ([, jobId, tokenUsed]: [string, string, string]) => getBulkJob(jobId, tokenUsed),
    {
      refreshInterval: following ? POLL_MS : DELIVERY_POLL_MS,
      revalidateOnFocus: false,
      dedupingInterval: 0,
      // SWR calls it only for the current key, so the token used is the page's usable token.
      onSuccess: (reply) => onProgress(reply, usableToken),
      // A dropped connection: the job goes on at the server, so keep asking at the same pace.
      onErrorRetry: (error: unknown, _key, _config, revalidate) => {
        console.error('Bulk job progress request failed; asking again', error);
        setTimeout(() => void revalidate(), POLL_MS);
      },
    },
  );

  function handleSignedIn() {
    setRejectedToken(null);
    fileRef.current?.focus();
  }

  /** The form's fields as the CMS takes them; the subject only for e-mail. */
  function formData(): FormData {
    const form = new FormData();
    if (file) form.append('file', file);
    form.append('message', message);
    if (sendType === 'email') form.append('subject', subject);
    return form;
  }

  /** A repeated sheet's earlier send, followed in the progress below (its end without a dialog). */
  function showEarlier(earlier: BulkJob) {
    setPreview(null);
    quietId.current = earlier.id;
    finishedId.current = earlier.state === 'finished' ? earlier.id : null;
    setAccepted(null);
    setJob(earlier);
  }

  /** A change to the form makes it a new send, with a new key. */
  function forgetSubmission() {
    submission.current = null;
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || following || checking || preview !== null) return;
    if (!file || !isExcel(file) || message.trim() === '') {
      await showDialog('warning', messages.bulk.missingTitle, messages.bulk.missingText);
      return;
    }
    if (usableToken === null) {
      await showDialog('error', messages.staff.errorTitle, messages.bulk.signInRequired, toSignIn);
      return;
    }
    // First what the send would do: the CMS checks it as it checks the send, and refuses it in the same words.
    setChecking(true);
    let reply: BulkPreviewReply | undefined;
    try {
      reply = await postBulkPreview(sendType, formData(), usableToken);
    } catch (error) {
      console.error(`Bulk ${sendType} preview failed`, error);
    }
    setChecking(false);
    if (!reply?.ok) {
      if (reply) console.error(`Bulk ${sendType} preview refused`, reply.status, reply.raw);
      await fail(reply);
      return;
    }
    setJob(null);
    setPreview(reply.body);
  }

  /** The officer confirmed the preview: the send is stored and followed. */
  async function sendNow() {
    setPreview(null);
    if (!file || usableToken === null) return;
    // The same filled form keeps its key, so a retry after a lost answer is the same send to the server.
    const current = submission.current;
    const same =
      current &&
      current.file === file &&
      current.message === message &&
      current.subject === subject &&
      current.sendType === sendType;
    const sent = same ? current : { key: newIdempotencyKey(), file, message, subject, sendType };
    submission.current = sent;
    quietId.current = null;
    const form = formData();

    setJob(null);
    setAccepted(null);
    stopWatchingDelivery();
    finishedId.current = null;
    setSending(true);
    let reply: BulkSendReply | undefined;
    try {
      reply = await postBulkSend(sendType, form, usableToken, sent.key);
    } catch (error) {
      console.error(`Bulk ${sendType} send failed; a retry reuses its key`, error);
    }
    setSending(false);

    if (!reply?.ok) {
      // Refused, or a 2xx answer off the contract (say one without its job: admin-api has logged the field).
      if (reply) console.error(`Bulk ${sendType} send refused`, reply.status, reply.raw);
      await fail(reply);
      return;
    }
    const stored = reply.body.job;
    const answer = replyMessage(reply.body, messages.bulk.success);
    setAccepted(answer);
    setJob(stored);
    if (reply.status === 200) {
      // A send the server had already received: say so, and follow that job.
      openDialog.current = showDialog('info', text.repeatTitle, answer);
    }
    if (stored.state === 'finished') await finish(stored);
  }

  const busy = sending || following || checking || preview !== null;
  const handled = job ? handledCount(job) : 0;
  const delivery = job ? describeDelivery(job) : null;

  return (
    <>
      {usableToken === null ? <BulkSignIn usernameRef={usernameRef} onSignedIn={handleSignedIn} /> : null}
      <form onSubmit={handleSubmit} noValidate className={`${card} max-w-2xl space-y-5`}>
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
              onChange={(event) => {
                forgetSubmission();
                setFile(event.target.files?.[0] ?? null);
              }}
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
              onChange={(event) => {
                forgetSubmission();
                setMessage(event.target.value);
              }}
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
              onChange={(event) => {
                forgetSubmission();
                setSendType(event.target.value === 'email' ? 'email' : 'sms');
              }}
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
                onChange={(event) => {
                  forgetSubmission();
                  setSubject(event.target.value);
                }}
                className={textInput}
              />
            </div>
          ) : null}
        </fieldset>
        <button type="submit" disabled={busy} className={primaryButton}>
          {sending || following ? messages.busy.sending : checking ? text.checking : text.submit}
        </button>
      </form>
      {preview && file ? (
        <BulkSendPreview
          preview={preview}
          fileName={file.name}
          onConfirm={() => void sendNow()}
          onBack={() => setPreview(null)}
          onShowEarlier={showEarlier}
        />
      ) : null}
      {/* Always in the page (empty without a send), so assistive technology announces each change of its text. */}
      <div
        id="bulk-progress"
        role="status"
        aria-label={text.progressTitle}
        className={job ? `${card} mt-6 max-w-2xl space-y-2 break-words text-gray-900` : undefined}
      >
        {job ? (
          <>
            {/* The answer to the send ('Sending to 3 recipients. Skipped: …') until the job's summary replaces it. */}
            {accepted && following ? <p>{accepted}</p> : null}
            <p className="font-semibold">{describeProgress(job)}</p>
            {delivery ? <p>{delivery}</p> : null}
            <progress value={handled} max={Math.max(job.total, 1)} aria-label={text.progressLabel} className={progressBar} />
          </>
        ) : null}
      </div>
      <BulkSendHistory followed={job} />
    </>
  );
}
