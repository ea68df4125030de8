/**
 * Where an e2e run keeps its files: a temporary folder of its own (logs, database, uploads, files for upload tests)
 * and a private copy of the site build in web/.tmp, both named after the runner's pid so a crashed run's are swept.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export const WEB_DIR = path.resolve(__dirname, '..', '..');
export const CMS_DIR = path.resolve(WEB_DIR, '..', 'cms');
/** Private copies of the site build live here: Next refuses a distDir outside the workspace. Git ignores .tmp/. */
export const SITE_COPIES_DIR = path.join(WEB_DIR, '.tmp');
const SITE_COPY_PREFIX = 'e2e-site-';
const TMP_PREFIX = 'bank-e2e-';

/** A new secret (48 hex characters). */
export const secret = () => randomBytes(24).toString('hex');

const verbose = process.env.E2E_VERBOSE === '1';

/** With E2E_VERBOSE=1, prints a step of the start and the time since `started`. */
export function step(message: string, started: number) {
  if (verbose) console.log(`[e2e] ${message} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

export interface RunFolders {
  tmpDir: string;
  logsDir: string;
  /** Where the site build is copied (not made yet). */
  siteCopy: string;
}

/** This run's folders, after removing those of runs that crashed. */
export function makeRunFolders(): RunFolders {
  removeStaleRunFolders();
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), `${TMP_PREFIX}${process.pid}-`));
  const logsDir = path.join(tmpDir, 'logs');
  fs.mkdirSync(path.join(tmpDir, 'public', 'uploads'), { recursive: true });
  fs.mkdirSync(logsDir, { recursive: true });
  fs.mkdirSync(path.join(tmpDir, 'files'), { recursive: true });
  const siteCopy = path.join(SITE_COPIES_DIR, `${SITE_COPY_PREFIX}${process.pid}-${randomBytes(4).toString('hex')}`);
  if (verbose) console.log(`[e2e] temporary folder: ${tmpDir}`);
  return { tmpDir, logsDir, siteCopy };
}

/** Removes the site copy and (unless E2E_KEEP_TMP=1) the temporary folder of a run that could not start. */
export function removeRunFolders({ tmpDir, siteCopy }: Pick<RunFolders, 'tmpDir' | 'siteCopy'>) {
  fs.rmSync(siteCopy, { recursive: true, force: true });
  try {
    fs.rmdirSync(SITE_COPIES_DIR); // only when empty
  } catch {
    // other runs' copies
  }
  if (process.env.E2E_KEEP_TMP !== '1') fs.rmSync(tmpDir, { recursive: true, force: true });
  else console.error(`[e2e] kept ${tmpDir}`);
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Removes the site copies and temporary folders of runs that crashed (named after their runner's pid, now gone). */
function removeStaleRunFolders() {
  const sweep = (dir: string, prefix: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir)) {
      const match = new RegExp(`^${prefix}(\\d+)-`).exec(entry);
      if (match && !pidAlive(Number(match[1]))) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
    }
  };
  sweep(SITE_COPIES_DIR, SITE_COPY_PREFIX);
  sweep(os.tmpdir(), TMP_PREFIX);
  // Output folders of finished runs (playwright.config.ts): empty ones, and failure artifacts older than a week.
  const weekAgo = Date.now() - 7 * 24 * 3600 * 1000;
  for (const entry of fs.readdirSync(os.tmpdir())) {
    const match = /^bank-e2e-results-(\d+)-/.exec(entry);
    if (!match || pidAlive(Number(match[1]))) continue;
    const dir = path.join(os.tmpdir(), entry);
    try {
      const results = fs.readdirSync(dir).filter((name) => !name.startsWith('.'));
      if (results.length === 0 || fs.statSync(dir).mtimeMs < weekAgo) fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // another run's folder going away
    }
  }
}

/** The newest modification time of the files under `paths` (0 when there are none). */
export function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (target: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(target);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target)) visit(path.join(target, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}
