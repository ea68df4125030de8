import type { Channel } from './types';

export interface SendCounts {
  sent: number;
  failed: number;
  /** Handed to the provider without a clear answer (a timeout, a crash): maybe delivered, never sent again. */
  unknown: number;
  invalid: number;
  duplicates: number;
}

/**
 * The one-line answer staff see after a bulk send, e.g.
 * 'Sent 12 SMS; 1 failed, 0 unknown, 2 invalid, 3 duplicates skipped.'
 * Every part is always there so the sentence reads the same each time.
 */
export function describeSend(channel: Channel, counts: SendCounts): string {
  const { sent, failed, unknown, invalid, duplicates } = counts;
  const messages = channel === 'sms' ? 'SMS' : sent === 1 ? 'e-mail' : 'e-mails';
  const duplicateWord = duplicates === 1 ? 'duplicate' : 'duplicates';
  return `Sent ${sent} ${messages}; ${failed} failed, ${unknown} unknown, ${invalid} invalid, ${duplicates} ${duplicateWord} skipped.`;
}
