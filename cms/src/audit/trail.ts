import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { vouchedStaff } from '../platform/koa-state';
import { modelOf } from '../platform/strapi-registry';
import { delegatedActor } from './actor';
import { AUDIT_UID, appendEntry, type StoredEntry } from './chain';
import { asTrailWriter, guardRecordDocuments, guardRecordRows } from './guard';
import { changesBetween, flatten, secretsSet, snapshot, snapshots, type Changes, type Flat } from './snapshot';

/**
 * The audit trail (docs/adr/0006-audit-trail.md): who changed what, when and from where, append-only and hash-chained
 * (chain.ts), in the CMS's own database. Every write is recorded, whichever way it came:
 *
 * - through Strapi's document service (the staff API, the panel, the scheduler, any code): every action that is not a
 *   read, of every content type and of staff accounts, clone and actions Strapi adds later included
 *   (registerAuditTrail);
 * - below it, through the query engine (database lifecycles): the panel's users, roles and permissions, API and
 *   transfer tokens, media files and folders, the staff roles and permissions, and any content row written
 *   directly (auditRowWrites);
 * - sign-ins to the panel and to the staff screens, good and refused, two-factor changes and bulk sends, by their
 *   own code (recordAudit).
 *
 * Who: the staff member of the request (ctx.state.staff), the panel user (Strapi's admin auth), the actor the code
 * acts for (actingAs: the editor a schedule publishes for), else the CMS itself. An entry holds what changed, before
 * and after: fields, components deeply, relations by id, media by file id and hash (snapshot.ts); a write that
 * changed nothing is still an entry. Never a password, a token, a secret or a file's content. Nobody can change or
 * delete an entry (guard.ts); the CMS removes those older than AUDIT_KEEP_DAYS itself, and says so in the trail.
 */

export { AUDIT_UID };

export type ActorKind = 'staff' | 'panel' | 'system' | 'anonymous';

interface RetentionSummary {
  through_seq: number;
  through_hash: string | null;
  removed: number;
}

export interface AuditEntry {
  action: string;
  subject_type?: string;
  subject_id?: string | null;
  title?: string | null;
  /** What changed, field by field (a retention run: how far it removed). */
  changes?: Record<string, { before: unknown; after: unknown }> | RetentionSummary | null;
  reason?: string | null;
  /** Who, when the request does not say it (a refused login names the username tried). */
  actor?: string;
  actor_kind?: ActorKind;
}

interface Actor {
  actor: string | null;
  actor_kind: ActorKind;
  address: string | null;
}

function requestOf(strapi: Core.Strapi): Context | undefined {
  return strapi.requestContext.get() as Context | undefined;
}

/** Who is acting in the current request, and from which address. */
export function currentActor(strapi: Core.Strapi): Actor {
  const ctx = requestOf(strapi);
  const delegated = delegatedActor();
  if (delegated) return { ...delegated, address: ctx?.request.ip ?? null };
  if (!ctx) return { actor: 'CMS', actor_kind: 'system', address: null };
  const address = ctx.request.ip ?? null;
  const staff = vouchedStaff(ctx);
  if (staff) return { actor: staff.username, actor_kind: 'staff', address };
  const state = ctx.state as { user?: { email?: string }; auth?: { strategy?: { name?: string } } };
  if (state.auth?.strategy?.name === 'admin' && state.user?.email) {
    return { actor: state.user.email, actor_kind: 'panel', address };
  }
  return { actor: null, actor_kind: 'anonymous', address };
}

/** Appends one entry; a failure is logged, never thrown at the change it records. */
export async function recordAudit(strapi: Core.Strapi, entry: AuditEntry): Promise<StoredEntry | null> {
  const who = currentActor(strapi);
  try {
    return await appendEntry(strapi, {
      at: new Date(),
      actor: entry.actor ?? who.actor,
      actor_kind: entry.actor_kind ?? who.actor_kind,
      address: who.address,
      action: entry.action,
      subject_type: entry.subject_type ?? null,
      subject_id: entry.subject_id ?? null,
      title: entry.title?.slice(0, 255) ?? null,
      changes: entry.changes && Object.keys(entry.changes).length > 0 ? entry.changes : null,
      reason: entry.reason?.slice(0, 255) ?? null,
    });
  } catch (error) {
    strapi.log.error(`Audit entry not written (${entry.action} ${entry.subject_type ?? ''}): ${String(error)}`);
    return null;
  }
}

/** The records nobody writes but their own writer: the trail, and the exchange-rate history. */
const RECORDS = {
  [AUDIT_UID]: 'The audit log cannot be changed.',
  'api::exchange-rate-change.exchange-rate-change': 'The exchange rate history cannot be changed.',
};

/** Types whose writes are the CMS's own bookkeeping, recorded where they matter (the bulk send) or not at all. */
const NOT_AUDITED = new Set([
  ...Object.keys(RECORDS),
  'api::schedule-run.schedule-run',
  'api::bulk-quota.bulk-quota',
  'api::bulk-recipient.bulk-recipient',
]);
/**
 * Written below the document service by the CMS's own workers, and recorded by them where it matters: a bulk job's
 * progress (the send itself is its "bulk send" entry, which never holds the message). A write to one through the
 * document service (the panel) is still recorded.
 */
const WORKERS_ROWS = new Set(['api::bulk-send.bulk-send']);
const STAFF_ACCOUNT = 'plugin::users-permissions.user';
/** The document service's reading actions; every other action, now or added later, is a write. */
const READS = new Set(['findOne', 'findFirst', 'findMany', 'count']);
const TITLE_FIELDS = ['title', 'name', 'heading', 'currency', 'location', 'username', 'alt_text', 'email', 'action'];

/** What the trail calls the types Strapi writes below the document service. */
const ROW_SUBJECTS: Record<string, string> = {
  'admin::user': 'panel user',
  'admin::role': 'panel role',
  'admin::permission': 'panel permission',
  'admin::api-token': 'API token',
  'admin::api-token-permission': 'API token permission',
  'admin::transfer-token': 'transfer token',
  'admin::transfer-token-permission': 'transfer token permission',
  'plugin::upload.file': 'media file',
  'plugin::upload.folder': 'media folder',
  'plugin::users-permissions.role': 'staff role',
  'plugin::users-permissions.permission': 'staff permission',
  [STAFF_ACCOUNT]: 'staff account',
  'plugin::i18n.locale': 'locale',
};
/**
 * Fields stamped on use, not on anyone's change: an update that sets only these (an API token's "last used", the
 * two-factor code step a sign-in used, whose sign-in is an entry of its own) is not an entry.
 */
const USE_STAMPS = new Set(['lastUsedAt', 'updatedAt', 'two_factor_last_step']);

const isAudited = (uid: string) =>
  uid === STAFF_ACCOUNT || (uid.startsWith('api::') && !NOT_AUDITED.has(uid)) || uid in ROW_SUBJECTS;

const subjectOf = (strapi: Core.Strapi, uid: string) => ROW_SUBJECTS[uid] ?? modelOf(strapi, uid).info.singularName;

function titleOf(row: Flat | null, fallback: string | null): string | null {
  for (const field of TITLE_FIELDS) {
    const value = row?.[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  const name = [row?.firstname, row?.lastname].filter((part) => typeof part === 'string' && part).join(' ');
  return name || fallback;
}

const ACTION_WORDS: Record<string, string> = { discardDraft: 'discard draft' };

/** The types a document-service write is recording right now: their rows' own writes below are part of it. */
const inDocumentWrite = new AsyncLocalStorage<ReadonlySet<string>>();

type Version = 'draft' | 'published' | 'any';

async function versionOf(strapi: Core.Strapi, uid: string, documentId: string, which: Version): Promise<Flat | null> {
  const where: Record<string, unknown> = { documentId };
  if (modelOf(strapi, uid).options?.draftAndPublish && which !== 'any')
    where.publishedAt = which === 'published' ? { $notNull: true } : { $null: true };
  return snapshot(strapi, uid, where);
}

/** The document-service half: every write of an audited type, with the whole document before and after. */
export function registerAuditTrail(strapi: Core.Strapi): void {
  guardRecordDocuments(strapi, RECORDS);
  strapi.documents.use(async (context, next) => {
    const { uid, action } = context;
    if (READS.has(action) || !isAudited(uid) || (uid in ROW_SUBJECTS && uid !== STAFF_ACCOUNT)) return next();

    const params = context.params as { documentId?: string; data?: unknown };
    const documentId = params.documentId ?? null;
    const draftAndPublish = Boolean(modelOf(strapi, uid).options?.draftAndPublish);
    // What the document was before: the published version is what a publish replaces and an unpublish removes.
    const beforeVersion: Version = !draftAndPublish
      ? 'any'
      : action === 'publish' || action === 'unpublish'
        ? 'published'
        : 'draft';
    const before = documentId ? await versionOf(strapi, uid, documentId, beforeVersion) : null;
    const inside = new Set([...(inDocumentWrite.getStore() ?? []), uid]);
    const result = await inDocumentWrite.run(inside, () => next());

    const written = result as { documentId?: unknown } | null;
    const resultId = typeof written?.documentId === 'string' ? written.documentId : null;
    // A clone is a new document; every other write is of the one it names.
    const id = action === 'clone' ? resultId : (documentId ?? resultId);
    const afterVersion: Version = !draftAndPublish ? 'any' : action === 'publish' ? 'published' : 'draft';
    const after = id && action !== 'delete' && action !== 'unpublish' ? await versionOf(strapi, uid, id, afterVersion) : null;
    const changes = changesBetween(action === 'clone' ? null : before, after);
    const secrets = secretsSet(strapi, uid, params.data);
    await recordAudit(strapi, {
      action: ACTION_WORDS[action] ?? action,
      subject_type: subjectOf(strapi, uid),
      subject_id: id,
      title: titleOf(after ?? before, id),
      changes,
      reason:
        [
          action === 'clone' && documentId ? `copy of ${documentId}` : null,
          secrets.length ? `${secrets.join(', ')} changed` : null,
        ]
          .filter(Boolean)
          .join('; ') || null,
    });
    return result;
  });
}

type RowEvent = {
  action: string;
  model: { uid: string };
  params: { where?: Record<string, unknown>; data?: unknown };
  result?: unknown;
  state: { before?: Map<number, Flat>; skip?: boolean };
};

const idsOf = (result: unknown): number[] => {
  if (Array.isArray(result)) return result.map((row) => Number((row as { id?: unknown }).id)).filter(Number.isFinite);
  const single = Number((result as { id?: unknown } | null)?.id);
  if (Number.isFinite(single)) return [single];
  const many = (result as { ids?: unknown[] } | null)?.ids;
  return Array.isArray(many) ? many.map(Number).filter(Number.isFinite) : [];
};

/** Only Strapi's own stamps set, so nobody changed anything. */
const onlyStamps = (data: unknown) =>
  data !== null && typeof data === 'object' && !Array.isArray(data) && Object.keys(data).every((field) => USE_STAMPS.has(field));

/**
 * The query-engine half: every write below the document service to an audited type (one entry per statement, the
 * rows it touched before and after), but the rows of a document the document-service half is recording already.
 */
export function auditRowWrites(strapi: Core.Strapi): void {
  guardRecordRows(strapi, RECORDS);
  const skipped = (event: RowEvent) =>
    !isAudited(event.model.uid) || WORKERS_ROWS.has(event.model.uid) || inDocumentWrite.getStore()?.has(event.model.uid) === true;

  const remember = async (event: RowEvent) => {
    if (skipped(event) || onlyStamps(event.params.data)) {
      event.state.skip = true;
      return;
    }
    const where = event.params.where;
    event.state.before = where ? await snapshots(strapi, event.model.uid, where) : new Map();
  };
  const record = async (event: RowEvent, verb: 'create' | 'update' | 'delete') => {
    if (event.state.skip) return;
    const uid = event.model.uid;
    const before = event.state.before ?? new Map<number, Flat>();
    const ids = verb === 'create' ? idsOf(event.result) : [...before.keys()];
    if (verb !== 'create' && ids.length === 0) return;
    const changes: Changes = {};
    const rows = Array.isArray(event.params.data) ? event.params.data : null;
    /** Each touched row as it is now, or as it was when it is gone: where the entry's title comes from. */
    let latest = new Map<number, Flat>();
    if (rows) {
      // Many rows created at once: what was written, row by row (SQLite answers the last row's id only).
      rows.forEach((row, index) => {
        const written = changesBetween(null, flatten(strapi, uid, row as Record<string, unknown>));
        for (const [path, change] of Object.entries(written)) changes[`#${index + 1} ${path}`] = change;
      });
    } else {
      const after = verb === 'delete' ? new Map<number, Flat>() : await snapshots(strapi, uid, { id: { $in: ids } });
      for (const id of ids) {
        const rowChanges = changesBetween(before.get(id) ?? null, after.get(id) ?? null);
        for (const [path, change] of Object.entries(rowChanges)) changes[ids.length > 1 ? `#${id} ${path}` : path] = change;
      }
      latest = new Map([...before, ...after]);
    }
    const secrets = secretsSet(strapi, uid, rows ? rows[0] : event.params.data);
    const count = rows ? rows.length : ids.length;
    const single = ids.length === 1 ? (latest.get(ids[0]) ?? null) : null;
    await recordAudit(strapi, {
      action: verb,
      subject_type: subjectOf(strapi, uid),
      subject_id: count === 1 && ids.length === 1 ? String(ids[0]) : !rows && ids.length ? ids.join(',').slice(0, 255) : null,
      title: single ? titleOf(single, null) : `${count} rows`,
      changes,
      reason: secrets.length ? `${secrets.join(', ')} changed` : null,
    });
  };
  strapi.db.lifecycles.subscribe({
    beforeCreate: (event: RowEvent) => {
      event.state.skip = skipped(event);
    },
    beforeCreateMany: (event: RowEvent) => {
      event.state.skip = skipped(event);
    },
    beforeUpdate: remember,
    beforeUpdateMany: remember,
    beforeDelete: remember,
    beforeDeleteMany: remember,
    afterCreate: (event: RowEvent) => record(event, 'create'),
    afterCreateMany: (event: RowEvent) => record(event, 'create'),
    afterUpdate: (event: RowEvent) => record(event, 'update'),
    afterUpdateMany: (event: RowEvent) => record(event, 'update'),
    afterDelete: (event: RowEvent) => record(event, 'delete'),
    afterDeleteMany: (event: RowEvent) => record(event, 'delete'),
  });
}

/** A sign-in as the trail keeps it: the account when it exists, never what was typed when it does not. */
export async function recordSignIn(
  strapi: Core.Strapi,
  sign: { login: string; account: string | null; ok: boolean; reason?: string | null; kind: ActorKind },
): Promise<void> {
  await recordAudit(strapi, {
    action: sign.ok ? 'login' : 'login refused',
    subject_type: sign.login,
    actor: sign.account ?? 'unknown username',
    actor_kind: sign.kind,
    reason: sign.ok ? null : (sign.reason ?? null),
  });
}

/** The e-mail of a panel account, when `email` names one. */
export async function panelAccount(strapi: Core.Strapi, email: unknown): Promise<string | null> {
  if (typeof email !== 'string' || email.trim() === '' || email.length > 320) return null;
  const user = (await strapi.db.query('admin::user').findOne({
    where: { email: email.trim().toLowerCase() },
    select: ['email'],
  })) as { email: string } | null;
  return user?.email ?? null;
}

/**
 * Entries older than `keepDays` go, by the CMS only, from the start of the chain: up to the last entry before the
 * first one that is still young. The trail says so first in an entry of its own, naming the last removed entry and
 * its hash, which is where the verifier lets the remaining chain begin.
 */
export async function removeOldEntries(strapi: Core.Strapi, keepDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - keepDays * 86_400_000);
  const query = strapi.db.query(AUDIT_UID);
  const young = (await query.findOne({
    where: { at: { $gte: cutoff }, seq: { $notNull: true } },
    orderBy: { seq: 'asc' },
  })) as StoredEntry | null;
  const last = young
    ? ((await query.findOne({ where: { seq: { $lt: young.seq } }, orderBy: { seq: 'desc' } })) as StoredEntry | null)
    : ((await query.findOne({ where: { seq: { $notNull: true } }, orderBy: { seq: 'desc' } })) as StoredEntry | null);
  if (!last) return 0;
  const through = Number(last.seq);
  const count = await query.count({ where: { seq: { $lte: through } } });
  await recordAudit(strapi, {
    action: 'retention',
    subject_type: 'audit log',
    title: `${count} entries older than ${keepDays} days`,
    changes: { through_seq: through, through_hash: last.hash, removed: count },
    actor: 'CMS',
    actor_kind: 'system',
  });
  await asTrailWriter(() => query.deleteMany({ where: { seq: { $lte: through } } }));
  return count;
}

let retention: NodeJS.Timeout | null = null;

/** Removes what is past AUDIT_KEEP_DAYS now and once a day. */
export function startAuditRetention(strapi: Core.Strapi): void {
  const keepDays = strapi.config.get<number>('bank.audit.keepDays');
  const run = () =>
    removeOldEntries(strapi, keepDays).then(
      (count) => count > 0 && strapi.log.info(`Audit log: ${count} entries older than ${keepDays} days removed`),
      (error: unknown) => strapi.log.error(`Audit log retention failed: ${String(error)}`),
    );
  void run();
  retention = setInterval(run, 86_400_000);
  retention.unref();
}

export function stopAuditRetention(): void {
  if (retention) clearInterval(retention);
  retention = null;
}

/** The log is for the operator: no panel role but the Super Admin may read it (Strapi gives new types to roles). */
export async function keepAuditLogToSuperAdmin(strapi: Core.Strapi): Promise<void> {
  const roles = (await strapi.db.query('admin::role').findMany({ where: { code: { $ne: 'strapi-super-admin' } } })) as Array<{
    id: number;
  }>;
  if (roles.length === 0) return;
  await strapi.db
    .query('admin::permission')
    .deleteMany({ where: { role: { id: { $in: roles.map((role) => role.id) } }, subject: AUDIT_UID } });
}
