import { normalizePhone } from '../../src/bulk/phone';

describe('normalizePhone', () => {
  it.each(['7012345', '+220 701 2345', '00220 7012345', '2207012345', '220-701-2345', ' (701) 2345 '])(
    'reads the Gambian number %p as +2207012345',
    (raw) => {
      expect(normalizePhone(raw)).toBe('+2207012345');
    },
  );

  it('accepts numbers stored as numbers by Excel', () => {
    expect(normalizePhone(7012345)).toBe('+2207012345');
    expect(normalizePhone(2207012345)).toBe('+2207012345');
  });

  it('keeps valid numbers of other countries written with their code', () => {
    expect(normalizePhone('+44 7911 123456')).toBe('+447911123456');
    expect(normalizePhone('+1 202 555 0143')).toBe('+12025550143');
  });

  it.each([
    ['too short', '12345'],
    ['too long', '70123456789'],
    ['not a valid range', '+220 101 2345'],
    ['foreign without a plus', '447911123456'],
    ['letters', '701234five'],
    ['an extension', '+2207012345 ext 12'],
    ['empty', '   '],
    ['a fraction', 7012345.5],
    ['negative', -7012345],
    ['huge', 1e20],
    ['not a string or number', { phone: '7012345' }],
    ['null', null],
    ['very long text', '7'.repeat(1000)],
  ])('rejects %s', (_, raw) => {
    expect(normalizePhone(raw)).toBeNull();
  });
});
