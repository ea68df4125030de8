import type { Core } from '@strapi/strapi';
const MB = 1024 * 1024;

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  // The body parser must accept the largest configured upload; each route then applies its own limit.
  const largestUploadMb = Math.max(
    env.int('UPLOAD_MAX_DOCUMENT_MB', 20),
    env.int('UPLOAD_MAX_NOTICE_MB', 20),
    env.int('UPLOAD_MAX_IMAGE_MB', 10),
    env.int('UPLOAD_MAX_SHEET_MB', 5),
  );
  return [
    // First: everything after it, Strapi's panel login limit included, sees the address it computed.
    { name: 'global::client-address', config: { trustedProxies: env('TRUSTED_PROXIES', 'loopback') } },
    'strapi::logger',
    'global::error-shape',
    'global::upload-cleanup',
    'strapi::errors',
    'strapi::security',
    {
      name: 'strapi::cors',
      config: { origin: env.array('CORS_ORIGINS', ['http://localhost:3000']) },
    },
    'strapi::query',
    { name: 'global::draft-reads', config: { token: env('DRAFT_READ_TOKEN', '') } },
    // Before the body parser: an upload from anyone but staff (or, to the media library, a panel user) is refused
    // before a byte of it is read.
    'global::staff-gate',
    'global::panel-upload-gate',
    {
      name: 'strapi::body',
      config: {
        jsonLimit: '256kb',
        formLimit: '256kb',
        textLimit: '256kb',
        formidable: { maxFileSize: (largestUploadMb + 1) * MB, maxFiles: 20 },
      },
    },
    'strapi::session',
    // The bank's icon: without a file Strapi's favicon middleware answers every /favicon.ico with a 500.
    { name: 'strapi::favicon', config: { path: 'favicon.ico' } },
    'global::upload-headers',
    'strapi::public',
  ];
};
