import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { LINGER_MS, lingerAfterEarlyAnswer } from '@bank/shared/server/lingering-close';
import { staffRoutes, type StaffRoute } from '../staff-auth/route-access';
import { acceptedBodyLimit, type BodyLimits } from '../documents/body-gate';

/**
 * First of all middlewares: whoever answers before a body has arrived, the sender reads the answer, whatever the
 * body's size up to the largest its route takes (the body gate's limits).
 */
export default (config: BodyLimits, { strapi }: { strapi: Core.Strapi }) => {
  // Routes are registered after the middlewares are built: read them on the first early answer.
  let routes: StaffRoute[] | null = null;
  return async (ctx: Context, next: Next) => {
    lingerAfterEarlyAnswer(ctx.req, ctx.res, () => {
      routes ??= staffRoutes(strapi);
      return { bytes: acceptedBodyLimit(strapi, routes, config, ctx), ms: LINGER_MS };
    });
    await next();
  };
};
