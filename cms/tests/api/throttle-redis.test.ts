import { randomBytes } from 'crypto';
import { ADMIN, startCms, type TestCms } from '../support/cms';

// Read before startCms replaces the environment with the test's own.
const REDIS_URL = process.env.REDIS_URL;

// Needs a Redis server: REDIS_URL=redis://127.0.0.1:6379 npx jest --runInBand tests/api/throttle-redis.test.ts --selectProjects api
(REDIS_URL ? describe : describe.skip)('the login throttle with REDIS_URL', () => {
  let cms: TestCms;

  beforeAll(async () => {
    cms = await startCms({
      REDIS_URL: REDIS_URL as string,
      // This run's own keys: runs sharing one Redis never see each other's counters.
      REDIS_PREFIX: `bank-test-${randomBytes(6).toString('hex')}:`,
      TRUSTED_PROXIES: '127.0.0.1',
    });
  });
  afterAll(async () => {
    await cms?.stop();
  });

  it('keeps the counters across a restart of the CMS', async () => {
    const attempt = (password: string) =>
      cms.api().post('/api/admin/login').set('X-Forwarded-For', '192.0.2.99').send({ username: ADMIN.username, password });
    for (let i = 0; i < 10; i += 1) await attempt(`wrong-${i}`).expect(401);
    await cms.restart();
    const refused = await attempt(ADMIN.password).expect(429);
    expect(refused.body).toEqual({ status: 'error', message: 'Too many failed login attempts. Try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    await cms.api().post('/api/admin/login').set('X-Forwarded-For', '192.0.2.100').send(ADMIN).expect(200);
  });
});
