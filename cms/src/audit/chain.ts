import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { asTrailWriter } from './guard';

/**
 * The audit trail's hash chain: every entry carries `seq` (1, 2, 3, …), the hash of the entry before it and its own
 * hash, an HMAC-SHA256 keyed with AUDIT_KEY over the entry's fields and the previous hash. The key lives in the
 * environment, not in the database: whoever can write the database can change, remove or insert rows, but cannot
 * make their hashes agree, and `npm run audit:verify` (verifyChain) names the first entry that does not.
 *
 * Entries are appended one at a time: on PostgreSQL under a transaction-scoped advisory lock (so two CMS instances
 * never chain onto the same entry), on SQLite inside a transaction on its single connection.
 */

export const AUDIT_UID = 'api::audit-entry.audit-entry';
/** The hash an empty trail's first entry chains onto. */
export const GENESIS = '0'.repeat(64);
/** pg_advisory_xact_lock's key for "appending to the audit trail" (any constant other code does not use). */
const PG_LOCK = 727_361_001;

/** The fields an entry's hash covers: everything it says, nothing Strapi keeps about the row itself. */
export interface ChainedFields {
  at: Date | string;
  actor: string | null;
  actor_kind: string;
  address: string | null;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  title: string | null;
  changes: unknown;
  reason: string | null;
}

export interface StoredEntry extends ChainedFields {
  id: number;
  seq: number | string | null;
  prev_hash: string | null;
  hash: string | null;
}

/** JSON with object keys sorted at every depth (PostgreSQL's jsonb does not keep the order they were written in). */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const keys = Object.keys(object)
      .filter((key) => object[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(object[key])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A JSON column as the driver gave it: SQLite answers the text, PostgreSQL the parsed value. */
function jsonValue(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export function entryHash(key: string, seq: number, previous: string, entry: ChainedFields): string {
  const body = canonical({
    seq,
    previous,
    at: new Date(entry.at).toISOString(),
    actor: entry.actor ?? null,
    actor_kind: entry.actor_kind,
    address: entry.address ?? null,
    action: entry.action,
    subject_type: entry.subject_type ?? null,
    subject_id: entry.subject_id ?? null,
    title: entry.title ?? null,
    changes: jsonValue(entry.changes),
    reason: entry.reason ?? null,
  });
  return createHmac('sha256', key).update(body).digest('hex');
}

/** AUDIT_KEY, which the CMS refuses to start without (config/bank.ts). */
export function chainKey(strapi: Core.Strapi): string {
  const key = strapi.config.get<string>('bank.audit.key');
  if (!key) throw new Error('AUDIT_KEY is not set: the audit trail cannot be sealed (docs/configuration.md)');
  return key;
}

const isPostgres = (strapi: Core.Strapi) => strapi.db.dialect.client === 'postgres';

async function lastEntry(strapi: Core.Strapi): Promise<StoredEntry | null> {
  return (await strapi.db
    .query(AUDIT_UID)
    .findOne({ where: { seq: { $notNull: true } }, orderBy: { seq: 'desc' } })) as StoredEntry | null;
}

/** SQLite answers "database is locked" when another process (a root script beside the CMS) holds the write lock. */
const busy = (error: unknown) => /SQLITE_BUSY|database is locked/i.test(String((error as { code?: string })?.code ?? error));

/** Appends one entry to the chain and answers it; the one place that writes the trail. */
export async function appendEntry(strapi: Core.Strapi, fields: ChainedFields): Promise<StoredEntry> {
  const key = chainKey(strapi);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await asTrailWriter(() =>
        strapi.db.transaction(async ({ trx }) => {
          if (isPostgres(strapi)) await trx.raw('SELECT pg_advisory_xact_lock(?)', [PG_LOCK]);
          const last = await lastEntry(strapi);
          const seq = last ? Number(last.seq) + 1 : 1;
          const previous = last?.hash ?? GENESIS;
          const hash = entryHash(key, seq, previous, fields);
          return (await strapi.db
            .query(AUDIT_UID)
            .create({ data: { ...fields, seq, prev_hash: previous, hash } })) as StoredEntry;
        }),
      );
    } catch (error) {
      if (!busy(error) || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/**
 * Entries written before the trail was chained: sealed once, in the order they were written, when the chain is still
 * empty. Once it has begun, an unsealed row is one somebody inserted, and the verifier reports it.
 */
export async function sealUnchainedEntries(strapi: Core.Strapi): Promise<number> {
  if (await lastEntry(strapi)) return 0;
  const key = chainKey(strapi);
  const rows = (await strapi.db
    .query(AUDIT_UID)
    .findMany({ where: { seq: { $null: true } }, orderBy: { id: 'asc' } })) as StoredEntry[];
  let previous = GENESIS;
  await asTrailWriter(() =>
    strapi.db.transaction(async () => {
      for (const [index, row] of rows.entries()) {
        const seq = index + 1;
        const hash = entryHash(key, seq, previous, row);
        await strapi.db.query(AUDIT_UID).update({ where: { id: row.id }, data: { seq, prev_hash: previous, hash } });
        previous = hash;
      }
    }),
  );
  return rows.length;
}

export interface ChainReport {
  ok: boolean;
  checked: number;
  first: number | null;
  last: number | null;
  /** The first entry that does not hold, with what is wrong with it. */
  problem?: { id: number | null; seq: number | null; what: string };
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** What retention removed: its own entry names the last removed entry and that entry's hash, the new start's anchor. */
interface RetentionMark {
  through_seq?: number;
  through_hash?: string;
}

/**
 * Walks the whole trail in `seq` order (and in id order, which must agree: an entry inserted later with a copied
 * sequence number shows there), recomputing every hash. The first remaining entry may start after 1 only where a
 * retention entry vouches for what was removed before it.
 */
export async function verifyChain(strapi: Core.Strapi, key = chainKey(strapi)): Promise<ChainReport> {
  const rows = (await strapi.db.query(AUDIT_UID).findMany({ orderBy: { id: 'asc' } })) as StoredEntry[];
  const report = (problem?: ChainReport['problem']): ChainReport => ({
    ok: !problem,
    checked: rows.length,
    first: rows.length ? Number(rows[0].seq) : null,
    last: rows.length ? Number(rows.at(-1)?.seq) : null,
    ...(problem ? { problem } : {}),
  });
  if (rows.length === 0) return report();
  const at = (row: StoredEntry, what: string) => report({ id: row.id, seq: row.seq == null ? null : Number(row.seq), what });

  const start = rows[0];
  if (start.seq == null || !start.hash || !start.prev_hash) return at(start, 'not sealed: inserted outside the CMS');
  if (Number(start.seq) !== 1) {
    const marks = rows.filter((row) => row.action === 'retention').map((row) => jsonValue(row.changes) as RetentionMark | null);
    const vouched = marks.some((mark) => mark?.through_seq === Number(start.seq) - 1 && mark.through_hash === start.prev_hash);
    if (!vouched) return at(start, `entries before #${String(start.seq)} are missing (removed, not by retention)`);
  } else if (start.prev_hash !== GENESIS) {
    return at(start, 'changed (it does not start the trail)');
  }

  let previous = start.prev_hash;
  let expected = Number(start.seq);
  for (const row of rows) {
    if (row.seq == null || !row.hash || !row.prev_hash) return at(row, 'not sealed: inserted outside the CMS');
    const seq = Number(row.seq);
    if (seq < expected) return at(row, `out of order: #${seq} after #${expected - 1}`);
    if (seq > expected) return at(row, `entries #${expected}${seq - 1 > expected ? `-#${seq - 1}` : ''} are missing`);
    if (row.prev_hash !== previous) return at(row, 'out of order: it does not follow the entry before it');
    if (!sameHash(entryHash(key, seq, previous, row), row.hash)) return at(row, 'changed after it was written');
    previous = row.hash;
    expected = seq + 1;
  }
  return report();
}
