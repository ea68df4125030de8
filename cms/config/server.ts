import type { Core } from '@strapi/strapi';
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('CMS_PORT', 1337),
  url: env('CMS_PUBLIC_URL', ''),
  // Read the client IP from X-Forwarded-For only behind a proxy we control (login rate limits key on it).
  proxy: { koa: env.bool('TRUST_PROXY', false) },
  app: { keys: env.array('APP_KEYS') },
  dirs: { public: env('PUBLIC_DIR', './public') },
});
