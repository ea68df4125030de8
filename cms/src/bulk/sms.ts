import AfricasTalking = require('africastalking');
import sdkEndpoints = require('africastalking/lib/common');
import { providerLatency } from '../observability/metrics';
import type { RecipientOutcome } from './types';

export type { RecipientOutcome } from './types';

export interface SmsConfig {
  username: string;
  apiKey: string;
  /** AT_SENDER_ID: the name customers see as the sender. */
  senderId?: string;
  /** AT_SMS_URL: another endpoint for the SMS API (a local fake in tests). */
  smsUrl?: string;
  /** Per request; the SDK itself waits forever. */
  timeoutMs: number;
  /** AT_CALLBACK_TOKEN: the last segment of POST /api/sms/delivery-reports/{token}; empty: every report is refused. */
  callbackToken?: string;
}

/** Africa's Talking accepts many numbers per request; 100 keeps each request and its failure small. */
export const SMS_BATCH_SIZE = 100;

/** Processed, Sent, Queued. */
const SUCCESS_CODES = new Set([100, 101, 102]);

/**
 * Sends `message` to every recipient (E.164 numbers) through Africa's Talking,
 * one batch after another, and reports each recipient. A failed or hanging batch
 * fails only its own recipients. A timeout means "no answer in time": the
 * provider may still deliver those messages, so they are reported `uncertain`.
 * Throws only if the SDK refuses the config (empty username or API key).
 */
export async function sendSms(config: SmsConfig, recipients: string[], message: string): Promise<RecipientOutcome[]> {
  const sms = AfricasTalking({ username: config.username, apiKey: config.apiKey }).SMS;
  const outcomes: RecipientOutcome[] = [];
  for (let start = 0; start < recipients.length; start += SMS_BATCH_SIZE) {
    const batch = recipients.slice(start, start + SMS_BATCH_SIZE);
    outcomes.push(...(await sendBatch(sms, config, batch, message)));
  }
  return outcomes;
}

async function sendBatch(
  sms: AfricasTalking.Sms,
  config: SmsConfig,
  batch: string[],
  message: string,
): Promise<RecipientOutcome[]> {
  let answer: unknown;
  const end = providerLatency.startTimer({ channel: 'sms' });
  try {
    answer = await withTimeout(post(sms, config, batch, message), config.timeoutMs);
    end({ outcome: 'ok' });
  } catch (error) {
    end({ outcome: error instanceof Timeout ? 'timeout' : 'error' });
    const detail = describeFailure(error);
    const uncertain = error instanceof Timeout;
    return batch.map((recipient) => ({ recipient, ok: false, detail, ...(uncertain ? { uncertain } : {}) }));
  }
  return readAnswer(batch, answer);
}

/**
 * The SDK has no option for its endpoint: it posts to `SMS_URL` of its endpoint
 * table (africastalking/lib/common.js), which it reads synchronously inside
 * `SMS.send()` when it builds the axios request. So the URL is swapped in just
 * for that synchronous call and put back before anything else can run; no other
 * send, and no other Africa's Talking client, ever sees it.
 */
function post(sms: AfricasTalking.Sms, config: SmsConfig, to: string[], message: string): Promise<unknown> {
  const defaultUrl = sdkEndpoints.SMS_URL;
  if (config.smsUrl) sdkEndpoints.SMS_URL = config.smsUrl;
  try {
    return sms.send({ to, message, ...(config.senderId ? { from: config.senderId } : {}) });
  } catch (error) {
    return Promise.reject(error);
  } finally {
    sdkEndpoints.SMS_URL = defaultUrl;
  }
}

class Timeout extends Error {
  constructor() {
    super('timeout');
  }
}

/**
 * The SDK takes no abort signal, so a timed-out request is not cancelled: its
 * socket stays open until the provider or the OS closes it, and a late answer
 * is ignored.
 */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout()), ms);
  });
  return Promise.race([work, expiry]).finally(() => clearTimeout(timer));
}

function readAnswer(batch: string[], answer: unknown): RecipientOutcome[] {
  const data = isRecord(answer) && isRecord(answer.SMSMessageData) ? answer.SMSMessageData : {};
  const reported = new Map<string, { ok: boolean; detail: string; providerId?: string }>();
  if (Array.isArray(data.Recipients)) {
    for (const entry of data.Recipients) {
      if (!isRecord(entry) || typeof entry.number !== 'string') continue;
      const code = Number(entry.statusCode);
      const status = typeof entry.status === 'string' && entry.status ? entry.status : `status ${code}`;
      const providerId =
        typeof entry.messageId === 'string' && entry.messageId !== 'None' ? entry.messageId.slice(0, 100) : undefined;
      reported.set(digits(entry.number), { ok: SUCCESS_CODES.has(code), detail: status, ...(providerId ? { providerId } : {}) });
    }
  }
  const message = typeof data.Message === 'string' && data.Message ? data.Message : 'no message';
  const missing = { ok: false, detail: `not in the provider's answer (${message})` };
  return batch.map((recipient) => ({ recipient, ...(reported.get(digits(recipient)) ?? missing) }));
}

/** The provider may or may not keep the leading '+'. */
function digits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** A short reason for the log; never the error object itself, whose request config holds the API key. */
function describeFailure(error: unknown): string {
  if (error instanceof Timeout) return 'timeout';
  if (isRecord(error) && isRecord(error.response)) {
    const { status, data } = error.response;
    const body = typeof data === 'string' ? data.trim().slice(0, 200) : '';
    return body ? `HTTP ${String(status)}: ${body}` : `HTTP ${String(status)}`;
  }
  if (error instanceof Error) return error.message;
  return 'unexpected answer from the SMS provider';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
