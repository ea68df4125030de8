import type { Context, Next } from 'koa';
import { secretMatches } from '@bank/shared/server/secret-matches';
import { isContentApiPath, previewTargetOf, readsOnlyPublished } from './preview';

/**
 * Drafts are for the editors' preview only, and of the previewed entry only. Strapi 5's REST API answers drafts to
 * anyone allowed to read a type, for any `status` but `published`, so every /api request (any method, any spelling
 * of the path) that asks for anything but published entries needs the site's server-to-server draft-read token
 * (`x-draft-read-token`, DRAFT_READ_TOKEN) and the entry its preview shows (`x-preview-document`, from the preview's
 * signed draft-mode data): the request then reads that entry's draft and every other entry as published
 * (preview/preview-scope.ts, from `ctx.state.previewTarget`). Runs after strapi::query, on the query object the
 * controllers read.
 */
export default (config: { token: string }) => async (ctx: Context, next: Next) => {
  if (isContentApiPath(ctx.path) && !readsOnlyPublished(ctx.query as Record<string, unknown>)) {
    if (!secretMatches(ctx.get('x-draft-read-token'), config.token)) {
      // Set by hand: error-shape reshapes only paths spelt /api/, and any spelling gets this body.
      ctx.status = 403;
      ctx.body = { message: 'Drafts can only be read by the editors’ preview.' };
      return;
    }
    const target = previewTargetOf(ctx.get('x-preview-document'));
    if (!target) {
      ctx.status = 403;
      ctx.body = { message: 'Drafts can only be read for the entry the editors’ preview shows.' };
      return;
    }
    ctx.state.previewTarget = target;
  }
  await next();
};
