/**
 * Two-factor sign-in for staff accounts (docs/security.md "Two-factor sign-in"): set up per account by the operator and
 * switched on by the app's first right code, the login then asks for the 6-digit code of an authenticator app after the
 * password. Codes count in the same login throttle as passwords, and per account and per challenge whatever the
 * address; a code taken once is never taken again; the secret is stored encrypted.
 */
import { randomBytes } from 'crypto';
import path from 'path';
import { generate } from 'otplib';
import { SmtpSink } from '../support/bulk-fakes';
import { ADMIN, ATMADMIN, PANEL_OPERATOR, startCms, type TestCms } from '../support/cms';

const USER = 'plugin::users-permissions.user';
const AUDIT = 'api::audit-entry.audit-entry';
const PANEL_USERS = `/content-manager/collection-types/${USER}`;

const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app';
const WRONG_CODE = { status: 'error', message: 'Wrong code: enter the 6-digit code your authenticator app shows now' };
const USED_CODE = { status: 'error', message: 'This code was already used: wait for the next code in your authenticator app' };
const SIGN_IN_AGAIN = { status: 'error', message: 'The sign-in has expired: enter your username and password again' };
const THROTTLED = { status: 'error', message: 'Too many failed login attempts. Try again later.' };
const PAUSED = {
  status: 'error',
  message: 'Too many wrong codes: two-factor sign-in of this account is paused. Try again later.',
};
const REVOKED = { message: 'This token was revoked: sign in again' };

let cms: TestCms;
const secrets: string[] = [];
const smtp = new SmtpSink();

beforeAll(async () => {
  const smtpPort = await smtp.start();
  // 127.0.0.1 (supertest) forwards each test's client address, so each test has its own throttle counts.
  cms = await startCms({
    TRUSTED_PROXIES: '127.0.0.1',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_FROM: 'alerts@trustbank.gm',
    SMTP_IGNORE_TLS: 'true',
  });
}, 300_000);
afterAll(async () => {
  await cms?.stop();
  await smtp.stop();
});

/** The enrolment `npm run two-factor -- <username>` runs (scripts/two-factor.mjs), from the CMS's dist/ like Strapi. */
function enrolment(): typeof import('../../src/staff-auth/two-factor') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module instance Strapi required from dist/
  return require(path.join(cms.strapi.dirs.dist.root, 'src', 'staff-auth', 'two-factor.js'));
}

/**
 * The whole enrolment: the script's new secret, then the code the new app shows at its prompt (that of the step before
 * now, so that the codes of now and later are still free for the test's sign-ins). The otpauth address it printed.
 */
async function enrolTwoFactor(username: string): Promise<string> {
  const pending = await enrolment().beginEnrolment(cms.strapi, username);
  expect(await enrolment().confirmEnrolment(cms.strapi, pending, await codeOf(pending.secret, -1))).toBe(true);
  return pending.uri;
}

/** The stored row of an account, as the database holds it. */
const storedAccount = async (username: string) =>
  (await cms.strapi.db.query(USER).findOne({ where: { username } })) as {
    id: number;
    documentId: string;
    two_factor: boolean;
    two_factor_secret: string | null;
    token_version: number | null;
  };

/** Whether a staff token still opens a staff route (404: past the checks, to the missing item). */
const tokenWorks = async (token: string) => {
  const response = await cms.api().delete('/api/news/no-such-news').set('Authorization', `Bearer ${token}`);
  if (response.status === 401) expect(response.body).toEqual(REVOKED);
  return response.status === 404;
};

async function roleId(type: 'admin' | 'atmadmin'): Promise<number> {
  const role = (await cms.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type } })) as { id: number };
  return role.id;
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
  it('the panel cannot switch it on before the app is set up; only the new app’s first right code switches it on', async () => {
    const operator = await cms.panelToken(PANEL_OPERATOR);
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
    const { documentId } = await storedAccount('binta.touray');
    const switched = await cms
      .api()
      .put(`${PANEL_USERS}/${documentId}`)
      .set('Authorization', `Bearer ${operator}`)
      .send({ two_factor: true });
    expect(switched.status).toBe(400);
    expect(JSON.stringify(switched.body)).toContain('npm run two-factor');
    const binta = { username: 'binta.touray', password: 'Binta-Pass-1', loginPath: '/api/admin/login' };
    // Nothing changed: the password alone still signs in.
    expect((await from('203.0.113.1').password(binta)).body.status).toBe('success');

    const pending = await enrolment().beginEnrolment(cms.strapi, 'binta.touray');
    expect(pending.uri).toMatch(
      /^otpauth:\/\/totp\/Trust%20Bank%20staff:binta\.touray\?secret=[A-Z2-7]{32}&issuer=Trust%20Bank%20staff/,
    );
    secrets.push(pending.secret);
    // The address is printed, no code given yet: not on, nothing stored, the password alone still signs in.
    expect(await storedAccount('binta.touray')).toMatchObject({ two_factor: false, two_factor_secret: null });
    expect((await from('203.0.113.1').password(binta)).body.status).toBe('success');
    // A wrong code at the script's prompt changes nothing either.
    const right = await codeOf(pending.secret);
    expect(await enrolment().confirmEnrolment(cms.strapi, pending, right === '000000' ? '111111' : '000000')).toBe(false);
    expect((await from('203.0.113.1').password(binta)).body.status).toBe('success');

    expect(await enrolment().confirmEnrolment(cms.strapi, pending, right)).toBe(true);
    const challenge = await from('203.0.113.1').password(binta);
    expect(challenge.body.status).toBe('code-required');
    // The code given at the prompt was taken: it cannot sign in.
    expect((await from('203.0.113.1').code(binta, challenge.body.challenge, right).expect(401)).body).toEqual(USED_CODE);
    // The audit names the switch and the new secret, never its value.
    const enrolled = (await cms.strapi.db
      .query(AUDIT)
      .findMany({ where: { title: 'binta.touray', action: 'update' } })) as Array<{
      changes: Record<string, unknown> | null;
    }>;
    expect(enrolled.map((entry) => entry.changes)).toContainEqual({ two_factor: { before: false, after: true } });
  });

  it('stores the secret encrypted: the database holds no base32 secret, and another account’s copy does not decrypt', async () => {
    const first = await enrolledAccount('sainabou.ceesay');
    const second = await enrolledAccount('ebrima.sanneh');
    const stored = await storedAccount(first.username);
    expect(stored.two_factor_secret).toMatch(/^tfa1\.[0-9a-f]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored.two_factor_secret).not.toContain(first.secret);
    expect(JSON.stringify(await cms.strapi.db.query(USER).findMany({}))).not.toContain(first.secret);

    // Someone who can write the database copies the first account's encrypted secret (whose codes they know) into
    // the second's row: it does not decrypt there, and nobody signs in as the second account with the first's codes.
    await cms.strapi.db
      .query(USER)
      .update({ where: { username: second.username }, data: { two_factor_secret: stored.two_factor_secret } });
    const challenge = await challengeOf(second, '203.0.113.21');
    expect(
      (
        await from('203.0.113.21')
          .code(second, challenge, await codeOf(first.secret))
          .expect(401)
      ).body,
    ).toEqual(SIGN_IN_AGAIN);
  });

  it('setting it up, setting it up again and switching it off or on each end the account’s tokens', async () => {
    const account = await enrolledAccount('fatou.sarr');
    const signIn = async (address: string, stepsAhead: number) => {
      const challenge = await challengeOf(account, address);
      const response = await from(address)
        .code(account, challenge, await codeOf(account.secret, stepsAhead))
        .expect(200);
      return response.body.token as string;
    };
    const before = await signIn('203.0.113.22', 0);
    expect(await tokenWorks(before)).toBe(true);

    // A new phone: until its first code the old app and its sessions keep working; then both are ended.
    const pending = await enrolment().beginEnrolment(cms.strapi, account.username);
    secrets.push(pending.secret);
    expect(await tokenWorks(before)).toBe(true);
    const pendingChallenge = await challengeOf(account, '203.0.113.22');
    expect(await enrolment().confirmEnrolment(cms.strapi, pending, await codeOf(pending.secret, -1))).toBe(true);
    expect(await tokenWorks(before)).toBe(false);
    // The challenge issued before is ended too, and the old app's codes no longer sign in.
    expect(
      (
        await from('203.0.113.22')
          .code(account, pendingChallenge, await codeOf(account.secret, 1))
          .expect(401)
      ).body,
    ).toEqual(SIGN_IN_AGAIN);
    const oldApp = await challengeOf(account, '203.0.113.23');
    expect(
      (
        await from('203.0.113.23')
          .code(account, oldApp, await codeOf(account.secret, 1))
          .expect(401)
      ).body,
    ).toEqual(WRONG_CODE);
    account.secret = pending.secret;
    const afterReEnrolment = await signIn('203.0.113.22', 0);
    expect(await tokenWorks(afterReEnrolment)).toBe(true);

    // The operator switches it off in the panel: signed out; a password-only token, then switched on again: signed out.
    const operator = await cms.panelToken(PANEL_OPERATOR);
    const { documentId } = await storedAccount(account.username);
    const set = (on: boolean) =>
      cms
        .api()
        .put(`${PANEL_USERS}/${documentId}`)
        .set('Authorization', `Bearer ${operator}`)
        .send({ two_factor: on })
        .expect(200);
    await set(false);
    expect(await tokenWorks(afterReEnrolment)).toBe(false);
    const passwordOnly = (await from('203.0.113.22').password(account).expect(200)).body.token as string;
    expect(await tokenWorks(passwordOnly)).toBe(true);
    // A save that leaves the switch as it is ends nothing.
    await set(false);
    expect(await tokenWorks(passwordOnly)).toBe(true);
    await set(true);
    expect(await tokenWorks(passwordOnly)).toBe(false);
  });

  it('a first enrolment ends the sessions signed in with the password alone', async () => {
    const password = 'Kebba-Pass-1';
    await cms.strapi
      .plugin('users-permissions')
      .service('user')
      .add({
        username: 'kebba.ceesay',
        email: 'kebba@trustbank.gm',
        password,
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: await roleId('admin'),
      });
    const token = (
      await from('203.0.113.24').password({ username: 'kebba.ceesay', password, loginPath: '/api/admin/login' }).expect(200)
    ).body.token as string;
    expect(await tokenWorks(token)).toBe(true);
    secrets.push(new URL(await enrolTwoFactor('kebba.ceesay')).searchParams.get('secret') ?? '');
    expect(await tokenWorks(token)).toBe(false);
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

  it('60 guessed codes from 60 addresses against one challenge: 4 are checked, the 5th pauses the account', async () => {
    const account = await enrolledAccount('modou.jobe');
    const warnings = jest.spyOn(cms.strapi.log, 'warn');
    const challenge = await challengeOf(account, '203.0.113.5');
    const right = await codeOf(account.secret);
    const guesses = Array.from({ length: 60 }, (_, index) => String((Number(right) + 1 + index) % 1_000_000).padStart(6, '0'));
    // Each from an address of its own, so no address or username-and-address count ever reaches its limit.
    const answers = await Promise.all(
      guesses.map((guess, index) => from(`198.18.0.${index + 1}`).code(account, challenge, guess)),
    );
    const notThrottled = answers.filter((response) => response.status !== 429);
    expect(notThrottled.length).toBeLessThanOrEqual(5);
    expect(notThrottled.map((response) => response.body)).toEqual([WRONG_CODE, WRONG_CODE, WRONG_CODE, WRONG_CODE]);
    const throttled = answers.filter((response) => response.status === 429);
    expect(throttled).toHaveLength(56);
    for (const response of throttled) {
      expect(response.body).toEqual(PAUSED);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The pause is 15 minutes, whatever answer said so.
    expect(Math.max(...throttled.map((response) => Number(response.headers['retry-after'])))).toBeGreaterThan(14 * 60);

    // The right code on that challenge, from yet another address: refused.
    expect((await from('198.18.1.1').code(account, challenge, right).expect(429)).body).toEqual(PAUSED);
    // A new challenge (the password is right) waits too: the account is paused, not the challenge alone.
    const again = await challengeOf(account, '198.18.1.2');
    expect((await from('198.18.1.2').code(account, again, right).expect(429)).body).toEqual(PAUSED);

    // The operator is told: one audit entry and one warning in the log; the staff member by e-mail.
    const audit = await auditOf('modou.jobe');
    expect(audit.filter((entry) => entry.reason === 'wrong two-factor code')).toHaveLength(5);
    expect(audit.filter((entry) => entry.action === 'two-factor paused')).toEqual([
      expect.objectContaining({
        reason: 'too many wrong two-factor codes after a right password: two-factor sign-in paused for 15 minutes',
      }),
    ]);
    const paused = warnings.mock.calls.filter(([line]) => String(line).startsWith('Two-factor sign-in of modou.jobe paused'));
    expect(paused).toHaveLength(1);
    expect(String(paused[0][0])).not.toContain(account.secret);
    warnings.mockRestore();
    const deadline = Date.now() + 20_000;
    while (!smtp.mails.some((mail) => mail.envelopeTo.includes('modou.jobe@trustbank.gm')) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const mails = smtp.mails.filter((mail) => mail.envelopeTo.includes('modou.jobe@trustbank.gm'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Two-factor sign-in of the account is paused for 15 minutes.');
    expect(mails[0].text).toContain('someone knows your password');
  });

  it('a code counts in the password throttle of its address too', async () => {
    const account = await enrolledAccount('awa.ceesay');
    const challenge = await challengeOf(account, '203.0.113.25');
    const right = await codeOf(account.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    // 1 password and 4 wrong codes, then 5 wrong passwords: 10 of that username from that address.
    for (let i = 0; i < 4; i += 1) await from('203.0.113.25').code(account, challenge, wrong).expect(401);
    for (let i = 0; i < 5; i += 1)
      await from('203.0.113.25')
        .password({ ...account, password: `wrong-${i}` })
        .expect(401);
    expect((await from('203.0.113.25').code(account, challenge, right).expect(429)).body).toEqual(THROTTLED);
    // Elsewhere, the owner's right code signs in (4 wrong codes in a row do not pause the account).
    const elsewhere = await challengeOf(account, '198.51.100.50');
    expect((await from('198.51.100.50').code(account, elsewhere, right).expect(200)).body.status).toBe('success');
  });

  it('a secret stored in clear before is encrypted as the CMS starts, and a new key takes over from the old one', async () => {
    const inClear = await enrolledAccount('musa.darboe');
    const underOldKey = await enrolledAccount('aminata.jallow');
    // As an earlier version stored it.
    await cms.strapi.db
      .query(USER)
      .update({ where: { username: inClear.username }, data: { two_factor_secret: inClear.secret } });
    const oldKey = cms.env.TWO_FACTOR_KEY;
    const newKey = randomBytes(32).toString('base64url');
    // Rotation: the new key first, the old one still there to decrypt.
    cms.env.TWO_FACTOR_KEY = `${newKey},${oldKey}`;
    await cms.restart();
    const [clearRow, oldRow] = [await storedAccount(inClear.username), await storedAccount(underOldKey.username)];
    expect(clearRow.two_factor_secret).toMatch(/^tfa1\./);
    expect(clearRow.two_factor_secret).not.toContain(inClear.secret);
    // Both now under the new key (the same key id).
    expect(clearRow.two_factor_secret?.split('.')[1]).toBe(oldRow.two_factor_secret?.split('.')[1]);
    // The old key removed: both still sign in.
    cms.env.TWO_FACTOR_KEY = newKey;
    await cms.restart();
    for (const [index, account] of [inClear, underOldKey].entries()) {
      const address = `203.0.113.${30 + index}`;
      const challenge = await challengeOf(account, address);
      expect(
        (
          await from(address)
            .code(account, challenge, await codeOf(account.secret))
            .expect(200)
        ).body.status,
      ).toBe('success');
    }
  }, 180_000);

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
    const operator = await cms.panelToken(PANEL_OPERATOR);
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
    const operator = await cms.panelToken(PANEL_OPERATOR);
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
