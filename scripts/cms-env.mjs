/**
 * cms/.env as the CMS reads it, for the root scripts (start, seed, two-factor, backup, restore): one reader, Node's
 * util.parseEnv (dotenv's format: quotes, comments, `export`), and the file named by ENV_PATH (relative to cms/) when
 * it is set.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseEnv } from 'node:util';

/** The variables of an env file, or none when it does not exist. */
export function readEnvFile(file) {
  return fs.existsSync(file) ? parseEnv(fs.readFileSync(file, 'utf8')) : {};
}

/** The CMS's env file: ENV_PATH (relative to cms/), else cms/.env. */
export function cmsEnvFile(cmsDir, env = process.env) {
  return env.ENV_PATH ? path.resolve(cmsDir, env.ENV_PATH) : path.join(cmsDir, '.env');
}

/** The CMS's variables: its env file's, with those set in the shell winning. */
export function cmsEnv(cmsDir, env = process.env) {
  return { ...readEnvFile(cmsEnvFile(cmsDir, env)), ...env };
}

/**
 * The compiled backup module (cms/src/backup/backup.ts in cms/dist) for backup.mjs and restore.mjs; without a compiled
 * CMS, `script` says what to run and exits 2.
 */
export function compiledBackup(cmsDir, script) {
  try {
    return createRequire(path.join(cmsDir, 'package.json'))('./dist/src/backup/backup.js');
  } catch {
    console.error(`${script}: the CMS is not compiled (cms/dist): run npm run build -w cms first`);
    process.exit(2);
  }
}

/** The secrets the CMS cannot load without (cms/config); `npm start` generates them into cms/.env. */
const REQUIRED_SECRETS = [
  'APP_KEYS',
  'ADMIN_JWT_SECRET',
  'API_TOKEN_SALT',
  'TRANSFER_TOKEN_SALT',
  'ENCRYPTION_KEY',
  'JWT_SECRET',
  'AUDIT_KEY',
  'TWO_FACTOR_KEY',
];

/**
 * Runs `task(app, distDir)` (which may answer the exit code) on the CMS loaded without its HTTP server (so beside a running CMS), for the root scripts
 * that work on its database (seed, two-factor): the same cms/.env and database as `strapi start`, no start-up
 * seeding. Says what is missing when the CMS's secrets are not set, prints a failure under `tag`, shuts Strapi down
 * and exits the process with the outcome (Strapi may keep timers or pools alive after destroy()).
 */
export async function runOnLoadedCms(cmsDir, tag, task, { stack = false } = {}) {
  const envFile = cmsEnvFile(cmsDir);
  const fromFile = readEnvFile(envFile);
  const missing = REQUIRED_SECRETS.filter((name) => !process.env[name] && !fromFile[name]);
  if (missing.length) {
    const shown = path.relative(process.cwd(), envFile).startsWith('..') ? envFile : path.relative(process.cwd(), envFile);
    // Strapi's own message ("App keys are required") does not say where they come from.
    console.error(
      fs.existsSync(envFile)
        ? `[${tag}] ${shown} lacks ${missing.join(', ')}: run \`npm start\` once, which adds them.`
        : `[${tag}] ${shown} not found: run \`npm start\` once (it writes the CMS's secrets there), ` +
            `or set ${missing.join(', ')}.`,
    );
    process.exit(1);
  }
  // Strapi loads .env from the working directory when @strapi/core is first required: switch before that.
  process.chdir(cmsDir);
  // The start-up seeding would fill an empty database before a seed run could report what it added.
  process.env.SEED_ON_START = 'false';
  const { compileStrapi, createStrapi } = createRequire(path.join(cmsDir, 'package.json'))('@strapi/strapi');

  let app;
  let exitCode = 0;
  try {
    const appContext = await compileStrapi({ appDir: cmsDir });
    app = await createStrapi(appContext).load();
    // A task may answer its own exit code (a check that found a fault).
    const code = await task(app, appContext.distDir);
    if (typeof code === 'number') exitCode = code;
  } catch (error) {
    exitCode = 1;
    console.error(`[${tag}] failed:`, error instanceof Error ? (stack ? (error.stack ?? error.message) : error.message) : error);
  } finally {
    if (app) {
      try {
        await app.destroy();
      } catch (error) {
        console.error(`[${tag}] shutdown failed:`, error);
        exitCode = 1;
      }
    }
  }
  process.exit(exitCode);
}
