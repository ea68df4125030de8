import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Channel } from './bulk-types';

/** The business limits of bulk sending (config/bank.ts; BULK_* variables). */
export interface BulkLimits {
  /** Recipients in one job. */
  maxRecipients: number;
  /** ISO country codes SMS may go to (The Gambia, GM, by default). */
  smsCountries: string[];
  /** Messages per send type per day, all jobs together. */
  dailyLimit: number;
}

const number = (n: number) => n.toLocaleString('en-GB');
const plural = (n: number, one: string, many: string) => `${number(n)} ${n === 1 ? one : many}`;
const messagesOf = (channel: Channel, n: number) => (channel === 'sms' ? `${number(n)} SMS` : plural(n, 'e-mail', 'e-mails'));

const COUNTRY_NAMES: Record<string, string> = { GM: 'The Gambia (+220)' };

/** The country of an E.164 number (GM for +220...), or null. */
export function phoneCountry(e164: string): string | null {
  return parsePhoneNumberFromString(e164)?.country ?? null;
}

/** A refused job: 400 for what the sheet holds, 429 for today's total; the message is for a bank officer. */
export interface BulkRefusal {
  status: 400 | 429;
  message: string;
}

/**
 * Why a job may not be sent, in words a bank officer can act on, or null when it may. Checked before anything is
 * stored or sent: the recipients in one job, SMS only to the allowed countries, and today's total per send type.
 */
export function refuseBulkJob(
  channel: Channel,
  recipients: readonly string[],
  sentToday: number,
  limits: BulkLimits,
): BulkRefusal | null {
  const refuse = (status: 400 | 429, message: string): BulkRefusal => ({ status, message });
  if (recipients.length > limits.maxRecipients) {
    return refuse(
      400,
      `The sheet has ${plural(recipients.length, 'recipient', 'recipients')}; one send may reach at most ` +
        `${number(limits.maxRecipients)}. Please split the list into smaller sheets.`,
    );
  }
  if (channel === 'sms') {
    const allowed = new Set(limits.smsCountries.map((code) => code.toUpperCase()));
    const abroad = recipients.filter((phone) => !allowed.has(phoneCountry(phone) ?? ''));
    if (abroad.length > 0) {
      const where = [...allowed].map((code) => COUNTRY_NAMES[code] ?? code).join(', ');
      return refuse(
        400,
        `The sheet has ${plural(abroad.length, 'number', 'numbers')} outside ${where} (the first is ${abroad[0]}). ` +
          'SMS are only sent to those countries: remove the other numbers and send again.',
      );
    }
  }
  if (sentToday + recipients.length > limits.dailyLimit) {
    const left = Math.max(0, limits.dailyLimit - sentToday);
    return refuse(
      429,
      `Today's limit of ${messagesOf(channel, limits.dailyLimit)} would be passed: ${number(sentToday)} already ` +
        `sent or queued today, and this sheet has ${plural(recipients.length, 'recipient', 'recipients')} ` +
        `(${number(left)} left today). Please send the rest tomorrow.`,
    );
  }
  return null;
}
