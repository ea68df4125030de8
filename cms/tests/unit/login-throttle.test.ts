import { randomBytes } from 'crypto';
import { LoginThrottle, type LoginThrottleOptions } from '../../src/staff-auth/login-throttle';

const MINUTE = 60_000;
const RULES = { windowMs: 15 * MINUTE, maxPerUsernameAndAddress: 10, maxPerAddress: 30 };

const throttles: LoginThrottle[] = [];
const throttle = (options: Partial<LoginThrottleOptions> = {}) => {
  const created = new LoginThrottle({ ...RULES, ...options });
  throttles.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(throttles.splice(0).map((created) => created.close()));
});

/** Wrong passwords, one after the other, as the login route reports them (a refused attempt is not checked). */
const fail = async (limiter: LoginThrottle, username: string, address: string, times: number) => {
  for (let i = 0; i < times; i += 1) {
    const verdict = await limiter.attempt(username, address);
    if (!verdict.refused) await limiter.recordFailure(username, address);
  }
};

/** A burst of parallel attempts, each failing once checked: how many were let through to the password check. */
const burst = async (limiters: LoginThrottle[], usernames: (i: number) => string, address: string, size: number) => {
  const verdicts = await Promise.all(
    Array.from({ length: size }, async (_, i) => {
      const limiter = limiters[i % limiters.length];
      const verdict = await limiter.attempt(usernames(i), address);
      if (!verdict.refused) await limiter.recordFailure(usernames(i), address);
      return verdict;
    }),
  );
  return verdicts.filter((verdict) => !verdict.refused).length;
};

describe('LoginThrottle (memory store)', () => {
  beforeEach(() => {
    // Only the clock and timers: the limiter's promises still settle.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('refuses a username from an address after 10 failures there, for the whole window, ignoring case', async () => {
    const limiter = throttle();
    await fail(limiter, 'Admin', '203.0.113.7', 9);
    expect(await limiter.attempt(' ADMIN ', '203.0.113.7')).toEqual({ refused: false });
    await limiter.recordFailure(' ADMIN ', '203.0.113.7');
    expect(await limiter.attempt('admin', '203.0.113.7')).toEqual({ refused: true, retryAfterSeconds: 900, limit: 'pair' });
  });

  it("never refuses the owner's right password from an address that has not failed", async () => {
    const limiter = throttle();
    for (let i = 1; i <= 12; i += 1) await fail(limiter, 'admin', `198.51.100.${i}`, 12);
    expect(await limiter.attempt('admin', '198.51.100.13')).toEqual({ refused: false });
  });

  it('resets a pair on success: only consecutive failures count', async () => {
    const limiter = throttle();
    await fail(limiter, 'admin', '203.0.113.7', 9);
    expect(await limiter.attempt('admin', '203.0.113.7')).toEqual({ refused: false });
    await limiter.recordSuccess('admin', '203.0.113.7');
    await fail(limiter, 'admin', '203.0.113.7', 9);
    expect(await limiter.attempt('admin', '203.0.113.7')).toEqual({ refused: false });
  });

  it('refuses an address after 30 failures across usernames, and only that address', async () => {
    const limiter = throttle();
    for (let i = 0; i < 29; i += 1) await fail(limiter, `user${i}`, '203.0.113.7', 1);
    expect(await limiter.attempt('user29', '203.0.113.7')).toEqual({ refused: false });
    await limiter.recordFailure('user29', '203.0.113.7');
    expect(await limiter.attempt('someone-new', '203.0.113.7')).toEqual({
      refused: true,
      retryAfterSeconds: 900,
      limit: 'address',
    });
    expect(await limiter.attempt('someone-new', '203.0.113.8')).toEqual({ refused: false });
  });

  it('a success does not clear the failures of its address', async () => {
    const limiter = throttle();
    for (let i = 0; i < 30; i += 1) await fail(limiter, `user${i}`, '203.0.113.7', 1);
    await limiter.recordSuccess('admin', '203.0.113.7');
    expect((await limiter.attempt('admin', '203.0.113.7')).refused).toBe(true);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const limiter = throttle();
    for (let i = 1; i <= 30; i += 1) await fail(limiter, `user${i}`, `2001:db8:5:6::${i.toString(16)}`, 1);
    expect((await limiter.attempt('admin', '2001:db8:5:6:ffff:1:2:3')).refused).toBe(true);
    expect((await limiter.attempt('admin', '2001:db8:5:7::1')).refused).toBe(false);
  });

  it('lifts a refusal a full window after the failure that reached the limit', async () => {
    const limiter = throttle();
    await fail(limiter, 'admin', '203.0.113.7', 9);
    jest.advanceTimersByTime(14 * MINUTE);
    await fail(limiter, 'admin', '203.0.113.7', 1);
    jest.advanceTimersByTime(14 * MINUTE);
    expect(await limiter.attempt('admin', '203.0.113.7')).toEqual({ refused: true, retryAfterSeconds: 60, limit: 'pair' });
    jest.advanceTimersByTime(MINUTE + 1);
    expect(await limiter.attempt('admin', '203.0.113.7')).toEqual({ refused: false });
  });

  it('forgets failures that are older than the window', async () => {
    const limiter = throttle();
    await fail(limiter, 'admin', '203.0.113.7', 9);
    jest.advanceTimersByTime(15 * MINUTE + 1);
    await fail(limiter, 'admin', '203.0.113.7', 1);
    expect(await limiter.attempt('admin', '203.0.113.7')).toEqual({ refused: false });
  });

  it('lets no more than the limit of a parallel burst through to the password check', async () => {
    expect(await burst([throttle()], () => 'admin', '203.0.113.7', 120)).toBe(10);
    expect(await burst([throttle()], (i) => `user${i}`, '203.0.113.7', 120)).toBe(30);
  });

  it('a success does not give its address a credit for later failures', async () => {
    const limiter = throttle();
    for (let i = 0; i < 5; i += 1) {
      await limiter.attempt('admin', '203.0.113.7');
      await limiter.recordSuccess('admin', '203.0.113.7');
      await limiter.recordSuccess('admin', '203.0.113.7');
    }
    expect(await burst([limiter], (i) => `user${i}`, '203.0.113.7', 40)).toBe(30);
  });
});

describe('LoginThrottle when Redis cannot be reached', () => {
  it('keeps counting in memory instead of failing, and says so once', async () => {
    const log = { warn: jest.fn(), info: jest.fn() };
    // Port 1: nothing listens there, so every connection attempt is refused.
    const limiter = throttle({ redisUrl: 'redis://127.0.0.1:1', keyPrefix: 'unreachable:', log });
    await fail(limiter, 'admin', '203.0.113.7', 10);
    expect((await limiter.attempt('admin', '203.0.113.7')).refused).toBe(true);
    expect((await limiter.attempt('admin', '203.0.113.8')).refused).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0][0]).toMatch(/Redis unreachable/);
  });

  it('refuses a REDIS_URL that is not a Redis URL, in words, without quoting its password', () => {
    expect(() => throttle({ redisUrl: 'http://:s3cret@127.0.0.1:6379' })).toThrow(
      new Error('REDIS_URL must be a redis:// or rediss:// URL, not http://'),
    );
    expect(() => throttle({ redisUrl: 'not a url s3cret' })).toThrow(new Error('REDIS_URL is not a URL'));
  });

  it('never logs the password of REDIS_URL', async () => {
    const log = { warn: jest.fn(), info: jest.fn() };
    // Unknown host: ioredis's error names what it tried to reach.
    const limiter = throttle({ redisUrl: 'redis://bank:s3cret@redis-host.invalid:6379', keyPrefix: 'unreachable:', log });
    await limiter.attempt('admin', '203.0.113.7');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(log.warn).toHaveBeenCalled();
    expect(JSON.stringify([log.warn.mock.calls, log.info.mock.calls])).not.toContain('s3cret');
  });
});

// Needs a Redis server: REDIS_URL=redis://127.0.0.1:6379 npx jest --selectProjects unit tests/unit/login-throttle.test.ts
const withRedis = process.env.REDIS_URL ? describe : describe.skip;

withRedis('LoginThrottle on Redis (REDIS_URL)', () => {
  // A prefix of this run's own: runs sharing one Redis never see each other's counters.
  const shared = () => ({
    redisUrl: process.env.REDIS_URL,
    keyPrefix: `bank-test-${randomBytes(6).toString('hex')}:`,
    windowMs: MINUTE,
  });

  it('two CMS instances count as one, and a restarted instance still refuses', async () => {
    const options = shared();
    const first = throttle(options);
    const second = throttle(options);
    await fail(first, 'admin', '203.0.113.7', 5);
    await fail(second, 'admin', '203.0.113.7', 4);
    expect((await first.attempt('admin', '203.0.113.7')).refused).toBe(false);
    await first.recordFailure('admin', '203.0.113.7');
    expect((await second.attempt('admin', '203.0.113.7')).refused).toBe(true);

    await first.close();
    await second.close();
    const restarted = throttle(options);
    const verdict = await restarted.attempt('admin', '203.0.113.7');
    expect(verdict.refused).toBe(true);
    expect(verdict.refused && verdict.retryAfterSeconds).toBeGreaterThan(50);
    expect((await restarted.attempt('admin', '203.0.113.8')).refused).toBe(false);
  });

  it('a success through one instance resets the pair for all of them', async () => {
    const options = shared();
    const first = throttle(options);
    const second = throttle(options);
    await fail(first, 'atmadmin', '203.0.113.9', 9);
    await second.recordSuccess('atmadmin', '203.0.113.9');
    await fail(first, 'atmadmin', '203.0.113.9', 9);
    expect((await second.attempt('atmadmin', '203.0.113.9')).refused).toBe(false);
  });

  it('lets no more than the limit of a parallel burst through, across two instances', async () => {
    const options = shared();
    const instances = [throttle(options), throttle(options)];
    expect(await burst(instances, () => 'admin', '203.0.113.10', 120)).toBe(10);
    expect(await burst(instances, (i) => `user${i}`, '203.0.113.11', 120)).toBe(30);
  });

  it('counts two-factor codes as one across instances, and a restarted instance still pauses the account', async () => {
    const options = shared();
    const instances = [throttle(options), throttle(options)];
    const outcomes = await Promise.all(Array.from({ length: 40 }, (_, i) => code(instances[i % 2], 1, 'challenge-a')));
    expect(outcomes.filter(({ verdict }) => !verdict.refused)).toHaveLength(5);
    expect(outcomes.map(({ pause }) => pause).filter((pause) => pause !== null)).toEqual([900]);
    const restarted = throttle(options);
    const verdict = await restarted.codeAttempt(1, 'challenge-b');
    expect(verdict).toMatchObject({ refused: true, limit: 'account' });
    expect(verdict.refused && verdict.retryAfterSeconds).toBeGreaterThan(890);
  });
});

/** A code for `userId` on `challenge`, as the login route reports it: its verdict, and the pause it started if wrong. */
const code = async (limiter: LoginThrottle, userId: number, challenge: string, right = false) => {
  const verdict = await limiter.codeAttempt(userId, challenge);
  if (verdict.refused) return { verdict, pause: null };
  if (right) {
    await limiter.recordCodeSuccess(userId);
    return { verdict, pause: null };
  }
  return { verdict, pause: await limiter.recordCodeFailure(userId, challenge, verdict.attempt) };
};

describe('LoginThrottle: two-factor codes (memory store)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('lets 5 codes of a parallel burst on one challenge through, and the 5th wrong one pauses the account', async () => {
    const limiter = throttle();
    const outcomes = await Promise.all(Array.from({ length: 60 }, () => code(limiter, 1, 'challenge-a')));
    expect(outcomes.filter(({ verdict }) => !verdict.refused)).toHaveLength(5);
    expect(outcomes.map(({ pause }) => pause).filter((pause) => pause !== null)).toEqual([900]);
    // The account waits, on any challenge.
    expect(await limiter.codeAttempt(1, 'challenge-b')).toEqual({ refused: true, retryAfterSeconds: 900, limit: 'account' });
    expect((await limiter.codeAttempt(2, 'challenge-c')).refused).toBe(false);
  });

  it('ends a challenge after 5 codes even when the account’s count was reset meanwhile', async () => {
    const limiter = throttle();
    for (let i = 0; i < 4; i += 1) await code(limiter, 1, 'challenge-a');
    await code(limiter, 1, 'challenge-b', true);
    await code(limiter, 1, 'challenge-a');
    expect(await limiter.codeAttempt(1, 'challenge-a')).toMatchObject({ refused: true, limit: 'challenge' });
    // Not counted against the account: it has one wrong code since its success.
    expect(await limiter.codeAttempt(1, 'challenge-d')).toEqual({ refused: false, attempt: 2 });
  });

  it('pauses for twice as long each time within a day, up to a day; a right code starts again', async () => {
    const limiter = throttle();
    const pauses: Array<number | null> = [];
    for (let round = 0; round < 9; round += 1) {
      let pause: number | null = null;
      for (let i = 0; i < 5; i += 1) pause = (await code(limiter, 1, `challenge-${round}`)).pause;
      pauses.push(pause);
      expect((await limiter.codeAttempt(1, `next-${round}`)).refused).toBe(true);
      jest.advanceTimersByTime((pause ?? 0) * 1000 - 1000);
      expect((await limiter.codeAttempt(1, `still-${round}`)).refused).toBe(true);
      jest.advanceTimersByTime(1000);
      if (round === 0) {
        // 4 wrong codes in a row are not 5: no pause.
        for (let i = 0; i < 4; i += 1) await code(limiter, 2, 'other');
        expect((await limiter.codeAttempt(2, 'other-2')).refused).toBe(false);
      }
    }
    expect(pauses).toEqual([900, 1800, 3600, 7200, 14400, 28800, 57600, 86400, 86400]);
    await code(limiter, 1, 'right', true);
    let pause: number | null = null;
    for (let i = 0; i < 5; i += 1) pause = (await code(limiter, 1, 'after-success')).pause;
    expect(pause).toBe(900);
  });

  it('counts codes independently of the addresses and of the password counts', async () => {
    const limiter = throttle();
    await fail(limiter, 'admin', '203.0.113.7', 9);
    expect(await limiter.codeAttempt(1, 'challenge-a')).toEqual({ refused: false, attempt: 1 });
    expect(await limiter.attempt('admin', '203.0.113.7')).toEqual({ refused: false });
  });
});
