import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const publicDir = env('PUBLIC_DIR', './public');
  // The local upload provider refuses to start without its folder, and uploads are never committed: make it here.
  // Compiled config lives in dist/config, so the cms folder is two levels up.
  fs.mkdirSync(path.resolve(__dirname, '..', '..', publicDir, 'uploads'), { recursive: true });

  return {
    host: env('HOST', '0.0.0.0'),
    port: env.int('CMS_PORT', 1337),
    // The front port, open only while this instance is ready (src/observability/front-listener.ts); unset: none.
    frontPort: env.int('CMS_FRONT_PORT', 0) || null,
    url: env('CMS_PUBLIC_URL', ''),
    // Forwarded headers are believed only from TRUSTED_PROXIES: the global::client-address middleware rewrites or
    // drops them for every other peer before koa reads them.
    proxy: { koa: true },
    app: { keys: env.array('APP_KEYS') },
    dirs: { public: publicDir },
    // No "a new version of Strapi" check: it would ask the npm registry from the bank's servers once a day, and the
    // Strapi family is pinned (docs/dependencies.md); upgrades are a change like any other.
    logger: { updates: { enabled: false } },
  };
};
