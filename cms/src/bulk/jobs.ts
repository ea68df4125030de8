import { randomBytes } from 'crypto';
import type { Core } from '@strapi/strapi';
import type { BulkJob, BulkJobState } from '@bank/shared';
import type { Channel, RecipientOutcome } from './types';
import { describeSend } from './send-summary';
import { bulkRecipients } from '../observability/metrics';

/**
 * The durable bulk-send queue: a job table (Bulk send) and a recipient table (Bulk send recipient) in the CMS's own
 * database, so it works the same on SQLite and PostgreSQL with nothing else to run. Every state change is one
 * conditional UPDATE, which both databases apply atomically: two CMS instances never claim the same job, and a
 * recipient goes pending → sending → sent | failed | unknown exactly once.
 */

export const JOB_UID = 'api::bulk-send.bulk-send';
export const RECIPIENT_UID = 'api::bulk-recipient.bulk-recipient';
export const QUOTA_UID = 'api::bulk-quota.bulk-quota';

/** A job's state in its row: the contract's states, and `preparing` while its recipients are written (shown as queued). */
export type JobState = 'preparing' | BulkJobState;
/** `claimed`: taken by a worker (its token in `claim`), not yet handed to the provider; `sending`: handed over. */
export type RecipientState = 'pending' | 'claimed' | 'sending' | 'sent' | 'failed' | 'unknown';

/** A job as the database holds it (the columns this module reads). */
export interface JobRow {
  id: number;
  documentId: string;
  channel: Channel;
  sent_by: string;
  message: string;
  /** The uploaded sheet's file name; null on rows older than the column. */
  sheet_name: string | null;
  /** An e-mail send's subject; null for SMS and for rows older than the column. */
  subject: string | null;
  state: JobState;
  outcome: string | null;
  total: number;
  /** SMS parts per message (1 for e-mail); null on rows older than the column. */
  parts: number | null;
  sent: number;
  failed: number;
  unknown: number;
  /** Of the sent SMS, by their delivery reports (./delivery.ts); null on rows older than the columns. */
  delivered: number | null;
  undelivered: number | null;
  in_transit: number | null;
  invalid: number;
  duplicates: number;
  fingerprint: string | null;
  idempotency_key: string | null;
  createdAt: string | Date;
  finished_at: string | Date | null;
}

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/** What staff see of a job: GET /api/bulk-jobs/:id and the POST's `job`, the contract's BulkJob (@bank/shared). */
export function viewOf(job: JobRow): BulkJob {
  const pending = Math.max(0, job.total - job.sent - job.failed - job.unknown);
  return {
    id: job.documentId,
    channel: job.channel,
    state: job.state === 'preparing' ? 'queued' : job.state,
    total: job.total,
    partsPerMessage: job.parts ?? 1,
    sent: job.sent,
    failed: job.failed,
    unknown: job.unknown,
    delivered: job.delivered ?? 0,
    undelivered: job.undelivered ?? 0,
    inTransit: job.in_transit ?? 0,
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

/** How long an Idempotency-Key names its send: a client's retries come within minutes, not days. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export interface NewJob {
  channel: Channel;
  message: string;
  /** An e-mail send's subject (null for SMS). */
  subject: string | null;
  sentBy: string;
  /** The uploaded sheet's file name, as the browser sent it (cleaned); none: null. */
  sheetName?: string | null;
  recipients: readonly string[];
  invalid: number;
  duplicates: number;
  /** sha256 of send type, message and file bytes. */
  fingerprint: string;
  /** The client's Idempotency-Key header, if any: the staff member's own name for this content. */
  idempotencyKey: string | null;
  /** SMS parts per message (1 for e-mail): the job counts total × parts against today's limit. */
  partsPerMessage: number;
  /** BULK_DAILY_LIMIT. */
  dailyLimit: number;
}

/**
 * An earlier job this send repeats: the same key from the same staff member within 24 hours with the same content, or
 * the same content within 10 minutes (`repeat`); or that staff member's key already naming other content (`conflict`).
 */
export type PriorSend = { kind: 'repeat'; job: JobRow } | { kind: 'conflict'; job: JobRow };

export type Enqueued = { kind: 'created'; job: JobRow } | PriorSend | { kind: 'over-limit'; usedToday: number };

const jobs = (strapi: Core.Strapi) => strapi.db.query(JOB_UID);
const recipientsOf = (strapi: Core.Strapi) => strapi.db.query(RECIPIENT_UID);

/** The earliest job this send repeats or conflicts with; `before`: only jobs stored before that one (a twin's check). */
export async function priorSend(
  strapi: Core.Strapi,
  send: Pick<NewJob, 'channel' | 'sentBy' | 'fingerprint' | 'idempotencyKey'>,
  before?: number,
): Promise<PriorSend | null> {
  const now = Date.now();
  const earlier = before === undefined ? {} : { id: { $lt: before } };
  if (send.idempotencyKey) {
    const keyed = (await jobs(strapi).findOne({
      where: {
        channel: send.channel,
        sent_by: send.sentBy,
        idempotency_key: send.idempotencyKey,
        createdAt: { $gt: new Date(now - IDEMPOTENCY_KEY_TTL_MS) },
        ...earlier,
      },
      orderBy: { id: 'asc' },
    })) as JobRow | null;
    if (keyed) return { kind: keyed.fingerprint === send.fingerprint ? 'repeat' : 'conflict', job: keyed };
  }
  const same = (await jobs(strapi).findOne({
    where: {
      channel: send.channel,
      fingerprint: send.fingerprint,
      createdAt: { $gt: new Date(now - REPEAT_WINDOW_MS) },
      ...earlier,
    },
    orderBy: { id: 'asc' },
  })) as JobRow | null;
  return same ? { kind: 'repeat', job: same } : null;
}

/** The day a job counts against: UTC, which is The Gambia's time. */
const dayOf = (time: string | Date | number) => new Date(time).toISOString().slice(0, 10);
const unitsOf = (job: Pick<JobRow, 'total' | 'parts'>) => job.total * (job.parts ?? 1);

const quotaTable = (strapi: Core.Strapi) => strapi.db.metadata.get(QUOTA_UID).tableName;
/** The knex transaction Strapi's db.transaction hands its callback (knex itself is not a dependency of the CMS). */
type Transaction = Parameters<ReturnType<Core.Strapi['db']['getConnection']>['transacting']>[0];

/**
 * Reserves `units` messages of today's limit, or answers how many are used: one conditional UPDATE of the day's row
 * (`used + units <= limit`), which SQLite (one writer at a time) and PostgreSQL (the row's lock) both apply
 * atomically, so parallel sends can never pass the limit together. The row is created first if missing (insert or
 * ignore), counting the jobs already stored that day, so a day that began before this counter still counts them.
 */
async function reserveDaily(
  strapi: Core.Strapi,
  trx: Transaction,
  channel: Channel,
  units: number,
  limit: number,
): Promise<{ reserved: true } | { reserved: false; usedToday: number }> {
  const day = dayOf(Date.now());
  const row = () => strapi.db.getConnection(quotaTable(strapi)).transacting(trx).where({ day, channel });
  if (!(await row().first('used'))) {
    const stored = (await jobs(strapi).findMany({
      where: { channel, createdAt: { $gte: new Date(`${day}T00:00:00.000Z`) } },
      select: ['total', 'parts'],
    })) as Array<Pick<JobRow, 'total' | 'parts'>>;
    await strapi.db
      .getConnection(quotaTable(strapi))
      .transacting(trx)
      .insert({ document_id: newDocumentId(), day, channel, used: stored.reduce((sum, job) => sum + unitsOf(job), 0) })
      .onConflict(['day', 'channel'])
      .ignore();
  }
  const raw = strapi.db.connection.raw.bind(strapi.db.connection);
  const updated = await row()
    .andWhere(raw('?? + ? <= ?', ['used', units, limit]))
    .update({ used: raw('?? + ?', ['used', units]) });
  if (updated === 1) return { reserved: true };
  const current = (await row().first('used')) as { used: number } | undefined;
  return { reserved: false, usedToday: Number(current?.used ?? 0) };
}

/** Gives a dropped job's messages back to its day's limit. */
async function releaseDaily(strapi: Core.Strapi, job: JobRow): Promise<void> {
  const raw = strapi.db.connection.raw.bind(strapi.db.connection);
  await strapi.db
    .getConnection(quotaTable(strapi))
    .where({ day: dayOf(job.createdAt), channel: job.channel })
    .update({ used: raw('CASE WHEN ?? > ? THEN ?? - ? ELSE 0 END', ['used', unitsOf(job), 'used', unitsOf(job)]) });
}

/** Deletes a job that must not be sent (a twin, an unfinished store) with its recipients and reservation. */
async function dropJob(strapi: Core.Strapi, job: JobRow): Promise<void> {
  await recipientsOf(strapi).deleteMany({ where: { job: job.documentId } });
  await jobs(strapi).delete({ where: { id: job.id } });
  await releaseDaily(strapi, job);
}

/**
 * Stores a job and every recipient, or answers why not (an earlier job it repeats or conflicts with, today's limit).
 * The day's reservation, the job and its recipients are one transaction: all stored, or none and nothing reserved.
 * The reservation comes first, so on PostgreSQL a parallel send waits for this one's commit and its job gets a later
 * id. Race-safe without a lock: the job is stored as `preparing`, then a later twin of an earlier job deletes itself,
 * so two identical POSTs at the same moment still make one job.
 */
export async function enqueueJob(strapi: Core.Strapi, input: NewJob): Promise<Enqueued> {
  const existing = await priorSend(strapi, input);
  if (existing) return existing;

  const now = new Date();
  const units = input.recipients.length * input.partsPerMessage;
  const stored = await strapi.db.transaction(async ({ trx }) => {
    const reservation = await reserveDaily(strapi, trx, input.channel, units, input.dailyLimit);
    if (!reservation.reserved) return reservation;
    const job = (await jobs(strapi).create({
      data: {
        documentId: newDocumentId(),
        channel: input.channel,
        sent_by: input.sentBy,
        message: input.message,
        sheet_name: input.sheetName ?? null,
        subject: input.subject,
        state: 'preparing',
        total: input.recipients.length,
        parts: input.partsPerMessage,
        sent: 0,
        failed: 0,
        unknown: 0,
        delivered: 0,
        undelivered: 0,
        in_transit: 0,
        invalid: input.invalid,
        duplicates: input.duplicates,
        fingerprint: input.fingerprint,
        idempotency_key: input.idempotencyKey,
        createdAt: now,
        updatedAt: now,
        publishedAt: now,
      },
    })) as JobRow;
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
    return { reserved: true as const, job };
  });
  if (!stored.reserved) return { kind: 'over-limit', usedToday: stored.usedToday };

  const twin = await priorSend(strapi, input, stored.job.id);
  if (twin) {
    await dropJob(strapi, stored.job);
    return twin;
  }
  const queued = (await jobs(strapi).update({ where: { id: stored.job.id }, data: { state: 'queued' } })) as JobRow;
  strapi.log.info('Bulk job: queued', { jobId: queued.documentId, channel: queued.channel, recipients: queued.total });
  return { kind: 'created', job: queued };
}

export async function findJob(strapi: Core.Strapi, documentId: string): Promise<JobRow | null> {
  return (await jobs(strapi).findOne({ where: { documentId } })) as JobRow | null;
}

export const NOT_STORED_SUMMARY = 'Not sent: the CMS stopped while this send was being stored. Please send it again.';

/**
 * Jobs left `preparing` for longer than `graceMs` (their CMS stopped between storing them and queueing them): a job
 * with every recipient stored is queued, so it is sent; a twin of an earlier job is dropped, as it would have been;
 * a job missing recipients is closed as not sent, with a summary saying so, and its key and content freed for a
 * new send. Answers how many were resumed and failed.
 */
export async function recoverPreparing(strapi: Core.Strapi, graceMs: number): Promise<{ resumed: number; failed: number }> {
  const stale = (await jobs(strapi).findMany({
    where: { state: 'preparing', createdAt: { $lt: new Date(Date.now() - graceMs) } },
    orderBy: { id: 'asc' },
  })) as JobRow[];
  const tally = { resumed: 0, failed: 0 };
  for (const job of stale) {
    const send = {
      channel: job.channel,
      sentBy: job.sent_by,
      fingerprint: job.fingerprint ?? '',
      idempotencyKey: job.idempotency_key,
    };
    if (await priorSend(strapi, send, job.id)) {
      await dropJob(strapi, job);
      continue;
    }
    const stored = await recipientsOf(strapi).count({ where: { job: job.documentId } });
    const now = new Date();
    const data =
      stored === job.total
        ? { state: 'queued', updatedAt: now }
        : {
            state: 'finished',
            outcome: NOT_STORED_SUMMARY,
            failed: job.total,
            fingerprint: null,
            idempotency_key: null,
            finished_at: now,
            updatedAt: now,
          };
    const { count } = await jobs(strapi).updateMany({ where: { id: job.id, state: 'preparing' }, data });
    if (count === 0) continue;
    if (stored === job.total) {
      tally.resumed += 1;
    } else {
      await recipientsOf(strapi).deleteMany({ where: { job: job.documentId } });
      await releaseDaily(strapi, job);
      tally.failed += 1;
    }
  }
  return tally;
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

/**
 * A worker that stops gracefully gives its claim up: the batch it claimed but did not hand to the provider (if any)
 * is pending again, and the job has no lease, so another instance claims it at its next poll rather than after the
 * lease ran out. Rows still with the provider stay `sending`: the next owner marks them unknown (markInterrupted).
 * Answers false when the claim was no longer this owner's.
 */
export async function releaseJob({ strapi, owner }: WorkerContext, job: JobRow, unsent?: Batch): Promise<boolean> {
  if (unsent)
    await recipientsOf(strapi).updateMany({
      where: { claim: unsent.token, state: 'claimed' },
      data: { state: 'pending', claim: null, updatedAt: new Date() },
    });
  const { count } = await jobs(strapi).updateMany({
    where: { id: job.id, lease_owner: owner, state: 'sending' },
    data: { lease_owner: null, lease_until: null },
  });
  return count === 1;
}

export const INTERRUPTED_REASON =
  'Interrupted: the CMS stopped while this batch was with the provider. It may have been delivered, so it is not sent again.';

/**
 * Taking over a job from an owner that stopped (or stalled past its lease): recipients it had only claimed were never
 * handed to the provider, so they are pending again, under no token, and are sent by the new owner; recipients left
 * `sending` were handed over by a process that did not hear the answer: they may have been delivered, so they become
 * `unknown` and are never sent again. Answers how many became unknown.
 */
export async function markInterrupted(strapi: Core.Strapi, job: JobRow): Promise<number> {
  const now = new Date();
  await recipientsOf(strapi).updateMany({
    where: { job: job.documentId, state: 'claimed' },
    data: { state: 'pending', claim: null, updatedAt: now },
  });
  const { count } = await recipientsOf(strapi).updateMany({
    where: { job: job.documentId, state: 'sending' },
    data: { state: 'unknown', reason: INTERRUPTED_REASON, updatedAt: now },
  });
  if (count > 0) bulkRecipients.inc({ channel: job.channel, outcome: 'unknown' }, count);
  return count;
}

/** A batch a worker claimed: its token and the rows that carry it. */
export interface Batch {
  token: string;
  rows: Array<{ id: number; recipient: string }>;
}

/**
 * Claims the next pending recipients of a job: one conditional UPDATE marks them `claimed` with a token of this call,
 * and the batch is the rows that carry the token, so two workers (one stalled past its lease) never hold the same row.
 */
export async function takeBatch(strapi: Core.Strapi, job: JobRow, size: number): Promise<Batch> {
  const token = randomBytes(12).toString('hex');
  const pending = (await recipientsOf(strapi).findMany({
    where: { job: job.documentId, state: 'pending' },
    orderBy: { id: 'asc' },
    limit: size,
    select: ['id'],
  })) as Array<{ id: number }>;
  if (pending.length === 0) return { token, rows: [] };
  await recipientsOf(strapi).updateMany({
    where: { id: { $in: pending.map((row) => row.id) }, state: 'pending' },
    data: { state: 'claimed', claim: token, updatedAt: new Date() },
  });
  return { token, rows: await rowsOf(strapi, token, 'claimed') };
}

const rowsOf = async (strapi: Core.Strapi, token: string, state: RecipientState) =>
  (await recipientsOf(strapi).findMany({
    where: { claim: token, state },
    orderBy: { id: 'asc' },
    select: ['id', 'recipient'],
  })) as Array<{ id: number; recipient: string }>;

/**
 * Right before the provider gets a batch: its rows that still carry the token go `sending`, and only those are
 * answered. A worker that stalled past its lease finds its rows taken back by the new owner and sends none of them.
 */
export async function handOver(strapi: Core.Strapi, batch: Batch): Promise<Batch> {
  await recipientsOf(strapi).updateMany({
    where: { claim: batch.token, state: 'claimed' },
    data: { state: 'sending', updatedAt: new Date() },
  });
  return { token: batch.token, rows: await rowsOf(strapi, batch.token, 'sending') };
}

const stateOf = (outcome: RecipientOutcome): RecipientState => (outcome.ok ? 'sent' : outcome.uncertain ? 'unknown' : 'failed');

/**
 * Writes each recipient's outcome (sent with the provider's id, failed or unknown with the reason) and the job's
 * counts; only rows this batch still holds (its token, `sending`) are written.
 */
export async function recordOutcomes(
  strapi: Core.Strapi,
  job: JobRow,
  batch: Batch,
  outcomes: readonly RecipientOutcome[],
): Promise<void> {
  const byRecipient = new Map(outcomes.map((outcome) => [outcome.recipient, outcome]));
  const now = new Date();
  const recorded: RecipientState[] = [];
  await strapi.db.transaction(async () => {
    recorded.length = 0;
    for (const row of batch.rows) {
      const outcome = byRecipient.get(row.recipient) ?? { recipient: row.recipient, ok: false, detail: 'no outcome reported' };
      const { count } = await recipientsOf(strapi).updateMany({
        where: { id: row.id, claim: batch.token, state: 'sending' },
        data: {
          state: stateOf(outcome),
          provider_id: outcome.providerId ?? null,
          reason: outcome.ok ? null : outcome.detail.slice(0, 250),
          updatedAt: now,
        },
      });
      if (count > 0) recorded.push(stateOf(outcome));
    }
  });
  for (const state of recorded) bulkRecipients.inc({ channel: job.channel, outcome: state });
  await jobs(strapi).update({ where: { id: job.id }, data: { ...(await countOutcomes(strapi, job)), updatedAt: now } });
  const tally = (state: RecipientState) => recorded.filter((each) => each === state).length;
  strapi.log.info('Bulk job: batch recorded', {
    jobId: job.documentId,
    channel: job.channel,
    sent: tally('sent'),
    failed: tally('failed'),
    unknown: tally('unknown'),
  });
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
