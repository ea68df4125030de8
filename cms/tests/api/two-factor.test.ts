/**
 * Two-factor sign-in for staff accounts (issue 26 §2; README "Two-factor sign-in"): switched on per account by the
 * operator, the login then asks for the 6-digit code of an authenticator app after the password. Codes count in the
 * same login throttle as passwords, and a code taken once is never taken again.
 */
import path from 'path';
import { generate } from 'otplib';
import { ADMIN, ATMADMIN, PANEL_OPERATOR, startCms, type TestCms } from '../support/cms';

const USER = 'plugin::users-permissions.user';
const AUDIT = 'api::audit-entry.audit-entry';
const PANEL_USERS = `/content-manager/collection-types/${USER}`;

const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app';
const WRONG_CODE = { status: 'error', message: 'Wrong code: enter the 6-digit code your authenticator app shows now' };
const USED_CODE = { status: 'error', message: 'This code was already used: wait for the next code in your authenticator app' };
const SIGN_IN_AGAIN = { status: 'error', message: 'The sign-in has expired: enter your username and password again' };
const THROTTLED = { status: 'error', message: 'Too many failed login attempts. Try again later.' };

let cms: TestCms;
const secrets: string[] = [];

beforeAll(async () => {
  // 127.0.0.1 (supertest) forwards each test's client address, so each test has its own throttle counts.
  cms = await startCms({ TRUSTED_PROXIES: '127.0.0.1' });
}, 300_000);
afterAll(async () => {
  await cms?.stop();
});

/** The enrolment `npm run two-factor -- <username>` runs (scripts/two-factor.mjs), from the CMS's dist/ like Strapi. */
function enrolTwoFactor(username: string): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module instance Strapi required from dist/
  const module: typeof import('../../src/utils/two-factor') = require(
    path.join(cms.strapi.dirs.dist.root, 'src', 'utils', 'two-factor.js'),
  );
  return module.enrolTwoFactor(cms.strapi, username);
}

async function roleId(type: 'admin' | 'atmadmin'): Promise<number> {
  const role = (await cms.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type } })) as { id: number };
  return role.id;
}

async function panelToken(): Promise<string> {
  return (await cms.api().post('/admin/login').send(PANEL_OPERATOR).expect(200)).body.data.token as string;
}

/** A named account of `role` with two-factor sign-in set up; its password and the secret its app holds. */
async function enrolledAccount(username: string, role: 'admin' | 'atmadmin' = 'admin') {
  const password = `${username}-Pass-1`;
  // As the operator's Save in the panel creates it (the document service hashes the password).
  await cms.strapi
    .plugin('users-permissions')
    .service('user')
    .add({
      username,
      email: `${username}@trustbank.gm`,
      password,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: await roleId(role),
    });
  const uri = new URL(await enrolTwoFactor(username));
  const secret = uri.searchParams.get('secret') ?? '';
  secrets.push(secret);
  return { username, password, secret, loginPath: `/api/${role}/login` };
}

type Account = Awaited<ReturnType<typeof enrolledAccount>>;

const from = (address: string) => ({
  password: (account: Pick<Account, 'username' | 'password' | 'loginPath'>) =>
    cms
      .api()
      .post(account.loginPath)
      .set('X-Forwarded-For', address)
      .send({ username: account.username, password: account.password }),
  code: (account: Pick<Account, 'loginPath'>, challenge: string, code: string) =>
    cms.api().post(account.loginPath).set('X-Forwarded-For', address).send({ challenge, code }),
});

/** The code an authenticator app shows, `stepsAhead` periods of 30 s from now. */
const codeOf = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

async function challengeOf(account: Account, address: string): Promise<string> {
  const response = await from(address).password(account).expect(200);
  expect(response.body).toEqual({ status: 'code-required', message: CODE_NEEDED, challenge: expect.any(String) });
  return response.body.challenge as string;
}

const auditOf = async (actor: string) =>
  (await cms.strapi.db.query(AUDIT).findMany({ where: { actor }, orderBy: { id: 'asc' } })) as Array<{
    action: string;
    reason: string | null;
  }>;

describe('two-factor sign-in', () => {
  it('the panel cannot switch it on before the app is set up; the enrolment switches it on and gives an otpauth address', async () => {
    const operator = await panelToken();
    await cms
      .api()
      .post(PANEL_USERS)
      .set('Authorization', `Bearer ${operator}`)
      .send({
        username: 'binta.touray',
        email: 'binta@trustbank.gm',
        password: 'Binta-Pass-1',
        confirmed: true,
        role: { connect: [{ id: await roleId('admin') }] },
      })
      .expect(201);
    const { documentId } = (await cms.strapi.db.query(USER).findOne({ where: { username: 'binta.touray' } })) as {
      documentId: string;
    };
    const switched = await cms
      .api()
      .put(`${PANEL_USERS}/${documentId}`)
      .set('Authorization', `Bearer ${operator}`)
      .send({ two_factor: true });
    expect(switched.status).toBe(400);
    expect(JSON.stringify(switched.body)).toContain('npm run two-factor');
    // Nothing changed: the password alone still signs in.
    expect(
      (await from('203.0.113.1').password({ username: 'binta.touray', password: 'Binta-Pass-1', loginPath: '/api/admin/login' }))
        .body.status,
    ).toBe('success');

    const uri = await enrolTwoFactor('binta.touray');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Trust%20Bank%20staff:binta\.touray\?secret=[A-Z2-7]{32}&issuer=Trust%20Bank%20staff/);
    secrets.push(new URL(uri).searchParams.get('secret') ?? '');
    const challenge = await from('203.0.113.1').password({
      username: 'binta.touray',
      password: 'Binta-Pass-1',
      loginPath: '/api/admin/login',
    });
    expect(challenge.body.status).toBe('code-required');
    // The audit names the switch and the new secret, never its value.
    const enrolment = (await cms.strapi.db
      .query(AUDIT)
      .findMany({ where: { title: 'binta.touray', action: 'update' } })) as Array<{
      changes: Record<string, unknown> | null;
    }>;
    expect(enrolment.map((entry) => entry.changes)).toContainEqual({ two_factor: { before: false, after: true } });
  });

  it('a right code signs in; the password step alone never gives a token, and its challenge is no token', async () => {
    const account = await enrolledAccount('awa.njie');
    const challenge = await challengeOf(account, '203.0.113.2');
    // The challenge is refused wherever a staff token is needed.
    const asToken = await cms.api().delete('/api/news/no-such-news').set('Authorization', `Bearer ${challenge}`);
    expect(asToken.status).toBe(401);

    const response = await from('203.0.113.2')
      .code(account, challenge, await codeOf(account.secret))
      .expect(200);
    expect(response.body).toEqual({ status: 'success', role: 'admin', token: expect.any(String) });
    // A real admin token: past the role check, to the missing item.
    await cms.api().delete('/api/news/no-such-news').set('Authorization', `Bearer ${response.body.token}`).expect(404);
    expect((await auditOf('awa.njie')).at(-1)).toMatchObject({ action: 'login', reason: null });
  });

  it('a wrong code is refused and recorded; the right one still works with the same challenge', async () => {
    const account = await enrolledAccount('ousman.bah');
    const challenge = await challengeOf(account, '203.0.113.3');
    const right = await codeOf(account.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const refused = await from('203.0.113.3').code(account, challenge, wrong).expect(401);
    expect(refused.body).toEqual(WRONG_CODE);
    expect((await auditOf('ousman.bah')).at(-1)).toMatchObject({ action: 'login refused', reason: 'wrong two-factor code' });
    // Not a code at all: 400, and nothing counted against the account.
    const malformed = await from('203.0.113.3').code(account, challenge, '12345a').expect(400);
    expect(malformed.body).toMatchObject({ status: 'error', message: expect.stringContaining('6 digits') });
    // A forged challenge signs nobody in.
    expect((await from('203.0.113.3').code(account, `${challenge}x`, right).expect(401)).body).toEqual(SIGN_IN_AGAIN);

    expect((await from('203.0.113.3').code(account, challenge, right).expect(200)).body.status).toBe('success');
  });

  it('a used code is never taken again, nor a challenge that already signed in, on parallel requests either', async () => {
    const account = await enrolledAccount('isatou.sowe');
    const first = await challengeOf(account, '203.0.113.4');
    const code = await codeOf(account.secret);
    // Two requests with the same code at once: one signs in.
    const both = await Promise.all([
      from('203.0.113.4').code(account, first, code),
      from('203.0.113.4').code(account, first, code),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 401]);
    expect(both.find((response) => response.status === 401)?.body).toEqual(USED_CODE);

    // A new sign-in with the same code (say, read over a shoulder): refused.
    const second = await challengeOf(account, '203.0.113.4');
    expect((await from('203.0.113.4').code(account, second, code).expect(401)).body).toEqual(USED_CODE);
    expect((await auditOf('isatou.sowe')).at(-1)).toMatchObject({
      action: 'login refused',
      reason: 'two-factor code already used',
    });
    // The first challenge with the next code: it signed in once already.
    expect(
      (
        await from('203.0.113.4')
          .code(account, first, await codeOf(account.secret, 1))
          .expect(401)
      ).body,
    ).toEqual(SIGN_IN_AGAIN);
    // The new challenge with the next code: signs in.
    expect(
      (
        await from('203.0.113.4')
          .code(account, second, await codeOf(account.secret, 1))
          .expect(200)
      ).body.status,
    ).toBe('success');
  });

  it('a burst of guessed codes is throttled like passwords, and the password step with it', async () => {
    const account = await enrolledAccount('modou.jobe');
    // The password step counts one attempt (cms/tests/support: 10 per username and address).
    const challenge = await challengeOf(account, '203.0.113.5');
    const right = await codeOf(account.secret);
    const guesses = Array.from({ length: 20 }, (_, index) => String((Number(right) + 1 + index) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess) => from('203.0.113.5').code(account, challenge, guess)));
    const count = (status: number) => answers.filter((response) => response.status === status).length;
    expect(count(401)).toBe(9);
    expect(count(429)).toBe(11);
    expect(answers.find((response) => response.status === 429)?.body).toEqual(THROTTLED);
    expect(answers.find((response) => response.status === 429)?.headers['retry-after']).toMatch(/^\d+$/);

    // The right code and the right password are refused too, from that address, for the window.
    expect((await from('203.0.113.5').code(account, challenge, right)).status).toBe(429);
    expect((await from('203.0.113.5').password(account)).status).toBe(429);
    const refusals = (await auditOf('modou.jobe')).filter((entry) => entry.action === 'login refused');
    expect(refusals.filter((entry) => entry.reason === 'wrong two-factor code')).toHaveLength(9);
    expect(refusals.filter((entry) => entry.reason === 'too many failed attempts')).toHaveLength(13);
    // Its owner elsewhere is not locked out.
    const elsewhere = await challengeOf(account, '198.51.100.50');
    expect((await from('198.51.100.50').code(account, elsewhere, right).expect(200)).body.status).toBe('success');
  });

  it("the spec's admin and atmadmin sign in with their password alone: two-factor is off for them", async () => {
    for (const [who, role] of [
      [ADMIN, 'admin'],
      [ATMADMIN, 'atmadmin'],
    ] as const) {
      const response = await cms.api().post(`/api/${role}/login`).set('X-Forwarded-For', '203.0.113.6').send(who).expect(200);
      expect(response.body).toEqual({ status: 'success', role, token: expect.any(String) });
      const stored = (await cms.strapi.db.query(USER).findOne({ where: { username: who.username } })) as { two_factor: boolean };
      expect(stored.two_factor).toBe(false);
    }
  });

  it('the operator switches it off and on again in the panel', async () => {
    const account = await enrolledAccount('lamin.drammeh', 'atmadmin');
    const operator = await panelToken();
    const user = (await cms.strapi.db.query(USER).findOne({ where: { username: account.username } })) as { documentId: string };
    const set = (on: boolean) =>
      cms
        .api()
        .put(`${PANEL_USERS}/${user.documentId}`)
        .set('Authorization', `Bearer ${operator}`)
        .send({ two_factor: on })
        .expect(200);
    await set(false);
    expect((await from('203.0.113.7').password(account).expect(200)).body).toMatchObject({ status: 'success', role: 'atmadmin' });
    await set(true);
    const challenge = await challengeOf(account, '203.0.113.7');
    expect(
      (
        await from('203.0.113.7')
          .code(account, challenge, await codeOf(account.secret))
          .expect(200)
      ).body.role,
    ).toBe('atmadmin');
  });

  it('no API answer and no audit entry ever holds a secret', async () => {
    const operator = await panelToken();
    const answers = [
      await cms.api().get(PANEL_USERS).set('Authorization', `Bearer ${operator}`).expect(200),
      await cms.api().get(`/content-manager/collection-types/${AUDIT}`).set('Authorization', `Bearer ${operator}`).expect(200),
    ];
    const list = answers[0].body.results as Array<{ documentId: string; username: string }>;
    expect(list.map((user) => user.username)).toEqual(expect.arrayContaining(['awa.njie', 'binta.touray']));
    for (const user of list) {
      answers.push(
        await cms.api().get(`${PANEL_USERS}/${user.documentId}`).set('Authorization', `Bearer ${operator}`).expect(200),
      );
    }
    const everything = JSON.stringify([
      ...answers.map((response) => response.text),
      await cms.strapi.db.query(AUDIT).findMany({}),
    ]);
    expect(secrets.length).toBeGreaterThanOrEqual(6);
    for (const secret of secrets) {
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toContain('two_factor_secret"');
    expect(everything).not.toContain('two_factor_last_step');
  });
});
