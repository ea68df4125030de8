/**
 * The fixed-deposit calculator's arithmetic, over the terms the bank publishes (CMS: deposit terms). Simple interest
 * at the listed annual rate for the tenor: interest = amount × rate × months ÷ 12, paid at maturity with the capital.
 * Amounts are integer bututs (lib/shared/money.ts), the interest rounded once to the butut, half away from zero, as the bank
 * quotes. A tenor without a listed rate is quoted at a branch.
 */
import { countOf, pluralWord } from './format';
import { formatDalasi, formatDalasiQuote, formatRatePercent, fromUnits, parseMoney, scale } from './money';

export type DepositTenor = {
  months: number;
  /** Percent per year (2.5 = 2.5%), or null: the branch quotes it. */
  annual_rate: number | null;
};

export type DepositTerms = {
  /** Whole dalasi, as the CMS keeps it. */
  minimum_amount: number;
  tenors: readonly DepositTenor[];
};

/** `interest` and `maturity` in bututs. */
export type DepositQuote =
  | { ok: true; interest: number; maturity: number; rate: number; months: number }
  | { ok: false; reason: 'amount' | 'minimum' | 'ask-branch' | 'tenor' };

/** The quote for `amount` bututs (null: not an amount) over `months`. */
export function quoteDeposit(amount: number | null, months: number, terms: DepositTerms): DepositQuote {
  if (amount === null || !Number.isSafeInteger(amount) || amount <= 0) return { ok: false, reason: 'amount' };
  if (amount < fromUnits(terms.minimum_amount)) return { ok: false, reason: 'minimum' };
  const tenor = terms.tenors.find((candidate) => candidate.months === months);
  if (!tenor) return { ok: false, reason: 'tenor' };
  if (tenor.annual_rate === null || !Number.isFinite(tenor.annual_rate)) return { ok: false, reason: 'ask-branch' };
  const interest = scale(amount, [tenor.annual_rate, months], [100, 12]);
  return { ok: true, interest, maturity: amount + interest, rate: tenor.annual_rate, months };
}

/** The tenor a visitor sees first: the longest one with a listed rate (the best return), else the first. */
export function defaultTenor(terms: DepositTerms): number | null {
  const rated = terms.tenors.filter((tenor) => tenor.annual_rate !== null);
  const pick = rated.length ? rated[rated.length - 1] : terms.tenors[0];
  return pick ? pick.months : null;
}

const either = new Intl.ListFormat('en-GB', { type: 'disjunction' });
const both = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** "month" or "months", as English counts them. */
const monthWord = (months: number) => pluralWord(months, 'month', 'months');

/** "1 month", "12 months". */
export function tenorLabel(months: number): string {
  return countOf(months, 'month', 'months');
}

const SPELLED = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const spelled = (tenor: DepositTenor) => SPELLED[tenor.months] ?? String(tenor.months);

/** [1, 3, 6, 9, 12] → "one, three, six, nine or twelve months" (the page's wording of the terms). */
export function tenorList(tenors: readonly DepositTenor[]): string {
  if (tenors.length === 0) return '';
  return `${either.format(tenors.map(spelled))} ${monthWord(tenors[tenors.length - 1].months)}`;
}

/** [1, 9] → "one- and nine-month" (as in "the one- and nine-month terms"). */
export function tenorAdjectives(tenors: readonly DepositTenor[]): string {
  return both.format(tenors.map((tenor, i) => `${spelled(tenor)}-${i === tenors.length - 1 ? 'month' : ''}`));
}

/**
 * What the calculator shows for the amount as the visitor typed it and the chosen tenor, written as the bank writes
 * figures: the quote (interest and maturity to the butut, the rate) or why there is none, with the minimum and the
 * term for the texts around them. Pure, so the island is only markup and wording, and the unit tests cover the rest.
 */
export function depositFigures(
  typedAmount: string,
  months: number,
  terms: DepositTerms,
): {
  minimum: string;
  term: string;
  quote: { ok: true; interest: string; maturity: string; rate: string } | Extract<DepositQuote, { ok: false }>;
} {
  const quote = quoteDeposit(parseMoney(typedAmount), months, terms);
  return {
    minimum: formatDalasi(fromUnits(terms.minimum_amount)),
    term: tenorLabel(months),
    quote: quote.ok
      ? {
          ok: true,
          interest: formatDalasiQuote(quote.interest),
          maturity: formatDalasiQuote(quote.maturity),
          rate: formatRatePercent(quote.rate),
        }
      : quote,
  };
}

/** The calculator's choice of terms: each tenor's label and its listed rate ("3%"), or null where a branch quotes it. */
export function tenorChoices(terms: DepositTerms): { months: number; term: string; rate: string | null }[] {
  return terms.tenors.map((tenor) => ({
    months: tenor.months,
    term: tenorLabel(tenor.months),
    rate: tenor.annual_rate === null ? null : formatRatePercent(tenor.annual_rate),
  }));
}
