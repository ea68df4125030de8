import { buildRateUpdate, effectiveRate, isEmptyUpdate } from './exchange-payload';

const usd = { buy: 71.25, sell: 72.75 };

describe('effectiveRate', () => {
  it('reads a typed number', () => {
    expect(effectiveRate('70.5', 71.25)).toBe(70.5);
    expect(effectiveRate(' 70 ', 71.25)).toBe(70);
  });

  it('falls back to the original for a cleared, non-numeric or zero field', () => {
    expect(effectiveRate('', 71.25)).toBe(71.25);
    expect(effectiveRate('   ', 71.25)).toBe(71.25);
    expect(effectiveRate('abc', 71.25)).toBe(71.25);
    expect(effectiveRate('0', 71.25)).toBe(71.25);
    expect(effectiveRate('0.00', 71.25)).toBe(71.25);
  });
});

describe('buildRateUpdate', () => {
  it('sends only the edited buy rate', () => {
    expect(buildRateUpdate(usd, { buy: '70', sell: '72.75' })).toEqual({ buy: 70 });
  });

  it('sends only the edited sell rate', () => {
    expect(buildRateUpdate(usd, { buy: '71.25', sell: '73.1' })).toEqual({ sell: 73.1 });
  });

  it('sends both when both changed', () => {
    expect(buildRateUpdate(usd, { buy: '70', sell: '73' })).toEqual({ buy: 70, sell: 73 });
  });

  it('sends nothing when nothing changed', () => {
    const update = buildRateUpdate(usd, { buy: '71.25', sell: '72.750' });
    expect(update).toEqual({});
    expect(isEmptyUpdate(update)).toBe(true);
  });

  it('keeps the original for a cleared field, so it is not sent', () => {
    expect(buildRateUpdate(usd, { buy: '', sell: '75' })).toEqual({ sell: 75 });
  });

  it('never sends zero', () => {
    expect(buildRateUpdate(usd, { buy: '0', sell: '0' })).toEqual({});
  });

  it('passes other values on for the server to judge', () => {
    expect(buildRateUpdate(usd, { buy: '-1', sell: '72.75' })).toEqual({ buy: -1 });
  });
});
