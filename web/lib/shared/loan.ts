/**
 * The loan repayment calculator's arithmetic, over the loan terms the bank publishes (CMS: "Loan terms"). Amounts are
 * integer bututs and rates exact decimals (lib/shared/money.ts); each figure is rounded to the butut, half away from zero.
 *
 * - Reducing balance (annuity): the monthly payment is a spreadsheet's PMT(rate/12, months, -amount),
 *   amount × r ÷ (1 − (1 + r)^−months) with r = annual rate ÷ 12, worked out as an exact fraction and rounded once.
 *   Each month's interest is the balance × r (rounded); the rest of the payment repays the balance. The last payment
 *   is the balance left plus its interest, so the loan ends at exactly D0 (it differs from the others by a few bututs).
 * - Flat rate: the interest is the amount × annual rate × months ÷ 12, charged on the amount borrowed for the whole
 *   term; the amount and the interest are repaid in equal monthly parts (each rounded), the last month taking what
 *   the rounding left.
 */
import {
  divideRounded,
  formatDalasi,
  formatMinor,
  formatRatePercent,
  fraction,
  fromUnits,
  parseMoney,
  scale,
  toMinor,
} from './money';

export type LoanMethod = 'reducing_balance' | 'flat';

export type LoanProduct = {
  name: string;
  method: LoanMethod;
  /** Percent per year (22 = 22%). */
  annual_rate: number;
  /** Whole dalasi, as the CMS keeps them. */
  minimum_amount: number;
  maximum_amount: number;
  minimum_months: number;
  maximum_months: number;
};

export type LoanTerms = { products: readonly LoanProduct[] };

/** One month of the schedule; every amount in bututs. `balance` is what is owed after the payment. */
export type Instalment = { month: number; payment: number; principal: number; interest: number; balance: number };

export type LoanRefusal = { ok: false; reason: 'amount' | 'minimum' | 'maximum' | 'months' | 'product' };
export type LoanQuote =
  | {
      ok: true;
      method: LoanMethod;
      /** The regular monthly payment (every month but possibly the last). */
      payment: number;
      lastPayment: number;
      totalInterest: number;
      totalRepaid: number;
      schedule: Instalment[];
    }
  | LoanRefusal;

/** PMT(annualRate/12, months, -amount) to the butut: the annuity's monthly payment (amount ÷ months at 0%). */
export function monthlyPayment(amount: number, annualRate: number, months: number): number {
  const rate = fraction(annualRate);
  if (rate.n === 0n) return scale(amount, [], [months]);
  // r = a/b with a = rate.n, b = rate.d × 1200; payment = P·a·(a+b)^n ÷ (b·((a+b)^n − b^n)).
  const a = rate.n;
  const b = rate.d * 1200n;
  const grown = (a + b) ** BigInt(months);
  const numerator = BigInt(amount) * a * grown;
  const denominator = b * (grown - b ** BigInt(months));
  return toMinor(divideRounded(numerator, denominator));
}

/** The reducing-balance (annuity) schedule. */
export function annuitySchedule(amount: number, annualRate: number, months: number): Instalment[] {
  const payment = monthlyPayment(amount, annualRate, months);
  const schedule: Instalment[] = [];
  let balance = amount;
  for (let month = 1; month <= months; month += 1) {
    const interest = scale(balance, [annualRate], [1200]);
    const principal = month === months ? balance : Math.min(balance, payment - interest);
    balance -= principal;
    schedule.push({ month, payment: principal + interest, principal, interest, balance });
  }
  return schedule;
}

/** The flat-rate schedule: the interest on the whole amount for the whole term, repaid in equal parts. */
export function flatSchedule(amount: number, annualRate: number, months: number): Instalment[] {
  const totalInterest = scale(amount, [annualRate, months], [1200]);
  const principalPart = scale(amount, [], [months]);
  const interestPart = scale(totalInterest, [], [months]);
  const schedule: Instalment[] = [];
  let balance = amount;
  let interestLeft = totalInterest;
  for (let month = 1; month <= months; month += 1) {
    const last = month === months;
    const principal = last ? balance : Math.min(balance, principalPart);
    const interest = last ? interestLeft : Math.min(interestLeft, interestPart);
    balance -= principal;
    interestLeft -= interest;
    schedule.push({ month, payment: principal + interest, principal, interest, balance });
  }
  return schedule;
}

/** The quote for `amount` bututs (null: not an amount) over `months` (null: not a whole number) of `product`. */
export function quoteLoan(amount: number | null, months: number | null, product: LoanProduct | undefined): LoanQuote {
  if (!product) return { ok: false, reason: 'product' };
  if (amount === null || !Number.isSafeInteger(amount) || amount <= 0) return { ok: false, reason: 'amount' };
  if (amount < fromUnits(product.minimum_amount)) return { ok: false, reason: 'minimum' };
  if (amount > fromUnits(product.maximum_amount)) return { ok: false, reason: 'maximum' };
  if (months === null || !Number.isInteger(months) || months < product.minimum_months || months > product.maximum_months) {
    return { ok: false, reason: 'months' };
  }
  const schedule =
    product.method === 'flat'
      ? flatSchedule(amount, product.annual_rate, months)
      : annuitySchedule(amount, product.annual_rate, months);
  const totalRepaid = schedule.reduce((sum, row) => sum + row.payment, 0);
  return {
    ok: true,
    method: product.method,
    payment: schedule[0].payment,
    lastPayment: schedule[schedule.length - 1].payment,
    totalInterest: totalRepaid - amount,
    totalRepaid,
    schedule,
  };
}

/** A term the visitor typed ("36", " 24 "): whole months, or null. */
export function parseMonths(text: string): number | null {
  const cleaned = text.trim();
  return /^\d{1,3}$/.test(cleaned) ? Number(cleaned) : null;
}

/** The rows the page shows: the first three and the last three months (all of them up to seven), and whether some are left out. */
export function scheduleExcerpt(schedule: readonly Instalment[]): { first: Instalment[]; last: Instalment[] } {
  if (schedule.length <= 7) return { first: [...schedule], last: [] };
  return { first: schedule.slice(0, 3), last: schedule.slice(-3) };
}

/** A calendar date (no time zone: a date in The Gambia). */
export type CalendarDate = { year: number; month: number; day: number };

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The date of the `k`-th monthly payment of a loan taken on `start`: the same day `k` months later, or that month's
 * last day where it is shorter (taken on 31 January: 28 or 29 February, 31 March, 30 April).
 */
export function dueDate(start: CalendarDate, k: number): CalendarDate {
  const index = start.month - 1 + k;
  const year = start.year + Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(start.day, daysIn(year, month)) };
}

const isoOf = ({ year, month, day }: CalendarDate) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Today in The Gambia (Africa/Banjul), for the schedule's dates. */
export function todayInBanjul(now: Date = new Date()): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Banjul', year: 'numeric', month: 'numeric', day: 'numeric' })
    .formatToParts(now)
    .reduce<Record<string, number>>((all, part) => ({ ...all, [part.type]: Number(part.value) }), {});
  return { year: parts.year, month: parts.month, day: parts.day };
}

export const CSV_HEADER = 'Month,Due date,Payment (GMD),Principal (GMD),Interest (GMD),Balance after (GMD)';

/**
 * The whole schedule as CSV (RFC 4180, CRLF line ends): one row a month with its due date from `start`, amounts with
 * two decimals and no thousands separators, then the totals.
 */
export function scheduleCsv(schedule: readonly Instalment[], start: CalendarDate): string {
  const amount = (minor: number) => formatMinor(minor, { grouping: false });
  const rows = schedule.map((row) =>
    [
      row.month,
      isoOf(dueDate(start, row.month)),
      amount(row.payment),
      amount(row.principal),
      amount(row.interest),
      amount(row.balance),
    ].join(','),
  );
  const total = (key: 'payment' | 'principal' | 'interest') => amount(schedule.reduce((sum, row) => sum + row[key], 0));
  return (
    [CSV_HEADER, ...rows, ['Total', '', total('payment'), total('principal'), total('interest'), ''].join(',')].join('\r\n') +
    '\r\n'
  );
}

/** "Personal loan" → "a personal loan" (as in "The minimum for a personal loan is D10,000."). */
export function productPhrase(name: string): string {
  const lower = name.toLowerCase();
  return `${/^[aeiou]/.test(lower) ? 'an' : 'a'} ${lower}`;
}

/** The calculator's figures for what a visitor typed: the product's limits and rate as the bank writes them, and the quote. */
export function loanFigures(typedAmount: string, typedMonths: string, product: LoanProduct | undefined) {
  return {
    minimum: product ? formatDalasi(fromUnits(product.minimum_amount)) : '',
    maximum: product ? formatDalasi(fromUnits(product.maximum_amount)) : '',
    rate: product ? formatRatePercent(product.annual_rate) : '',
    quote: quoteLoan(parseMoney(typedAmount), parseMonths(typedMonths), product),
  };
}
