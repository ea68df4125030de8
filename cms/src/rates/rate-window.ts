/**
 * The window of the exchange-rate history (GET /api/exchange-rates/history): the last `days` calendar days in The
 * Gambia's time (Africa/Banjul), today included, so a 30-day window opens at midnight 29 days before today's midnight.
 * Computed with the zone's own offset (Intl), so it stays right whatever zone the server runs in. The windows offered
 * are the contract's RATE_HISTORY_DAYS, which the site's proxy checks too.
 */
import { RATE_HISTORY_DAYS } from '@bank/shared';

export type RateHistoryDays = (typeof RATE_HISTORY_DAYS)[number];

const ZONE = 'Africa/Banjul';
const DAY_MS = 86_400_000;

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: Date): number {
  const field = (type: string) => Number(parts.formatToParts(instant).find((part) => part.type === type)?.value);
  const wall = Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** Midnight in Banjul of the calendar day `instant` falls on there. */
export function banjulMidnight(instant: Date): Date {
  const offset = zoneOffset(instant);
  const wall = instant.getTime() + offset;
  const midnightWall = wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
  return new Date(midnightWall - zoneOffset(new Date(midnightWall - offset)));
}

/** When a window of `days` days, ending at `now`, opens. */
export function rateWindowStart(days: RateHistoryDays, now: Date): Date {
  const today = banjulMidnight(now);
  return banjulMidnight(new Date(today.getTime() - (days - 1) * DAY_MS + DAY_MS / 2));
}

export const isRateHistoryDays = (value: number): value is RateHistoryDays =>
  (RATE_HISTORY_DAYS as readonly number[]).includes(value);
