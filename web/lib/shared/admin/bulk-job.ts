/**
 * A bulk send is a job the CMS runs in the background (docs/api.md): the POST stores it and answers `{message, job}`,
 * then GET /api/bulk-jobs/:id reports its progress. Pure code, unit-tested; the bulk page does the calls (admin-api
 * parses their answers with the contract).
 */
import type { BulkJob } from '@bank/shared';
import { messages } from '@/lib/shared/messages';

/** A stored bulk send and its progress: the contract's `job` (@bank/shared; admin-api parses it). */
export type { BulkJob } from '@bank/shared';

/** A finished job's summary sentence, or null when it has none (or a blank one). */
export function summaryOf(job: BulkJob): string | null {
  return job.summary !== null && job.summary.trim() !== '' ? job.summary : null;
}

/**
 * A finished job that reached no one: every recipient failed, or the CMS stopped while storing it (its summary says
 * "Not sent: …"). The page ends it as an error, not a success.
 */
export function reachedNoOne(job: BulkJob): boolean {
  return job.state === 'finished' && job.total > 0 && job.sent === 0 && job.unknown === 0;
}

const count = new Intl.NumberFormat('en-GB');

/** One line for the page's status region, e.g. 'Sending: 120 sent, 3 failed, 0 unknown of 1,234'. */
export function describeProgress(job: BulkJob): string {
  const text = messages.staff.bulk;
  if (job.state === 'finished') return summaryOf(job) ?? messages.bulk.success;
  if (job.state === 'queued' && job.sent + job.failed + job.unknown === 0) return text.queued(job.total);
  return text.progress({
    sent: count.format(job.sent),
    failed: count.format(job.failed),
    unknown: count.format(job.unknown),
    total: count.format(job.total),
  });
}

/**
 * An SMS job some of whose sent messages have no final delivery report yet (delivered or not delivered): the page
 * keeps asking for its counts for a while after it finished.
 */
export function awaitsDeliveryReports(job: BulkJob): boolean {
  return job.channel === 'sms' && job.sent > 0 && job.delivered + job.undelivered < job.sent;
}

/**
 * One line of the provider's delivery reports of an SMS job's sent messages, e.g. 'Delivery reports: 90 delivered,
 * 3 not delivered, 5 in transit of 100 sent'; null for e-mail and before anything was sent.
 */
export function describeDelivery(job: BulkJob): string | null {
  if (job.channel !== 'sms' || job.sent === 0) return null;
  return messages.staff.bulk.delivery({
    delivered: count.format(job.delivered),
    undelivered: count.format(job.undelivered),
    inTransit: count.format(job.inTransit),
    sent: count.format(job.sent),
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
