import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import type { BulkSendHistory } from '@bank/shared';
import { findShownJob, HISTORY_MAX_PAGE_SIZE, HISTORY_PAGE_SIZE, listHistory, resultsCsv, resultsFileName } from './history';
import { recordAudit } from '../audit/trail';
import { counted } from './counted';

/** A positive whole number of at most `max`, from a query parameter; the default when it is absent. */
function wholeNumber(value: unknown, fallback: number, max: number): number | null {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,5}$/.test(value)) return null;
  const number = Number(value);
  return number <= max ? number : null;
}

/**
 * The bulk sender's history (admin only, like the sends: the results name every recipient). Answers are never
 * cached anywhere (Cache-Control: no-store): they change every second while a send runs, and they are personal data.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/bulk-jobs?page=1&pageSize=10: the sends on their way, and one page of every send, newest first. */
  async list(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    const page = wholeNumber(ctx.query.page, 1, 100_000);
    const pageSize = wholeNumber(ctx.query.pageSize, HISTORY_PAGE_SIZE, HISTORY_MAX_PAGE_SIZE);
    if (page === null || pageSize === null) {
      throw new errors.ValidationError(`page must be a whole number from 1, and pageSize from 1 to ${HISTORY_MAX_PAGE_SIZE}`);
    }
    ctx.body = (await listHistory(strapi, page, pageSize)) satisfies BulkSendHistory;
  },

  /** GET /api/bulk-jobs/:id/results: every recipient of a send and what happened to it, as a CSV attachment. */
  async results(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    const job = await findShownJob(strapi, String(ctx.params.id));
    if (!job) throw new errors.NotFoundError('No such bulk send');
    // Personal data leaving the bank's systems: who took it, and of which send, is kept.
    await recordAudit(strapi, {
      action: 'bulk results export',
      subject_type: 'bulk-send',
      subject_id: job.documentId,
      title: `${job.channel === 'sms' ? 'SMS' : 'E-mail'} results of ${counted(job.total, 'recipient', 'recipients')}`,
    });
    ctx.attachment(resultsFileName(job));
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = resultsCsv(strapi, job);
  },
});
