import { prefetchUnwelcome } from './intent-prefetch';

describe('prefetchUnwelcome', () => {
  it('prefetches on ordinary connections, and where the browser does not say', () => {
    expect(prefetchUnwelcome(undefined)).toBe(false);
    expect(prefetchUnwelcome({ effectiveType: '4g' })).toBe(false);
    expect(prefetchUnwelcome({ effectiveType: '3g', saveData: false })).toBe(false);
  });

  it('never with Save-Data on or on 2G', () => {
    expect(prefetchUnwelcome({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(prefetchUnwelcome({ effectiveType: '2g' })).toBe(true);
    expect(prefetchUnwelcome({ effectiveType: 'slow-2g' })).toBe(true);
  });
});
