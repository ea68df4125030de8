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
