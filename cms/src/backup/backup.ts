/**
 * Backups that restore: one .tar.gz holding the database (SQLite through its online backup API, PostgreSQL through
 * pg_dump), every uploaded file and a manifest with each part's checksum, sealed with BACKUP_KEY (sealed-file.ts:
 * AES-256-GCM, so only the key's holder can read an archive or make one that restores). `npm run backup` /
 * `npm run restore` (scripts/backup.mjs, scripts/restore.mjs) are thin wrappers around createBackup and restoreBackup.
 *
 * Not Strapi's `strapi export`: it leaves out the panel's users, roles and API tokens, and its import replaces
 * content through the entity service rather than restoring rows as they were (docs/operations.md "Backups and
 * restore").
 */
import { spawnSync } from 'child_process';
import { createHash } from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { pipeline } from 'stream/promises';
import { createGunzip, createGzip } from 'zlib';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import { openStream, SealError, sealStream } from './sealed-file';
import { readTar, tarStream } from './tar';

/** A refusal or failure the operator reads as is: no stack trace. */
export class BackupError extends Error {}

/** BACKUP_KEY missing or malformed: the scripts exit 2, as for a usage error. */
export class BackupKeyError extends BackupError {}

/** The key new archives are sealed with, and every key an archive may be read with (BACKUP_KEY first). */
export interface BackupKeys {
  key: Buffer;
  readable: Buffer[];
}

const KEY_HELP = '32 random bytes as 64 hex digits or base64, e.g. `openssl rand -base64 32`';

function parseKey(value: string, name: string): Buffer {
  const text = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(text)
      ? Buffer.from(text, text.includes('-') || text.includes('_') ? 'base64url' : 'base64')
      : null;
  if (!key || key.length !== 32) throw new BackupKeyError(`${name} is not a key: it must be ${KEY_HELP}`);
  return key;
}

/**
 * @public (scripts/backup.mjs, scripts/restore.mjs, from cms/dist)
 * BACKUP_KEY, and BACKUP_KEYS_OLD (comma-separated) to read archives sealed before the key was rotated.
 */
export function keysFromEnv(env: NodeJS.ProcessEnv): BackupKeys {
  if (!env.BACKUP_KEY?.trim()) {
    throw new BackupKeyError(
      `BACKUP_KEY is not set: archives are encrypted with it (${KEY_HELP}; keep a copy off this server, docs/operations.md "Backups and restore")`,
    );
  }
  const key = parseKey(env.BACKUP_KEY, 'BACKUP_KEY');
  const old = (env.BACKUP_KEYS_OLD ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => parseKey(value, 'A key of BACKUP_KEYS_OLD'));
  return { key, readable: [key, ...old] };
}

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

// Older, unencrypted archives (.tar.gz) are pruned with the others as they age.
const ARCHIVE_NAME = /^bank-backup-[0-9TZ-]+\.tar\.gz(\.enc)?$/;
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
    throw new BackupError(missing ? `${command} is not installed (apt-get install postgresql-client)` : result.error.message);
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
 * Writes one archive into `dir`, sealed with `key`, and returns its path; with `keep`, removes the oldest archives
 * beyond that many. The database is copied before the uploads are listed, so every file the copy refers to is in the
 * archive.
 */
export async function createBackup(
  target: BackupTarget,
  options: { dir: string; cmsDir: string; key: Buffer; keep?: number; now?: Date },
): Promise<{ archive: string; manifest: Manifest }> {
  const now = options.now ?? new Date();
  // Only the operator's account reads the folder of archives.
  fs.mkdirSync(options.dir, { recursive: true, mode: 0o700 });
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'bank-backup-'));
  const name = `bank-backup-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz.enc`;
  const archive = path.join(path.resolve(options.dir), name);
  // Written under another name first: an interrupted backup never looks like an archive.
  const partial = `${archive}.partial`;
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
    const entries = [
      { name: 'manifest.json', file: path.join(staging, 'manifest.json') },
      { name: databaseFile, file: path.join(staging, databaseFile) },
      ...uploads.map((part) => ({ name: `uploads/${part.path}`, file: path.join(target.uploadsDir, part.path) })),
    ];
    // 0600 from the first byte (the file and its temporary name): it holds the staff accounts and their secrets.
    const out = fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    try {
      await pipeline(tarStream(entries), createGzip(), sealStream(options.key), out);
    } catch (error) {
      throw new BackupError(`Could not write ${partial}: ${(error as Error).message}`);
    }
    // The mode given at creation is masked by the umask; this one is exact.
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, archive);
    if (options.keep) pruneArchives(options.dir, options.keep);
    return { archive, manifest };
  } finally {
    fs.rmSync(partial, { force: true });
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

/** A tar entry's name as a relative posix path ('' for the archive's root), or a refusal. */
function entryPath(name: string): string {
  let relative = name.replace(/\/+$/, '');
  while (relative.startsWith('./')) relative = relative.slice(2);
  if (relative === '.' || relative === '') return '';
  const parts = relative.split('/');
  if (relative.startsWith('/') || /[\\\0]/.test(relative) || parts.some((part) => ['', '.', '..'].includes(part))) {
    throw new BackupError(`Refusing the archive: it holds an unsafe path, ${JSON.stringify(name)}`);
  }
  return relative;
}

function readManifest(root: string, files: Set<string>): Manifest {
  let manifest: Manifest;
  try {
    if (!files.has('manifest.json')) throw new Error('none');
    manifest = JSON.parse(fs.readFileSync(path.join(root, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new BackupError('Not a backup archive: it has no readable manifest.json');
  }
  if (
    manifest?.format !== 1 ||
    !manifest.database ||
    !Array.isArray(manifest.uploads) ||
    !(manifest.database.client in DATABASE_FILE) ||
    manifest.database.path !== DATABASE_FILE[manifest.database.client]
  ) {
    throw new BackupError('Not a backup archive of this format (manifest.json)');
  }
  for (const part of manifest.uploads) {
    if (typeof part?.path !== 'string' || !part.path.startsWith('uploads/') || entryPath(part.path) !== part.path) {
      throw new BackupError(`Refusing the archive: its manifest lists an unsafe path, ${JSON.stringify(part?.path)}`);
    }
  }
  return manifest;
}

/** Why an archive could not be opened, for the operator. */
function sealRefusal(error: SealError): string {
  if (error.reason === 'key') return `Refusing the archive: ${error.message} than BACKUP_KEY (or BACKUP_KEYS_OLD)`;
  if (error.reason === 'format') {
    return `Refusing the archive: ${error.message} (an unencrypted archive of an older version cannot be authenticated)`;
  }
  return `Refusing the archive: ${error.message}. Nothing was restored`;
}

/**
 * Opens `archive` into `staging` and checks all of it, before anything is written where the CMS keeps its data: it
 * must authenticate with one of `keys` to its last byte; every entry must be a regular file or a folder at a plain
 * relative path, listed in the manifest (folders: holding a listed file), and match its checksum.
 */
async function unpack(archive: string, keys: Buffer[], staging: string): Promise<{ root: string; manifest: Manifest }> {
  const opened = path.join(staging, 'archive.tar.gz');
  try {
    await pipeline(fs.createReadStream(archive), openStream(keys), fs.createWriteStream(opened, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    if (error instanceof SealError) throw new BackupError(sealRefusal(error));
    throw new BackupError(`Not a readable backup archive (${(error as Error).message})`);
  }

  const root = path.join(staging, 'archive');
  fs.mkdirSync(root, { mode: 0o700 });
  const files = new Set<string>();
  const folders = new Set<string>();
  try {
    const gunzip = createGunzip();
    fs.createReadStream(opened).pipe(gunzip);
    for await (const entry of readTar(gunzip)) {
      const relative = entryPath(entry.path);
      if (entry.kind === 'other') {
        throw new BackupError(
          `Refusing the archive: ${relative || entry.path} is ${entry.what}; a backup holds regular files only`,
        );
      }
      if (!relative) {
        if (entry.kind === 'file') throw new BackupError('Refusing the archive: it holds a file without a name');
        continue;
      }
      if (files.has(relative) || folders.has(relative)) throw new BackupError(`Refusing the archive: ${relative} appears twice`);
      if (entry.kind === 'directory') {
        folders.add(relative);
        fs.mkdirSync(path.join(root, relative), { recursive: true, mode: 0o700 });
        continue;
      }
      files.add(relative);
      // The staging folder is this process's own and holds no links; O_EXCL | O_NOFOLLOW all the same.
      fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true, mode: 0o700 });
      const { O_WRONLY, O_CREAT, O_EXCL, O_NOFOLLOW } = fs.constants;
      const fd = fs.openSync(path.join(root, relative), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600);
      await pipeline(entry.data, fs.createWriteStream('', { fd }));
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`The archive is damaged: ${(error as Error).message}`);
  }

  const manifest = readManifest(root, files);
  const listed = [manifest.database, ...manifest.uploads];
  const names = new Set(listed.map((part) => part.path));
  const extra = [...files].find((file) => file !== 'manifest.json' && !names.has(file));
  if (extra) throw new BackupError(`Refusing the archive: ${extra} is not in its manifest`);
  const folder = [...folders].find((dir) => ![...names].some((name) => name.startsWith(`${dir}/`)));
  if (folder) throw new BackupError(`Refusing the archive: the folder ${folder} is not in its manifest`);
  for (const part of listed) {
    if (!files.has(part.path)) throw new BackupError(`The archive is damaged: ${part.path} is missing`);
    if (sha256(path.join(root, part.path)) !== part.sha256) {
      throw new BackupError(`The archive is damaged: checksum mismatch on ${part.path}`);
    }
  }
  return { root, manifest };
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

/** Everything under `dir` that is not a folder (files, links, devices), relative to it. */
function entriesUnder(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? entriesUnder(path.join(dir, entry.name), relative) : [relative];
  });
}

// A link counts as content: the copy below would otherwise have to decide what to do with it.
const uploadsAreEmpty = (dir: string) => entriesUnder(dir).filter((file) => !file.startsWith('.')).length === 0;

const lstatOrNull = (file: string) => fs.lstatSync(file, { throwIfNoEntry: false }) ?? null;

/**
 * The folders an upload goes into, created where missing: each must be a real folder inside `uploadsDir`, never a
 * link to somewhere else. With `dryRun`, checks only (before anything is written).
 */
function uploadFolder(uploadsDir: string, relative: string, dryRun: boolean): string {
  let dir = uploadsDir;
  for (const part of relative.split('/').slice(0, -1)) {
    dir = path.join(dir, part);
    let stat = lstatOrNull(dir);
    if (!stat && dryRun) return dir;
    if (!stat) {
      fs.mkdirSync(dir);
      stat = fs.lstatSync(dir);
    }
    if (!stat.isDirectory()) throw new BackupError(`Refusing to restore: ${dir} is not a folder (a link?); remove it`);
  }
  const existing = lstatOrNull(path.join(uploadsDir, relative));
  if (existing?.isDirectory()) throw new BackupError(`Refusing to restore: ${path.join(uploadsDir, relative)} is a folder`);
  return dir;
}

/** Copies one checked upload into place: an entry already there (a link too) is replaced, never written through. */
function placeUpload(source: string, uploadsDir: string, relative: string): void {
  uploadFolder(uploadsDir, relative, false);
  const file = path.join(uploadsDir, relative);
  if (lstatOrNull(file)) fs.unlinkSync(file);
  const { O_RDONLY, O_WRONLY, O_CREAT, O_EXCL, O_NOFOLLOW } = fs.constants;
  const input = fs.openSync(source, O_RDONLY | O_NOFOLLOW);
  try {
    const output = fs.openSync(file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644);
    try {
      const buffer = Buffer.alloc(1024 * 1024);
      for (let read; (read = fs.readSync(input, buffer)) > 0;) fs.writeSync(output, buffer, 0, read);
    } finally {
      fs.closeSync(output);
    }
  } finally {
    fs.closeSync(input);
  }
}

/** Removes what the uploads folder holds, keeping the folder (compose mounts a volume there). Links are not followed. */
function emptyFolder(dir: string): void {
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
}

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
 * `force`, and authenticates and checks the whole archive before it writes anything. The CMS must be stopped.
 */
export async function restoreBackup(
  target: BackupTarget,
  archive: string,
  options: { keys: Buffer[]; force?: boolean },
): Promise<Manifest> {
  if (!fs.existsSync(archive)) throw new BackupError(`No archive at ${archive}`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'bank-restore-'));
  try {
    const { root, manifest } = await unpack(archive, options.keys, staging);
    if (manifest.database.client !== target.database.client) {
      throw new BackupError(`The archive holds a ${manifest.database.client} database; this CMS uses ${target.database.client}`);
    }
    if (target.database.client === 'postgres' && manifest.database.schema !== target.database.schema) {
      throw new BackupError(
        `The archive holds schema "${manifest.database.schema}"; DATABASE_SCHEMA is "${target.database.schema}"`,
      );
    }
    const uploads = manifest.uploads.map((part) => part.path.slice('uploads/'.length));
    if (!options.force) {
      const full = [
        ...((await databaseIsEmpty(target.database)) ? [] : ['the database']),
        ...(uploadsAreEmpty(target.uploadsDir) ? [] : [`the uploads folder (${target.uploadsDir})`]),
      ];
      if (full.length > 0) throw new BackupError(`Refusing to restore: ${full.join(' and ')} not empty. Use --force to replace.`);
      for (const relative of uploads) uploadFolder(target.uploadsDir, relative, true);
    }

    await writeDatabase(target.database, path.join(root, manifest.database.path), Boolean(options.force));
    if (options.force) emptyFolder(target.uploadsDir);
    fs.mkdirSync(target.uploadsDir, { recursive: true });
    for (const relative of uploads) placeUpload(path.join(root, 'uploads', relative), target.uploadsDir, relative);
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
