// The headers of uploaded files, shared by the site (its /uploads/… route and next.config.ts) and the CMS (its
// global::upload-headers middleware, for /uploads/… served on its own port or the panel's host name).

const RASTER_IMAGE = /^image\/(png|jpeg|gif|webp|avif)$/i;

/**
 * Headers of every uploaded file served (/uploads/…). A file uploaded in Strapi's media library could be HTML or SVG;
 * served inline under the site's origin it would run as a page of the site. So nothing is sniffed, nothing runs (a
 * sandbox without scripts, whatever the type), and anything but a raster image is a download.
 */
export function uploadSafetyHeaders(contentType: string | null | undefined): Record<string, string> {
  const type = (contentType ?? '').split(';')[0].trim();
  return {
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    ...(RASTER_IMAGE.test(type) ? {} : { 'Content-Disposition': 'attachment' }),
  };
}
