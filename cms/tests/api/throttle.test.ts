import http from 'http';
import type { AddressInfo } from 'net';
import { ADMIN, ATMADMIN, PANEL_EDITOR, startCms, type TestCms } from '../support/cms';

let cms: TestCms;

const THROTTLED = { status: 'error', message: 'Too many failed login attempts. Try again later.' };
const INVALID = { status: 'error', message: 'Invalid username or password' };

beforeAll(async () => {
  // Only 127.0.0.1 (supertest's address, like the site on the same machine) may forward a client's address; any
  // other 127.0.0.x is a direct client.
  cms = await startCms({ TRUSTED_PROXIES: '127.0.0.1' });
  await new Promise<void>((resolve) => cms.strapi.server.httpServer.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await cms?.stop();
});

/** Through the trusted proxy: the client is the address it forwards. */
const viaProxy = (path: string, clientAddress: string, body: object) =>
  cms.api().post(path).set('X-Forwarded-For', clientAddress).send(body);

/** Straight to the CMS from `localAddress` (not a trusted proxy), sending whatever X-Forwarded-For it likes. */
function direct(path: string, body: object, localAddress: string, forwardedFor: string) {
  const payload = JSON.stringify(body);
  const { port } = cms.strapi.server.httpServer.address() as AddressInfo;
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
          'X-Forwarded-For': forwardedFor,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe('staff login throttling (per username and address pair, and per address)', () => {
  it('does not count successful logins', async () => {
    for (let i = 0; i < 12; i += 1) {
      const response = await viaProxy('/api/admin/login', '198.51.100.1', ADMIN).expect(200);
      expect(response.body.status).toBe('success');
    }
  });

  it('lets the owner in from their own desk after 12 failures from 12 other addresses', async () => {
    for (let i = 1; i <= 12; i += 1) {
      await viaProxy('/api/atmadmin/login', `203.0.113.${i}`, { username: ATMADMIN.username, password: `wrong-${i}` }).expect(
        401,
      );
    }
    const owner = await viaProxy('/api/atmadmin/login', '203.0.113.13', ATMADMIN).expect(200);
    expect(owner.body).toMatchObject({ status: 'success', role: 'atmadmin' });
  });

  it('refuses a username from one address from the 11th attempt, with Retry-After, even with the right password', async () => {
    for (let i = 1; i <= 10; i += 1) {
      const failed = await viaProxy('/api/admin/login', '192.0.2.40', {
        username: ADMIN.username,
        password: `wrong-${i}`,
      }).expect(401);
      expect(failed.body).toEqual(INVALID);
    }
    for (const password of ['wrong-11', 'wrong-12', ADMIN.password]) {
      const refused = await viaProxy('/api/admin/login', '192.0.2.40', { username: ADMIN.username, password }).expect(429);
      expect(refused.body).toEqual(THROTTLED);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
    await viaProxy('/api/admin/login', '192.0.2.41', ADMIN).expect(200);
  });

  it('counts only consecutive failures: a success resets its pair', async () => {
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 9; i += 1) {
        await viaProxy('/api/admin/login', '192.0.2.50', { username: ADMIN.username, password: `wrong-${i}` }).expect(401);
      }
      await viaProxy('/api/admin/login', '192.0.2.50', ADMIN).expect(200);
    }
  });

  it('refuses an address after 30 failures across usernames, and only that address', async () => {
    for (let i = 0; i < 30; i += 1) {
      await viaProxy('/api/admin/login', '192.0.2.7', { username: `someone-${i}`, password: 'wrong-password' }).expect(401);
    }
    const refused = await viaProxy('/api/admin/login', '192.0.2.7', ADMIN).expect(429);
    expect(refused.body).toEqual(THROTTLED);
    await viaProxy('/api/admin/login', '192.0.2.8', ADMIN).expect(200);
  });
});

/** How many answers of each status: a 401 is a guess that reached the password check. */
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('a burst of parallel guesses (an attacker who does not wait for answers)', () => {
  it('gets 10 guesses at one username from one address to the password check, and 429s for the rest', async () => {
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        viaProxy('/api/admin/login', '192.0.2.60', { username: ADMIN.username, password: `wrong-${i}` }),
      ),
    );
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 401: 10, 429: 110 });
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.body).toEqual(THROTTLED);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, from their own desk, is not locked out by the burst.
    await viaProxy('/api/admin/login', '192.0.2.69', ADMIN).expect(200);
  });

  it('gets at most 30 guesses per address to the password check, from several addresses at once', async () => {
    const guess = (i: number) => ({ username: `sprayed-${i}`, password: 'wrong-password' });
    const forwarded = ['192.0.2.61', '192.0.2.62', '192.0.2.63'].map((address) =>
      Promise.all(Array.from({ length: 120 }, (_, i) => viaProxy('/api/admin/login', address, guess(i)))).then((answers) =>
        answers.map((answer) => answer.status),
      ),
    );
    // Real client sockets too: any 127.0.0.x but the trusted 127.0.0.1 is a client of its own.
    const sockets = ['127.0.0.7', '127.0.0.8'].map((address) =>
      Promise.all(Array.from({ length: 120 }, (_, i) => direct('/api/atmadmin/login', guess(i), address, '198.18.3.1'))).then(
        (answers) => answers.map((answer) => answer.status),
      ),
    );
    for (const statuses of await Promise.all([...forwarded, ...sockets])) {
      expect(tally(statuses)).toEqual({ 401: 30, 429: 90 });
    }
  });
});

describe('the client address of a direct client (TRUSTED_PROXIES)', () => {
  it('is its socket address: rotating X-Forwarded-For does not escape the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const response = await direct(
        '/api/admin/login',
        { username: `guess-${i}`, password: 'wrong-password' },
        '127.0.0.5',
        `198.18.0.${i}`,
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(30).fill(401), ...Array(10).fill(429)]);
    const owner = await direct('/api/admin/login', ADMIN, '127.0.0.5', '198.18.1.1');
    expect(owner).toEqual({ status: 429, body: THROTTLED });
    // The same X-Forwarded-For through the trusted proxy is another client, not refused.
    await viaProxy('/api/admin/login', '198.18.1.1', ADMIN).expect(200);
  });

  it("is also what Strapi's own panel login limit counts", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await direct(
        '/admin/login',
        { email: PANEL_EDITOR.email, password: `Wrong-password-${i}` },
        '127.0.0.6',
        `198.18.2.${i}`,
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(400));
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
