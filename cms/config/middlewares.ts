import type { Core } from '@strapi/strapi';
import { sitePublicUrl } from '../src/preview/preview';
const MB = 1024 * 1024;

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  // The body parser must accept the largest configured upload; each route then applies its own limit.
  const largestUploadMb = Math.max(
    env.int('UPLOAD_MAX_DOCUMENT_MB', 20),
    env.int('UPLOAD_MAX_NOTICE_MB', 20),
    env.int('UPLOAD_MAX_IMAGE_MB', 10),
    env.int('UPLOAD_MAX_SHEET_MB', 5),
  );
  const textLimit = 256 * 1024;
  // An SMS delivery report is six short form fields.
  const reportLimit = 4 * 1024;
  const multipartLimit = (largestUploadMb + 1) * MB;
  const bodyLimits = { textLimit, multipartLimit, reportLimit };
  return [
    // Outermost: the request id, the one log line and the duration of every request; /_ready and /metrics.
    {
      name: 'global::observability',
      config: { trustedProxies: env('TRUSTED_PROXIES', 'loopback'), metricsAllow: env('METRICS_ALLOW', '') },
    },
    // Then: whoever answers before a request's body has arrived, the client reads the answer (for any body up to
    // its route's limit, the body gate's).
    { name: 'global::lingering-close', config: bodyLimits },
    // Then: everything after it, Strapi's panel login limit included, sees the address it computed.
    { name: 'global::client-address', config: { trustedProxies: env('TRUSTED_PROXIES', 'loopback') } },
    // No 'strapi::logger': its line holds the query string (tokens); global::observability logs each request.
    'global::error-shape',
    'global::upload-cleanup',
    'strapi::errors',
    'strapi::security',
    {
      name: 'strapi::cors',
      // Default: the site's public address (PREVIEW_URL, else localhost on WEB_PORT), as the preview's.
      config: { origin: env.array('CORS_ORIGINS', [sitePublicUrl(env('PREVIEW_URL'), env('WEB_PORT'))]) },
    },
    'strapi::query',
    { name: 'global::draft-reads', config: { token: env('DRAFT_READ_TOKEN', '') } },
    'global::locale-gate',
    // Before the body parser: an upload from anyone but staff (or, to the media library, a panel user) is refused
    // before a byte of it is read.
    'global::staff-gate',
    'global::panel-upload-gate',
    // Files are read only on the routes those two vouched for; other bodies only as JSON, form fields or text.
    { name: 'global::body-gate', config: bodyLimits },
    {
      name: 'strapi::body',
      config: {
        jsonLimit: textLimit,
        formLimit: textLimit,
        textLimit,
        // In formidable 2 the limit counts all of a request's files together.
        formidable: { maxFileSize: multipartLimit, maxFiles: 20 },
      },
    },
    // Counts every panel sign-in before Strapi checks its password (needs the parsed body for the email).
    'global::panel-login-throttle',
    'strapi::session',
    // The bank's icon: without a file Strapi's favicon middleware answers every /favicon.ico with a 500.
    { name: 'strapi::favicon', config: { path: 'favicon.ico' } },
    'global::upload-headers',
    'strapi::public',
  ];
};
