import type { Context, Next } from 'koa';
import { asksForDrafts, secretMatches } from '../lib/preview';

/**
 * Drafts are for the editors' preview only. Strapi 5's REST API answers `?status=draft` to anyone allowed to read a
 * type, so without this a visitor of a public type could read its unpublished drafts. An /api read of drafts needs
 * the site's preview secret (`x-preview-secret`), which only the site's server holds.
 */
export default (config: { secret: string }) => async (ctx: Context, next: Next) => {
  if (ctx.path.startsWith('/api/') && asksForDrafts(ctx.query as Record<string, unknown>)) {
    if (!secretMatches(ctx.get('x-preview-secret'), config.secret)) {
      ctx.status = 403;
      ctx.body = { message: 'Drafts can only be read by the editors’ preview.' };
      return;
    }
  }
  await next();
};
