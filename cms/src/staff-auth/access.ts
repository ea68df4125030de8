import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { vouchedStaff, vouchStaff } from '../platform/koa-state';
import { checkStaff, type StaffRole } from './staff';

/**
 * The one staff check: only staff of `roles` get through (admin: everything; atmadmin: ATM status), vouched for on the
 * request so a later check does not ask again. Otherwise it throws the 401 or 403, which Strapi's error middleware
 * answers and error-shape words as the spec's `{message}` (a bulk send's `{error}`).
 * Run twice per staff route: by the staff gate before the body is read, and by the route's role policy.
 */
export async function admitStaff(ctx: Context, strapi: Core.Strapi, roles: readonly StaffRole[]): Promise<void> {
  const vouched = vouchedStaff(ctx);
  if (vouched && roles.includes(vouched.role)) return;
  const check = await checkStaff(ctx, strapi, roles);
  if (!check.ok) {
    throw check.status === 401 ? new errors.UnauthorizedError(check.message) : new errors.ForbiddenError(check.message);
  }
  vouchStaff(ctx, check.staff);
}
