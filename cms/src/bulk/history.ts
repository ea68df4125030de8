import { Readable } from 'stream';
import type { Core } from '@strapi/strapi';
import type { BulkSendHistory, BulkSendRecord } from '@bank/shared';
import { CSV_BOM, csvRow } from '@bank/shared/text/csv';
import { JOB_UID, RECIPIENT_UID, viewOf, type JobRow, type RecipientState } from './jobs';
import type { Delivery } from './delivery';

/**
 * The bulk sender's history (GET /api/bulk-jobs) and a send's per-recipient results as CSV
 * (GET /api/bulk-jobs/{id}/results): what the staff screen shows after a reload. Jobs still being stored
 * (`preparing`) are not shown: they become queued within a second, or are dropped as the repeat of an earlier send.
 */

/** Sends per page unless asked otherwise, and the most a page may hold. */
export const HISTORY_PAGE_SIZE = 10;
export const HISTORY_MAX_PAGE_SIZE = 50;
/** Sends on their way shown above the history: a bank runs a few at a time; more would be an incident, not a list. */
const RUNNING_LIMIT = 20;
/** Recipients read per query while the CSV streams out: memory stays flat for the largest send. */
const CSV_CHUNK = 1000;

const SHOWN_STATES = ['queued', 'sending', 'finished'];

/**
 * The sheet's file name as kept with the send: the browser's name without any folder, control characters or
 * surrounding blanks, at most 200 characters; null when nothing is left. Shown as text only.
 */
export function sheetNameOf(name: string | null | undefined): string | null {
  if (!name) return null;
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '');
  const clean = printable.trim().slice(0, 200);
  return clean === '' ? null : clean;
}

export function recordOf(job: JobRow): BulkSendRecord {
  return { ...viewOf(job), sentBy: job.sent_by, message: job.message, sheetName: job.sheet_name ?? null };
}

const jobs = (strapi: Core.Strapi) => strapi.db.query(JOB_UID);

/** One page of every send, newest first, and the sends on their way (oldest first). */
export async function listHistory(strapi: Core.Strapi, page: number, pageSize: number): Promise<BulkSendHistory> {
  const shown = { state: { $in: SHOWN_STATES } };
  const [total, sends, running] = await Promise.all([
    jobs(strapi).count({ where: shown }),
    jobs(strapi).findMany({
      where: shown,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      offset: (page - 1) * pageSize,
      limit: pageSize,
    }) as Promise<JobRow[]>,
    jobs(strapi).findMany({
      where: { state: { $in: ['queued', 'sending'] } },
      orderBy: { id: 'asc' },
      limit: RUNNING_LIMIT,
    }) as Promise<JobRow[]>,
  ]);
  return {
    running: running.map(recordOf),
    sends: sends.map(recordOf),
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
    total,
  };
}

/** A shown job by its documentId, or null (unknown, or still being stored). */
export async function findShownJob(strapi: Core.Strapi, documentId: string): Promise<JobRow | null> {
  return (await jobs(strapi).findOne({ where: { documentId, state: { $in: SHOWN_STATES } } })) as JobRow | null;
}

interface RecipientRow {
  id: number;
  recipient: string;
  state: RecipientState;
  reason: string | null;
  delivery: Delivery | null;
  delivery_reason: string | null;
  reported_at: string | Date | null;
  provider_id: string | null;
  updatedAt: string | Date | null;
}

/** The CSV's columns, in order. */
export const RESULTS_HEADER = [
  'Recipient',
  'Result',
  'Reason',
  'Delivery',
  'Delivery failure',
  'Delivery reported at',
  'Provider message id',
  'Updated at',
] as const;

/** A recipient's state in the CSV: `claimed` is a worker's bookkeeping, not yet handed over, so still pending. */
const RESULT_WORDS: Record<RecipientState, string> = {
  pending: 'pending',
  claimed: 'pending',
  sending: 'sending',
  sent: 'sent',
  failed: 'failed',
  unknown: 'unknown',
};
const DELIVERY_WORDS: Record<Delivery, string> = {
  delivered: 'delivered',
  undelivered: 'not delivered',
  in_transit: 'in transit',
};

const isoOrBlank = (value: string | Date | null) => (value === null ? '' : new Date(value).toISOString());

/** The attachment's name: the channel and the send's time (UTC, The Gambia's time), never the uploaded name. */
export function resultsFileName(job: JobRow): string {
  const stamp = new Date(job.createdAt).toISOString().slice(0, 16).replace('T', '-').replace(':', '');
  return `bulk-${job.channel}-${stamp}-results.csv`;
}

/**
 * Every recipient of a job, in the order of the sheet, one CSV record each (the header first, after the UTF-8 byte-order
 * mark Excel needs), read a chunk at a time as the answer streams out.
 */
export function resultsCsv(strapi: Core.Strapi, job: JobRow): Readable {
  async function* records(): AsyncGenerator<string> {
    yield CSV_BOM + csvRow(RESULTS_HEADER);
    let after = 0;
    for (;;) {
      const rows = (await strapi.db.query(RECIPIENT_UID).findMany({
        where: { job: job.documentId, id: { $gt: after } },
        orderBy: { id: 'asc' },
        limit: CSV_CHUNK,
        select: ['id', 'recipient', 'state', 'reason', 'delivery', 'delivery_reason', 'reported_at', 'provider_id', 'updatedAt'],
      })) as RecipientRow[];
      if (rows.length === 0) return;
      yield rows
        .map((row) =>
          csvRow([
            row.recipient,
            RESULT_WORDS[row.state],
            row.reason,
            row.delivery ? DELIVERY_WORDS[row.delivery] : '',
            row.delivery_reason,
            isoOrBlank(row.reported_at),
            row.provider_id,
            isoOrBlank(row.updatedAt),
          ]),
        )
        .join('');
      after = rows[rows.length - 1].id;
    }
  }
  return Readable.from(records());
}
