const revalidateTag = jest.fn();
jest.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

import { expireTag, getHotRead, storeHotRead, tagGeneration } from './hot-reads';

describe('hot reads', () => {
  beforeEach(() => revalidateTag.mockClear());

  it('serves a stored answer until its tag is expired', () => {
    const generation = tagGeneration('cms:news');
    storeHotRead('/api/news', 'cms:news', generation, '[1]', 'application/json');
    expect(getHotRead('/api/news')?.body).toBe('[1]');
    expireTag('cms:news');
    expect(getHotRead('/api/news')).toBeNull();
    expect(revalidateTag).toHaveBeenCalledWith('cms:news', { expire: 0 });
  });

  it('never stores an answer read before the tag was expired', () => {
    const generation = tagGeneration('cms:atms');
    expireTag('cms:atms');
    storeHotRead('/api/atm-status', 'cms:atms', generation, '[old]', 'application/json');
    expect(getHotRead('/api/atm-status')).toBeNull();
  });

  it('keeps other types when one tag is expired', () => {
    storeHotRead('/api/reports', 'cms:documents', tagGeneration('cms:documents'), '{}', 'application/json');
    expireTag('cms:gallery');
    expect(getHotRead('/api/reports')?.body).toBe('{}');
  });

  it('forgets answers after a few seconds', () => {
    jest.useFakeTimers();
    storeHotRead('/api/partners', 'cms:partners', tagGeneration('cms:partners'), '[]', 'application/json');
    jest.advanceTimersByTime(11_000);
    expect(getHotRead('/api/partners')).toBeNull();
    jest.useRealTimers();
  });
});
