import { banjulMidnight, rateWindowStart } from '../../src/rates/rate-window';

/** The history's windows (src/rates/rate-window.ts): the last 30 or 90 calendar days in Banjul, today included. */
describe('the exchange-rate history window', () => {
  it('opens at midnight in Banjul (GMT all year), 29 or 89 days before today', () => {
    const now = new Date('2026-11-27T14:05:00Z');
    expect(rateWindowStart(30, now).toISOString()).toBe('2026-10-29T00:00:00.000Z');
    expect(rateWindowStart(90, now).toISOString()).toBe('2026-08-30T00:00:00.000Z');
  });

  it('moves at midnight, not before: 23:59:59 and 00:00 are different days', () => {
    expect(rateWindowStart(30, new Date('2026-11-27T23:59:59.999Z')).toISOString()).toBe('2026-10-29T00:00:00.000Z');
    expect(rateWindowStart(30, new Date('2026-11-28T00:00:00.000Z')).toISOString()).toBe('2026-10-30T00:00:00.000Z');
  });

  it('crosses month ends and leap days', () => {
    expect(rateWindowStart(30, new Date('2028-03-01T08:00:00Z')).toISOString()).toBe('2028-02-01T00:00:00.000Z');
    expect(rateWindowStart(90, new Date('2027-01-01T00:00:00Z')).toISOString()).toBe('2026-10-04T00:00:00.000Z');
  });

  it('takes midnight of the day it is in Banjul', () => {
    expect(banjulMidnight(new Date('2026-06-15T00:00:00Z')).toISOString()).toBe('2026-06-15T00:00:00.000Z');
    expect(banjulMidnight(new Date('2026-06-15T23:30:00Z')).toISOString()).toBe('2026-06-15T00:00:00.000Z');
  });
});
