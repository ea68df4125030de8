/**
 * Strapi's panel sign-in (POST /admin/login) under a burst: every attempt is counted before the password is checked,
 * per email and address and per address (the staff logins' throttle), in the store the instances share. Strapi's own
 * limit (5 per email and address, in each instance's memory, none per address) stays behind it.
 */
import { PANEL_EDITOR, startCms, type TestCms } from '../support/cms';

let cms: TestCms;

beforeAll(async () => {
  // 127.0.0.1 (supertest) is a trusted proxy: each test's attacker is the address it forwards.
  cms = await startCms({ TRUSTED_PROXIES: '127.0.0.1' });
  // One listening server for the bursts (supertest would otherwise open a server per request).
  await new Promise<void>((resolve) => cms.strapi.server.httpServer.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await cms?.stop();
});

const signIn = (address: string, body: object) => cms.api().post('/admin/login').set('X-Forwarded-For', address).send(body);

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('the panel sign-in under a burst', () => {
  it('lets at most 5 parallel guesses at one email from one address reach the password check', async () => {
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) => signIn('192.0.2.80', { email: PANEL_EDITOR.email, password: `Wrong-${i}` })),
    );
    const statuses = tally(answers.map((answer) => answer.status));
    // 400 is Strapi's "Invalid credentials": the password was checked.
    expect(statuses[400]).toBeLessThanOrEqual(5);
    expect(statuses[429]).toBe(120 - (statuses[400] ?? 0));
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.body.error.message).toBe('Too many requests, please try again later.');
    // The editor, from their own desk, is not locked out.
    const own = await signIn('192.0.2.89', PANEL_EDITOR).expect(200);
    expect(own.body.data.token).toEqual(expect.any(String));
  });

  it('lets at most 30 parallel guesses from one address reach the password check, whatever the emails', async () => {
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        signIn('192.0.2.81', { email: `sprayed-${i}@example.com`, password: 'Wrong-password-1' }),
      ),
    );
    const statuses = tally(answers.map((answer) => answer.status));
    expect(statuses).toEqual({ 400: 30, 429: 90 });
    const refused = answers.find((answer) => answer.status === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // That address is refused even with the right password; another address is not.
    await signIn('192.0.2.81', PANEL_EDITOR).expect(429);
    await signIn('192.0.2.82', PANEL_EDITOR).expect(200);
  });

  it('counts the panel and the staff logins of one address together', async () => {
    const staff = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        cms
          .api()
          .post('/api/admin/login')
          .set('X-Forwarded-For', '192.0.2.83')
          .send({ username: `guess-${i}`, password: 'x' }),
      ),
    );
    expect(tally(staff.map((answer) => answer.status))).toEqual({ 401: 20 });
    const panel = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signIn('192.0.2.83', { email: `guess-${i}@example.com`, password: 'Wrong-password-1' }),
      ),
    );
    expect(tally(panel.map((answer) => answer.status))).toEqual({ 400: 10, 429: 10 });
  });
});
