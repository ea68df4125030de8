import type { Core } from '@strapi/strapi';
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      jwt: { expiresIn: env('STAFF_TOKEN_TTL', '8h') },
      register: { allowedFields: [] },
    },
  },
  upload: {
    config: {
      sizeLimit: Math.max(env.int('UPLOAD_MAX_DOCUMENT_MB', 20), env.int('UPLOAD_MAX_NOTICE_MB', 20)) * 1024 * 1024,
      // The media library takes only what the bank publishes (checked on the detected type, not the name): raster
      // images, PDF and Office documents. HTML, SVG or scripts served from the site's origin would run as its pages.
      security: {
        allowedTypes: [
          'image/jpeg',
          'image/png',
          'image/gif',
          'image/webp',
          'application/pdf',
          'application/msword',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          'application/vnd.ms-excel',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'application/vnd.ms-powerpoint',
          'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        ],
        deniedTypes: ['text/html', 'image/svg+xml', 'application/xhtml+xml', 'text/javascript', 'application/javascript'],
      },
    },
  },
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', 'localhost'),
        port: env.int('SMTP_PORT', 587),
        secure: env.bool('SMTP_SECURE', false),
        ignoreTLS: env.bool('SMTP_IGNORE_TLS', false),
        ...(env('SMTP_USER', '') ? { auth: { user: env('SMTP_USER'), pass: env('SMTP_PASS', '') } } : {}),
        connectionTimeout: 10000,
        socketTimeout: 20000,
      },
      settings: {
        defaultFrom: env('SMTP_FROM', 'no-reply@localhost'),
        defaultReplyTo: env('SMTP_FROM', 'no-reply@localhost'),
      },
    },
  },
});
