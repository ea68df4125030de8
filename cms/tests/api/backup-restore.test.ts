import { execFile, execFileSync } from 'child_process';
import { createHash, randomBytes } from 'crypto';
import fs from 'fs';
import http from 'http';
import path from 'path';
import { pipeline } from 'stream/promises';
import { Client } from 'pg';
import { ADMIN, ATMADMIN, cmsChain, PANEL_EDITOR, PANEL_OPERATOR, startCms, type TestCms } from '../support/cms';
import { DOCX_PARTS, image, zipArchive } from '../support/fixtures';
import { enqueueJob, JOB_UID } from '../../src/bulk/jobs';
import { createBackup, restoreBackup, targetFromEnv } from '../../src/backup/backup';
import { openStream, sealStream } from '../../src/backup/sealed-file';

/**
 * The restore drill, on SQLite and, in CI's second pass, on PostgreSQL: seed,
 * change content (a news item, a rate, an uploaded form, a bulk job with recipients), back up while the CMS runs,
 * wipe, restore with `npm run restore`; every row, account, upload and recipient's state is back. And an archive
 * nobody but BACKUP_KEY's holder can read or make: a changed, linked or unlisted one is refused and changes nothing.
 */

const REPO_DIR = path.resolve(__dirname, '..', '..', '..');
const CMS_DIR = path.join(REPO_DIR, 'cms');
const RECIPIENT_UID = 'api::bulk-recipient.bulk-recipient';
/** The key the test's archives are sealed with, and the one it is rotated to. */
const KEY = randomBytes(32);
const NEW_KEY = randomBytes(32).toString('hex');

let cms: TestCms;
let admin: string;

beforeAll(async () => {
  // The bulk worker stays idle: the recipients' states are the test's.
  cms = await startCms({ SEED_ON_START: 'true', BULK_POLL_MS: '3600000' });
  admin = await cms.login();
});
afterAll(async () => {
  await cms?.stop();
});

/** Runs a root script (node scripts/<name>.mjs) with the test CMS's variables: exit code, stdout, stderr. */
function runScript(
  name: 'backup' | 'restore',
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(REPO_DIR, 'scripts', `${name}.mjs`), ...args],
      {
        cwd: REPO_DIR,
        // Set even when empty: a developer's cms/.env must not lend its keys.
        env: { PATH: process.env.PATH, ...cms.env, BACKUP_KEY: KEY.toString('base64'), BACKUP_KEYS_OLD: '', ...env },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

const target = () => targetFromEnv(cms.env, CMS_DIR);

/** Every row of every table, in a stable order (what a restore must bring back). */
/**
 * What Strapi itself rewrites on every start, whatever the database held: the upload plugin's weekly metrics schedule
 * (a time drawn at boot), and the save time of the panel roles' permissions, which its start-up permission sync
 * touches. Neither is content; both are left out of the comparison.
 */
const BOOT_RANDOMISED_SETTING = 'plugin_upload_metrics';

async function allRows(): Promise<Record<string, unknown[]>> {
  const knex = cms.strapi.db.connection;
  const tables: string[] =
    cms.env.DATABASE_CLIENT === 'postgres'
      ? (
          await knex.raw('SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ?', [
            cms.env.DATABASE_SCHEMA,
          ])
        ).rows.map((row: { name: string }) => row.name)
      : (await knex.raw("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")).map(
          (row: { name: string }) => row.name,
        );
  const rows: Record<string, unknown[]> = {};
  for (const table of tables.sort()) {
    const all = (await knex(table).select('*')) as Record<string, unknown>[];
    rows[table] = all
      .filter((row) => !(table === 'strapi_core_store_settings' && row.key === BOOT_RANDOMISED_SETTING))
      .map((row) => JSON.stringify(table === 'admin_permissions' ? { ...row, updated_at: undefined } : row))
      .sort();
  }
  return rows;
}

/** The tables whose rows differ between two allRows() snapshots. */
const changedTables = (before: Record<string, unknown[]>, after: Record<string, unknown[]>) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]),
  );

/** Every uploaded file's bytes, by path. */
function uploads(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of fs.readdirSync(cms.uploadsDir, { recursive: true }) as string[]) {
    const file = path.join(cms.uploadsDir, name);
    if (fs.statSync(file).isFile()) files[name] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return files;
}

/** Empties the CMS's database and uploads folder, as on a new machine. */
async function wipe(): Promise<void> {
  if (cms.env.DATABASE_CLIENT === 'postgres') {
    const client = new Client({ connectionString: cms.env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA "${cms.env.DATABASE_SCHEMA}" CASCADE`);
    await client.query(`CREATE SCHEMA "${cms.env.DATABASE_SCHEMA}"`);
    await client.end();
  } else {
    for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(cms.env.DATABASE_FILENAME + suffix, { force: true });
  }
  fs.rmSync(cms.uploadsDir, { recursive: true, force: true });
}

/** `archive` opened with KEY and unpacked into a new folder. */
async function unsealed(archive: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(cms.tmpDir, 'unsealed-'));
  await pipeline(fs.createReadStream(archive), openStream([KEY]), fs.createWriteStream(path.join(dir, 'archive.tar.gz')));
  fs.mkdirSync(path.join(dir, 'files'));
  execFileSync('tar', ['-xzf', path.join(dir, 'archive.tar.gz'), '-C', path.join(dir, 'files')]);
  return path.join(dir, 'files');
}

/** The folder `dir` packed by GNU tar and sealed with KEY, as `name`: an archive only the key's holder could make. */
async function resealed(dir: string, name: string): Promise<string> {
  const plain = path.join(cms.tmpDir, `${name}.tar.gz`);
  execFileSync('tar', ['-czf', plain, '-C', dir, '.']);
  const sealed = path.join(cms.tmpDir, `${name}.tar.gz.enc`);
  await pipeline(fs.createReadStream(plain), sealStream(KEY), fs.createWriteStream(sealed));
  return sealed;
}

interface TestManifest {
  uploads: { path: string; bytes: number; sha256: string }[];
}
const readManifest = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as TestManifest;
const writeManifest = (dir: string, manifest: TestManifest) =>
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));

/** A copy of `archive` with one uploaded file's bytes changed (its manifest left as it was), sealed with KEY. */
async function damagedCopy(archive: string): Promise<string> {
  const dir = await unsealed(archive);
  fs.appendFileSync(path.join(dir, readManifest(dir).uploads[0].path), 'x');
  return resealed(dir, 'damaged');
}

/** A stand-in for the CMS's health check and the site's revalidation: what the restore told the site. */
async function fakeSite(): Promise<{ url: string; calls: { secret: string; body: string }[]; close: () => void }> {
  const calls: { secret: string; body: string }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/api/revalidate') calls.push({ secret: String(request.headers['x-revalidate-secret']), body });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, calls, close: () => server.close() };
}

it('backs up a running CMS and restores every row, account, upload and bulk recipient into an empty one', async () => {
  // Content changed after the seed: a news item, a rate, an uploaded form, a bulk job whose recipients moved on.
  await cms
    .api()
    .post('/api/admin/news')
    .set('Authorization', `Bearer ${admin}`)
    .field('title', 'Backed-up news')
    .field('author_name', 'Fatou Jallow')
    .field('category', 'Events')
    .field('summary', 'Restored word for word.')
    .field('full_text', 'Every row comes back.')
    .attach('image', await image('png'), 'photo.png')
    .expect(201);
  const rates = (await cms.api().get('/api/get_exchange_rates')).body as { id: string }[];
  await cms
    .api()
    .put(`/api/update/exchange-rates/${rates[0].id}`)
    .set('Authorization', `Bearer ${admin}`)
    .send({ buy: 12.34 })
    .expect(200);
  await cms
    .api()
    .post('/api/upload/form')
    .set('Authorization', `Bearer ${admin}`)
    .field('category', 'Account opening')
    .attach('file', zipArchive(DOCX_PARTS), 'account-opening.docx')
    .expect(201);
  const { job } = await enqueueJob(cms.strapi, {
    channel: 'sms',
    message: 'Our branches close at noon on Friday.',
    sentBy: 'admin',
    recipients: ['+2207000001', '+2207000002', '+2207000003'],
    invalid: 0,
    duplicates: 0,
    fingerprint: 'backup-drill',
    idempotencyKey: null,
    partsPerMessage: 1,
    dailyLimit: 20000,
  });
  const recipients = await cms.strapi.db
    .query(RECIPIENT_UID)
    .findMany({ where: { job: job.documentId }, orderBy: { id: 'asc' } });
  expect(recipients).toHaveLength(3);
  // Sent and reported undelivered by the provider (the delivery report's fields survive too).
  await cms.strapi.db.query(RECIPIENT_UID).update({
    where: { id: recipients[0].id },
    data: {
      state: 'sent',
      provider_id: 'ATXid_backup',
      delivery: 'undelivered',
      delivery_reason: 'AbsentSubscriber',
      reported_at: new Date('2026-01-02T03:04:05.000Z'),
    },
  });
  await cms.strapi.db.query(RECIPIENT_UID).update({ where: { id: recipients[1].id }, data: { state: 'failed' } });
  await cms.strapi.db.query(RECIPIENT_UID).update({ where: { id: recipients[2].id }, data: { state: 'unknown' } });
  // Finished: the restored CMS's worker leaves it as it was.
  await cms.strapi.db
    .query(JOB_UID)
    .update({ where: { id: job.id }, data: { state: 'finished', sent: 1, failed: 1, unknown: 1, undelivered: 1 } });

  // Strapi rewrites some of its settings (strapi_core_store_settings) when it boots: after a restart of its own, the
  // same rows as after the restored one's.
  await cms.restart();
  const rowsBefore = await allRows();
  const uploadsBefore = uploads();
  expect(Object.keys(uploadsBefore).some((name) => name.endsWith('.docx'))).toBe(true);

  // `npm run backup` while the CMS runs: one archive, its path printed.
  const backupDir = path.join(cms.tmpDir, 'backups');
  const backup = await runScript('backup', [], { BACKUP_DIR: backupDir });
  expect(backup.stderr).toBe('');
  expect(backup.code).toBe(0);
  const archive = backup.stdout.trim();
  expect(fs.readdirSync(backupDir)).toEqual([path.basename(archive)]);
  // Readable by the operator's account only; encrypted (tar cannot list it).
  expect((fs.statSync(archive).mode & 0o777).toString(8)).toBe('600');
  expect(() => execFileSync('tar', ['-tzf', archive], { stdio: 'ignore' })).toThrow();

  // Refusals change nothing, with a message and exit code 1: a target that holds data, a damaged archive.
  const refused = await runScript('restore', [archive]);
  expect(refused.code).toBe(1);
  expect(refused.stderr.trim()).toBe(
    `restore: Refusing to restore: the database and the uploads folder (${cms.uploadsDir}) not empty. Use --force to replace.`,
  );
  const damaged = await runScript('restore', [await damagedCopy(archive), '--force']);
  expect(damaged.code).toBe(1);
  expect(damaged.stderr.trim()).toMatch(/^restore: The archive is damaged: checksum mismatch on uploads\/\S+$/);
  expect(uploads()).toEqual(uploadsBefore);
  expect(changedTables(rowsBefore, await allRows())).toEqual([]);

  const site = await fakeSite();
  let restored = { code: -1, stdout: '', stderr: '' };
  try {
    await cms.restart(async () => {
      await wipe();
      // Since rotated: BACKUP_KEY is new, the archive's key is among BACKUP_KEYS_OLD.
      restored = await runScript('restore', [archive], {
        BACKUP_KEY: NEW_KEY,
        BACKUP_KEYS_OLD: `${randomBytes(32).toString('base64')}, ${KEY.toString('base64')}`,
        CMS_INTERNAL_URL: site.url,
        REVALIDATE_URL: `${site.url}/api/revalidate`,
        REVALIDATE_SECRET: 'restore-secret',
      });
    });
  } finally {
    site.close();
  }
  expect(restored.stderr).toBe('');
  expect(restored.code).toBe(0);
  expect(restored.stdout).toMatch(/^Restored the backup of \S+ \((sqlite|postgres), \d+ uploads\) in [\d.]+ s\.$/m);
  expect(restored.stdout).toContain('The site regenerated its pages.');
  expect(site.calls).toEqual([{ secret: 'restore-secret', body: '{"all":true}' }]);

  expect(uploads()).toEqual(uploadsBefore);
  const rowsAfter = await allRows();
  // The audit trail is the backed-up one, entry for entry; the restarted CMS only appends its own start's writes, and
  // the whole chain still verifies with the same AUDIT_KEY.
  const idOf = (row: unknown) => Number((JSON.parse(row as string) as { id: number }).id);
  const lastBackedUp = Math.max(...rowsBefore.audit_entries.map(idOf));
  expect(rowsAfter.audit_entries.filter((row) => idOf(row) <= lastBackedUp)).toEqual(rowsBefore.audit_entries);
  expect((await cmsChain().verifyChain(cms.strapi)).ok).toBe(true);
  expect(changedTables({ ...rowsBefore, audit_entries: [] }, { ...rowsAfter, audit_entries: [] })).toEqual([]);
  const states = await cms.strapi.db.query(RECIPIENT_UID).findMany({ where: { job: job.documentId }, orderBy: { id: 'asc' } });
  expect(states.map((recipient: { state: string }) => recipient.state)).toEqual(['sent', 'failed', 'unknown']);

  // Every account logs in: the staff screens' two, the panel's two.
  await cms.login(ADMIN);
  await cms.login(ATMADMIN, 'atmadmin');
  for (const account of [PANEL_OPERATOR, PANEL_EDITOR]) {
    const login = await cms.api().post('/admin/login').send(account);
    expect(login.status).toBe(200);
    expect(login.body.data.token).toEqual(expect.any(String));
  }
  // The public API serves the restored content.
  const news = (await cms.api().get('/api/news')).body as { title: string }[];
  expect(news.map((item) => item.title)).toContain('Backed-up news');
});

it('refuses an archive that is changed, cut, sealed with another key, or holds a link or an unlisted file, and changes nothing', async () => {
  const backup = await runScript('backup', [], { BACKUP_DIR: path.join(cms.tmpDir, 'refusals') });
  expect(backup.code).toBe(0);
  const archive = backup.stdout.trim();
  const rowsBefore = await allRows();
  const uploadsBefore = uploads();
  const hostname = fs.readFileSync('/etc/hostname');

  const sealed = fs.readFileSync(archive);
  const flipped = path.join(cms.tmpDir, 'flipped.tar.gz.enc');
  const flippedBytes = Buffer.from(sealed);
  flippedBytes[Math.floor(sealed.length / 2)] ^= 0x01;
  fs.writeFileSync(flipped, flippedBytes);
  const cut = path.join(cms.tmpDir, 'cut.tar.gz.enc');
  fs.writeFileSync(cut, sealed.subarray(0, sealed.length - 100));

  // uploads/x.pdf -> /etc/hostname, listed in the manifest with the hostname's own checksum: only the check of the
  // entry's kind can tell it from a file.
  const linked = await unsealed(archive);
  fs.symlinkSync('/etc/hostname', path.join(linked, 'uploads', 'x.pdf'));
  const manifest = readManifest(linked);
  manifest.uploads.push({
    path: 'uploads/x.pdf',
    bytes: hostname.length,
    sha256: createHash('sha256').update(hostname).digest('hex'),
  });
  writeManifest(linked, manifest);
  const withLink = await resealed(linked, 'linked');

  const unlisted = await unsealed(archive);
  fs.writeFileSync(path.join(unlisted, 'uploads', 'extra.pdf'), '%PDF-1.4 not in the manifest');
  const withUnlisted = await resealed(unlisted, 'unlisted');

  const cases: [string, string, Record<string, string>, RegExp][] = [
    ['a flipped byte', flipped, {}, /^restore: Refusing the archive: it fails authentication: .+\. Nothing was restored$/],
    ['cut short', cut, {}, /^restore: Refusing the archive: it (fails authentication|is cut short)\b.*\. Nothing was restored$/],
    [
      'another key',
      archive,
      { BACKUP_KEY: NEW_KEY },
      /^restore: Refusing the archive: it was encrypted with another key than BACKUP_KEY \(or BACKUP_KEYS_OLD\)$/,
    ],
    [
      'a link',
      withLink,
      {},
      /^restore: Refusing the archive: uploads\/x\.pdf is a symbolic link; a backup holds regular files only$/,
    ],
    ['an unlisted file', withUnlisted, {}, /^restore: Refusing the archive: uploads\/extra\.pdf is not in its manifest$/],
  ];
  for (const [what, file, env, message] of cases) {
    const refused = await runScript('restore', [file, '--force'], env);
    expect({ what, code: refused.code, stderr: refused.stderr.trim() }).toEqual({
      what,
      code: 1,
      stderr: expect.stringMatching(message),
    });
    expect(uploads()).toEqual(uploadsBefore);
    expect(fs.lstatSync(path.join(cms.uploadsDir, 'x.pdf'), { throwIfNoEntry: false })).toBeUndefined();
  }
  expect(changedTables(rowsBefore, await allRows())).toEqual([]);
  const served = await cms.api().get('/uploads/x.pdf');
  expect(served.status).toBe(404);
  expect(served.text ?? '').not.toContain(hostname.toString().trim());

  // Without a key, neither script runs: it names the variable, exit code 2.
  for (const script of ['backup', 'restore'] as const) {
    const unset = await runScript(script, script === 'restore' ? [archive] : [], { BACKUP_KEY: '' });
    expect({ code: unset.code, stderr: unset.stderr }).toEqual({
      code: 2,
      stderr: expect.stringMatching(new RegExp(`^${script}: BACKUP_KEY is not set: `)),
    });
  }
});

it('keeps only BACKUP_KEEP archives', async () => {
  const dir = path.join(cms.tmpDir, 'kept');
  for (const second of [1, 2, 3]) {
    await createBackup(target(), {
      dir,
      cmsDir: CMS_DIR,
      key: KEY,
      keep: 2,
      now: new Date(Date.UTC(2026, 0, 1, 0, 0, second)),
    });
  }
  expect(fs.readdirSync(dir).sort()).toEqual([
    'bank-backup-2026-01-01T00-00-02-000Z.tar.gz.enc',
    'bank-backup-2026-01-01T00-00-03-000Z.tar.gz.enc',
  ]);
});

/**
 * Compose's database role (deploy/postgres/10-app-role.sql, run by the postgres image as its superuser): not a
 * superuser, and a backup and a restore work as it. On PostgreSQL only, in a database of its own (roles are the
 * cluster's, so the role's name is the test's own).
 */
const onPostgres = process.env.DATABASE_URL ? it : it.skip;

onPostgres('runs backups and restores as the deployment role, which is not a superuser', async () => {
  const suffix = randomBytes(4).toString('hex');
  const role = `bank_app_${suffix}`;
  const database = `bank_init_${suffix}`;
  const superuserUrl = process.env.DATABASE_URL as string;
  const urlFor = (user: string | null) => {
    const url = new URL(superuserUrl);
    url.pathname = `/${database}`;
    if (user) url.username = user;
    return url.toString();
  };
  const query = async (url: string, sql: string) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await query(superuserUrl, `CREATE DATABASE "${database}"`);
  try {
    // A database the CMS filled as the superuser, before the role existed: its table moves to the role.
    await query(urlFor(null), 'CREATE TABLE earlier (id serial PRIMARY KEY, note text)');
    const init = () =>
      execFileSync(
        'psql',
        ['-X', '-q', '-v', `app_role=${role}`, '-f', path.join(REPO_DIR, 'deploy', 'postgres', '10-app-role.sql'), urlFor(null)],
        { env: { ...process.env, POSTGRES_APP_PASSWORD: 'app-password' }, stdio: 'pipe' },
      );
    init();
    // Safe to run again (how an existing deployment is moved to the role).
    init();
    expect(() =>
      execFileSync('psql', ['-X', '-q', '-f', path.join(REPO_DIR, 'deploy', 'postgres', '10-app-role.sql'), urlFor(null)], {
        env: { ...process.env, POSTGRES_APP_PASSWORD: '' },
        stdio: 'pipe',
      }),
    ).toThrow(/POSTGRES_APP_PASSWORD is not set/);

    const app = urlFor(role);
    const { rows } = await query(
      app,
      'SELECT rolsuper, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls FROM pg_roles WHERE rolname = current_user',
    );
    expect(rows).toEqual([
      { rolsuper: false, rolcreaterole: false, rolcreatedb: false, rolreplication: false, rolbypassrls: false },
    ]);
    // What a superuser could do with a dump's SQL, refused to the role.
    for (const sql of [
      "COPY (SELECT 1) TO PROGRAM 'true'",
      "SELECT pg_read_file('/etc/hostname')",
      'CREATE ROLE intruder LOGIN SUPERUSER',
      `ALTER ROLE "${role}" SUPERUSER`,
    ]) {
      await expect(query(app, sql)).rejects.toThrow(/permission denied|must be superuser|must have|privilege/i);
    }

    // The CMS's work as the role: its tables in public, a backup, a change, a restore over it.
    await query(app, "CREATE TABLE news (id serial PRIMARY KEY, title text); INSERT INTO news (title) VALUES ('Kept')");
    await query(app, "INSERT INTO earlier (note) VALUES ('moved')");
    const uploadsDir = path.join(cms.tmpDir, `role-uploads-${suffix}`);
    fs.mkdirSync(uploadsDir);
    fs.writeFileSync(path.join(uploadsDir, 'form.pdf'), '%PDF-1.4 form');
    const roleTarget = { database: { client: 'postgres' as const, url: app, schema: 'public', ssl: false }, uploadsDir };
    const { archive } = await createBackup(roleTarget, {
      dir: path.join(cms.tmpDir, `role-${suffix}`),
      cmsDir: CMS_DIR,
      key: KEY,
    });
    await query(app, "UPDATE news SET title = 'Changed'; DROP TABLE earlier");
    await restoreBackup(roleTarget, archive, { keys: [KEY], force: true });
    expect((await query(app, 'SELECT title FROM news')).rows).toEqual([{ title: 'Kept' }]);
    expect((await query(app, 'SELECT note FROM earlier')).rows).toEqual([{ note: 'moved' }]);
    expect(
      (await query(app, "SELECT pg_get_userbyid(nspowner) AS owner FROM pg_namespace WHERE nspname = 'public'")).rows,
    ).toEqual([{ owner: role }]);
    expect(fs.readFileSync(path.join(uploadsDir, 'form.pdf'), 'utf8')).toBe('%PDF-1.4 form');
  } finally {
    await query(superuserUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await query(superuserUrl, `DROP ROLE IF EXISTS "${role}"`);
  }
});
