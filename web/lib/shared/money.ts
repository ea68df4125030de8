/**
 * Money, exactly: the one module the currency converter, the fixed-deposit calculator and the loan calculator work
 * their figures with.
 *
 * - An amount is a whole number of minor units: bututs for the dalasi (1 dalasi = 100 bututs), cents for a foreign
 *   currency. It is a JavaScript integer (safe up to 9 × 10^15 bututs, far beyond any amount the site quotes).
 * - A rate or a factor (2.5%, 71.25 dalasi per dollar, 36 months) is an exact decimal: the number's shortest decimal
 *   writing, as the CMS sends it ("71.25"), read into a fraction of BigInts — never multiplied as a binary float.
 * - A product or quotient of them is worked out in BigInt and rounded ONCE, to the minor unit, half away from zero
 *   (a spreadsheet's ROUND(x, 2): 0.005 → 0.01, 0.00499… → 0.00).
 */
import type { SiteLocale } from './site-locale';

/** Minor units in one unit: bututs in a dalasi, cents in a dollar. */
export const MINOR_PER_UNIT = 100;
const HUNDRED = BigInt(MINOR_PER_UNIT);

/** An exact fraction: numerator over a positive denominator. */
export type Fraction = { n: bigint; d: bigint };

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/** A number (or its decimal writing) as the exact decimal it is written as: 2.5 → 25/10, 1e-7 → 1/10^7. */
export function fraction(value: number | string | bigint | Fraction): Fraction {
  if (typeof value === 'object') return value;
  if (typeof value === 'bigint') return { n: value, d: 1n };
  const match = DECIMAL.exec(String(value).trim());
  if (!match) throw new RangeError(`Not a finite decimal: ${String(value)}`);
  const [, sign, whole, decimals = '', exponentText = '0'] = match;
  const exponent = Number(exponentText) - decimals.length;
  let n = BigInt(whole + decimals) * (sign ? -1n : 1n);
  let d = 1n;
  if (exponent >= 0) n *= 10n ** BigInt(exponent);
  else d = 10n ** BigInt(-exponent);
  return { n, d };
}

/** n ÷ d rounded to a whole number, half away from zero. */
export function divideRounded(n: bigint, d: bigint): bigint {
  if (d === 0n) throw new RangeError('Division by zero');
  if (d < 0n) return divideRounded(-n, -d);
  const quotient = n / d;
  const remainder = n % d;
  if (2n * (remainder < 0n ? -remainder : remainder) >= d) return quotient + (n < 0n ? -1n : 1n);
  return quotient;
}

/** A BigInt count of minor units as a number (throws past the safe range rather than lose a butut). */
export function toMinor(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError('Amount too large');
  }
  return Number(value);
}

type Factor = number | string | bigint | Fraction;

/**
 * amount × times[0] × times[1] … ÷ (over[0] × over[1] …), rounded once to the minor unit. For example a deposit's
 * interest: `scale(amount, [rate, months], [100, 12])`; a conversion: `scale(amount, [buy], [sell])`.
 */
export function scale(amount: number, times: readonly Factor[], over: readonly Factor[] = []): number {
  let n = BigInt(amount);
  let d = 1n;
  for (const factor of times) {
    const f = fraction(factor);
    n *= f.n;
    d *= f.d;
  }
  for (const factor of over) {
    const f = fraction(factor);
    n *= f.d;
    d *= f.n;
  }
  return toMinor(divideRounded(n, d));
}

/** Whole units (the CMS's minimum amounts: 25000 dalasi) or an exact decimal of them, in minor units: 25000 → 2500000. */
export function fromUnits(units: number): number {
  return scale(MINOR_PER_UNIT, [units]);
}

/**
 * The amount a visitor typed ("25,000", " 30000.50 ", "D25,000") in minor units, or null: digits with thousands
 * commas and at most two decimals (a butut is the smallest amount), an optional leading "D".
 */
export function parseMoney(text: string): number | null {
  const cleaned = text.replace(/[\s,]/g, '').replace(/^D/i, '');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const minor = BigInt(match[1]) * HUNDRED + BigInt((match[2] ?? '').padEnd(2, '0'));
  return minor > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(minor);
}

const grouped = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/**
 * Minor units written as the bank writes amounts: "1,234.50"; `cents: 'when-needed'` leaves ".00" off a whole amount
 * ("25,000"); `grouping: false` leaves out the thousands commas ("1234.50", for a CSV cell).
 */
export function formatMinor(
  minor: number,
  { cents = 'always', grouping = true }: { cents?: 'always' | 'when-needed'; grouping?: boolean } = {},
): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const absolute = negative ? -value : value;
  const whole = absolute / HUNDRED;
  const rest = absolute % HUNDRED;
  const wholeText = grouping ? grouped.format(whole) : whole.toString();
  const restText = cents === 'when-needed' && rest === 0n ? '' : `.${rest.toString().padStart(2, '0')}`;
  return `${negative ? '-' : ''}${wholeText}${restText}`;
}

/** Dalasi as the site writes them: 2500000 → "D25,000", 2506250 → "D25,062.50"; in French "25 062,50 D". */
export function formatDalasi(bututs: number, locale: SiteLocale = 'en'): string {
  return inLocale(formatMinor(bututs, { cents: 'when-needed' }), locale);
}

/** Always two decimals, as a quote: 2515625 → "D25,156.25", 2500000 → "D25,000.00"; in French "25 000,00 D". */
export function formatDalasiQuote(bututs: number, locale: SiteLocale = 'en'): string {
  return inLocale(formatMinor(bututs), locale);
}

/** A figure of money the CMS writes as text ("D50,000") as the locale writes it ("50 000 D"); any other text as it is. */
export function dalasiText(text: string, locale: SiteLocale = 'en'): string {
  const bututs = locale === 'en' ? null : parseMoney(text);
  return bututs === null ? text : formatDalasi(bututs, locale);
}

/**
 * An English amount ("25,062.50") with the dalasi's sign, as the locale writes money (docs/adr/0009): "D25,062.50";
 * in French the comma is the decimal mark, a narrow space groups thousands, and the sign follows: "25 062,50 D".
 */
function inLocale(english: string, locale: SiteLocale): string {
  if (locale === 'en') return `D${english}`;
  return `${english.replace(/[,.]/g, (mark) => (mark === ',' ? '\u202f' : ','))}\u00a0D`;
}

/** 2.5 → "2.5%", 3 → "3%" (as the bank lists its rates). */
export function formatRatePercent(rate: number): string {
  return `${rate.toLocaleString('en-GB', { maximumFractionDigits: 3 })}%`;
}
