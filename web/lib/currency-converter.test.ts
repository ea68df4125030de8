import { convert, formatAsOf, formatMoney, parseAmount, ratesAsOf } from './currency-converter';

const rates = [
  { currency: 'USD', buy: 71.25, sell: 72.75 },
  { currency: 'EUR', buy: 82.4, sell: 84.6 },
  { currency: 'GBP', buy: 95.1, sell: 97.9 },
];

describe('convert', () => {
  it('a customer selling foreign currency gets it at the bank’s buy rate', () => {
    expect(convert(100, 'USD', 'GMD', rates)).toEqual({ ok: true, result: 7125, viaDalasi: false });
  });

  it('a customer buying foreign currency pays the bank’s sell rate', () => {
    // D1,000 ÷ 72.75 = 13.745… → 13.75
    expect(convert(1000, 'GMD', 'USD', rates)).toEqual({ ok: true, result: 13.75, viaDalasi: false });
  });

  it('a cross goes through the dalasi: sold at one buy rate, bought at the other’s sell rate', () => {
    // 100 USD × 71.25 = D7,125; ÷ 84.6 = 84.219… EUR
    expect(convert(100, 'USD', 'EUR', rates)).toEqual({ ok: true, result: 84.22, viaDalasi: true });
  });

  it('rounds to 2 decimals as the bank quotes', () => {
    expect(convert(0.01, 'GBP', 'GMD', rates)).toEqual({ ok: true, result: 0.95, viaDalasi: false });
    expect(convert(1.005, 'GMD', 'GMD', rates)).toEqual({ ok: false, reason: 'same' });
  });

  it('refuses what it cannot quote', () => {
    expect(convert(0, 'USD', 'GMD', rates)).toEqual({ ok: false, reason: 'amount' });
    expect(convert(-5, 'USD', 'GMD', rates)).toEqual({ ok: false, reason: 'amount' });
    expect(convert(Number.NaN, 'USD', 'GMD', rates)).toEqual({ ok: false, reason: 'amount' });
    expect(convert(10, 'JPY', 'GMD', rates)).toEqual({ ok: false, reason: 'currency' });
    expect(convert(10, 'USD', 'USD', rates)).toEqual({ ok: false, reason: 'same' });
  });
});

describe('parseAmount', () => {
  it.each([
    ['100', 100],
    [' 1,250.50 ', 1250.5],
    ['0.5', 0.5],
  ])('reads %j', (text, value) => expect(parseAmount(text)).toBe(value));

  it.each(['', 'abc', '1e5', '-3', '1.2.3', '12abc'])('refuses %j', (text) => expect(parseAmount(text)).toBeNaN());
});

describe('formatting', () => {
  it('money with two decimals and thousands separators', () => {
    expect(formatMoney(7125)).toBe('7,125.00');
    expect(formatMoney(13.745)).toBe('13.75');
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
