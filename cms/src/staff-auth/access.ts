import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { vouchedStaff, vouchStaff } from '../platform/koa-state';
import { checkStaff, type StaffCheck, type StaffRole } from './staff';

/**
 * The one staff check: only staff of `roles` get through (admin: everything; atmadmin: ATM status), vouched for on the
 * request so a later check does not ask again; otherwise why not (401 without a valid token, 403 for the wrong role).
 * The staff gate runs it before the body is read and answers the refusal; the route's role policy then finds the
 * request vouched for.
 */
export async function admitStaff(ctx: Context, strapi: Core.Strapi, roles: readonly StaffRole[]): Promise<StaffCheck> {
  const vouched = vouchedStaff(ctx);
  if (vouched && roles.includes(vouched.role)) return { ok: true, staff: vouched };
  const check = await checkStaff(ctx, strapi, roles);
  if (check.ok) vouchStaff(ctx, check.staff);
  return check;
}
