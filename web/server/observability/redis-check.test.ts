import { redisCheck } from './redis-check';

/** /_ready's Redis check: false at once for a Redis that does not answer; true for one that does (CI's). */
const liveRedis = process.env.E2E_REDIS_URL || process.env.REDIS_URL;

it('says false, within its timeout, for a Redis nobody listens on', async () => {
  const started = Date.now();
  const check = redisCheck('redis://127.0.0.1:1');
  try {
    expect(await check.ping()).toBe(false);
    expect(Date.now() - started).toBeLessThan(3000);
  } finally {
    check.close();
  }
});

(liveRedis ? it : it.skip)('says true for a Redis that answers (E2E_REDIS_URL or REDIS_URL)', async () => {
  const check = redisCheck(liveRedis as string);
  try {
    // The first PING may come before the connection is up: the next probe asks again, as here.
    let answer = await check.ping();
    for (let i = 0; !answer && i < 20; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await check.ping();
    }
    expect(answer).toBe(true);
  } finally {
    check.close();
  }
});
