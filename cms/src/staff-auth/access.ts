import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { vouchedStaff, vouchStaff } from '../platform/koa-state';
import { checkStaff, type StaffRole } from './staff';

/**
 * Route middleware: only staff of the configured roles get through (admin: everything; atmadmin: ATM status).
 * It answers 401/403 itself, because Strapi replaces the message of an authorization error thrown downstream.
 * The global staff gate has normally checked the token already, before the body was read (staff-gate.ts).
 */
export default (config: { roles: StaffRole[] }, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const vouched = vouchedStaff(ctx);
    if (vouched && config.roles.includes(vouched.role)) return next();
    const check = await checkStaff(ctx, strapi, config.roles);
    if (!check.ok) {
      ctx.status = check.status;
      ctx.body = { message: check.message };
      return;
    }
    vouchStaff(ctx, check.staff);
    await next();
  };
