import type { Context, Next } from 'koa';
import { lingerAfterEarlyAnswer } from '../utils/lingering-close';

/** First of all middlewares: whoever answers before a body has arrived, the client can read the answer. */
export default () => async (ctx: Context, next: Next) => {
  lingerAfterEarlyAnswer(ctx.req, ctx.res);
  await next();
};
