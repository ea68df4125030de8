import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import type { LoginErrorBody, LoginSuccess, MessageBody } from '@bank/contract';
import { loginRefusals } from '../../../observability/metrics';
import { recordAudit } from '../../../audit/trail';
import { jsonObjectBody } from '../../../utils/json-body';
import { staffCaller } from '../../../utils/koa-state';
import { issueStaffToken, revokeStaffTokens, type StaffRole } from '../../../utils/staff';
import { loginThrottle } from '../../../utils/strapi-registry';

// Compared against when the username is unknown, so both failures take the same time.
const UNKNOWN_USER_HASH = '$2a$10$VXy2DPqlLbwaHyHPFxEi4unxlJ6a8hsTDjblVXTD8Vpp20IMspZMS';
const INVALID = 'Invalid username or password';
const THROTTLED = 'Too many failed login attempts. Try again later.';

const credential = (body: Record<string, unknown>, field: 'username' | 'password'): string => {
  const value = body[field];
  if (typeof value !== 'string' || value.length === 0) throw new errors.ValidationError(`${field} is required`);
  if (value.length > 200) throw new errors.ValidationError(`${field} is too long`);
  return value;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const throttle = () => loginThrottle(strapi);
  const users = () => strapi.plugin('users-permissions').service('user');

  /** Answers `{status:'success', role, token}` only for an account of `role`; every failure reads the same. */
  const login = async (ctx: Context, role: StaffRole) => {
    const body = jsonObjectBody(ctx);
    const username = credential(body, 'username').trim();
    const password = credential(body, 'password');
    // Set by the global::client-address middleware: the socket's address unless a trusted proxy vouches for another.
    const address = ctx.request.ip;

    // Counted before the password is checked: parallel guesses cannot all get past a count that is still low.
    const verdict = await throttle().attempt(username, address);
    const audit = (action: string, reason: string | null) =>
      recordAudit(strapi, { action, subject_type: `${role} login`, actor: username, actor_kind: 'staff', reason });
    if (verdict.refused) {
      loginRefusals.inc({ login: 'staff', reason: `throttled_${verdict.limit}` });
      await audit('login refused', 'too many failed attempts');
      ctx.status = 429;
      ctx.set('Retry-After', String(verdict.retryAfterSeconds));
      ctx.body = { status: 'error', message: THROTTLED } satisfies LoginErrorBody;
      return;
    }

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
      await audit('login refused', reason);
      ctx.status = 401;
      ctx.body = { status: 'error', message: INVALID } satisfies LoginErrorBody;
      return;
    }
    await throttle().recordSuccess(username, address);
    await audit('login', null);
    const token = issueStaffToken(strapi, user);
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
