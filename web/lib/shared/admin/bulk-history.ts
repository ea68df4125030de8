/**
 * The bulk page's history of sends (GET /api/bulk-jobs, docs/api.md "Bulk send history"), as its rows say it. Pure
 * code, unit-tested; components/admin/bulk-send-history.tsx does the calls.
 */
import type { BulkSendRecord } from '@bank/shared';
import { messages } from '@/lib/shared/messages';

export type { BulkSendHistory, BulkSendRecord } from '@bank/shared';

const text = messages.staff.bulkHistory;
const count = new Intl.NumberFormat('en-GB');
const timeFormatter = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Banjul',
});

/** '2026-11-27T14:05:09.000Z' → '27 Nov 2026, 14:05' (The Gambia's time, which is UTC). */
export function sendTime(iso: string): string {
  return timeFormatter.format(new Date(iso));
}

export const channelName = (send: Pick<BulkSendRecord, 'channel'>): string => (send.channel === 'sms' ? text.sms : text.email);

/** '2 sent, 1 failed, 0 unknown of 3' */
export function resultCounts(send: BulkSendRecord): string {
  return text.counts({
    sent: count.format(send.sent),
    failed: count.format(send.failed),
    unknown: count.format(send.unknown),
    total: count.format(send.total),
  });
}

/** '1 delivered, 0 not delivered, 0 in transit' for SMS; e-mail has no delivery reports. */
export function deliveredCounts(send: BulkSendRecord): string {
  if (send.channel !== 'sms') return text.notApplicable;
  return text.deliveredCounts({
    delivered: count.format(send.delivered),
    undelivered: count.format(send.undelivered),
    inTransit: count.format(send.inTransit),
  });
}

/** The sheet's name as a row shows it. */
export const sheetOf = (send: BulkSendRecord): string => send.sheetName ?? text.noSheet;

/** How often the history is asked again: every second while a send runs, every 5 s while SMS delivery reports come. */
export const RUNNING_POLL_MS = 1_000;
export const DELIVERY_POLL_MS = 5_000;
/** Delivery reports come within minutes of a send; after this, a send's counts are left as they are. */
const DELIVERY_WATCH_MS = 10 * 60_000;

/** A finished SMS send, recent enough that delivery reports may still come, some of whose messages have no final one. */
export function awaitsReports(send: BulkSendRecord, now: number): boolean {
  if (send.channel !== 'sms' || send.state !== 'finished' || send.sent === 0) return false;
  const finished = send.finishedAt === null ? now : Date.parse(send.finishedAt);
  return now - finished < DELIVERY_WATCH_MS && send.delivered + send.undelivered < send.sent;
}

/** The pace of asking for the history again; 0: not until something changes. */
export function historyPollMs(history: { running: BulkSendRecord[]; sends: BulkSendRecord[] }, now: number): number {
  if (history.running.length > 0) return RUNNING_POLL_MS;
  return history.sends.some((send) => awaitsReports(send, now)) ? DELIVERY_POLL_MS : 0;
}
