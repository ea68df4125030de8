import { buildRateUpdate, effectiveRate, isEmptyUpdate, largeChanges, rateChanges } from './exchange-payload';

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

describe('rateChanges and largeChanges', () => {
  it('lists each sent field with its old and new value and the change in per cent', () => {
    expect(rateChanges(usd, { buy: 70, sell: 80 })).toEqual([
      { field: 'buy', from: 71.25, to: 70, percent: -1.8 },
      { field: 'sell', from: 72.75, to: 80, percent: 10 },
    ]);
    expect(rateChanges(usd, {})).toEqual([]);
  });

  it('counts as large only a change of more than 5 % either way', () => {
    const rate = { buy: 100, sell: 100 };
    expect(largeChanges(rateChanges(rate, { buy: 105, sell: 95 }))).toEqual([]);
    expect(largeChanges(rateChanges(rate, { buy: 105.01 })).map((change) => change.field)).toEqual(['buy']);
    expect(largeChanges(rateChanges(rate, { sell: 94.99 })).map((change) => change.field)).toEqual(['sell']);
    // A typo of a factor of ten is the case this is for.
    expect(largeChanges(rateChanges(usd, { sell: 727.5 }))).toEqual([{ field: 'sell', from: 72.75, to: 727.5, percent: 900 }]);
  });
});
