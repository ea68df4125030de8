import type { Context, Next } from 'koa';

const RASTER_IMAGE = /^image\/(png|jpeg|gif|webp|avif)$/i;

/**
 * Uploaded files served by the CMS itself (/uploads/…, reachable on its port or the panel's host name) carry the
 * same protection as through the site (web/lib/upload-headers.ts): never sniffed, never run, and anything but a
 * raster image is a download.
 */
export default () => async (ctx: Context, next: Next) => {
  await next();
  if (!ctx.path.startsWith('/uploads/')) return;
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
  const type = String(ctx.response.type || '');
  if (!RASTER_IMAGE.test(type)) ctx.set('Content-Disposition', 'attachment');
};
