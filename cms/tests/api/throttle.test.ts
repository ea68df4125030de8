import { ADMIN, ATMADMIN, startCms, type TestCms } from '../support/cms';

let cms: TestCms;

beforeAll(async () => {
  cms = await startCms({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await cms?.stop();
});

const attempt = (path: string, ip: string, body: object) => cms.api().post(path).set('X-Forwarded-For', ip).send(body);

describe('login throttling behind a trusted proxy', () => {
  it('does not count successful logins', async () => {
    for (let i = 0; i < 12; i += 1) {
      const response = await attempt('/api/admin/login', '198.51.100.1', ADMIN);
      expect(response.body.status).toBe('success');
    }
  });

  it('blocks a username after 10 failures, from any address, even with the right password', async () => {
    for (let i = 0; i < 10; i += 1) {
      await attempt('/api/atmadmin/login', `203.0.113.${i}`, { username: ATMADMIN.username, password: `wrong-${i}` }).expect(401);
    }
    const blocked = await attempt('/api/atmadmin/login', '203.0.113.200', ATMADMIN).expect(429);
    expect(blocked.body).toEqual({ status: 'error', message: 'Too many failed login attempts. Try again later.' });
  });

  it('blocks an address after 30 failures across usernames, and only that address', async () => {
    for (let i = 0; i < 30; i += 1) {
      await attempt('/api/admin/login', '192.0.2.7', { username: `someone-${i}`, password: 'wrong-password' }).expect(401);
    }
    await attempt('/api/admin/login', '192.0.2.7', ADMIN).expect(429);
    const elsewhere = await attempt('/api/admin/login', '192.0.2.8', ADMIN).expect(200);
    expect(elsewhere.body.status).toBe('success');
  });
});
