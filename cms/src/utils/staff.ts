import type { Core } from '@strapi/strapi';
import type { StaffRole } from '@bank/contract';
import type { Context } from 'koa';

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

  let payload: { id?: unknown };
  try {
    payload = await strapi.plugin('users-permissions').service('jwt').verify(token);
  } catch {
    return { ok: false, status: 401, message: 'Invalid or expired token' };
  }
  const userId = payload?.id;
  if (typeof userId !== 'number') return { ok: false, status: 401, message: 'Invalid or expired token' };
  const user = await strapi
    .documents('plugin::users-permissions.user')
    .findFirst({ filters: { id: userId }, populate: ['role'] });
  if (!user || user.blocked || !user.username) return { ok: false, status: 401, message: 'Invalid or expired token' };

  const role = user.role?.type;
  const mayDoThis = (type: string | null | undefined): type is StaffRole =>
    typeof type === 'string' && allowed.some((staffRole) => staffRole === type);
  if (!mayDoThis(role)) return { ok: false, status: 403, message: 'Your role may not do this' };
  return { ok: true, staff: { id: userId, username: user.username, role } };
}
