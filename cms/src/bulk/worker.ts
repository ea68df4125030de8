import { randomBytes } from 'crypto';
import os from 'os';
import type { Core } from '@strapi/strapi';
import { providerLatency } from '../observability/metrics';
import { sendEmails } from './email';
import { allowedCountries, smsAllowed, type BulkLimits } from './limits';
import type { RecipientOutcome } from './types';
import { sendSms, SMS_BATCH_SIZE, type SmsConfig } from './sms';
import {
  claimJob,
  finishJob,
  handOver,
  markInterrupted,
  recordOutcomes,
  recoverPreparing,
  releaseJob,
  renewLease,
  takeBatch,
  type JobRow,
  type WorkerContext,
} from './jobs';

export interface EmailConfig {
  configured: boolean;
  from: string;
  subject: string;
  concurrency: number;
}

export interface BulkWorkerConfig {
  /** How often an idle worker looks for a job (a POST on this instance wakes it at once). */
  pollMs: number;
  /** How long a claim lasts without renewal; a job whose owner died is taken over after it. */
  leaseMs: number;
  /** Recipients per e-mail batch (outcomes are written after each). */
  emailBatchSize: number;
}

export interface BulkWorker {
  /** Looks for work now (after a POST stored a job). */
  wake: () => void;
  /** Stops taking work. What is with the provider right now is abandoned, as a crash would: its lease runs out. */
  stop: () => Promise<void>;
  /**
   * A graceful stop (SIGTERM): takes no new batch; the batch with the provider is waited for, up to `timeoutMs`, and
   * its outcomes written; a batch claimed but not handed over goes back to pending; the job's lease is released, so
   * another instance takes the job over at its next poll. Past `timeoutMs`, the batch with the provider is left to
   * the next owner, which marks it unknown (it may have been delivered).
   */
  drain: (timeoutMs: number) => Promise<void>;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The HTML part of a bulk e-mail: the message as typed, escaped, its line breaks kept. Without it the nodemailer
 * provider sends the plain text as HTML too, so mail clients would drop its line breaks and read any `<`/`&` in it
 * as markup.
 */
export const messageAsHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]).replace(/\r?\n/g, '<br>\n');

/** The SMTP Message-ID of nodemailer's answer, when the provider passes it on. */
const messageIdOf = (info: unknown): string | undefined =>
  typeof info === 'object' && info !== null && typeof (info as { messageId?: unknown }).messageId === 'string'
    ? (info as { messageId: string }).messageId
    : undefined;

/**
 * Runs bulk jobs in the background of a CMS instance: claims a job (atomically, see jobs.ts), sends it batch by
 * batch (Africa's Talking: 100 numbers a request; e-mail: a batch at a time with bounded SMTP concurrency), writes
 * each batch's outcomes as they come, renews its claim while it works, and closes the job when nothing is pending.
 */
export function startBulkWorker(strapi: Core.Strapi, config: BulkWorkerConfig): BulkWorker {
  const context: WorkerContext = {
    strapi,
    owner: `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
    leaseMs: config.leaseMs,
  };
  let stopped = false;
  let draining = false;
  /** The job this worker holds now. */
  let current: JobRow | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  const limits = () => strapi.config.get<BulkLimits>('bank.bulkLimits');
  // Checked again here, whatever path put the row in the table: an SMS never goes abroad unless allowed.
  const notAllowed = ({ recipient }: { recipient: string }): RecipientOutcome => ({
    recipient,
    ok: false,
    detail: `Not sent: the number is outside ${allowedCountries(limits())}, where SMS may go (BULK_SMS_COUNTRIES).`,
  });

  const deliver = async (job: JobRow, recipients: string[]): Promise<RecipientOutcome[]> => {
    const { channel, message } = job;
    if (recipients.length === 0) return [];
    if (channel === 'sms') return sendSms(strapi.config.get<SmsConfig>('bank.sms'), recipients, message);
    const email = strapi.config.get<EmailConfig>('bank.email');
    const { concurrency } = email;
    // The subject the officer gave; EMAIL_SUBJECT for jobs stored before sends had one.
    const subject = job.subject ?? email.subject;
    const mailer = strapi.plugin('email').service('email');
    const html = messageAsHtml(message);
    const timedSend = async (to: string) => {
      const end = providerLatency.startTimer({ channel: 'email' });
      try {
        const id = messageIdOf(await mailer.send({ to, subject, text: message, html }));
        end({ outcome: 'ok' });
        return id;
      } catch (error) {
        end({ outcome: 'error' });
        throw error;
      }
    };
    return sendEmails(recipients, timedSend, concurrency);
  };

  const runJob = async (claimed: JobRow) => {
    // Every step's line carries the job's id (never its message or recipients): grep the log for it.
    const step = { jobId: claimed.documentId, channel: claimed.channel };
    strapi.log.info('Bulk job: claimed', { ...step, owner: context.owner });
    const interrupted = await markInterrupted(strapi, claimed);
    if (interrupted > 0)
      strapi.log.warn(
        `Bulk ${claimed.channel} job ${claimed.documentId}: ${interrupted} recipients were in flight when their CMS stopped; marked unknown, not sent again`,
        step,
      );
    let lost = false;
    // Renewed on a timer, not per batch: a slow provider must not let the claim run out under a live worker.
    const heartbeat = setInterval(
      () => {
        renewLease(context, claimed)
          .then((held) => {
            if (!held) lost = true;
          })
          .catch((error) => {
            if (!stopped) strapi.log.error(`Bulk job ${claimed.documentId}: renewing its claim failed: ${String(error)}`, step);
          });
      },
      Math.max(250, Math.floor(config.leaseMs / 3)),
    );
    try {
      const batchSize = claimed.channel === 'sms' ? SMS_BATCH_SIZE : config.emailBatchSize;
      for (;;) {
        if (stopped || lost) return;
        if (draining) {
          await releaseJob(context, claimed);
          return;
        }
        const claimedBatch = await takeBatch(strapi, claimed, batchSize);
        if (claimedBatch.rows.length === 0) break;
        if (stopped || lost) return;
        if (draining) {
          // Claimed, not yet handed to the provider: pending again, for the next owner.
          await releaseJob(context, claimed, claimedBatch);
          return;
        }
        const batch = await handOver(strapi, claimedBatch);
        strapi.log.info('Bulk job: batch handed to the provider', { ...step, recipients: batch.rows.length });
        const refused = claimed.channel === 'sms' ? batch.rows.filter((row) => !smsAllowed(row.recipient, limits())) : [];
        const outcomes = await deliver(
          claimed,
          batch.rows.filter((row) => !refused.includes(row)).map((row) => row.recipient),
        );
        // Stopped while the provider had the batch: as after a crash, the next owner marks it unknown.
        if (stopped) {
          strapi.log.warn('Bulk job: stopped while the provider had a batch', step);
          return;
        }
        await recordOutcomes(strapi, claimed, batch, [...outcomes, ...refused.map(notAllowed)]);
      }
      const finished = await finishJob(strapi, claimed);
      strapi.log.info(`Bulk ${finished.channel} job ${finished.documentId} by ${finished.sent_by}: ${finished.outcome}`, {
        ...step,
        sent: finished.sent,
        failed: finished.failed,
        unknown: finished.unknown,
      });
    } finally {
      clearInterval(heartbeat);
    }
  };

  const work = async () => {
    do {
      again = false;
      const { resumed, failed } = await recoverPreparing(strapi, config.leaseMs);
      if (resumed + failed > 0)
        strapi.log.warn(
          `Bulk sending: jobs left preparing by a CMS that stopped: ${resumed} resumed, ${failed} closed as not sent`,
        );
      for (;;) {
        if (stopped || draining) return;
        const job = await claimJob(context);
        if (!job) break;
        current = job;
        try {
          await runJob(job);
        } finally {
          current = null;
        }
      }
    } while (again && !stopped && !draining);
  };

  const wake = () => {
    if (stopped || draining) return;
    if (running) {
      again = true;
      return;
    }
    running = work()
      .catch((error) => {
        if (!stopped) strapi.log.error(`Bulk sending: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        running = null;
      });
  };

  const timer = setInterval(wake, config.pollMs);
  timer.unref();
  wake();

  return {
    wake,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      // A database write under way may finish (the database is about to close); a batch with the provider is not
      // waited for.
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
    },
    drain: async (timeoutMs) => {
      draining = true;
      clearInterval(timer);
      const done = await Promise.race([
        (running ?? Promise.resolve()).then(() => true),
        new Promise<false>((resolve) => setTimeout(resolve, timeoutMs, false).unref()),
      ]);
      if (done) return;
      // The provider still has the batch: abandoned as by a crash, but the job is free for another instance now.
      stopped = true;
      const held = current;
      if (held) await releaseJob(context, held).catch(() => undefined);
      strapi.log.warn(`Bulk sending: stopped with a batch still at the provider after ${timeoutMs} ms; its job was released`);
    },
  };
}
