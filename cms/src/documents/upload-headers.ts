import type { Context, Next } from 'koa';
import { uploadSafetyHeaders } from '@bank/shared/upload-headers';

/**
 * Uploaded files served by the CMS itself (/uploads/…, reachable on its port or the panel's host name) carry the
 * same protection as through the site (@bank/shared/upload-headers): never sniffed, never run, and anything but a
 * raster image is a download.
 */
export default () => async (ctx: Context, next: Next) => {
  await next();
  if (!ctx.path.startsWith('/uploads/')) return;
  ctx.set(uploadSafetyHeaders(String(ctx.response.type || '')));
};
