import type { Context, Next } from 'koa';
import { isLocale, LOCALE_REFUSAL } from '@bank/shared';
import { isContentApiPath } from '../preview/preview';

/**
 * A read of the content API may name its language as `locale`, one of the site's five, once; anything else is a 400
 * that says what is allowed, before Strapi reads it (an unknown code, `FR`, `fr-FR`, an empty value, a repeated or a
 * bracketed parameter, and the key in another case, which Strapi would ignore). Runs after strapi::query, on the
 * object the controllers read.
 */
export default () => async (ctx: Context, next: Next) => {
  if (isContentApiPath(ctx.path)) {
    const query = ctx.query as Record<string, unknown>;
    const refused = Object.keys(query).some(
      (key) => key.toLowerCase() === 'locale' && (key !== 'locale' || !isLocale(query[key])),
    );
    if (refused) {
      // Set by hand, as the draft gate's: error-shape reshapes only paths spelt /api/, and any spelling gets this body.
      ctx.status = 400;
      ctx.body = { message: LOCALE_REFUSAL };
      return;
    }
  }
  await next();
};
