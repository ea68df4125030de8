/**
 * The audit trail's seals (src/audit/chain.ts): each entry is chained to the one before by a keyed hash (AUDIT_KEY,
 * which the database does not hold), and `npm run audit:verify` names the first entry that was changed, removed or
 * inserted out of order, whatever was done to the rows directly in the database (SQLite here, PostgreSQL in CI's
 * second pass, where the suite runs with DATABASE_URL).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { addNews, cmsAudit, cmsChain, startCms, type TestCms } from '../support/cms';

const AUDIT = 'api::audit-entry.audit-entry';
const VERIFY = path.resolve(__dirname, '..', '..', '..', 'scripts', 'audit-verify.mjs');

interface Row {
  id: number;
  seq: number;
  hash: string;
  prev_hash: string;
  title: string | null;
  changes: unknown;
  [column: string]: unknown;
}

let cms: TestCms;

beforeAll(async () => {
  cms = await startCms();
  const token = await cms.login();
  for (const title of ['Seal one', 'Seal two', 'Seal three']) await addNews(cms, token, title);
}, 180_000);
afterAll(async () => {
  await cms?.stop();
});

/** The table itself, below Strapi's query engine and its refusals: what someone with the database's password has. */
const table = () => cms.strapi.db.getConnection('audit_entries');
const rows = async (): Promise<Row[]> => (await table().select('*').orderBy('id', 'asc')) as Row[];
/** A JSON column's value as it was read (SQLite: the text; PostgreSQL: the value), ready to be written back. */
const asStored = (value: unknown) => (value === null || typeof value === 'string' ? value : JSON.stringify(value));
const verify = () => cmsChain().verifyChain(cms.strapi);

/** `npm run audit:verify` against this test's database, as the operator runs it. */
async function verifyScript(): Promise<{ code: number; stdout: string; stderr: string }> {
  // A developer's cms/.env must not be read: a file that does not exist.
  const env = { ...process.env, ...cms.env, ENV_PATH: path.join(cms.tmpDir, 'no.env') };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [VERIFY], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the sealed trail', () => {
  it('every entry is numbered and chained to the one before; the untouched trail verifies', async () => {
    const all = await rows();
    expect(all.length).toBeGreaterThan(10);
    all.forEach((row, index) => {
      expect(Number(row.seq)).toBe(index + 1);
      expect(row.prev_hash).toBe(index === 0 ? '0'.repeat(64) : all[index - 1].hash);
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    });
    expect(await verify()).toMatchObject({ ok: true, checked: all.length, first: 1, last: all.length });
    const run = await verifyScript();
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Audit trail intact: \d+ entries, #1 to #\d+\./);
  }, 120_000);

  it('an entry changed in the database: the verifier names it, exit 1', async () => {
    const all = await rows();
    const victim = all[5];
    await table().where({ id: victim.id }).update({ title: 'Nothing happened here' });
    expect((await verify()).problem).toEqual({ id: victim.id, seq: Number(victim.seq), what: 'changed after it was written' });
    const run = await verifyScript();
    expect([run.code, run.stdout]).toEqual([1, '']);
    expect(run.stderr).toContain(
      `Audit trail broken at entry #${victim.seq} (row id ${victim.id}): changed after it was written.`,
    );
    await table().where({ id: victim.id }).update({ title: victim.title });
    expect((await verify()).ok).toBe(true);

    // Any field: who, when, the values before and after.
    for (const change of [
      { actor: 'framed.officer' },
      { at: new Date(0) },
      { changes: JSON.stringify({ buy: { before: 1, after: 2 } }) },
    ]) {
      await table().where({ id: victim.id }).update(change);
      expect((await verify()).problem).toMatchObject({ id: victim.id, what: 'changed after it was written' });
      await table()
        .where({ id: victim.id })
        .update({ actor: victim.actor, at: victim.at, changes: asStored(victim.changes) });
    }
    expect((await verify()).ok).toBe(true);
  }, 120_000);

  it('an entry removed: the verifier names the gap', async () => {
    const all = await rows();
    const victim = all[3];
    await table().where({ id: victim.id }).delete();
    expect((await verify()).problem).toEqual({
      id: all[4].id,
      seq: Number(all[4].seq),
      what: `entries #${victim.seq} are missing`,
    });
    // The first entries removed: only retention may, and it says so in the trail.
    await table().insert(victim);
    expect((await verify()).ok).toBe(true);
    await table().where({ id: all[0].id }).delete();
    expect((await verify()).problem).toMatchObject({
      id: all[1].id,
      what: 'entries before #2 are missing (removed, not by retention)',
    });
    await table().insert(all[0]);
    expect((await verify()).ok).toBe(true);
  });

  it('an entry inserted: unsealed, with a made-up seal, or a copy out of order', async () => {
    const all = await rows();
    const last = all.at(-1)!;
    const { id: _id, ...copy } = all[2];
    const forged = {
      ...copy,
      document_id: 'forgedforgedforgedforged',
      actor: 'framed.officer',
      action: 'bulk results export',
    };
    const tries: Array<[Record<string, unknown>, string]> = [
      [{ ...forged, seq: null, prev_hash: null, hash: null }, 'not sealed: inserted outside the CMS'],
      [{ ...forged, seq: Number(last.seq) + 1, prev_hash: last.hash, hash: 'f'.repeat(64) }, 'changed after it was written'],
      [{ ...copy, document_id: 'copiedcopiedcopiedcopied' }, `out of order: #${copy.seq} after #${last.seq}`],
    ];
    for (const [row, what] of tries) {
      const [inserted] = (await table().insert(row).returning('id')) as Array<{ id: number } | number>;
      const id = typeof inserted === 'number' ? inserted : inserted.id;
      expect((await verify()).problem).toMatchObject({ id, what });
      await table().where({ id }).delete();
    }
    expect((await verify()).ok).toBe(true);
  });

  it('a trail resealed with any other key does not verify: the seal needs AUDIT_KEY, which the database does not hold', async () => {
    expect((await cmsChain().verifyChain(cms.strapi, 'a guessed key')).problem).toMatchObject({
      seq: 1,
      what: 'changed after it was written',
    });
  });

  it('parallel writes chain one after another, never onto the same entry', async () => {
    const before = (await rows()).length;
    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        cmsAudit().recordAudit(cms.strapi, { action: 'parallel', title: `burst ${index}` }),
      ),
    );
    const all = await rows();
    expect(all.length).toBe(before + 30);
    expect(new Set(all.map((row) => Number(row.seq))).size).toBe(all.length);
    expect(await verify()).toMatchObject({ ok: true });
  });

  it('the Strapi query engine itself refuses to write the table', async () => {
    const [first] = await rows();
    await expect(cms.strapi.db.query(AUDIT).update({ where: { id: first.id }, data: { title: 'x' } })).rejects.toThrow(
      'The audit log cannot be changed.',
    );
  });
});

const postgres = process.env.DATABASE_URL ? describe : describe.skip;

postgres('on PostgreSQL, the trail given to a role of its own (deploy/postgres/audit-trail-owner.sql)', () => {
  it("lets the CMS's role read and append, and refuses it UPDATE, DELETE and TRUNCATE", async () => {
    const schema = cms.env.DATABASE_SCHEMA;
    const role = `audit_app_${Date.now().toString(36)}`;
    const url = process.env.DATABASE_URL!;
    const psql = (...args: string[]) =>
      promisify(execFile)('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', ...args, url], { encoding: 'utf8' });
    await psql('-c', `CREATE ROLE ${role} LOGIN; GRANT USAGE ON SCHEMA "${schema}" TO ${role};`);
    try {
      const script = path.resolve(__dirname, '..', '..', '..', 'deploy', 'postgres', 'audit-trail-owner.sql');
      await psql('-v', `app_role=${role}`, '-v', `schema=${schema}`, '-f', script);
      const asApp = (sql: string) =>
        promisify(execFile)(
          'psql',
          [
            '-X',
            '-q',
            '-A',
            '-t',
            '-v',
            'ON_ERROR_STOP=1',
            '-c',
            `SET ROLE ${role}; SET search_path TO "${schema}"; ${sql}`,
            url,
          ],
          {
            encoding: 'utf8',
          },
        ).then(
          ({ stdout }) => stdout.trim(),
          (error: { stderr: string }) => error.stderr.trim(),
        );
      expect(Number(await asApp('SELECT count(*) FROM audit_entries'))).toBeGreaterThan(0);
      expect(
        await asApp("INSERT INTO audit_entries (at, actor_kind, action) VALUES (now(), 'system', 'probe') RETURNING action"),
      ).toBe('probe');
      for (const sql of [
        "UPDATE audit_entries SET actor = 'framed.officer'",
        'DELETE FROM audit_entries',
        'TRUNCATE audit_entries',
      ]) {
        expect(await asApp(sql)).toContain('permission denied for table audit_entries');
      }
    } finally {
      await psql(
        '-c',
        `SET search_path TO "${schema}"; DELETE FROM audit_entries WHERE action = 'probe'; ALTER TABLE audit_entries OWNER TO CURRENT_USER; ALTER SEQUENCE audit_entries_id_seq OWNER TO CURRENT_USER; REASSIGN OWNED BY ${role} TO CURRENT_USER; DROP OWNED BY ${role}; DROP ROLE ${role};`,
      );
    }
  });
});
