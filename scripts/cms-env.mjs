/**
 * cms/.env as the CMS reads it, for the root scripts (start, seed, backup, restore): one reader, Node's util.parseEnv
 * (dotenv's format: quotes, comments, `export`), and the file named by ENV_PATH (relative to cms/) when it is set.
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
 * The compiled backup module (cms/src/lib/backup.ts in cms/dist) for backup.mjs and restore.mjs; without a compiled
 * CMS, `script` says what to run and exits 2.
 */
export function compiledBackup(cmsDir, script) {
  try {
    return createRequire(path.join(cmsDir, 'package.json'))('./dist/src/lib/backup.js');
  } catch {
    console.error(`${script}: the CMS is not compiled (cms/dist): run npm run build -w cms first`);
    process.exit(2);
  }
}
