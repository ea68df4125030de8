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
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runOnLoadedCms } from './cms-env.mjs';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'cms');

const update = process.argv.includes('--update');

const started = Date.now();
await runOnLoadedCms(
  cmsDir,
  'seed',
  async (app, distDir) => {
    const { formatSeedReport, seedMissing } = createRequire(path.join(cmsDir, 'package.json'))(
      path.join(distDir, 'src', 'seed', 'index.js'),
    );
    for (const line of formatSeedReport(await seedMissing(app, { update }), { update })) console.log(`[seed] ${line}`);
    app.log.info(`[seed] finished in ${((Date.now() - started) / 1000).toFixed(1)} s (including compile and load)`);
  },
  { stack: true },
);
