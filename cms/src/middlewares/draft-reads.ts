import type { Context, Next } from 'koa';
import { isContentApiPath, readsOnlyPublished, secretMatches } from '../lib/preview';

/**
 * Drafts are for the editors' preview only. Strapi 5's REST API answers drafts to anyone allowed to read a type, for
 * any `status` but `published`, so every /api request (any method, any spelling of the path) that asks for anything
 * but published entries needs the site's server-to-server draft-read token (`x-draft-read-token`,
 * DRAFT_READ_TOKEN). Runs after strapi::query, on the query object the controllers read.
 */
export default (config: { token: string }) => async (ctx: Context, next: Next) => {
  if (isContentApiPath(ctx.path) && !readsOnlyPublished(ctx.query as Record<string, unknown>)) {
    if (!secretMatches(ctx.get('x-draft-read-token'), config.token)) {
      ctx.status = 403;
      ctx.body = { message: 'Drafts can only be read by the editors’ preview.' };
      return;
    }
  }
  await next();
};
