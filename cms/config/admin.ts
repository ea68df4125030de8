import type { Core } from '@strapi/strapi';
import { previewUrl, sitePublicUrl } from '../src/preview/preview';

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const siteUrl = sitePublicUrl(env('PREVIEW_URL'), env('WEB_PORT'));
  return {
    auth: { secret: env('ADMIN_JWT_SECRET') },
    apiToken: { salt: env('API_TOKEN_SALT') },
    transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
    secrets: { encryptionKey: env('ENCRYPTION_KEY') },
    flags: { nps: false, promoteEE: false },
    // Strapi's own limit on panel sign-ins, per e-mail and address, successful ones included (Strapi's default: 5 in 5
    // minutes). The e2e harness raises it: its panel specs sign in more often than that.
    rateLimit: { interval: { min: 5 }, max: env.int('PANEL_LOGIN_MAX_PER_5_MINUTES', 5) },
    // "Open preview" on every type with drafts: the site in Next's draft mode, inside the panel (docs/security.md "The
    // editors' preview"). Strapi adds allowedOrigins to the panel's CSP frame-src.
    preview: {
      enabled: Boolean(env('PREVIEW_SECRET', '')),
      config: {
        allowedOrigins: [siteUrl],
        async handler(uid: string, { documentId }: { documentId: string }) {
          return previewUrl(uid, documentId, { siteUrl, secret: env('PREVIEW_SECRET', '') });
        },
      },
    },
  };
};
