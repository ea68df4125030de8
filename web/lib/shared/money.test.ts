import {
  divideRounded,
  formatDalasi,
  formatDalasiQuote,
  formatMinor,
  formatRatePercent,
  fraction,
  fromUnits,
  parseMoney,
  scale,
} from './money';

describe('exact decimals', () => {
  it.each([
    [2.5, 25n, 10n],
    ['71.25', 7125n, 100n],
    [0.6512, 6512n, 10000n],
    [36, 36n, 1n],
    [1e-7, 1n, 10000000n],
    [1.5e21, 1500000000000000000000n, 1n],
  ])('reads %j as the decimal it is written as', (value, n, d) => {
    expect(fraction(value)).toEqual({ n, d });
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 'abc', ''])('refuses %j', (value) => {
    expect(() => fraction(value)).toThrow(RangeError);
  });
});

describe('rounding: once, to the minor unit, half away from zero (a spreadsheet ROUND(x, 2))', () => {
  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [7n, 3n, 2n],
    [8n, 3n, 3n],
    [4999n, 10000n, 0n],
    [5000n, 10000n, 1n],
    [5n, -2n, -3n],
  ])('%d ÷ %d → %d', (n, d, expected) => expect(divideRounded(n, d)).toBe(expected));

  it('a product of decimals with no binary-float error: D1.005 × 1 is not D1.00', () => {
    // 201 bututs × 0.5 = 100.5 → 101; 1.005 × 100 = 100.49999999999999 in binary floats.
    expect(scale(201, [0.5])).toBe(101);
    // 25,001 × 2.5% × 3/12 = 156.25625 → 156.26 (in bututs: 2,500,100 × 2.5 × 3 ÷ (100 × 12) = 15,625.625 → 15,626).
    expect(scale(2500100, [2.5, 3], [100, 12])).toBe(15626);
    // 0.06 USD × 71.25 = 4.275 → 4.28 (floats: 0.06 × 71.25 = 4.2749999…).
    expect(scale(6, [71.25])).toBe(428);
  });

  it('divides by exact decimals: D1,000 ÷ 72.75 = 13.7457… → 13.75', () => {
    expect(scale(100000, [], [72.75])).toBe(1375);
  });
});

describe('amounts as typed and as written', () => {
  it.each([
    ['25,000', 2500000],
    [' 30000.50 ', 3000050],
    ['D25,000', 2500000],
    ['0.5', 50],
    ['0.05', 5],
    ['1,000,000.99', 100000099],
  ])('reads %j as %d bututs', (typed, bututs) => expect(parseMoney(typed)).toBe(bututs));

  it.each(['25000.123', '25k', '', '-25000', '1e5', '1.2.3', '99999999999999999999'])('refuses %j', (typed) => {
    expect(parseMoney(typed)).toBeNull();
  });

  it('whole dalasi from the CMS into bututs', () => {
    expect(fromUnits(25000)).toBe(2500000);
    expect(fromUnits(0.01)).toBe(1);
  });

  it('writes bututs as the bank writes dalasi', () => {
    expect(formatDalasi(2500000)).toBe('D25,000');
    expect(formatDalasi(2506250)).toBe('D25,062.50');
    expect(formatDalasi(5)).toBe('D0.05');
    expect(formatDalasiQuote(2600000)).toBe('D26,000.00');
    expect(formatDalasiQuote(15625)).toBe('D156.25');
    expect(formatMinor(123456789)).toBe('1,234,567.89');
    expect(formatMinor(123456789, { grouping: false })).toBe('1234567.89');
    expect(formatMinor(-150)).toBe('-1.50');
    expect(formatRatePercent(2.5)).toBe('2.5%');
    expect(formatRatePercent(22)).toBe('22%');
  });
});

describe('dalasi in French', () => {
  it('puts the sign after the figure, a decimal comma and narrow spaces between thousands', () => {
    expect(formatDalasi(2506250, 'fr')).toBe('25\u202f062,50\u00a0D');
    expect(formatDalasi(1500, 'fr')).toBe('15\u00a0D');
    expect(formatDalasiQuote(2500000, 'fr')).toBe('25\u202f000,00\u00a0D');
    expect(formatDalasi(2506250)).toBe('D25,062.50');
  });
});
