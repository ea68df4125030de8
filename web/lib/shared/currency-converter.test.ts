import { convert, formatAsOf, formatMoney, parseAmount, ratesAsOf } from './currency-converter';

const rates = [
  { currency: 'USD', buy: 71.25, sell: 72.75 },
  { currency: 'EUR', buy: 82.4, sell: 84.6 },
  { currency: 'GBP', buy: 95.1, sell: 97.9 },
];

/** Amounts in minor units (bututs, cents). */
describe('convert', () => {
  it('a customer selling foreign currency gets it at the bank’s buy rate', () => {
    expect(convert(10000, 'USD', 'GMD', rates)).toEqual({ ok: true, result: 712500, viaDalasi: false });
  });

  it('a customer buying foreign currency pays the bank’s sell rate', () => {
    // D1,000 ÷ 72.75 = 13.745704… → 13.75
    expect(convert(100000, 'GMD', 'USD', rates)).toEqual({ ok: true, result: 1375, viaDalasi: false });
  });

  it('a cross goes through the dalasi: sold at one buy rate, bought at the other’s sell rate', () => {
    // 100 USD × 71.25 = D7,125; ÷ 84.6 = 84.219… EUR
    expect(convert(10000, 'USD', 'EUR', rates)).toEqual({ ok: true, result: 8422, viaDalasi: true });
  });

  it('rounds once to 2 decimals, half away from zero, with no binary-float error', () => {
    // 0.01 GBP × 95.1 = D0.951 → D0.95
    expect(convert(1, 'GBP', 'GMD', rates)).toEqual({ ok: true, result: 95, viaDalasi: false });
    // 0.06 USD × 71.25 = D4.275 exactly → D4.28; in binary floats 0.06 × 71.25 = 4.2749999… gave D4.27.
    expect(convert(6, 'USD', 'GMD', rates)).toEqual({ ok: true, result: 428, viaDalasi: false });
    // 0.15 GBP × 95.1 = D14.265 → D14.27 (floats: 14.26).
    expect(convert(15, 'GBP', 'GMD', rates)).toEqual({ ok: true, result: 1427, viaDalasi: false });
    expect(convert(101, 'GMD', 'GMD', rates)).toEqual({ ok: false, reason: 'same' });
  });

  it('refuses what it cannot quote', () => {
    expect(convert(0, 'USD', 'GMD', rates)).toEqual({ ok: false, reason: 'amount' });
    expect(convert(-5, 'USD', 'GMD', rates)).toEqual({ ok: false, reason: 'amount' });
    expect(convert(null, 'USD', 'GMD', rates)).toEqual({ ok: false, reason: 'amount' });
    expect(convert(10, 'JPY', 'GMD', rates)).toEqual({ ok: false, reason: 'currency' });
    expect(convert(10, 'USD', 'USD', rates)).toEqual({ ok: false, reason: 'same' });
  });
});

describe('parseAmount', () => {
  it.each([
    ['100', 10000],
    [' 1,250.50 ', 125050],
    ['0.5', 50],
  ])('reads %j in minor units', (text, value) => expect(parseAmount(text)).toBe(value));

  it.each(['', 'abc', '1e5', '-3', '1.2.3', '12abc', '0.125', 'D100'])('refuses %j', (text) =>
    expect(parseAmount(text)).toBeNull(),
  );
});

describe('formatting', () => {
  it('money with two decimals and thousands separators', () => {
    expect(formatMoney(712500)).toBe('7,125.00');
    expect(formatMoney(1375)).toBe('13.75');
  });

  it('the rates’ date in The Gambia’s time', () => {
    expect(formatAsOf('2026-11-24T09:15:00.000Z')).toBe('24 Nov 2026, 09:15');
  });

  it('the latest change among the rates', () => {
    expect(
      ratesAsOf([
        { updated_at: '2026-11-20T08:00:00.000Z' },
        { updated_at: '2026-11-24T09:15:00.000Z' },
        { updated_at: null },
        {},
      ]),
    ).toBe('2026-11-24T09:15:00.000Z');
    expect(ratesAsOf([{ updated_at: 'never' }])).toBeNull();
  });
});

describe('in French', () => {
  it('reads an amount with a decimal comma and spaces between thousands, or a point', () => {
    expect(parseAmount('1 250,50', 'fr')).toBe(125050);
    expect(parseAmount('1\u202f250,5', 'fr')).toBe(125050);
    expect(parseAmount('300', 'fr')).toBe(30000);
    expect(parseAmount('12.75', 'fr')).toBe(1275);
  });

  it('refuses what it would have to guess: both marks, three decimals, a sign', () => {
    for (const text of ['1.250,50', '12,345', 'D300', '', 'abc', '-5']) expect(parseAmount(text, 'fr')).toBeNull();
  });

  it('writes amounts and the rates’ date the French way', () => {
    expect(formatMoney(123450, 'fr')).toBe('1\u202f234,50');
    expect(formatMoney(1375, 'fr')).toBe('13,75');
    expect(formatAsOf('2026-11-24T09:15:00.000Z', 'fr')).toBe('24 nov. 2026, 09:15');
  });
});
