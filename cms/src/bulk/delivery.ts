import type { Core } from '@strapi/strapi';
import * as z from 'zod/mini';
import type { DeliveryReportFields } from '@bank/shared';
import { JOB_UID, RECIPIENT_UID } from './jobs';

/**
 * Africa's Talking's delivery reports (POST /api/sms/delivery-reports/{token}): each one updates the sent recipient
 * whose stored provider id it names, and its job's delivered / undelivered / in-transit counts.
 *
 * - Success → `delivered`; Failed, Rejected → `undelivered` with the provider's failureReason; any other status
 *   (Sent, Submitted, Buffered, …) → `in_transit`.
 * - A report for an id no sent recipient has (another system's message, a send whose answer was not stored) is
 *   ignored.
 * - A final status (delivered, undelivered) is never replaced: a repeat changes nothing, a late "in transit" does not
 *   undo it, and a second, different final status keeps the first (the provider reports one final status per message;
 *   keeping the first makes the counts settle and never move back).
 *
 * The recipient's row is read and written in one transaction, locked on PostgreSQL (SELECT … FOR UPDATE; SQLite has
 * one writer at a time), so two reports for the same message at the same moment count once; the job's counts move by
 * one in the same transaction (an increment, not a recount, so parallel reports of one job never overwrite each other).
 */

const field = (max: number) => z.optional(z.string().check(z.maxLength(max)));

/**
 * The contract's DeliveryReportFields (@bank/shared), checked here with the zod the CMS runs (the contract is
 * TypeScript source, which the compiled CMS cannot load; tests/unit/delivery-report.test.ts holds the two to the same
 * answers).
 */
export const deliveryReportSchema: z.ZodMiniType<DeliveryReportFields> = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  status: z.string().check(z.minLength(1), z.maxLength(40)),
  phoneNumber: field(40),
  networkCode: field(20),
  failureReason: field(200),
  retryCount: field(10),
});

export type Delivery = 'in_transit' | 'delivered' | 'undelivered';

const UNDELIVERED_STATUSES = new Set(['Failed', 'Rejected']);

export function deliveryOf(status: string): Delivery {
  if (status === 'Success') return 'delivered';
  return UNDELIVERED_STATUSES.has(status) ? 'undelivered' : 'in_transit';
}

/** What a report did: changed a recipient, changed nothing (a repeat, a late or a second final status), or no match. */
export type ReportOutcome = 'recorded' | 'unchanged' | 'unknown-id';

const isFinal = (delivery: Delivery | null) => delivery === 'delivered' || delivery === 'undelivered';

export async function recordDeliveryReport(strapi: Core.Strapi, report: DeliveryReportFields): Promise<ReportOutcome> {
  const delivery = deliveryOf(report.status);
  const reason = delivery === 'undelivered' ? (report.failureReason?.trim() || report.status).slice(0, 250) : null;
  const recipientTable = strapi.db.metadata.get(RECIPIENT_UID).tableName;
  const jobTable = strapi.db.metadata.get(JOB_UID).tableName;
  const lock = strapi.db.getInfo().client === 'postgres';
  const raw = strapi.db.connection.raw.bind(strapi.db.connection);

  return strapi.db.transaction(async ({ trx }) => {
    const rows = () => strapi.db.getConnection(recipientTable).transacting(trx);
    const select = rows().where({ provider_id: report.id, state: 'sent' }).orderBy('id', 'asc');
    const row = (await (lock ? select.forUpdate() : select).first('id', 'job', 'delivery')) as
      { id: number; job: string; delivery: Delivery | null } | undefined;
    if (!row) return 'unknown-id';
    const current = row.delivery ?? null;
    if (current === delivery || isFinal(current)) return 'unchanged';

    const now = new Date();
    await rows().where({ id: row.id }).update({ delivery, delivery_reason: reason, reported_at: now, updated_at: now });
    const counts: Record<string, unknown> = { [delivery]: raw('COALESCE(??, 0) + 1', [delivery]) };
    if (current === 'in_transit')
      counts.in_transit = raw('CASE WHEN ?? > 0 THEN ?? - 1 ELSE 0 END', ['in_transit', 'in_transit']);
    await strapi.db
      .getConnection(jobTable)
      .transacting(trx)
      .where({ document_id: row.job })
      .update({ ...counts, updated_at: now });
    return 'recorded';
  });
}

/** `id: required; status: too long`: the fields a refused report got wrong (zod/mini carries no message texts). */
export function describeReportIssues(issues: readonly z.core.$ZodIssue[]): string {
  const text = (issue: z.core.$ZodIssue) => {
    if (issue.code === 'invalid_type') return issue.input === undefined ? 'required' : 'expected text';
    if (issue.code === 'too_big') return `longer than ${String(issue.maximum)} characters`;
    if (issue.code === 'too_small') return 'empty';
    return 'invalid';
  };
  return issues
    .slice(0, 6)
    .map((issue) => `${issue.path.map(String).join('.') || '(the body)'}: ${text(issue)}`)
    .join('; ');
}
