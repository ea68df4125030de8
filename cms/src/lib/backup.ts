/**
 * Backups that restore: one .tar.gz holding the database (SQLite through its online backup API, PostgreSQL through
 * pg_dump), every uploaded file and a manifest with each part's checksum. `npm run backup` / `npm run restore`
 * (scripts/backup.mjs, scripts/restore.mjs) are thin wrappers around createBackup and restoreBackup.
 *
 * Not Strapi's `strapi export`: it leaves out the panel's users, roles and API tokens, and its import replaces
 * content through the entity service rather than restoring rows as they were (README "Backups and restore").
 */
import { spawnSync } from 'child_process';
import { createHash } from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import Database from 'better-sqlite3';
import { Client } from 'pg';

/** A refusal or failure the operator reads as is: no stack trace. */
export class BackupError extends Error {}

export type DatabaseTarget =
  { client: 'sqlite'; filename: string } | { client: 'postgres'; url: string; schema: string; ssl: boolean };

export interface BackupTarget {
  database: DatabaseTarget;
  uploadsDir: string;
}

interface PartSum {
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: 1;
  createdAt: string;
  /** Strapi's hash of the database schema it last synchronised (strapi_database_schema), and its version. */
  schema: { strapiVersion: string; hash: string | null };
  database: PartSum & { client: DatabaseTarget['client']; schema?: string };
  uploads: PartSum[];
}

const ARCHIVE_NAME = /^bank-backup-[0-9TZ-]+\.tar\.gz$/;
const DATABASE_FILE = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;

/** Where the CMS keeps its data, from its variables (cms/config/database.ts, cms/config/server.ts). */
export function targetFromEnv(env: NodeJS.ProcessEnv, cmsDir: string): BackupTarget {
  const publicDir = path.resolve(cmsDir, env.PUBLIC_DIR || './public');
  const uploadsDir = path.join(publicDir, 'uploads');
  if ((env.DATABASE_CLIENT || 'sqlite') === 'postgres') {
    if (!env.DATABASE_URL) throw new BackupError('DATABASE_CLIENT=postgres needs DATABASE_URL');
    return {
      database: {
        client: 'postgres',
        url: env.DATABASE_URL,
        schema: env.DATABASE_SCHEMA || 'public',
        ssl: env.DATABASE_SSL === 'true',
      },
      uploadsDir,
    };
  }
  return {
    database: { client: 'sqlite', filename: path.resolve(cmsDir, env.DATABASE_FILENAME || '.tmp/data.db') },
    uploadsDir,
  };
}

function sha256(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

function partSum(dir: string, relative: string): PartSum {
  const file = path.join(dir, relative);
  return { path: relative, bytes: fs.statSync(file).size, sha256: sha256(file) };
}

/** Every regular file under `dir`, relative to it (posix separators, as tar stores them). */
function filesUnder(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return filesUnder(path.join(dir, entry.name), relative);
    return entry.isFile() ? [relative] : [];
  });
}

/** Runs a command; a failure becomes a BackupError with the tool's own message. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): string {
  const result = spawnSync(command, args, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) {
    const missing = (result.error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new BackupError(
      missing ? `${command} is not installed (apt-get install postgresql-client / tar)` : result.error.message,
    );
  }
  if (result.status !== 0) throw new BackupError(`${command} failed: ${result.stderr.trim() || `exit code ${result.status}`}`);
  return result.stdout;
}

function pgEnv(database: Extract<DatabaseTarget, { client: 'postgres' }>): NodeJS.ProcessEnv {
  return { ...process.env, ...(database.ssl ? { PGSSLMODE: 'require' } : {}) };
}

async function withPostgres<T>(
  database: Extract<DatabaseTarget, { client: 'postgres' }>,
  use: (client: Client) => Promise<T>,
): Promise<T> {
  const client = new Client({ connectionString: database.url, ssl: database.ssl ? { rejectUnauthorized: false } : false });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function schemaHash(database: DatabaseTarget): Promise<string | null> {
  const query = 'SELECT hash FROM strapi_database_schema ORDER BY id DESC LIMIT 1';
  try {
    if (database.client === 'sqlite') {
      const db = new Database(database.filename, { readonly: true, fileMustExist: true });
      try {
        return ((db.prepare(query).get() as { hash?: string } | undefined)?.hash ?? null) || null;
      } finally {
        db.close();
      }
    }
    return await withPostgres(database, async (client) => {
      await client.query(`SET search_path TO ${quoteIdent(database.schema)}`);
      return (await client.query<{ hash: string }>(query)).rows[0]?.hash ?? null;
    });
  } catch {
    return null;
  }
}

/** Copies the database into `file` while the CMS may keep writing: a consistent snapshot either way. */
async function dumpDatabase(database: DatabaseTarget, file: string): Promise<void> {
  if (database.client === 'sqlite') {
    if (!fs.existsSync(database.filename)) throw new BackupError(`No database at ${database.filename}`);
    const db = new Database(database.filename, { readonly: true, fileMustExist: true });
    try {
      await db.backup(file);
    } finally {
      db.close();
    }
    return;
  }
  run(
    'pg_dump',
    [
      '--format=custom',
      `--schema=${database.schema}`,
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      `--dbname=${database.url}`,
    ],
    pgEnv(database),
  );
}

function strapiVersion(cmsDir: string): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(cmsDir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    return pkg.dependencies?.['@strapi/strapi'] ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Writes one archive into `dir` and returns its path; with `keep`, removes the oldest archives beyond that many.
 * The database is copied before the uploads are listed, so every file the copy refers to is in the archive.
 */
export async function createBackup(
  target: BackupTarget,
  options: { dir: string; cmsDir: string; keep?: number; now?: Date },
): Promise<{ archive: string; manifest: Manifest }> {
  const now = options.now ?? new Date();
  fs.mkdirSync(options.dir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'bank-backup-'));
  try {
    const databaseFile = DATABASE_FILE[target.database.client];
    await dumpDatabase(target.database, path.join(staging, databaseFile));
    const uploads = filesUnder(target.uploadsDir).map((file) => partSum(target.uploadsDir, file));
    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      schema: { strapiVersion: strapiVersion(options.cmsDir), hash: await schemaHash(target.database) },
      database: {
        client: target.database.client,
        ...(target.database.client === 'postgres' ? { schema: target.database.schema } : {}),
        ...partSum(staging, databaseFile),
      },
      uploads: uploads.map((part) => ({ ...part, path: `uploads/${part.path}` })),
    };
    fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.writeFileSync(path.join(staging, 'uploads.list'), uploads.map((part) => `uploads/${part.path}\n`).join(''));

    const name = `bank-backup-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
    const archive = path.join(path.resolve(options.dir), name);
    // Written under another name first: an interrupted backup never looks like an archive.
    const partial = `${archive}.partial`;
    run('tar', [
      '-czf',
      partial,
      '-C',
      staging,
      'manifest.json',
      databaseFile,
      '-C',
      path.dirname(target.uploadsDir),
      '-T',
      path.join(staging, 'uploads.list'),
    ]);
    fs.renameSync(partial, archive);
    if (options.keep) pruneArchives(options.dir, options.keep);
    return { archive, manifest };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Keeps the newest `keep` archives of `dir` (their names sort by time). */
function pruneArchives(dir: string, keep: number): void {
  const archives = fs
    .readdirSync(dir)
    .filter((name) => ARCHIVE_NAME.test(name))
    .sort();
  for (const name of archives.slice(0, Math.max(0, archives.length - keep))) fs.rmSync(path.join(dir, name));
}

function readManifest(staging: string): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(staging, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new BackupError('Not a backup archive: it has no readable manifest.json');
  }
  if (manifest.format !== 1 || !manifest.database || !Array.isArray(manifest.uploads)) {
    throw new BackupError('Not a backup archive of this format (manifest.json)');
  }
  return manifest;
}

/** Every part against its checksum, and nothing in the archive that the manifest does not list. */
function verify(staging: string, manifest: Manifest): void {
  const listed = [manifest.database, ...manifest.uploads];
  for (const part of listed) {
    const file = path.join(staging, part.path);
    if (path.relative(staging, file).startsWith('..') || !fs.existsSync(file)) {
      throw new BackupError(`The archive is damaged: ${part.path} is missing`);
    }
    if (sha256(file) !== part.sha256) throw new BackupError(`The archive is damaged: checksum mismatch on ${part.path}`);
  }
  const names = new Set(listed.map((part) => part.path));
  const extra = filesUnder(staging).filter((file) => file !== 'manifest.json' && !names.has(file));
  if (extra.length > 0) throw new BackupError(`The archive is damaged: ${extra[0]} is not in its manifest`);
}

async function databaseIsEmpty(database: DatabaseTarget): Promise<boolean> {
  if (database.client === 'sqlite') {
    if (!fs.existsSync(database.filename)) return true;
    const db = new Database(database.filename, { readonly: true });
    try {
      const { count } = db
        .prepare("SELECT count(*) AS count FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .get() as { count: number };
      return count === 0;
    } finally {
      db.close();
    }
  }
  return withPostgres(database, async (client) => {
    const { rows } = await client.query<{ count: string }>(
      'SELECT count(*) AS count FROM information_schema.tables WHERE table_schema = $1',
      [database.schema],
    );
    return Number(rows[0].count) === 0;
  });
}

const uploadsAreEmpty = (dir: string) => filesUnder(dir).filter((file) => !file.startsWith('.')).length === 0;

async function writeDatabase(database: DatabaseTarget, file: string, force: boolean): Promise<void> {
  if (database.client === 'sqlite') {
    fs.mkdirSync(path.dirname(database.filename), { recursive: true });
    // A journal left beside the old file would be replayed over the restored one.
    for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(database.filename + suffix, { force: true });
    fs.copyFileSync(file, database.filename);
    return;
  }
  await withPostgres(database, async (client) => {
    if (force) await client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(database.schema)} CASCADE`);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(database.schema)}`);
  });
  // The schema exists already (public always does): its own CREATE SCHEMA is left out of the list to restore.
  const list = run('pg_restore', ['--list', file])
    .split('\n')
    .filter((line) => !/^\d+; \d+ \d+ SCHEMA - /.test(line))
    .join('\n');
  const listFile = `${file}.list`;
  fs.writeFileSync(listFile, list);
  run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', `--use-list=${listFile}`, `--dbname=${database.url}`, file],
    pgEnv(database),
  );
}

/**
 * @public (scripts/restore.mjs, from cms/dist)
 * Restores `archive` into the target's database and uploads folder. Refuses a target that holds data unless
 * `force`, and checks every checksum before it writes anything. The CMS must be stopped.
 */
export async function restoreBackup(target: BackupTarget, archive: string, options: { force?: boolean } = {}): Promise<Manifest> {
  if (!fs.existsSync(archive)) throw new BackupError(`No archive at ${archive}`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'bank-restore-'));
  try {
    try {
      run('tar', ['-xzf', archive, '-C', staging, '--no-same-owner', '--no-same-permissions']);
    } catch (error) {
      // tar's first line says why (not gzip, truncated); the rest is its own epilogue.
      const reason = (error as Error).message.replace(/^tar failed: /, '').split('\n')[0];
      throw new BackupError(`Not a readable backup archive (${reason})`);
    }
    const manifest = readManifest(staging);
    if (manifest.database.client !== target.database.client) {
      throw new BackupError(`The archive holds a ${manifest.database.client} database; this CMS uses ${target.database.client}`);
    }
    if (target.database.client === 'postgres' && manifest.database.schema !== target.database.schema) {
      throw new BackupError(
        `The archive holds schema "${manifest.database.schema}"; DATABASE_SCHEMA is "${target.database.schema}"`,
      );
    }
    verify(staging, manifest);
    if (!options.force) {
      const full = [
        ...((await databaseIsEmpty(target.database)) ? [] : ['the database']),
        ...(uploadsAreEmpty(target.uploadsDir) ? [] : [`the uploads folder (${target.uploadsDir})`]),
      ];
      if (full.length > 0) throw new BackupError(`Refusing to restore: ${full.join(' and ')} not empty. Use --force to replace.`);
    }

    await writeDatabase(target.database, path.join(staging, manifest.database.path), Boolean(options.force));
    if (options.force) fs.rmSync(target.uploadsDir, { recursive: true, force: true });
    fs.mkdirSync(target.uploadsDir, { recursive: true });
    if (manifest.uploads.length > 0) fs.cpSync(path.join(staging, 'uploads'), target.uploadsDir, { recursive: true });
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * @public (scripts/restore.mjs, from cms/dist)
 * Asks the site to regenerate every page ({all: true} on POST /api/revalidate): whether it answered 200.
 */
export async function revalidateSite(url: string, secret: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
      body: JSON.stringify({ all: true }),
    });
    return response.ok;
  } catch {
    return false;
  }
}
