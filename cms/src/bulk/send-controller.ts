import { createHash } from 'crypto';
import fs from 'fs/promises';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import {
  BULK_SUBJECT_MAX,
  type BulkErrorBody,
  type BulkJob,
  type BulkPreviewAnswer,
  type BulkSendAnswer,
  type DeliveryReportAnswer,
} from '@bank/shared';
import { deliveryReportSchema, describeReportIssues, recordDeliveryReport } from './delivery';
import { secretMatches } from '@bank/shared/server/secret-matches';
import { abroadRefusal, dailyLimitRefusal, refuseBulkJob, smsAllowed, type BulkLimits, type BulkRefusal } from './limits';
import type { Channel } from './types';
import { readRecipients, SheetError, type RecipientList } from './recipients';
import { enqueueJob, findJob, priorSend, viewOf, type JobRow, type NewJob } from './jobs';
import { wakeBulkWorker, type EmailConfig } from './runtime';
import { staffCaller } from '../platform/koa-state';
import type { SmsConfig } from './sms';
import { smsParts } from '@bank/shared/sms-parts';
import { checkedFiles, requiredText } from '../documents/uploads';
import { counted } from './counted';
import { sheetNameOf } from './history';
import { recordAudit } from '../audit/trail';

const MAX_MESSAGE = { sms: 918, email: 20_000 } as const; // 918 characters = 6 concatenated SMS parts

/** An Idempotency-Key is the client's own id of one send: printable, short. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * The answer to a stored job: "Sending to 1,234 recipients.", how many SMS a long message takes, and what the sheet
 * held that will not be sent: invalid entries, numbers outside the allowed countries, duplicates.
 */
function sendingMessage(total: number, parts: number, list: RecipientList): string {
  const { invalid, abroad, duplicates } = list;
  const skipped = [
    invalid > 0 ? `${counted(invalid, 'invalid entry', 'invalid entries')}` : '',
    abroad.length > 0 ? `${counted(abroad.length, 'number abroad', 'numbers abroad')}` : '',
    duplicates > 0 ? `${counted(duplicates, 'duplicate', 'duplicates')}` : '',
  ].filter(Boolean);
  const long = parts > 1 ? ` Each message is ${parts} SMS (${counted(total * parts, 'SMS', 'SMS')} in all).` : '';
  return `Sending to ${counted(total, 'recipient', 'recipients')}.${long}${skipped.length > 0 ? ` Skipped: ${skipped.join(', ')}.` : ''}`;
}

const timeOfDay = (value: string | Date) =>
  new Date(value).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Banjul' });

const repeatMessage = (job: JobRow) =>
  `This send was already received at ${timeOfDay(job.createdAt)} (same sheet, message and send type); it is not sent again.`;

/** The same send again: its earlier job (200), nothing sent. */
function answerRepeat(ctx: Context, job: JobRow) {
  ctx.status = 200;
  ctx.body = { message: repeatMessage(job), job: viewOf(job) } satisfies BulkSendAnswer;
}

/** An Idempotency-Key that already names other content (422). */
function answerConflict(ctx: Context, job: JobRow): null {
  // Set by hand: Strapi's error classes have no 422.
  ctx.status = 422;
  ctx.body = {
    error:
      `This Idempotency-Key was already used at ${timeOfDay(job.createdAt)} for a different send (another sheet ` +
      'or message). Nothing was sent: use a new key for a new send.',
  } satisfies BulkErrorBody;
  return null;
}

/** A refused job as Strapi's error (400 or 429), which error-shape answers as the bulk page's `{error}`. */
const refusalError = ({ status, message }: BulkRefusal) =>
  status === 429 ? new errors.RateLimitError(message) : new errors.ValidationError(message);

/** One line of printable text: no CR/LF (header injection) and no other control character. */
const ONE_LINE = /^[^\p{Cc}\u2028\u2029]+$/u;

/**
 * An e-mail send's subject: the field as given (trimmed, one line, at most the contract's BULK_SUBJECT_MAX characters), else
 * `fallback` (EMAIL_SUBJECT); null for SMS, which has none and refuses one.
 */
function subjectOf(body: unknown, channel: Channel, fallback: string): string | null {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).subject : undefined;
  if (channel === 'sms') {
    if (value !== undefined) throw new errors.ValidationError('subject is for e-mail sends only');
    return null;
  }
  if (value === undefined) return fallback;
  if (typeof value !== 'string') throw new errors.ValidationError('subject must be text');
  const subject = value.trim();
  if (subject === '') throw new errors.ValidationError('subject must not be blank');
  if (!ONE_LINE.test(subject)) throw new errors.ValidationError('subject must be one line of text');
  if ([...subject].length > BULK_SUBJECT_MAX) {
    throw new errors.ValidationError(`subject must be at most ${BULK_SUBJECT_MAX} characters`);
  }
  return subject;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const isConfigured = (channel: Channel) => {
    if (channel === 'email') return strapi.config.get<EmailConfig>('bank.email').configured;
    const sms = strapi.config.get<SmsConfig>('bank.sms');
    return Boolean(sms.username && sms.apiKey);
  };

  /** Everything a send is checked by; null when the answer (a refusal, a repeat) was already given. */
  interface CheckedSend {
    message: string;
    subject: string | null;
    /** The uploaded sheet's file name (cleaned), kept with the job for its history. */
    sheetName: string | null;
    list: RecipientList;
    parts: number;
    limits: BulkLimits;
    send: Pick<NewJob, 'channel' | 'sentBy' | 'fingerprint' | 'idempotencyKey'>;
    /** The earlier send this one repeats (the send answers it and sends nothing). */
    repeat: JobRow | null;
  }

  /**
   * The one path that checks a send, used by the send and by its preview, so both accept and refuse the same input in
   * the same words: the provider is set up, the message (and an e-mail's subject), the sheet and its recipients, a key
   * naming other content (422), and the limits of one send. Nothing is stored. A repeat is found before the limits:
   * pressing Send again must not read as "over today's limit".
   */
  const checkSend = async (ctx: Context, channel: Channel): Promise<CheckedSend | null> => {
    if (!isConfigured(channel)) {
      // Set by hand: Strapi's error classes have no 503.
      ctx.status = 503;
      ctx.body = {
        error:
          channel === 'sms'
            ? 'SMS sending is not set up on this server (no Africa’s Talking account). Please ask IT to configure it.'
            : 'E-mail sending is not set up on this server (no SMTP server). Please ask IT to configure it.',
      } satisfies BulkErrorBody;
      return null;
    }
    const message = requiredText(ctx.request.body, 'message', MAX_MESSAGE[channel]);
    const subject = subjectOf(ctx.request.body, channel, strapi.config.get<EmailConfig>('bank.email').subject);
    const [sheet] = await checkedFiles(ctx, strapi, 'file', 'sheet');
    const keyHeader = ctx.get('Idempotency-Key').trim();
    if (keyHeader !== '' && !IDEMPOTENCY_KEY.test(keyHeader)) {
      throw new errors.ValidationError('The Idempotency-Key header must be 1 to 200 printable characters');
    }

    const bytes = await fs.readFile(sheet.filepath);
    const limits = strapi.config.get<BulkLimits>('bank.bulkLimits');
    // An SMS number outside the allowed countries is a skipped row, like an invalid one: the rest of the sheet is sent.
    const skip = channel === 'sms' ? (phone: string) => (smsAllowed(phone, limits) ? null : ('abroad' as const)) : undefined;
    let list: RecipientList;
    try {
      list = readRecipients(bytes, channel, { skip });
    } catch (error) {
      if (error instanceof SheetError) throw new errors.ValidationError(error.message);
      throw error;
    }
    if (list.recipients.length === 0 && list.abroad.length > 0) {
      // Every valid number is abroad: nobody to send to, said as the numbers abroad rather than "no valid number".
      throw refusalError(abroadRefusal(list.abroad, limits));
    }
    if (list.recipients.length === 0) {
      throw new errors.ValidationError(
        `The sheet has no valid ${channel === 'sms' ? 'phone numbers' : 'e-mail addresses'} (${list.invalid} invalid)`,
      );
    }

    // The content a key names, and a repeat is recognised by: send type, message (an e-mail's subject), the file's bytes.
    const content = subject === null ? `${channel}\n${message}\n` : `${channel}\n${subject}\n${message}\n`;
    const fingerprint = createHash('sha256').update(content).update(bytes).digest('hex');
    const staff = staffCaller(ctx);
    const send = { channel, sentBy: staff.username, fingerprint, idempotencyKey: keyHeader || null };
    const parts = channel === 'sms' ? smsParts(message).parts : 1;
    const checked = { message, subject, sheetName: sheetNameOf(sheet.originalName), list, parts, limits, send };

    const earlier = await priorSend(strapi, send);
    if (earlier?.kind === 'conflict') return answerConflict(ctx, earlier.job);
    if (earlier) return { ...checked, repeat: earlier.job };

    const refusal = refuseBulkJob(channel, list.recipients, limits);
    if (refusal) throw refusalError(refusal);
    return { ...checked, repeat: null };
  };

  /**
   * Checks the sheet, the message and the limits, stores the job and every recipient, and answers at once (202);
   * the CMS's bulk worker sends in the background. The same send again within 10 minutes, or with the same
   * Idempotency-Key from the same staff member within 24 hours, answers the job it repeats (200) and sends nothing;
   * that key with other content is refused (422).
   */
  const bulkSend = async (ctx: Context, channel: Channel) => {
    const checked = await checkSend(ctx, channel);
    if (checked === null) return;
    const { message, subject, sheetName, list, parts, limits, send } = checked;
    if (checked.repeat) return answerRepeat(ctx, checked.repeat);

    const enqueued = await enqueueJob(strapi, {
      ...send,
      message,
      sheetName,
      subject,
      recipients: list.recipients,
      invalid: list.invalid,
      duplicates: list.duplicates,
      partsPerMessage: parts,
      dailyLimit: limits.dailyLimit,
    });
    if (enqueued.kind === 'over-limit') {
      throw refusalError(dailyLimitRefusal(channel, list.recipients.length, parts, enqueued.usedToday, limits));
    }
    if (enqueued.kind === 'conflict') return answerConflict(ctx, enqueued.job);
    if (enqueued.kind === 'repeat') return answerRepeat(ctx, enqueued.job);
    strapi.log.info(
      `Bulk ${channel} job ${enqueued.job.documentId} queued by ${send.sentBy}: ${list.recipients.length} recipients`,
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
      message: sendingMessage(list.recipients.length, parts, list),
      job: viewOf(enqueued.job),
    } satisfies BulkSendAnswer;
  };

  /** What the send with the same fields would do (200), or its refusal; nothing is stored, queued or counted. */
  const bulkPreview = async (ctx: Context, channel: Channel) => {
    const checked = await checkSend(ctx, channel);
    if (checked === null) return;
    const { message, subject, list, parts, repeat } = checked;
    const size = smsParts(message);
    const recipients = list.recipients.length;
    const messages = recipients * parts;
    ctx.status = 200;
    ctx.body = {
      channel,
      recipients,
      subject,
      characters: [...message].length,
      encoding: channel === 'sms' ? size.encoding : null,
      outsideGsm: channel === 'sms' ? size.outsideGsm : [],
      partsPerMessage: parts,
      messages,
      skipped: { invalid: list.invalid, abroad: list.abroad.length, duplicate: list.duplicates },
      skippedRows: list.skipped,
      question:
        channel === 'sms'
          ? `Send ${counted(messages, 'SMS', 'SMS')} to ${counted(recipients, 'recipient', 'recipients')}?`
          : `Send ${counted(messages, 'e-mail', 'e-mails')} to ${counted(recipients, 'recipient', 'recipients')}?`,
      repeatOf: repeat ? { message: repeatMessage(repeat), job: viewOf(repeat) } : null,
    } satisfies BulkPreviewAnswer;
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
    /** POST /api/send_bulk_sms/preview (the send's fields): what it would do, nothing sent. */
    async previewSms(ctx: Context) {
      await bulkPreview(ctx, 'sms');
    },
    /** POST /api/send_bulk_email/preview (the send's fields and subject): what it would do, nothing sent. */
    async previewEmail(ctx: Context) {
      await bulkPreview(ctx, 'email');
    },
    /** GET /api/bulk-jobs/:id: a job's progress, for the staff screen. */
    async progress(ctx: Context) {
      const job = await findJob(strapi, String(ctx.params.id));
      if (!job || job.state === 'preparing') throw new errors.NotFoundError('No such bulk send');
      ctx.body = viewOf(job) satisfies BulkJob;
    },
    /**
     * POST /api/sms/delivery-reports/:token (Africa's Talking's form fields id, status, …): a wrong token, or none
     * configured, answers the same 404 as an unknown path; the token is compared in constant time and never logged
     * (every log writes it as [token]: @bank/shared/logged-path). Every well-formed report answers 200 at once,
     * whether or not its id is one of ours, so the provider does not retry it.
     */
    async deliveryReport(ctx: Context) {
      const { callbackToken } = strapi.config.get<SmsConfig>('bank.sms');
      if (!secretMatches(ctx.params.token, callbackToken ?? '')) throw new errors.NotFoundError('Not Found');
      const report = deliveryReportSchema.safeParse(ctx.request.body ?? {});
      if (!report.success) {
        throw new errors.ValidationError(`Not a delivery report: ${describeReportIssues(report.error.issues)}`);
      }
      const outcome = await recordDeliveryReport(strapi, report.data);
      if (outcome === 'unknown-id') strapi.log.debug('SMS delivery report for a message id no bulk send has: ignored');
      ctx.body = { message: 'Received' } satisfies DeliveryReportAnswer;
    },
  };
};
