import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { admitStaff } from './access';
import { findStaffRoute, staffRoutes, type StaffRoute } from './route-access';

/**
 * The staff check of every staff-only route, run before `strapi::body` reads anything: an anonymous or wrong-role
 * upload is refused after its headers, and the body parser never streams it to a temporary file. The rest of its
 * body is read and thrown away, unparsed, up to the route's limit (platform/lingering-close.ts), so the sender
 * reads the refusal.
 * The route's own role policy (src/policies/) then finds `ctx.state.staff` and does not ask again.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  // Routes are registered after the middlewares are built: read them on the first request.
  let routes: StaffRoute[] | null = null;
  return async (ctx: Context, next: Next) => {
    routes ??= staffRoutes(strapi);
    // The router answers HEAD with a GET route.
    const route = findStaffRoute(routes, ctx.method === 'HEAD' ? 'GET' : ctx.method, ctx.path);
    if (route) {
      const check = await admitStaff(ctx, strapi, route.roles);
      if (!check.ok) {
        // Set by hand: error-shape words only paths spelt /api/, and every spelling the router takes gets this body.
        ctx.status = check.status;
        ctx.body = { message: check.message };
        return;
      }
    }
    await next();
  };
};
