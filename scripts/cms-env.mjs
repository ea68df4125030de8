/**
 * cms/.env as the CMS reads it, for the root scripts (start, seed, backup, restore): one reader, Node's util.parseEnv
 * (dotenv's format: quotes, comments, `export`), and the file named by ENV_PATH (relative to cms/) when it is set.
 */
import fs from 'node:fs';
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
