import { formatNewsDate } from './news-date';

describe('formatNewsDate', () => {
  it('formats ISO dates in British style', () => {
    expect(formatNewsDate('2024-05-01')).toBe('1 May 2024');
    expect(formatNewsDate('2024-12-31T23:30:00.000Z')).toBe('31 December 2024');
  });

  it('shows an unparsable value as stored, and nothing for none', () => {
    expect(formatNewsDate('next week')).toBe('next week');
    expect(formatNewsDate(null)).toBe('');
    expect(formatNewsDate(undefined)).toBe('');
  });
});
