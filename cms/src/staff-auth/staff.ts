import type { Core } from '@strapi/strapi';
import type { StaffRole } from '@bank/shared';
import type { Context } from 'koa';

const USER = 'plugin::users-permissions.user';

/** The two staff roles of the spec (the contract's); the role's `type` in users-permissions. */
export type { StaffRole };

export interface StaffMember {
  id: number;
  username: string;
  role: StaffRole;
}

const bearerToken = (ctx: Context): string | null => {
  const header = ctx.request.header.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
};

export type StaffCheck = { ok: true; staff: StaffMember } | { ok: false; status: 401 | 403; message: string };

/**
 * The staff member behind the request's bearer token (a users-permissions JWT issued by the login routes),
 * or why the request is refused: 401 without a valid token, 403 for a role that may not do this.
 */
export async function checkStaff(ctx: Context, strapi: Core.Strapi, allowed: readonly StaffRole[]): Promise<StaffCheck> {
  const token = bearerToken(ctx);
  if (!token) return { ok: false, status: 401, message: 'Authentication required: send Authorization: Bearer <token>' };

  let payload: { id?: unknown; ver?: unknown; purpose?: unknown };
  try {
    payload = await strapi.plugin('users-permissions').service('jwt').verify(token);
  } catch {
    return { ok: false, status: 401, message: 'Invalid or expired token' };
  }
  const userId = payload?.id;
  // A two-factor challenge (staff-auth/two-factor.ts) is signed with the same key; it never carries `id`, and is no token.
  if (typeof userId !== 'number' || payload.purpose !== undefined)
    return { ok: false, status: 401, message: 'Invalid or expired token' };
  const user = await strapi.documents(USER).findFirst({ filters: { id: userId }, populate: ['role'] });
  if (!user || user.blocked || !user.username) return { ok: false, status: 401, message: 'Invalid or expired token' };
  // Read from the database on every request, so a revocation holds at once on every CMS instance.
  if (payload.ver !== (user.token_version ?? 0))
    return { ok: false, status: 401, message: 'This token was revoked: sign in again' };

  const role = user.role?.type;
  const mayDoThis = (type: string | null | undefined): type is StaffRole =>
    typeof type === 'string' && allowed.some((staffRole) => staffRole === type);
  if (!mayDoThis(role)) return { ok: false, status: 403, message: 'Your role may not do this' };
  return { ok: true, staff: { id: userId, username: user.username, role } };
}

/** A users-permissions JWT for `user`, good until it expires (STAFF_TOKEN_TTL) or the user's token version moves on. */
export function issueStaffToken(strapi: Core.Strapi, user: { id: number | string; token_version?: number | null }): string {
  return strapi
    .plugin('users-permissions')
    .service('jwt')
    .issue({ id: user.id, ver: user.token_version ?? 0 });
}

/** Every token issued to this user so far is refused from now on (sign out). */
export async function revokeStaffTokens(strapi: Core.Strapi, userId: number): Promise<void> {
  const user = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['id', 'token_version'] });
  if (user) await strapi.db.query(USER).update({ where: { id: userId }, data: { token_version: (user.token_version ?? 0) + 1 } });
}

interface UserUpdateEvent {
  params: { where?: Record<string, unknown>; data?: Record<string, unknown> };
}

/**
 * Blocking a user, changing their password or switching their two-factor sign-in on or off, in the panel (or anywhere
 * else), revokes their tokens in the same update: the token version moves past every version the updated users had.
 * (A panel save sends the switch as it is: only a change counts. A new app, `npm run two-factor`, moves it itself.)
 */
export function revokeTokensOnAccountChanges(strapi: Core.Strapi): void {
  const moveTokenVersion = async ({ params }: UserUpdateEvent) => {
    const data = params.data;
    const twoFactor = typeof data?.two_factor === 'boolean' ? data.two_factor : undefined;
    if (!data || (data.blocked !== true && !data.password && twoFactor === undefined)) return;
    const users: Array<{ token_version?: number | null; two_factor?: boolean | null }> = await strapi.db
      .query(USER)
      .findMany({ where: params.where ?? {}, select: ['id', 'token_version', 'two_factor'] });
    if (users.length === 0) return;
    const switched = twoFactor !== undefined && users.some((user) => Boolean(user.two_factor) !== twoFactor);
    if (data.blocked !== true && !data.password && !switched) return;
    data.token_version = Math.max(...users.map((user) => user.token_version ?? 0)) + 1;
  };
  strapi.db.lifecycles.subscribe({ models: [USER], beforeUpdate: moveTokenVersion, beforeUpdateMany: moveTokenVersion });
}
