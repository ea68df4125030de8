/**
 * A bulk send is a job the CMS runs in the background (docs/api.md): the POST stores it and answers `{message, job}`,
 * then GET /api/bulk-jobs/:id reports its progress. Pure code, unit-tested; the bulk page does the calls.
 */
import { messages } from '@/lib/messages';

export type BulkJobState = 'queued' | 'sending' | 'finished';

export interface BulkJob {
  id: string;
  channel: 'sms' | 'email';
  state: BulkJobState;
  total: number;
  sent: number;
  failed: number;
  unknown: number;
  pending: number;
  invalid: number;
  duplicates: number;
  /** The sentence of a finished job ('Sent 3 SMS; 0 failed, …'), null before. */
  summary: string | null;
  createdAt: string;
  finishedAt: string | null;
}

const COUNTS = ['total', 'sent', 'failed', 'unknown', 'pending', 'invalid', 'duplicates'] as const;
const STATES: readonly string[] = ['queued', 'sending', 'finished'];

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The job of an answer (the POST's `job`, or the GET's body), or null when it is not one. */
export function asBulkJob(value: unknown): BulkJob | null {
  if (typeof value !== 'object' || value === null) return null;
  const job = value as Record<string, unknown>;
  if (typeof job.id !== 'string' || job.id === '') return null;
  if (job.channel !== 'sms' && job.channel !== 'email') return null;
  if (typeof job.state !== 'string' || !STATES.includes(job.state)) return null;
  if (!COUNTS.every((name) => isCount(job[name]))) return null;
  return {
    id: job.id,
    channel: job.channel,
    state: job.state as BulkJobState,
    total: job.total as number,
    sent: job.sent as number,
    failed: job.failed as number,
    unknown: job.unknown as number,
    pending: job.pending as number,
    invalid: job.invalid as number,
    duplicates: job.duplicates as number,
    summary: typeof job.summary === 'string' && job.summary.trim() !== '' ? job.summary : null,
    createdAt: typeof job.createdAt === 'string' ? job.createdAt : '',
    finishedAt: typeof job.finishedAt === 'string' ? job.finishedAt : null,
  };
}

/** The job of a POST answer `{message, job}`. */
export function jobOfReply(body: unknown): BulkJob | null {
  return typeof body === 'object' && body !== null ? asBulkJob((body as { job?: unknown }).job) : null;
}

const count = new Intl.NumberFormat('en-GB');

/** One line for the page's status region, e.g. 'Sending: 120 sent, 3 failed, 0 unknown of 1,234'. */
export function describeProgress(job: BulkJob): string {
  const text = messages.staff.bulk;
  if (job.state === 'finished') return job.summary ?? messages.bulk.success;
  if (job.state === 'queued' && job.sent + job.failed + job.unknown === 0)
    return text.queued(count.format(job.total), job.total === 1);
  return text.progress({
    sent: count.format(job.sent),
    failed: count.format(job.failed),
    unknown: count.format(job.unknown),
    total: count.format(job.total),
  });
}

/** How many recipients the provider has answered for (or not), for the progress bar. */
export function handledCount(job: BulkJob): number {
  return Math.min(job.total, job.sent + job.failed + job.unknown);
}

/**
 * A new Idempotency-Key. crypto.randomUUID exists only in secure contexts (https, localhost); a page served over
 * plain http on an intranet address still gets 122 random bits from getRandomValues.
 */
export function newIdempotencyKey(
  source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto,
): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
