/**
 * Bulk sending, in one folder (docs/api.md "Bulk sending"; docs/architecture.md "Bulk sending"). Top to bottom:
 *
 * - The request: POST /api/send_bulk_sms|email (the controller in cms/src/api/bulk-send/) reads the sheet
 *   (recipients.ts: SheetJS, the column by its header, phone numbers and e-mail addresses normalised and
 *   de-duplicated), sizes the message (@bank/shared/sms-parts), checks the limits (limits.ts), stores the job and its
 *   recipients (jobs.ts: the job and recipient tables, every step one conditional UPDATE) and wakes the worker here.
 * - The worker (worker.ts, one per CMS instance, started and stopped from this file by src/index.ts): claims a job
 *   with a lease, sends its recipients in batches through Africa's Talking (sms.ts) or SMTP (email.ts), writes each
 *   outcome, and jobs.ts closes the job with its summary (send-summary.ts).
 * - types.ts: the channel and a recipient's outcome, shared by all of them.
 *
 * The pure parts (recipients, limits, sms, email, send-summary) have unit tests in tests/unit/; the whole
 * path is tested through HTTP in tests/api/bulk-*.test.ts.
 */
import type { Core } from '@strapi/strapi';
import { countBulkJobsWith } from '../observability/metrics';
import { JOB_UID } from './jobs';
import { startBulkWorker, type BulkWorker, type BulkWorkerConfig } from './worker';

export type { EmailConfig } from './worker';

/** This CMS process's bulk worker (one per Strapi instance; started in bootstrap, stopped in destroy). */
let worker: BulkWorker | null = null;

export function startBulkSending(strapi: Core.Strapi): void {
  // /metrics' bulk jobs by state: one query of the job table at each scrape.
  countBulkJobsWith(async () => {
    const table = strapi.db.metadata.get(JOB_UID).tableName;
    const rows = (await strapi.db.connection(table).select('state').count({ n: '*' }).groupBy('state')) as {
      state: string;
      n: number | string;
    }[];
    return Object.fromEntries(rows.map((row) => [row.state, Number(row.n)]));
  });
  worker = startBulkWorker(strapi, strapi.config.get<BulkWorkerConfig>('bank.bulkWorker'));
}

export async function stopBulkSending(): Promise<void> {
  const stopping = worker;
  worker = null;
  await stopping?.stop();
}

/** A graceful stop: the current batch finishes (up to `timeoutMs`) and the job is released to other instances. */
export async function drainBulkSending(timeoutMs: number): Promise<void> {
  const draining = worker;
  worker = null;
  await draining?.drain(timeoutMs);
}

/** A job was stored here: send it now rather than at the next poll. */
export function wakeBulkWorker(): void {
  worker?.wake();
}
