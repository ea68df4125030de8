import { LoginThrottle } from '../../src/lib/login-throttle';

const MINUTE = 60_000;

function throttleWithClock(extra: { maxTrackedKeys?: number } = {}) {
  const clock = { now: 1_700_000_000_000 };
  const throttle = new LoginThrottle({
    windowMs: 15 * MINUTE,
    maxPerUsername: 10,
    maxPerIp: 30,
    now: () => clock.now,
    ...extra,
  });
  return { throttle, clock };
}

describe('LoginThrottle', () => {
  it('blocks a username after 10 failures, from any address, ignoring case and spaces', () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < 9; i++) throttle.recordFailure('Admin', `10.0.0.${i}`);
    expect(throttle.isBlocked('admin', '192.168.1.1')).toBe(false);
    throttle.recordFailure(' ADMIN ', '10.0.0.99');
    expect(throttle.isBlocked('admin', '192.168.1.1')).toBe(true);
    expect(throttle.isBlocked('  Admin', '172.16.0.1')).toBe(true);
    expect(throttle.isBlocked('atmadmin', '192.168.1.1')).toBe(false);
  });

  it('blocks an address after 30 failures across usernames', () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < 29; i++) throttle.recordFailure(`user${i}`, '203.0.113.7');
    expect(throttle.isBlocked('someone-new', '203.0.113.7')).toBe(false);
    throttle.recordFailure('user29', '203.0.113.7');
    expect(throttle.isBlocked('someone-new', '203.0.113.7')).toBe(true);
    expect(throttle.isBlocked('someone-new', '203.0.113.8')).toBe(false);
  });

  it('forgets failures once the 15-minute window has passed', () => {
    const { throttle, clock } = throttleWithClock();
    for (let i = 0; i < 10; i++) throttle.recordFailure('admin', '10.0.0.1');
    clock.now += 14 * MINUTE;
    expect(throttle.isBlocked('admin', '10.0.0.2')).toBe(true);
    clock.now += MINUTE + 1;
    expect(throttle.isBlocked('admin', '10.0.0.2')).toBe(false);
  });

  it('slides: only failures inside the window count', () => {
    const { throttle, clock } = throttleWithClock();
    for (let i = 0; i < 5; i++) throttle.recordFailure('admin', '10.0.0.1');
    clock.now += 10 * MINUTE;
    for (let i = 0; i < 5; i++) throttle.recordFailure('admin', '10.0.0.1');
    expect(throttle.isBlocked('admin', '10.0.0.1')).toBe(true);
    clock.now += 5 * MINUTE + 1; // the first five have expired
    expect(throttle.isBlocked('admin', '10.0.0.1')).toBe(false);
  });

  it('counts only recorded failures: checking is free', () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < 50; i++) expect(throttle.isBlocked('admin', '10.0.0.1')).toBe(false);
  });

  it('keeps memory bounded by forgetting the stalest keys first', () => {
    const { throttle, clock } = throttleWithClock({ maxTrackedKeys: 100 });
    for (let i = 0; i < 10; i++) throttle.recordFailure('admin', '10.0.0.1');
    for (let i = 0; i < 99; i++) {
      clock.now += 1;
      throttle.recordFailure(`spray${i}`, `198.51.100.${i}`);
    }
    expect(throttle.isBlocked('admin', '10.0.0.2')).toBe(true);
    clock.now += 1;
    throttle.recordFailure('spray-last', '198.51.100.250');
    expect(throttle.isBlocked('admin', '10.0.0.2')).toBe(false); // evicted: 101 usernames > 100
    const internals = throttle as unknown as { byUsername: Map<string, number[]>; byIp: Map<string, number[]> };
    expect(internals.byUsername.size).toBeLessThanOrEqual(100);
    expect(internals.byIp.size).toBeLessThanOrEqual(100);
  });

  it('prunes expired keys before evicting live ones', () => {
    const { throttle, clock } = throttleWithClock({ maxTrackedKeys: 100 });
    for (let i = 0; i < 99; i++) throttle.recordFailure(`old${i}`, '10.0.0.1');
    clock.now += 16 * MINUTE;
    for (let i = 0; i < 10; i++) throttle.recordFailure('admin', '10.0.0.2');
    throttle.recordFailure('another', '10.0.0.3');
    expect(throttle.isBlocked('admin', '10.0.0.9')).toBe(true);
    const internals = throttle as unknown as { byUsername: Map<string, number[]> };
    expect(internals.byUsername.size).toBe(2);
  });
});
