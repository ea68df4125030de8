import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import type { LoginCodeRequired, LoginErrorBody, LoginSuccess, MessageBody } from '@bank/shared';
import { codeTimeStep, isSixDigitCode } from './two-factor-code';
import { loginRefusals } from '../observability/metrics';
import { recordAudit, recordSignIn } from '../audit/trail';
import { jsonObjectBody } from '../platform/json-body';
import { staffCaller } from '../platform/koa-state';
import { issueStaffToken, revokeStaffTokens, type StaffRole } from './staff';
import { loginThrottle } from './login-throttle';
import { tellOfCodePause } from './two-factor-pause';
import { issueChallenge, readChallenge, secretOf, takeCodeStep, twoFactorAccount } from './two-factor';

// Compared against when the username is unknown, so both failures take the same time.
const UNKNOWN_USER_HASH = '$2a$10$VXy2DPqlLbwaHyHPFxEi4unxlJ6a8hsTDjblVXTD8Vpp20IMspZMS';
const INVALID = 'Invalid username or password';
const THROTTLED = 'Too many failed login attempts. Try again later.';
const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app';
const WRONG_CODE = 'Wrong code: enter the 6-digit code your authenticator app shows now';
const USED_CODE = 'This code was already used: wait for the next code in your authenticator app';
const SIGN_IN_AGAIN = 'The sign-in has expired: enter your username and password again';
const CODES_PAUSED = 'Too many wrong codes: two-factor sign-in of this account is paused. Try again later.';

const credential = (body: Record<string, unknown>, field: 'username' | 'password'): string => {
  const value = body[field];
  if (typeof value !== 'string' || value.length === 0) throw new errors.ValidationError(`${field} is required`);
  if (value.length > 200) throw new errors.ValidationError(`${field} is too long`);
  return value;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const throttle = () => loginThrottle(strapi);
  const users = () => strapi.plugin('users-permissions').service('user');

  /** The username when it names a staff account; null for one nobody has. */
  const staffAccount = async (username: string): Promise<string | null> => {
    if (!username) return null;
    const user = (await strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { username }, select: ['username'] })) as { username: string } | null;
    return user?.username ?? null;
  };

  const refuse = (ctx: Context, status: 401 | 429, message: string) => {
    // Set by hand: Strapi's router answers an UnauthorizedError thrown inside a route with a bare "Unauthorized".
    ctx.status = status;
    ctx.body = { status: 'error', message } satisfies LoginErrorBody;
  };

  /** Counts the attempt before anything is checked; false (the caller is answered 429) when over a limit. */
  const admitted = async (ctx: Context, role: StaffRole, username: string, address: string): Promise<boolean> => {
    const verdict = await throttle().attempt(username, address);
    if (!verdict.refused) return true;
    loginRefusals.inc({ login: 'staff', reason: `throttled_${verdict.limit}` });
    await recordSignIn(strapi, {
      login: `${role} login`,
      account: await staffAccount(username),
      ok: false,
      kind: 'staff',
      reason: 'too many failed attempts',
    });
    ctx.set('Retry-After', String(verdict.retryAfterSeconds));
    refuse(ctx, 429, THROTTLED);
    return false;
  };

  /**
   * Answers `{status:'success', role, token}` only for an account of `role`; every failure reads the same. With
   * two-factor sign-in on, a right password answers `{status:'code-required', challenge}` instead, and the code is
   * sent back with the challenge (codeStep).
   */
  const login = async (ctx: Context, role: StaffRole) => {
    const body = jsonObjectBody(ctx);
    if ('challenge' in body) return codeStep(ctx, role, body);
    const username = credential(body, 'username').trim();
    const password = credential(body, 'password');
    // Set by the global::client-address middleware: the socket's address unless a trusted proxy vouches for another.
    const address = ctx.request.ip;

    // Counted before the password is checked: parallel guesses cannot all get past a count that is still low.
    if (!(await admitted(ctx, role, username, address))) return;
    // The document service types the account (Strapi's generated types); it returns private fields such as the hash.
    const user = await strapi
      .documents('plugin::users-permissions.user')
      .findFirst({ filters: { username }, populate: ['role'] });
    const passwordMatches = await users().validatePassword(password, user?.password || UNKNOWN_USER_HASH);
    const allowed = Boolean(user && passwordMatches && !user.blocked && user.provider === 'local' && user.role?.type === role);

    if (!user || !allowed) {
      await throttle().recordFailure(username, address);
      loginRefusals.inc({ login: 'staff', reason: 'invalid_credentials' });
      // The reason for the auditor; the caller's answer stays the same for every failure.
      const reason = !user
        ? 'unknown username'
        : !passwordMatches
          ? 'wrong password'
          : user.blocked
            ? 'account blocked'
            : user.role?.type !== role
              ? `not a ${role} account`
              : 'not a local account';
      // What was typed is never stored for an unknown account: it may be a password typed into the wrong box.
      await recordSignIn(strapi, { login: `${role} login`, account: user ? username : null, ok: false, kind: 'staff', reason });
      refuse(ctx, 401, INVALID);
      return;
    }
    if (user.two_factor) {
      // Not a success yet: the attempt stays counted, so a stolen password buys no free code guesses.
      const account = await twoFactorAccount(strapi, Number(user.id));
      const challenge = issueChallenge(strapi, {
        userId: Number(user.id),
        role,
        tokenVersion: user.token_version ?? 0,
        lastStep: account?.two_factor_last_step ?? null,
      });
      ctx.body = { status: 'code-required', message: CODE_NEEDED, challenge } satisfies LoginCodeRequired;
      return;
    }
    await throttle().recordSuccess(username, address);
    await recordSignIn(strapi, { login: `${role} login`, account: username, ok: true, kind: 'staff' });
    const token = issueStaffToken(strapi, user);
    ctx.body = { status: 'success', role, token } satisfies LoginSuccess;
  };

  /** The second step of a two-factor login: the challenge of the password step and the code of the app. */
  const codeStep = async (ctx: Context, role: StaffRole, body: Record<string, unknown>) => {
    const { challenge: sent, code } = body;
    if (typeof sent !== 'string' || sent.length === 0 || sent.length > 2000) {
      throw new errors.ValidationError('challenge must be the one the password step answered');
    }
    if (typeof code !== 'string' || !isSixDigitCode(code.trim())) {
      throw new errors.ValidationError('code must be the 6 digits your authenticator app shows');
    }
    const address = ctx.request.ip;
    const challenge = await readChallenge(strapi, sent);
    const account = challenge && challenge.role === role ? await twoFactorAccount(strapi, challenge.userId) : null;
    if (!challenge || !account) {
      refuse(ctx, 401, SIGN_IN_AGAIN);
      return;
    }
    const username = account.username;
    // Counted before the code is checked, in the same counts as passwords: a burst of guesses stops at the limit.
    if (!(await admitted(ctx, role, username, address))) return;
    const audit = (action: string, reason: string | null) =>
      recordAudit(strapi, { action, subject_type: `${role} login`, actor: username, actor_kind: 'staff', reason });

    // And per account and per challenge, whatever the address: new addresses buy no more guesses.
    const verdict = await throttle().codeAttempt(account.id, challenge.id);
    if (verdict.refused) {
      loginRefusals.inc({ login: 'staff', reason: `two_factor_throttled_${verdict.limit}` });
      await audit('login refused', 'too many wrong two-factor codes');
      ctx.set('Retry-After', String(verdict.retryAfterSeconds));
      refuse(ctx, 429, CODES_PAUSED);
      return;
    }
    /** Every attempt let through and not signed in counts; the one that reaches the limit pauses the account. */
    const failed = async (reason: string, message: string) => {
      await throttle().recordFailure(username, address);
      const pauseSeconds = await throttle().recordCodeFailure(account.id, challenge.id, verdict.attempt);
      await audit('login refused', reason);
      if (pauseSeconds === null) return refuse(ctx, 401, message);
      await tellOfCodePause(strapi, { account, role, address, pauseSeconds });
      ctx.set('Retry-After', String(pauseSeconds));
      refuse(ctx, 429, CODES_PAUSED);
    };

    const secret = secretOf(strapi, account);
    const stillValid =
      !account.blocked &&
      account.two_factor === true &&
      secret !== null &&
      account.role?.type === role &&
      (account.token_version ?? 0) === challenge.tokenVersion;
    if (!stillValid) {
      loginRefusals.inc({ login: 'staff', reason: 'two_factor_challenge' });
      if (account.two_factor === true && account.two_factor_secret && secret === null) {
        strapi.log.error(`Two-factor: the secret of ${username} does not decrypt with TWO_FACTOR_KEY; set it up again`);
      }
      await failed('two-factor sign-in no longer valid for this account', SIGN_IN_AGAIN);
      return;
    }
    const step = await codeTimeStep(secret, code.trim());
    const lastTaken = account.two_factor_last_step;
    const replayed = step !== null && lastTaken !== null && step <= lastTaken;
    const taken = step !== null && !replayed && (await takeCodeStep(strapi, account.id, challenge.lastStep, step));
    if (!taken) {
      loginRefusals.inc({ login: 'staff', reason: 'two_factor_code' });
      if (step === null) {
        await failed('wrong two-factor code', WRONG_CODE);
      } else if (replayed || challenge.lastStep === lastTaken) {
        // The code's step was taken already, here or by a parallel request with the same code.
        await failed('two-factor code already used', USED_CODE);
      } else {
        // Another sign-in of this account took a code after this challenge was issued.
        await failed('two-factor challenge already used', SIGN_IN_AGAIN);
      }
      return;
    }
    await throttle().recordSuccess(username, address);
    await throttle().recordCodeSuccess(account.id);
    await audit('login', null);
    const token = issueStaffToken(strapi, account);
    ctx.body = { status: 'success', role, token } satisfies LoginSuccess;
  };

  return {
    /** POST /api/admin/login */
    async adminLogin(ctx: Context) {
      await login(ctx, 'admin');
    },
    /** POST /api/atmadmin/login */
    async atmAdminLogin(ctx: Context) {
      await login(ctx, 'atmadmin');
    },
    /** POST /api/staff/logout: the caller's tokens, this one and any other, are refused from now on. */
    async logout(ctx: Context) {
      const staff = staffCaller(ctx);
      await revokeStaffTokens(strapi, staff.id);
      await recordAudit(strapi, { action: 'sign out', subject_type: `${staff.role} login`, title: staff.username });
      ctx.body = { message: 'Signed out' } satisfies MessageBody;
    },
  };
};
