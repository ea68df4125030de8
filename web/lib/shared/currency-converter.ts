/**
 * The currency converter's arithmetic, over the bank's published rates against the dalasi (GMD). The bank buys
 * foreign currency at `buy` (a customer selling 100 USD gets 100 × buy dalasi) and sells it at `sell` (a customer
 * buying 100 USD pays 100 × sell dalasi, so D1,000 buys 1,000 ÷ sell USD). A cross between two foreign currencies
 * goes through the dalasi: sold to the bank at its buy rate, bought from it at the other's sell rate. Amounts are
 * whole minor units (bututs, cents: lib/shared/money.ts), the rates exact decimals, and a result is rounded once, to 2
 * decimals, half away from zero, as the bank quotes (a cross is not rounded at the dalasi step).
 */
import { formatMinor, parseMoney, scale } from './money';
import type { SiteLocale } from './site-locale';

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

/**
 * The amount a visitor typed ("1,250.50", " 300 ") in minor units, or null (at most 2 decimals). In French the comma
 * is the decimal mark and spaces group thousands ("1 250,50"); a point is taken as the decimal mark too (a phone's
 * keypad may offer only it), but not beside a comma ("1.250,50" is refused rather than guessed).
 */
export function parseAmount(text: string, locale: SiteLocale = 'en'): number | null {
  if (/^\s*D/i.test(text)) return null;
  if (locale !== 'fr') return parseMoney(text);
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact.includes(',') && compact.includes('.')) return null;
  return /^\d+(?:[.,]\d{1,2})?$/.test(compact) ? parseMoney(compact.replace(',', '.')) : null;
}

/** Minor units with two decimals: 123450 → "1,234.50" ("1 234,50" in French). */
export function formatMoney(minor: number, locale: SiteLocale = 'en'): string {
  const text = formatMinor(minor);
  return locale === 'fr' ? text.replace(/[,.]/g, (mark) => (mark === ',' ? '\u202f' : ',')) : text;
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

const asOfOptions: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Banjul',
};
const asOfFormatters: Readonly<Record<SiteLocale, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat('en-GB', asOfOptions),
  fr: new Intl.DateTimeFormat('fr-FR', asOfOptions),
};

/** '2026-11-24T09:15:00Z' → '24 Nov 2026, 09:15' ('24 nov. 2026, 09:15'), in The Gambia's time. */
export function formatAsOf(iso: string, locale: SiteLocale = 'en'): string {
  return asOfFormatters[locale].format(new Date(iso));
}
