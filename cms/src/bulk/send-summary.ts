import type { Channel } from './types';
import { counted, formatCount } from './counted';

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
  const messages = channel === 'sms' ? counted(sent, 'SMS', 'SMS') : counted(sent, 'e-mail', 'e-mails');
  const [failedCount, unknownCount, invalidCount] = [failed, unknown, invalid].map(formatCount);
  return `Sent ${messages}; ${failedCount} failed, ${unknownCount} unknown, ${invalidCount} invalid, ${counted(duplicates, 'duplicate', 'duplicates')} skipped.`;
}
