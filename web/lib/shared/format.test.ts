import { formatDate, formatRate, isoDate, sortNewestFirst } from './format';

describe('formatDate', () => {
  it('formats ISO timestamps and plain dates', () => {
    expect(formatDate('2025-03-10T09:30:00.000Z')).toBe('10 March 2025');
    expect(formatDate('2024-02-12')).toBe('12 February 2024');
  });

  it('keeps the calendar date of a plain date in any server time zone', () => {
    expect(formatDate('2024-01-01')).toBe('1 January 2024');
  });

  it('shows an unreadable value as given', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('isoDate', () => {
  it('gives the date for <time dateTime>', () => {
    expect(isoDate('2025-03-10T09:30:00.000Z')).toBe('2025-03-10');
    expect(isoDate('nope')).toBeUndefined();
  });
});

describe('formatRate', () => {
  it('shows two to four decimals', () => {
    expect(formatRate(71.25)).toBe('71.25');
    expect(formatRate(72)).toBe('72.00');
    expect(formatRate(0.65123)).toBe('0.6512');
    expect(formatRate(Number.NaN)).toBe('—');
  });
});

describe('sortNewestFirst', () => {
  it('sorts by date, newest first, unreadable dates last', () => {
    const docs = [{ d: '2024-01-01' }, { d: 'bad' }, { d: '2025-06-01T00:00:00Z' }, { d: '2024-12-31' }];
    expect(sortNewestFirst(docs, (doc) => doc.d).map((doc) => doc.d)).toEqual([
      '2025-06-01T00:00:00Z',
      '2024-12-31',
      '2024-01-01',
      'bad',
    ]);
  });
});
