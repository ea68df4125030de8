/**
 * The currency converter's arithmetic, over the bank's published rates against the dalasi (GMD). The bank buys
 * foreign currency at `buy` (a customer selling 100 USD gets 100 × buy dalasi) and sells it at `sell` (a customer
 * buying 100 USD pays 100 × sell dalasi, so D1,000 buys 1,000 ÷ sell USD). A cross between two foreign currencies
 * goes through the dalasi: sold to the bank at its buy rate, bought from it at the other's sell rate. Amounts are
 * whole minor units (bututs, cents: lib/shared/money.ts), the rates exact decimals, and a result is rounded once, to 2
 * decimals, half away from zero, as the bank quotes (a cross is not rounded at the dalasi step).
 */
import { formatMinor, parseMoney, scale } from './money';

export const DALASI = 'GMD';

export type RateRow = { currency: string; buy: number; sell: number };

/** `result` in the target currency's minor units. */
export type Conversion = { ok: true; result: number; viaDalasi: boolean } | { ok: false; reason: 'amount' | 'currency' | 'same' };

/** `amount` in minor units of `from` (null: not an amount) into `to`. */
export function convert(amount: number | null, from: string, to: string, rates: readonly RateRow[]): Conversion {
  if (amount === null || !Number.isSafeInteger(amount) || amount <= 0) return { ok: false, reason: 'amount' };
  if (from === to) return { ok: false, reason: 'same' };
  const rateOf = (code: string) => rates.find((rate) => rate.currency === code && rate.buy > 0 && rate.sell > 0);
  const source = from === DALASI ? null : rateOf(from);
  const target = to === DALASI ? null : rateOf(to);
  if ((from !== DALASI && !source) || (to !== DALASI && !target)) return { ok: false, reason: 'currency' };
  const result = scale(amount, source ? [source.buy] : [], target ? [target.sell] : []);
  return { ok: true, result, viaDalasi: Boolean(source && target) };
}

/** The amount a visitor typed ("1,250.50", " 300 ") in minor units, or null (at most 2 decimals). */
export function parseAmount(text: string): number | null {
  return /^\s*D/i.test(text) ? null : parseMoney(text);
}

/** Minor units with two decimals: 123450 → "1,234.50". */
export function formatMoney(minor: number): string {
  return formatMinor(minor);
}

/** The latest change among the rates (their CMS update times), or null when none says. */
export function ratesAsOf(rates: readonly { updated_at?: string | null }[]): string | null {
  let latest: number | null = null;
  for (const rate of rates) {
    const time = rate.updated_at ? Date.parse(rate.updated_at) : Number.NaN;
    if (!Number.isNaN(time) && (latest === null || time > latest)) latest = time;
  }
  return latest === null ? null : new Date(latest).toISOString();
}

const asOfFormatter = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Banjul',
});

/** '2026-11-24T09:15:00Z' → '24 Nov 2026, 09:15' (The Gambia's time). */
export function formatAsOf(iso: string): string {
  return asOfFormatter.format(new Date(iso));
}
