#!/usr/bin/env node
/**
 * Sets up two-factor sign-in for one staff account: `npm run two-factor -- <username>` (README "Two-factor sign-in").
 *
 * Gives the account a new secret, forgets any code taken before, switches two-factor sign-in on, and prints the
 * otpauth:// address once, for the staff member's authenticator app (scan it as a QR code, or type the secret). The
 * address is not kept anywhere else: run it again for a new phone, which ends the old one's codes. Switching it off
 * and on again is the operator's switch in the panel (Content Manager → User → "two_factor").
 *
 * Loads the CMS like `npm run seed` (same cms/.env and database, without the HTTP server), so it can run beside the
 * running CMS.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cmsEnvFile, readEnvFile } from './cms-env.mjs';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'cms');

const username = process.argv[2]?.trim();
if (!username || process.argv.length > 3) {
  console.error('Usage: npm run two-factor -- <username>');
  process.exit(2);
}

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
      ? `[two-factor] ${shown} lacks ${missing.join(', ')}: run \`npm start\` once, which adds them.`
      : `[two-factor] ${shown} not found: run \`npm start\` once (it writes the CMS's secrets there), ` +
          `or set ${missing.join(', ')}.`,
  );
  process.exit(1);
}

// Strapi loads .env from the working directory when @strapi/core is first required: switch before that.
process.chdir(cmsDir);
// This run only touches one account: no sample content.
process.env.SEED_ON_START = 'false';
const require = createRequire(path.join(cmsDir, 'package.json'));
const { compileStrapi, createStrapi } = require('@strapi/strapi');

let app;
let exitCode = 0;
try {
  const appContext = await compileStrapi({ appDir: cmsDir });
  app = await createStrapi(appContext).load();
  const { enrolTwoFactor } = require(path.join(appContext.distDir, 'src', 'utils', 'two-factor.js'));
  const uri = await enrolTwoFactor(app, username);
  const secret = new URL(uri).searchParams.get('secret');
  console.log(`\nTwo-factor sign-in is on for ${username}. Give this to their authenticator app, once, in person:\n`);
  console.log(`  ${uri}\n`);
  console.log(`  (or type the key by hand: ${secret}, time-based, 6 digits, 30 seconds)\n`);
} catch (error) {
  exitCode = 1;
  console.error('[two-factor] failed:', error instanceof Error ? error.message : error);
} finally {
  if (app) {
    try {
      await app.destroy();
    } catch (error) {
      console.error('[two-factor] shutdown failed:', error);
      exitCode = 1;
    }
  }
}
process.exit(exitCode);
