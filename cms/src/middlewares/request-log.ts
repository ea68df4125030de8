import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

/**
 * Paths whose last part is a secret: Africa's Talking's delivery-report URL carries AT_CALLBACK_TOKEN. Matched loosely
 * (any case, an encoded slash), as the router ignores case.
 */
const SECRET_PATH = /(\/sms\/delivery-reports)(?:\/|%2f)[^?#]*/i;

/** The request's URL as the access log shows it: a secret path segment is replaced by `[token]`. */
export const loggedUrl = (url: string): string => url.replace(SECRET_PATH, '$1/[token]');

/**
 * Strapi's access log line (`strapi::logger`: method, URL, time, status at the `http` level), with the URL of a
 * secret path left out (loggedUrl). Replaces `strapi::logger` in config/middlewares.ts.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const start = Date.now();
    try {
      await next();
    } finally {
      strapi.log.http(`${ctx.method} ${loggedUrl(ctx.url)} (${Math.ceil(Date.now() - start)} ms) ${ctx.status}`);
    }
  };
