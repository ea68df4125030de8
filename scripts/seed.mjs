#!/usr/bin/env node
/**
 * Loads the sample content of cms/data/ into the CMS database: `npm run seed` (from the root or from cms/).
 *
 * Compiles the CMS (TypeScript -> cms/dist), loads the Strapi app without starting the HTTP server, runs
 * seedContent() from cms/dist/src/seed/index.js and shuts down. It uses the same environment as the CMS:
 * the process works from cms/, so Strapi reads cms/.env (or ENV_PATH) and resolves relative paths such as
 * PUBLIC_DIR and DATABASE_FILENAME exactly as `strapi start` does. Variables already set in the shell win.
 *
 * Adds the entries of cms/data that the database lacks, matched by each type's natural key (cms/data/README.md),
 * and prints what it added, updated and kept. An entry an editor changed is kept; `npm run seed -- --update`
 * overwrites it with cms/data.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cmsEnvFile, readEnvFile } from './cms-env.mjs';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'cms');

const update = process.argv.includes('--update');

/** The secrets Strapi cannot load without (cms/config); `npm start` generates them into cms/.env. */
const REQUIRED = ['APP_KEYS', 'ADMIN_JWT_SECRET', 'API_TOKEN_SALT', 'TRANSFER_TOKEN_SALT', 'ENCRYPTION_KEY', 'JWT_SECRET'];
const envFile = cmsEnvFile(cmsDir);
const fromFile = readEnvFile(envFile);
const missing = REQUIRED.filter((name) => !process.env[name] && !fromFile[name]);
if (missing.length) {
  const shown = path.relative(process.cwd(), envFile).startsWith('..') ? envFile : path.relative(process.cwd(), envFile);
  // Strapi's own message ("App keys are required") does not say where they come from.
  console.error(
    fs.existsSync(envFile)
      ? `[seed] ${shown} lacks ${missing.join(', ')}: run \`npm start\` once, which adds them.`
      : `[seed] ${shown} not found: run \`npm start\` once (it writes the CMS's secrets there), ` +
          `or set ${missing.join(', ')}.`,
  );
  process.exit(1);
}

// Strapi loads .env from the working directory when @strapi/core is first required: switch before that.
process.chdir(cmsDir);
// The start-up seeding would fill an empty database before this run could report what it added.
process.env.SEED_ON_START = 'false';
const require = createRequire(path.join(cmsDir, 'package.json'));
const { compileStrapi, createStrapi } = require('@strapi/strapi');

const started = Date.now();
let app;
let exitCode = 0;
try {
  const appContext = await compileStrapi({ appDir: cmsDir });
  app = await createStrapi(appContext).load();
  const { formatSeedReport, seedMissing } = require(path.join(appContext.distDir, 'src', 'seed', 'index.js'));
  for (const line of formatSeedReport(await seedMissing(app, { update }), { update })) console.log(`[seed] ${line}`);
  app.log.info(`[seed] finished in ${((Date.now() - started) / 1000).toFixed(1)} s (including compile and load)`);
} catch (error) {
  exitCode = 1;
  console.error('[seed] failed:', error instanceof Error ? (error.stack ?? error.message) : error);
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
