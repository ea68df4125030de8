#!/usr/bin/env node
/**
 * `npm run backup`: one archive of the CMS's database, uploads and a manifest of checksums, written to BACKUP_DIR
 * (default ./backups); prints its path. With BACKUP_KEEP, only that many archives are kept. Reads cms/.env as the
 * CMS does (variables set in the shell win); a running CMS is fine. The work is cms/src/lib/backup.ts (compiled
 * into cms/dist by `npm run build -w cms` or `npm start`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cmsEnv, compiledBackup } from './cms-env.mjs';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'cms');

const { BackupError, createBackup, targetFromEnv } = compiledBackup(cmsDir, 'backup');
const env = cmsEnv(cmsDir);
const keep = Number(env.BACKUP_KEEP || 0);
try {
  const { archive } = await createBackup(targetFromEnv(env, cmsDir), {
    // Relative to the repository's root, where npm runs the script.
    dir: path.resolve(env.BACKUP_DIR || 'backups'),
    cmsDir,
    keep: Number.isInteger(keep) && keep > 0 ? keep : undefined,
  });
  console.log(archive);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`backup: ${error.message}`);
  process.exitCode = 1;
}
