#!/usr/bin/env node
/**
 * Loads the sample content of cms/data/ into the CMS database: `npm run seed` (from the root or from cms/).
 *
 * Compiles the CMS (TypeScript -> cms/dist), loads the Strapi app without starting the HTTP server, runs
 * seedContent() from cms/dist/src/seed/index.js and shuts down. It uses the same environment as the CMS:
 * the process works from cms/, so Strapi reads cms/.env (or ENV_PATH) and resolves relative paths such as
 * PUBLIC_DIR and DATABASE_FILENAME exactly as `strapi start` does. Variables already set in the shell win.
 *
 * Idempotent: types already seeded, or that already hold entries, are left alone.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'cms');

// Strapi loads .env from the working directory when @strapi/core is first required: switch before that.
process.chdir(cmsDir);
const require = createRequire(path.join(cmsDir, 'package.json'));
const { compileStrapi, createStrapi } = require('@strapi/strapi');

const started = Date.now();
let app;
let exitCode = 0;
try {
  const appContext = await compileStrapi({ appDir: cmsDir });
  app = await createStrapi(appContext).load();
  const { seedContent } = require(path.join(appContext.distDir, 'src', 'seed', 'index.js'));
  await seedContent(app);
  app.log.info(`[seed] finished in ${((Date.now() - started) / 1000).toFixed(1)} s (including compile and load)`);
} catch (error) {
  exitCode = 1;
  console.error('[seed] failed:', error instanceof Error ? error.stack ?? error.message : error);
} finally {
  if (app) {
    try {
      await app.destroy();
    } catch (error) {
      console.error('[seed] shutdown failed:', error);
      exitCode = 1;
    }
  }
}
// Strapi may keep timers or pools alive after destroy(); the seed is done, so leave explicitly.
process.exit(exitCode);
