import fs from 'fs/promises';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import type { Channel, RecipientOutcome } from '../../../lib/bulk-types';
import { sendEmails } from '../../../lib/bulk-email';
import { readRecipients, SheetError } from '../../../lib/recipients';
import { describeSend } from '../../../lib/send-summary';
import { sendSms, type SmsConfig } from '../../../lib/sms';
import type { StaffMember } from '../../../utils/staff';
import { checkedFiles, requiredText } from '../../../utils/uploads';

interface EmailConfig {
  configured: boolean;
  from: string;
  subject: string;
  concurrency: number;
}

const MAX_MESSAGE = { sms: 918, email: 20_000 } as const; // 918 characters = 6 concatenated SMS parts

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The HTML part of a bulk e-mail: the message as typed, escaped, its line breaks kept. Without it the
 * nodemailer provider sends the plain text as HTML too, so mail clients would drop its line breaks and
 * read any `<`/`&` in it as markup.
 */
const messageAsHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]).replace(/\r?\n/g, '<br>\n');

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const smsConfig = () => strapi.config.get<SmsConfig>('bank.sms');
  const emailConfig = () => strapi.config.get<EmailConfig>('bank.email');

  const isConfigured = (channel: Channel) =>
    channel === 'sms' ? Boolean(smsConfig().username && smsConfig().apiKey) : emailConfig().configured;

  const deliver = (channel: Channel, recipients: string[], message: string): Promise<RecipientOutcome[]> => {
    if (channel === 'sms') return sendSms(smsConfig(), recipients, message);
    const { subject, concurrency } = emailConfig();
    const email = strapi.plugin('email').service('email');
    return sendEmails(recipients, (to) => email.send({ to, subject, text: message, html: messageAsHtml(message) }), concurrency);
  };

  /** Reads the sheet, sends to every valid, distinct recipient, records the send, answers the counts in words. */
  const bulkSend = async (ctx: Context, channel: Channel) => {
    if (!isConfigured(channel)) {
      ctx.status = 503;
      ctx.body = { error: `${channel === 'sms' ? 'SMS' : 'E-mail'} provider is not configured` };
      return;
    }
    const message = requiredText(ctx.request.body, 'message', MAX_MESSAGE[channel]);
    const [sheet] = await checkedFiles(ctx, strapi, 'file', 'sheet');

    let list;
    try {
      list = readRecipients(await fs.readFile(sheet.filepath), channel);
    } catch (error) {
      if (error instanceof SheetError) throw new errors.ValidationError(error.message);
      throw error;
    }
    if (list.recipients.length === 0) {
      throw new errors.ValidationError(
        `The sheet has no valid ${channel === 'sms' ? 'phone numbers' : 'e-mail addresses'} (${list.invalid} invalid)`,
      );
    }

    const outcomes = await deliver(channel, list.recipients, message);
    const sent = outcomes.filter((outcome) => outcome.ok).length;
    const summary = describeSend(channel, {
      sent,
      failed: outcomes.length - sent,
      invalid: list.invalid,
      duplicates: list.duplicates,
    });
    const staff = ctx.state.staff as StaffMember;
    await strapi.documents('api::bulk-send.bulk-send').create({
      data: {
        channel,
        sent_by: staff.username,
        message,
        outcome: summary,
        sent,
        failed: outcomes.length - sent,
        invalid: list.invalid,
        duplicates: list.duplicates,
        results: outcomes,
      },
    } as never);
    strapi.log.info(`Bulk ${channel} by ${staff.username}: ${summary}`);

    if (sent === 0) {
      ctx.status = 502;
      ctx.body = { error: `Nothing was sent. ${summary}` };
      return;
    }
    ctx.body = { message: summary };
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
  };
};
