import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Channel } from './types';
import { counted, formatCount } from './counted';

/** The business limits of bulk sending (config/bank.ts; BULK_* variables). */
export interface BulkLimits {
  /** Recipients in one job. */
  maxRecipients: number;
  /** ISO country codes SMS may go to (The Gambia, GM, by default). */
  smsCountries: string[];
  /** Messages per send type per day, all jobs together. */
  dailyLimit: number;
}

const messagesOf = (channel: Channel, n: number) =>
  channel === 'sms' ? counted(n, 'SMS', 'SMS') : counted(n, 'e-mail', 'e-mails');

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
 * stored or sent: the recipients in one job and SMS only to the allowed countries. Today's total is checked when the
 * job is stored (reserveDaily in jobs.ts), atomically, and refused with dailyLimitRefusal.
 */
export function refuseBulkJob(channel: Channel, recipients: readonly string[], limits: BulkLimits): BulkRefusal | null {
  if (recipients.length > limits.maxRecipients) {
    return {
      status: 400,
      message:
        `The sheet has ${counted(recipients.length, 'recipient', 'recipients')}; one send may reach at most ` +
        `${formatCount(limits.maxRecipients)}. Please split the list into smaller sheets.`,
    };
  }
  // A safety net: the sheet's reader already skips the numbers abroad (checkSend), so none is found here.
  if (channel === 'sms') {
    const abroad = recipients.filter((phone) => !smsAllowed(phone, limits));
    if (abroad.length > 0) return abroadRefusal(abroad, limits);
  }
  return null;
}

/**
 * The 400 of SMS numbers outside the allowed countries (`abroad`: normalised, each once, in sheet order): a sheet
 * whose every valid number is abroad has nobody to send to.
 */
export function abroadRefusal(abroad: readonly string[], limits: Pick<BulkLimits, 'smsCountries'>): BulkRefusal {
  return {
    status: 400,
    message:
      `The sheet has ${counted(abroad.length, 'number', 'numbers')} outside ${allowedCountries(limits)} (the first is ${abroad[0]}). ` +
      'SMS are only sent to those countries: remove the other numbers and send again.',
  };
}

/** Whether an SMS may go to this E.164 number (BULK_SMS_COUNTRIES). */
export function smsAllowed(phone: string, limits: Pick<BulkLimits, 'smsCountries'>): boolean {
  const country = phoneCountry(phone);
  return country !== null && limits.smsCountries.some((code) => code.toUpperCase() === country);
}

/** The allowed countries, named for an officer: 'The Gambia (+220), SN'. */
export const allowedCountries = (limits: Pick<BulkLimits, 'smsCountries'>) =>
  limits.smsCountries.map((code) => COUNTRY_NAMES[code.toUpperCase()] ?? code.toUpperCase()).join(', ');

/**
 * Messages a job counts against today's limit: one per e-mail, and per SMS recipient as many as the message has parts
 * (a 300-character SMS is two SMS to the provider and on the bill).
 */
export const dailyUnits = (recipients: number, partsPerMessage: number) => recipients * partsPerMessage;

/** The 429 of a job that would pass today's limit (`usedToday`: messages already sent or queued today). */
export function dailyLimitRefusal(
  channel: Channel,
  recipients: number,
  partsPerMessage: number,
  usedToday: number,
  limits: Pick<BulkLimits, 'dailyLimit'>,
): BulkRefusal {
  const left = Math.max(0, limits.dailyLimit - usedToday);
  const parts =
    partsPerMessage > 1
      ? `, ${messagesOf(channel, dailyUnits(recipients, partsPerMessage))} at ${formatCount(partsPerMessage)} parts a message`
      : '';
  return {
    status: 429,
    message:
      `Today's limit of ${messagesOf(channel, limits.dailyLimit)} would be passed: ${formatCount(usedToday)} already ` +
      `sent or queued today, and this sheet has ${counted(recipients, 'recipient', 'recipients')}${parts} ` +
      `(${formatCount(left)} left today). Please send the rest tomorrow.`,
  };
}
