import { randomBytes } from 'crypto';
import type { Core } from '@strapi/strapi';
import type { BulkJob, BulkJobState } from '@bank/contract';
import type { Channel, RecipientOutcome } from '../lib/bulk-types';
import { describeSend } from '../lib/send-summary';

/**
 * The durable bulk-send queue: a job table (Bulk send) and a recipient table (Bulk send recipient) in the CMS's own
 * database, so it works the same on SQLite and PostgreSQL with nothing else to run. Every state change is one
 * conditional UPDATE, which both databases apply atomically: two CMS instances never claim the same job, and a
 * recipient goes pending → sending → sent | failed | unknown exactly once.
 */

export const JOB_UID = 'api::bulk-send.bulk-send';
export const RECIPIENT_UID = 'api::bulk-recipient.bulk-recipient';

/** A job's state in its row: the contract's states, and `preparing` while its recipients are written (shown as queued). */
export type JobState = 'preparing' | BulkJobState;
export type RecipientState = 'pending' | 'sending' | 'sent' | 'failed' | 'unknown';

/** A job as the database holds it (the columns this module reads). */
export interface JobRow {
  id: number;
  documentId: string;
  channel: Channel;
  sent_by: string;
  message: string;
  state: JobState;
  outcome: string | null;
  total: number;
  sent: number;
  failed: number;
  unknown: number;
  invalid: number;
  duplicates: number;
  createdAt: string | Date;
  finished_at: string | Date | null;
}

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/** What staff see of a job: GET /api/bulk-jobs/:id and the POST's `job`, the contract's BulkJob (@bank/contract). */
export function viewOf(job: JobRow): BulkJob {
  const pending = Math.max(0, job.total - job.sent - job.failed - job.unknown);
  return {
    id: job.documentId,
    channel: job.channel,
    state: job.state === 'preparing' ? 'queued' : job.state,
    total: job.total,
    sent: job.sent,
    failed: job.failed,
    unknown: job.unknown,
    pending,
    invalid: job.invalid,
    duplicates: job.duplicates,
    summary: job.state === 'finished' ? job.outcome : null,
    createdAt: iso(job.createdAt) ?? '',
    finishedAt: iso(job.finished_at),
  };
}

/** Strapi 5 addresses rows by a documentId; rows written here get one in Strapi's own shape (24 lower-case chars). */
const newDocumentId = (): string => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(24);
  let id = alphabet[bytes[0] % 26];
  for (let i = 1; i < 24; i++) id += alphabet[bytes[i] % alphabet.length];
  return id;
};

/** Rows per INSERT: well under SQLite's limit of bound variables. */
const INSERT_CHUNK = 500;

/** A repeat of the same file + message + send type within this window is the same job (a double click, a retry). */
export const REPEAT_WINDOW_MS = 10 * 60 * 1000;

export interface NewJob {
  channel: Channel;
  message: string;
  sentBy: string;
  recipients: readonly string[];
  invalid: number;
  duplicates: number;
  /** sha256 of send type, message and file bytes. */
  fingerprint: string;
  /** The client's Idempotency-Key header, if any. */
  idempotencyKey: string | null;
}

export type Enqueued = { created: true; job: JobRow } | { created: false; job: JobRow };

const jobs = (strapi: Core.Strapi) => strapi.db.query(JOB_UID);
const recipientsOf = (strapi: Core.Strapi) => strapi.db.query(RECIPIENT_UID);

/** The earliest job that is the same send as `job`: same key, or same fingerprint within the window. */
export async function earliestSameSend(
  strapi: Core.Strapi,
  job: Pick<NewJob, 'channel' | 'fingerprint' | 'idempotencyKey'>,
): Promise<JobRow | null> {
  const since = new Date(Date.now() - REPEAT_WINDOW_MS);
  const same: object[] = [{ fingerprint: job.fingerprint, createdAt: { $gt: since } }];
  if (job.idempotencyKey) same.push({ idempotency_key: job.idempotencyKey });
  return (await jobs(strapi).findOne({ where: { channel: job.channel, $or: same }, orderBy: { id: 'asc' } })) as JobRow | null;
}

/**
 * Stores a job and every recipient, or answers the job this send repeats. Race-safe without a lock: the job is
 * written as `preparing`, then the earliest job of the same send wins and a later twin deletes itself, so two
 * identical POSTs at the same moment still make one job.
 */
export async function enqueueJob(strapi: Core.Strapi, input: NewJob): Promise<Enqueued> {
  const existing = await earliestSameSend(strapi, input);
  if (existing) return { created: false, job: existing };

  const now = new Date();
  const job = (await jobs(strapi).create({
    data: {
      documentId: newDocumentId(),
      channel: input.channel,
      sent_by: input.sentBy,
      message: input.message,
      state: 'preparing',
      total: input.recipients.length,
      sent: 0,
      failed: 0,
      unknown: 0,
      invalid: input.invalid,
      duplicates: input.duplicates,
      fingerprint: input.fingerprint,
      idempotency_key: input.idempotencyKey,
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
    },
  })) as JobRow;

  await strapi.db.transaction(async () => {
    for (let start = 0; start < input.recipients.length; start += INSERT_CHUNK) {
      await recipientsOf(strapi).createMany({
        data: input.recipients.slice(start, start + INSERT_CHUNK).map((recipient) => ({
          documentId: newDocumentId(),
          job: job.documentId,
          recipient,
          state: 'pending',
          createdAt: now,
          updatedAt: now,
          publishedAt: now,
        })),
      });
    }
  });

  const earliest = await earliestSameSend(strapi, input);
  if (earliest && earliest.id !== job.id) {
    await recipientsOf(strapi).deleteMany({ where: { job: job.documentId } });
    await jobs(strapi).delete({ where: { id: job.id } });
    return { created: false, job: earliest };
  }
  const queued = (await jobs(strapi).update({ where: { id: job.id }, data: { state: 'queued' } })) as JobRow;
  return { created: true, job: queued };
}

export async function findJob(strapi: Core.Strapi, documentId: string): Promise<JobRow | null> {
  return (await jobs(strapi).findOne({ where: { documentId } })) as JobRow | null;
}

/** Recipients of a send type stored since midnight (UTC, which is The Gambia's time), for the daily limit. */
export async function recipientsToday(strapi: Core.Strapi, channel: Channel): Promise<number> {
  const midnight = new Date();
  midnight.setUTCHours(0, 0, 0, 0);
  const today = (await jobs(strapi).findMany({
    where: { channel, createdAt: { $gte: midnight } },
    select: ['total'],
  })) as Array<{ total: number | null }>;
  return today.reduce((sum, job) => sum + (job.total ?? 0), 0);
}

// ---------------------------------------------------------------------------------------------------------------
// The worker's side

/** What the worker needs from the outside: who it is, how long a claim lasts, and how to deliver one batch. */
export interface WorkerContext {
  strapi: Core.Strapi;
  /** This process's name in `lease_owner`. */
  owner: string;
  leaseMs: number;
}

/**
 * Claims one job that is waiting, or whose previous owner's lease ran out (that process died). One UPDATE with the
 * lease in its WHERE clause: of two instances racing for the same job, exactly one changes a row.
 */
export async function claimJob({ strapi, owner, leaseMs }: WorkerContext): Promise<JobRow | null> {
  const now = Date.now();
  const free = { $or: [{ lease_until: { $null: true } }, { lease_until: { $lt: now } }] };
  const candidates = (await jobs(strapi).findMany({
    where: { state: { $in: ['queued', 'sending'] }, ...free },
    orderBy: { id: 'asc' },
    limit: 5,
    select: ['id'],
  })) as Array<{ id: number }>;
  for (const { id } of candidates) {
    const { count } = await jobs(strapi).updateMany({
      where: { id, state: { $in: ['queued', 'sending'] }, ...free },
      data: { state: 'sending', lease_owner: owner, lease_until: now + leaseMs },
    });
    if (count === 1) return (await jobs(strapi).findOne({ where: { id } })) as JobRow;
  }
  return null;
}

/** Extends this owner's claim; false when it was lost (the lease ran out and another instance took the job). */
export async function renewLease({ strapi, owner, leaseMs }: WorkerContext, job: JobRow): Promise<boolean> {
  const { count } = await jobs(strapi).updateMany({
    where: { id: job.id, lease_owner: owner, state: 'sending' },
    data: { lease_until: Date.now() + leaseMs },
  });
  return count === 1;
}

export const INTERRUPTED_REASON =
  'Interrupted: the CMS stopped while this batch was with the provider. It may have been delivered, so it is not sent again.';

/**
 * Recipients left `sending` by a previous owner were handed to the provider by a process that died before it heard
 * the answer: they may have been delivered, so they become `unknown` and are never sent again.
 */
export async function markInterrupted(strapi: Core.Strapi, job: JobRow): Promise<number> {
  const { count } = await recipientsOf(strapi).updateMany({
    where: { job: job.documentId, state: 'sending' },
    data: { state: 'unknown', reason: INTERRUPTED_REASON, updatedAt: new Date() },
  });
  return count;
}

/** Takes the next pending recipients of a job and marks them `sending` (only rows still pending are taken). */
export async function takeBatch(
  strapi: Core.Strapi,
  job: JobRow,
  size: number,
): Promise<Array<{ id: number; recipient: string }>> {
  const pending = (await recipientsOf(strapi).findMany({
    where: { job: job.documentId, state: 'pending' },
    orderBy: { id: 'asc' },
    limit: size,
    select: ['id', 'recipient'],
  })) as Array<{ id: number; recipient: string }>;
  if (pending.length === 0) return [];
  await recipientsOf(strapi).updateMany({
    where: { id: { $in: pending.map((row) => row.id) }, state: 'pending' },
    data: { state: 'sending', updatedAt: new Date() },
  });
  return pending;
}

const stateOf = (outcome: RecipientOutcome): RecipientState => (outcome.ok ? 'sent' : outcome.uncertain ? 'unknown' : 'failed');

/** Writes each recipient's outcome (sent with the provider's id, failed or unknown with the reason) and the job's counts. */
export async function recordOutcomes(
  strapi: Core.Strapi,
  job: JobRow,
  batch: ReadonlyArray<{ id: number; recipient: string }>,
  outcomes: readonly RecipientOutcome[],
): Promise<void> {
  const byRecipient = new Map(outcomes.map((outcome) => [outcome.recipient, outcome]));
  const now = new Date();
  await strapi.db.transaction(async () => {
    for (const row of batch) {
      const outcome = byRecipient.get(row.recipient) ?? { recipient: row.recipient, ok: false, detail: 'no outcome reported' };
      await recipientsOf(strapi).update({
        where: { id: row.id },
        data: {
          state: stateOf(outcome),
          provider_id: outcome.providerId ?? null,
          reason: outcome.ok ? null : outcome.detail.slice(0, 250),
          updatedAt: now,
        },
      });
    }
  });
  await jobs(strapi).update({ where: { id: job.id }, data: { ...(await countOutcomes(strapi, job)), updatedAt: now } });
}

async function countOutcomes(strapi: Core.Strapi, job: JobRow): Promise<{ sent: number; failed: number; unknown: number }> {
  const count = (state: RecipientState) => recipientsOf(strapi).count({ where: { job: job.documentId, state } });
  const [sent, failed, unknown] = await Promise.all([count('sent'), count('failed'), count('unknown')]);
  return { sent, failed, unknown };
}

/** Closes a job whose recipients all have an outcome: the counts, the summary sentence, the time. */
export async function finishJob(strapi: Core.Strapi, job: JobRow): Promise<JobRow> {
  const counts = await countOutcomes(strapi, job);
  const outcome = describeSend(job.channel, { ...counts, invalid: job.invalid, duplicates: job.duplicates });
  const now = new Date();
  return (await jobs(strapi).update({
    where: { id: job.id },
    data: { ...counts, outcome, state: 'finished', finished_at: now, lease_owner: null, lease_until: null, updatedAt: now },
  })) as JobRow;
}
