import {
  defaultTenor,
  depositFigures,
  quoteDeposit,
  tenorChoices,
  tenorLabel,
  tenorAdjectives,
  tenorList,
  type DepositTerms,
} from './fixed-deposit';
import { formatRatePercent } from './money';

/** Dalasi written in bututs, for the table below: D(25000) = 2,500,000 bututs. */
const D = (dalasi: number) => Math.round(dalasi * 100);

/** SPEC section 9: tenors 1, 3, 6, 9, 12 months; 3 months 2.5%, 6 months 3%, 12 months 4%; minimum D25,000. */
const spec: DepositTerms = {
  minimum_amount: 25000,
  tenors: [
    { months: 1, annual_rate: null },
    { months: 3, annual_rate: 2.5 },
    { months: 6, annual_rate: 3 },
    { months: 9, annual_rate: null },
    { months: 12, annual_rate: 4 },
  ],
};

describe('quoteDeposit: simple interest amount × rate × months/12, at maturity, in bututs', () => {
  it.each([
    [25000, 3, 156.25, 25156.25],
    [25000, 6, 375, 25375],
    [25000, 12, 1000, 26000],
    [100000, 6, 1500, 101500],
    [33333.33, 3, 208.33, 33541.66],
    [1234567.89, 12, 49382.72, 1283950.61],
  ])('D%d for %d months: interest %d, maturity %d', (amount, months, interest, maturity) => {
    expect(quoteDeposit(D(amount), months, spec)).toEqual({
      ok: true,
      interest: D(interest),
      maturity: D(maturity),
      rate: spec.tenors.find((t) => t.months === months)?.annual_rate,
      months,
    });
  });

  it('rounds half a butut up, as the bank quotes (25,001 × 2.5% × 3/12 = 156.25625 → 156.26)', () => {
    expect(quoteDeposit(D(25001), 3, spec)).toMatchObject({ interest: 15626, maturity: 2515726 });
  });

  it('accepts exactly the minimum and refuses a butut below it', () => {
    expect(quoteDeposit(D(25000), 12, spec).ok).toBe(true);
    expect(quoteDeposit(D(24999.99), 12, spec)).toEqual({ ok: false, reason: 'minimum' });
  });

  it.each([0, -5, null, 0.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses the amount %s', (amount) => {
    expect(quoteDeposit(amount, 12, spec)).toEqual({ ok: false, reason: 'amount' });
  });

  it('1 and 9 months have no listed rate: ask a branch', () => {
    expect(quoteDeposit(D(50000), 1, spec)).toEqual({ ok: false, reason: 'ask-branch' });
    expect(quoteDeposit(D(50000), 9, spec)).toEqual({ ok: false, reason: 'ask-branch' });
  });

  it('a tenor the bank does not offer is refused', () => {
    expect(quoteDeposit(D(50000), 24, spec)).toEqual({ ok: false, reason: 'tenor' });
  });

  it('checks the amount before the tenor, so the reason a visitor sees is about what they typed', () => {
    expect(quoteDeposit(D(100), 1, spec)).toEqual({ ok: false, reason: 'minimum' });
  });

  it('follows the CMS: a changed rate or minimum changes the quote', () => {
    const changed: DepositTerms = { minimum_amount: 10000, tenors: [{ months: 6, annual_rate: 3.25 }] };
    expect(quoteDeposit(D(10000), 6, changed)).toMatchObject({ ok: true, interest: 16250, maturity: 1016250 });
  });
});

describe('display', () => {
  it('defaults to the longest tenor with a listed rate', () => {
    expect(defaultTenor(spec)).toBe(12);
    expect(defaultTenor({ minimum_amount: 1, tenors: [{ months: 1, annual_rate: null }] })).toBe(1);
    expect(defaultTenor({ minimum_amount: 1, tenors: [] })).toBeNull();
  });

  it('formats rates and tenors as the page lists them', () => {
    expect(formatRatePercent(2.5)).toBe('2.5%');
    expect(formatRatePercent(3)).toBe('3%');
    expect(tenorLabel(1)).toBe('1 month');
    expect(tenorLabel(12)).toBe('12 months');
    expect(tenorList(spec.tenors)).toBe('one, three, six, nine or twelve months');
    expect(
      tenorAdjectives([
        { months: 1, annual_rate: null },
        { months: 9, annual_rate: null },
      ]),
    ).toBe('one- and nine-month');
    expect(tenorAdjectives([{ months: 9, annual_rate: null }])).toBe('nine-month');
  });
});

describe('the calculator’s figures', () => {
  it('quotes the amount as typed, written as the bank writes figures, with the minimum and the term', () => {
    expect(depositFigures('25,000', 3, spec)).toEqual({
      minimum: 'D25,000',
      term: '3 months',
      quote: { ok: true, interest: 'D156.25', maturity: 'D25,156.25', rate: '2.5%' },
    });
  });

  it('says why there is no quote', () => {
    expect(depositFigures('25k', 12, spec).quote).toEqual({ ok: false, reason: 'amount' });
    expect(depositFigures('24,999.99', 12, spec).quote).toEqual({ ok: false, reason: 'minimum' });
    expect(depositFigures('50,000', 9, spec)).toMatchObject({ term: '9 months', quote: { ok: false, reason: 'ask-branch' } });
  });

  it('lists every tenor with its rate, or none where a branch quotes it', () => {
    expect(tenorChoices(spec)).toEqual([
      { months: 1, term: '1 month', rate: null },
      { months: 3, term: '3 months', rate: '2.5%' },
      { months: 6, term: '6 months', rate: '3%' },
      { months: 9, term: '9 months', rate: null },
      { months: 12, term: '12 months', rate: '4%' },
    ]);
  });
});
