'use client';

import { useRef, useState } from 'react';
import type { BulkPreviewAnswer } from '@bank/shared';
import { postBulkPreview, postBulkSend, type BulkPreviewReply, type BulkSendReply } from '@/lib/shared/admin/admin-api';
import { reachedNoOne, summaryOf, type BulkJob } from '@/lib/shared/admin/bulk-job';
import { showDialog } from '@/lib/shared/admin/dialogs';
import { isExcel } from '@/lib/shared/admin/file-rules';
import { replyError, replyMessage } from '@/lib/shared/admin/server-reply';
import { messages } from '@/lib/shared/messages';
import { BulkSendForm } from './bulk-send-form';
import { BulkSendHistory } from './bulk-send-history';
import { BulkSendPreview } from './bulk-send-preview';
import { BulkSendProgress } from './bulk-send-progress';
import { BulkSignIn } from './bulk-sign-in';
import { useStaffSession } from './staff-session-provider';
import { useBulkForm } from './use-bulk-form';
import { useBulkJobProgress } from './use-bulk-job-progress';
import { useSendKey } from './use-send-key';

const text = messages.staff.bulk;

/**
 * Bulk SMS/e-mail sender (SPEC sections 2, 5 and 8). The page has no guard: without a usable admin token it offers
 * its own sign-in. A send is first previewed (what it will do), then, once the officer confirms, stored by the CMS as
 * a job it sends in the background; the page follows the job (useBulkJobProgress) until it is finished, then shows
 * its summary.
 */
export function BulkMessageSender() {
  const { token } = useStaffSession();
  // A token the server refused (expired): the sign-in comes back until a new one replaces it.
  const [rejectedToken, setRejectedToken] = useState<string | null>(null);
  const usableToken = token !== null && token !== rejectedToken ? token : null;
  const usernameRef = useRef<HTMLInputElement>(null);
  const toSignIn = { focusAfter: () => usernameRef.current };

  const sendKey = useSendKey();
  const { fileRef, ...form } = useBulkForm(sendKey.forget);
  const { file, sendType } = form.fields;
  // What the send will do, asked before it is queued; the officer confirms or goes back.
  const [checking, setChecking] = useState(false);
  const [preview, setPreview] = useState<BulkPreviewAnswer | null>(null);
  const [sending, setSending] = useState(false);
  const [accepted, setAccepted] = useState<string | null>(null);
  // The dialog of a repeated send: the final dialog waits until it is closed.
  const openDialog = useRef<Promise<void>>(Promise.resolve());

  /**
   * The end of a send: the form is cleared and the summary shown (after the dialog of a repeat is closed), as an error
   * when the job reached no one (say, the CMS stopped while storing it).
   */
  async function showSummary(done: BulkJob) {
    sendKey.forget();
    await openDialog.current;
    form.clear();
    const summary = summaryOf(done) ?? messages.bulk.success;
    if (reachedNoOne(done)) await showDialog('error', messages.staff.errorTitle, summary);
    else await showDialog('success', messages.staff.successTitle, summary);
  }

  const progress = useBulkJobProgress({ token: usableToken, onTokenRefused: setRejectedToken, onFinished: showSummary });
  const { job, following } = progress;

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

  function handleSignedIn() {
    setRejectedToken(null);
    fileRef.current?.focus();
  }

  /** A repeated sheet's earlier send, followed in the progress below (its end without a dialog). */
  function showEarlier(earlier: BulkJob) {
    setPreview(null);
    setAccepted(null);
    progress.followQuietly(earlier);
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || following || checking || preview !== null) return;
    if (!file || !isExcel(file) || form.fields.message.trim() === '') {
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
      reply = await postBulkPreview(sendType, form.formData(), usableToken);
    } catch (error) {
      console.error(`Bulk ${sendType} preview failed`, error);
    }
    setChecking(false);
    if (!reply?.ok) {
      if (reply) console.error(`Bulk ${sendType} preview refused`, reply.status, reply.raw);
      await fail(reply);
      return;
    }
    progress.clear();
    setPreview(reply.body);
  }

  /** The officer confirmed the preview: the send is stored and followed. */
  async function sendNow() {
    setPreview(null);
    if (!file || usableToken === null) return;
    const key = sendKey.keyFor(form.fields);
    const body = form.formData();

    progress.restart();
    setAccepted(null);
    setSending(true);
    let reply: BulkSendReply | undefined;
    try {
      reply = await postBulkSend(sendType, body, usableToken, key);
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
    progress.follow(stored);
    if (reply.status === 200) {
      // A send the server had already received: say so, and follow that job.
      openDialog.current = showDialog('info', text.repeatTitle, answer);
    }
    if (stored.state === 'finished') await progress.finish(stored);
  }

  const busy = sending || following || checking || preview !== null;

  return (
    <>
      {usableToken === null ? <BulkSignIn usernameRef={usernameRef} onSignedIn={handleSignedIn} /> : null}
      <BulkSendForm
        form={form}
        fileRef={fileRef}
        busy={busy}
        submitLabel={sending || following ? messages.busy.sending : checking ? text.checking : text.submit}
        onSubmit={handleSubmit}
      />
      {preview && file ? (
        <BulkSendPreview
          preview={preview}
          fileName={file.name}
          onConfirm={() => void sendNow()}
          onBack={() => setPreview(null)}
          onShowEarlier={showEarlier}
        />
      ) : null}
      <BulkSendProgress job={job} accepted={accepted} following={following} />
      <BulkSendHistory followed={job} />
    </>
  );
}
