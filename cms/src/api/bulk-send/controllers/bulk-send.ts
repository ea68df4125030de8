import { createHash } from 'crypto';
import fs from 'fs/promises';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import type { BulkErrorBody, BulkJob, BulkSendAnswer, DeliveryReportAnswer, ErrorBody } from '@bank/contract';
import { deliveryReportSchema, describeReportIssues, recordDeliveryReport } from '../../../bulk/delivery';
import { secretMatches } from '../../../lib/preview';
import { dailyLimitRefusal, refuseBulkJob, type BulkLimits } from '../../../bulk/limits';
import type { Channel } from '../../../bulk/types';
import { readRecipients, SheetError } from '../../../bulk/recipients';
import { enqueueJob, findJob, priorSend, viewOf, type PriorSend } from '../../../bulk/jobs';
import { wakeBulkWorker, type EmailConfig } from '../../../bulk/runtime';
import { staffCaller } from '../../../utils/koa-state';
import type { SmsConfig } from '../../../bulk/sms';
import { smsParts } from '@bank/contract/sms-parts';
import { checkedFiles, requiredText } from '../../../utils/uploads';
import { counted } from '../../../lib/counted';
import { recordAudit } from '../../../audit/trail';

const MAX_MESSAGE = { sms: 918, email: 20_000 } as const; // 918 characters = 6 concatenated SMS parts

/** An Idempotency-Key is the client's own id of one send: printable, short. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * The answer to a stored job: "Sending to 1,234 recipients.", how many SMS a long message takes, and what the sheet
 * held that will not be sent.
 */
function sendingMessage(total: number, parts: number, invalid: number, duplicates: number): string {
  const skipped = [
    invalid > 0 ? `${counted(invalid, 'invalid entry', 'invalid entries')}` : '',
    duplicates > 0 ? `${counted(duplicates, 'duplicate', 'duplicates')}` : '',
  ].filter(Boolean);
  const long = parts > 1 ? ` Each message is ${parts} SMS (${counted(total * parts, 'SMS', 'SMS')} in all).` : '';
  return `Sending to ${counted(total, 'recipient', 'recipients')}.${long}${skipped.length > 0 ? ` Skipped: ${skipped.join(', ')}.` : ''}`;
}

const timeOfDay = (value: string | Date) =>
  new Date(value).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Banjul' });

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const isConfigured = (channel: Channel) => {
    if (channel === 'email') return strapi.config.get<EmailConfig>('bank.email').configured;
    const sms = strapi.config.get<SmsConfig>('bank.sms');
    return Boolean(sms.username && sms.apiKey);
  };

  /**
   * Checks the sheet, the message and the limits, stores the job and every recipient, and answers at once (202);
   * the CMS's bulk worker sends in the background. The same send again within 10 minutes, or with the same
   * Idempotency-Key from the same staff member within 24 hours, answers the job it repeats (200) and sends nothing;
   * that key with other content is refused (422).
   */
  const bulkSend = async (ctx: Context, channel: Channel) => {
    if (!isConfigured(channel)) {
      ctx.status = 503;
      ctx.body = {
        error:
          channel === 'sms'
            ? 'SMS sending is not set up on this server (no Africa’s Talking account). Please ask IT to configure it.'
            : 'E-mail sending is not set up on this server (no SMTP server). Please ask IT to configure it.',
      } satisfies BulkErrorBody;
      return;
    }
    const message = requiredText(ctx.request.body, 'message', MAX_MESSAGE[channel]);
    const [sheet] = await checkedFiles(ctx, strapi, 'file', 'sheet');
    const keyHeader = ctx.get('Idempotency-Key').trim();
    if (keyHeader !== '' && !IDEMPOTENCY_KEY.test(keyHeader)) {
      throw new errors.ValidationError('The Idempotency-Key header must be 1 to 200 printable characters');
    }

    const bytes = await fs.readFile(sheet.filepath);
    let list;
    try {
      list = readRecipients(bytes, channel);
    } catch (error) {
      if (error instanceof SheetError) throw new errors.ValidationError(error.message);
      throw error;
    }
    if (list.recipients.length === 0) {
      throw new errors.ValidationError(
        `The sheet has no valid ${channel === 'sms' ? 'phone numbers' : 'e-mail addresses'} (${list.invalid} invalid)`,
      );
    }

    // The content a key names, and a repeat is recognised by: send type, message, the file's bytes.
    const fingerprint = createHash('sha256').update(`${channel}\n${message}\n`).update(bytes).digest('hex');
    const staff = staffCaller(ctx);
    const send = { channel, sentBy: staff.username, fingerprint, idempotencyKey: keyHeader || null };
    const answerPrior = ({ kind, job }: PriorSend) => {
      if (kind === 'conflict') {
        ctx.status = 422;
        ctx.body = {
          error:
            `This Idempotency-Key was already used at ${timeOfDay(job.createdAt)} for a different send (another sheet ` +
            'or message). Nothing was sent: use a new key for a new send.',
        } satisfies BulkErrorBody;
        return;
      }
      ctx.status = 200;
      ctx.body = {
        message: `This send was already received at ${timeOfDay(job.createdAt)} (same sheet, message and send type); it is not sent again.`,
        job: viewOf(job),
      } satisfies BulkSendAnswer;
    };
    // A repeat is answered before the limits: pressing Send again must not read as "over today's limit".
    const earlier = await priorSend(strapi, send);
    if (earlier) return answerPrior(earlier);

    const limits = strapi.config.get<BulkLimits>('bank.bulkLimits');
    const refusal = refuseBulkJob(channel, list.recipients, limits);
    if (refusal) {
      ctx.status = refusal.status;
      ctx.body = { error: refusal.message } satisfies BulkErrorBody;
      return;
    }
    const parts = channel === 'sms' ? smsParts(message).parts : 1;
    const enqueued = await enqueueJob(strapi, {
      ...send,
      message,
      recipients: list.recipients,
      invalid: list.invalid,
      duplicates: list.duplicates,
      partsPerMessage: parts,
      dailyLimit: limits.dailyLimit,
    });
    if (enqueued.kind === 'over-limit') {
      const limit = dailyLimitRefusal(channel, list.recipients.length, parts, enqueued.usedToday, limits);
      ctx.status = limit.status;
      ctx.body = { error: limit.message } satisfies BulkErrorBody;
      return;
    }
    if (enqueued.kind !== 'created') return answerPrior(enqueued);
    strapi.log.info(
      `Bulk ${channel} job ${enqueued.job.documentId} queued by ${staff.username}: ${list.recipients.length} recipients`,
    );
    await recordAudit(strapi, {
      action: 'bulk send',
      subject_type: 'bulk-send',
      subject_id: enqueued.job.documentId,
      title: `${channel === 'sms' ? 'SMS' : 'E-mail'} to ${counted(list.recipients.length, 'recipient', 'recipients')}`,
    });
    wakeBulkWorker();
    ctx.status = 202;
    ctx.body = {
      message: sendingMessage(list.recipients.length, parts, list.invalid, list.duplicates),
      job: viewOf(enqueued.job),
    } satisfies BulkSendAnswer;
  };

  return {
    /** POST /api/send_bulk_sms (multipart file, message) */
    async sendSms(ctx: Context) {
      await bulkSend(ctx, 'sms');
    },
    /** POST /api/send_bulk_email (multipart file, message) */
    async sendEmail(ctx: Context) {
      await bulkSend(ctx, 'email');
    },
    /** GET /api/bulk-jobs/:id: a job's progress, for the staff screen. */
    async progress(ctx: Context) {
      const job = await findJob(strapi, String(ctx.params.id));
      if (!job || job.state === 'preparing') {
        ctx.status = 404;
        ctx.body = { message: 'No such bulk send' } satisfies ErrorBody;
        return;
      }
      ctx.body = viewOf(job) satisfies BulkJob;
    },
    /**
     * POST /api/sms/delivery-reports/:token (Africa's Talking's form fields id, status, …): a wrong token, or none
     * configured, answers the same 404 as an unknown path; the token is compared in constant time and never logged
     * (the request's log line leaves it out: observability/secret-paths.ts). Every well-formed report answers 200 at once,
     * whether or not its id is one of ours, so the provider does not retry it.
     */
    async deliveryReport(ctx: Context) {
      const { callbackToken } = strapi.config.get<SmsConfig>('bank.sms');
      if (!secretMatches(ctx.params.token, callbackToken ?? '')) {
        ctx.status = 404;
        ctx.body = { message: 'Not Found' } satisfies ErrorBody;
        return;
      }
      const report = deliveryReportSchema.safeParse(ctx.request.body ?? {});
      if (!report.success) {
        ctx.status = 400;
        ctx.body = { message: `Not a delivery report: ${describeReportIssues(report.error.issues)}` } satisfies ErrorBody;
        return;
      }
      const outcome = await recordDeliveryReport(strapi, report.data);
      if (outcome === 'unknown-id') strapi.log.debug('SMS delivery report for a message id no bulk send has: ignored');
      ctx.body = { message: 'Received' } satisfies DeliveryReportAnswer;
    },
  };
};
