import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { staffRoutes, type StaffRoute } from '../utils/route-access';
import { checkStaff } from '../utils/staff';

/**
 * The staff check of every staff-only route, run before `strapi::body` reads anything: an anonymous or wrong-role
 * upload is refused after its headers, and the body parser never streams it to a temporary file. The refusal closes
 * the connection, so the sender stops instead of the server reading the rest of a large body to throw it away.
 * The route's own `staff-only` middleware then sees `ctx.state.staff` and does not ask again.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  // Routes are registered after the middlewares are built: read them on the first request.
  let routes: StaffRoute[] | null = null;
  return async (ctx: Context, next: Next) => {
    routes ??= staffRoutes(strapi);
    const route = routes.find((candidate) => candidate.method === ctx.method && candidate.pattern.test(ctx.path));
    if (route) {
      const check = await checkStaff(ctx, strapi, route.roles);
      if (!check.ok) {
        ctx.set('Connection', 'close');
        ctx.status = check.status;
        ctx.body = { message: check.message };
        return;
      }
      ctx.state.staff = check.staff;
    }
    await next();
  };
};
