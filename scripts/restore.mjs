#!/usr/bin/env node
/**
 * `npm run restore -- <archive> [--force]`: restores an archive of `npm run backup` into the CMS's database and
 * uploads folder (from cms/.env, as the CMS reads them), with the CMS stopped. Refuses a database or uploads folder
 * that is not empty unless --force. Before it writes anything, the archive must authenticate with BACKUP_KEY (or a key of
 * BACKUP_KEYS_OLD) and hold only regular files and folders, each listed in its manifest with a matching checksum. Then, once the CMS answers again
 * (CMS_INTERNAL_URL, default http://127.0.0.1:CMS_PORT; up to RESTORE_WAIT_SECONDS, default 600), it asks the site to
 * regenerate every page (REVALIDATE_URL, REVALIDATE_SECRET): a regeneration while the CMS is down keeps the old pages.
 * Exit codes: 0 restored, 1 refused (nothing written), 2 usage (BACKUP_KEY missing or malformed too).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cmsEnv, compiledBackup } from './cms-env.mjs';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'cms');

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => arg !== '--force');
if (files.length !== 1 || files[0].startsWith('--')) {
  console.error('Usage: npm run restore -- <archive.tar.gz.enc> [--force]');
  process.exit(2);
}

async function cmsAnswers(url) {
  try {
    return (await fetch(`${url}/_health`)).ok;
  } catch {
    return false;
  }
}

async function tellSite() {
  const cmsUrl = (env.CMS_INTERNAL_URL || `http://127.0.0.1:${env.CMS_PORT || 1337}`).replace(/\/$/, '');
  const deadline = Date.now() + Number(env.RESTORE_WAIT_SECONDS || 600) * 1000;
  if (!(await cmsAnswers(cmsUrl))) console.log(`Start the CMS: the site is told to regenerate its pages once ${cmsUrl} answers.`);
  while (!(await cmsAnswers(cmsUrl))) {
    if (Date.now() > deadline) {
      console.log('The CMS did not answer: restart the site once it runs, and it regenerates its pages.');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const told = await revalidateSite(env.REVALIDATE_URL, env.REVALIDATE_SECRET);
  console.log(
    told
      ? 'The site regenerated its pages.'
      : `The site did not answer ${env.REVALIDATE_URL}: restart it, and it regenerates its pages.`,
  );
}

const { BackupError, BackupKeyError, keysFromEnv, restoreBackup, revalidateSite, targetFromEnv } = compiledBackup(
  cmsDir,
  'restore',
);
const env = cmsEnv(cmsDir);
const started = Date.now();
try {
  const manifest = await restoreBackup(targetFromEnv(env, cmsDir), path.resolve(process.env.INIT_CWD || '.', files[0]), {
    keys: keysFromEnv(env).readable,
    force,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Restored the backup of ${manifest.createdAt} (${manifest.database.client}, ${manifest.uploads.length} uploads) in ${seconds} s.`,
  );
  if (env.REVALIDATE_URL && env.REVALIDATE_SECRET) await tellSite();
  else console.log('No REVALIDATE_URL: restart the site once the CMS runs, and it regenerates its pages.');
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`restore: ${error.message}`);
  process.exitCode = error instanceof BackupKeyError ? 2 : 1;
}
