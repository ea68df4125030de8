#!/usr/bin/env node
/**
 * `npm run backup`: one archive of the CMS's database, uploads and a manifest of checksums, encrypted with BACKUP_KEY
 * and written (mode 0600) to BACKUP_DIR (default ./backups); prints its path. Exit codes: 0 written, 1 failed, 2
 * BACKUP_KEY missing or malformed. With BACKUP_KEEP, only that many archives are kept. Reads cms/.env as the
 * CMS does (variables set in the shell win); a running CMS is fine. The work is cms/src/backup/backup.ts (compiled
 * into cms/dist by `npm run build -w cms` or `npm start`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cmsEnv, compiledBackup } from './cms-env.mjs';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'cms');

const { BackupError, BackupKeyError, createBackup, keysFromEnv, targetFromEnv } = compiledBackup(cmsDir, 'backup');
const env = cmsEnv(cmsDir);
const keep = Number(env.BACKUP_KEEP || 0);
try {
  const { archive } = await createBackup(targetFromEnv(env, cmsDir), {
    key: keysFromEnv(env).key,
    // Relative to the repository's root, where npm runs the script.
    dir: path.resolve(env.BACKUP_DIR || 'backups'),
    cmsDir,
    keep: Number.isInteger(keep) && keep > 0 ? keep : undefined,
  });
  console.log(archive);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`backup: ${error.message}`);
  process.exitCode = error instanceof BackupKeyError ? 2 : 1;
}
