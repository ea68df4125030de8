import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { vouchedStaff } from '../utils/koa-state';
import { delegatedActor } from './actor';
import { modelOf } from '../utils/strapi-registry';

/**
 * The audit trail (README "Audit log"): who changed what, when and from where, append-only, in the CMS's own
 * database. Entries come from three places, each written here:
 *
 * - every create, update, delete, publish, unpublish and discarded draft of a content type and of a staff account,
 *   through Strapi's document service (so the staff API, the panel and the scheduler alike): registerAuditTrail;
 * - changes to the panel's users and roles, which Strapi writes below the document service: database lifecycles;
 * - staff logins (refused ones with the reason) and bulk sends, by their controllers: recordAudit.
 *
 * Who: the staff member of the request (ctx.state.staff), the panel user (Strapi's admin auth), else the CMS itself.
 * An entry holds the changed fields' values before and after; never a password, a token, a secret or a file's
 * content (only plain fields are compared, and none whose name says secret). Nobody can change or delete an entry:
 * the document service refuses every write to the type, the Super Admin's included; the CMS writes entries with its
 * query engine, and removes those older than AUDIT_KEEP_DAYS itself.
 */

export const AUDIT_UID = 'api::audit-entry.audit-entry';

/** Types whose writes are the CMS's own bookkeeping, recorded where they matter (the bulk send) or not at all. */
const NOT_AUDITED = new Set([
  AUDIT_UID,
  'api::schedule-run.schedule-run',
  'api::bulk-quota.bulk-quota',
  'api::bulk-recipient.bulk-recipient',
]);
const STAFF_ACCOUNT = 'plugin::users-permissions.user';
const WRITES = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);
const PLAIN = new Set([
  'string',
  'text',
  'richtext',
  'enumeration',
  'integer',
  'biginteger',
  'float',
  'decimal',
  'boolean',
  'date',
  'datetime',
  'time',
  'email',
  'uid',
]);
/** Never recorded, whatever its type: passwords, tokens, secrets, keys, salts. */
const SECRET_NAME = /password|token|secret|salt|key|hash/i;
const TITLE_FIELDS = ['title', 'name', 'heading', 'currency', 'location', 'username', 'alt_text', 'email'];

export type ActorKind = 'staff' | 'panel' | 'system' | 'anonymous';

export interface AuditEntry {
  action: string;
  subject_type?: string;
  subject_id?: string | null;
  title?: string | null;
  changes?: Record<string, { before: unknown; after: unknown }> | null;
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
export async function recordAudit(strapi: Core.Strapi, entry: AuditEntry): Promise<void> {
  const who = currentActor(strapi);
  try {
    await strapi.db.query(AUDIT_UID).create({
      data: {
        at: new Date(),
        actor: entry.actor ?? who.actor,
        actor_kind: entry.actor_kind ?? who.actor_kind,
        address: who.address,
        action: entry.action,
        subject_type: entry.subject_type ?? null,
        subject_id: entry.subject_id ?? null,
        title: entry.title?.slice(0, 255) ?? null,
        changes: entry.changes && Object.keys(entry.changes).length > 0 ? entry.changes : null,
        reason: entry.reason ?? null,
      },
    });
  } catch (error) {
    strapi.log.error(`Audit entry not written (${entry.action} ${entry.subject_type ?? ''}): ${String(error)}`);
  }
}

type Row = Record<string, unknown> | null;

/** Fields Strapi keeps on every entry: the entry's own bookkeeping, not a change anyone made. */
const SYSTEM_FIELDS = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale']);
const NUMBER_TYPES = new Set(['integer', 'biginteger', 'float', 'decimal']);
const TIME_TYPES = new Set(['datetime', 'timestamp']);

/** The plain fields of a type that may be recorded, with their types. */
function recordableFields(strapi: Core.Strapi, uid: string): Array<[string, string]> {
  const { attributes } = modelOf(strapi, uid);
  return Object.keys(attributes)
    .filter((name) => PLAIN.has(attributes[name].type) && !SECRET_NAME.test(name) && !SYSTEM_FIELDS.has(name))
    .map((name) => [name, attributes[name].type]);
}

/** A value as the log keeps it: numbers as numbers and times in ISO form, whatever form the database gave them in. */
function normal(value: unknown, type: string): unknown {
  if (value === undefined || value === null) return null;
  if (NUMBER_TYPES.has(type) && typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) {
    return Number(value);
  }
  if (TIME_TYPES.has(type) && (value instanceof Date || typeof value === 'string' || typeof value === 'number')) {
    const time = new Date(value);
    return Number.isNaN(time.getTime()) ? value : time.toISOString();
  }
  return value;
}

/** The fields whose values differ, with both values. */
export function changedFields(
  fields: Array<[string, string]>,
  before: Row,
  after: Row,
): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const [field, type] of fields) {
    const was = normal(before?.[field], type);
    const now = normal(after?.[field], type);
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[field] = { before: was, after: now };
  }
  return changes;
}

function titleOf(row: Row, documentId: string | null): string | null {
  for (const field of TITLE_FIELDS) {
    const value = row?.[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return documentId;
}

async function rowOf(strapi: Core.Strapi, uid: string, documentId: string, which: 'draft' | 'published'): Promise<Row> {
  const model = modelOf(strapi, uid);
  const where: Record<string, unknown> = { documentId };
  if (model.options?.draftAndPublish) where.publishedAt = which === 'published' ? { $notNull: true } : { $null: true };
  return (await strapi.db.query(uid as never).findOne({ where })) as Row;
}

const subjectOf = (strapi: Core.Strapi, uid: string) =>
  uid === STAFF_ACCOUNT
    ? 'staff account'
    : (strapi.getModel(uid as never) as { info: { singularName: string } }).info.singularName;

/** The document-service half: refuses writes to the log, and records every write of the audited types. */
export function registerAuditTrail(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { uid, action } = context;
    if (uid === AUDIT_UID && WRITES.has(action)) {
      throw new errors.ForbiddenError('The audit log cannot be changed.');
    }
    const audited = WRITES.has(action) && (uid === STAFF_ACCOUNT || (uid.startsWith('api::') && !NOT_AUDITED.has(uid)));
    if (!audited) return next();

    const params = context.params as { documentId?: string };
    const documentId = params.documentId ?? null;
    let before: Row = null;
    let pending: Row = null;
    if (documentId) {
      if (action === 'publish') {
        before = await rowOf(strapi, uid, documentId, 'published');
        pending = await rowOf(strapi, uid, documentId, 'draft');
      } else if (action === 'unpublish') {
        before = await rowOf(strapi, uid, documentId, 'published');
      } else {
        before = await rowOf(strapi, uid, documentId, 'draft');
      }
    }
    const result = await next();
    const created = (result as Row) ?? null;
    const after: Row =
      action === 'create' || action === 'update'
        ? created
        : action === 'publish'
          ? pending
          : action === 'discardDraft'
            ? await rowOf(strapi, uid, documentId ?? '', 'draft')
            : null;
    const id = documentId ?? (typeof created?.documentId === 'string' ? created.documentId : null);
    const changes = changedFields(recordableFields(strapi, uid), before, after);
    let reason: string | null = null;
    if (action === 'update' && Object.keys(changes).length === 0) {
      // Nothing a person changed (the panel saves the draft before it publishes), unless a secret changed: it is
      // named, never its value.
      const data = (context.params as { data?: Record<string, unknown> }).data ?? {};
      const secrets = Object.keys(data).filter((field) => SECRET_NAME.test(field) && data[field] !== undefined);
      if (secrets.length === 0) return result;
      reason = `${secrets.join(', ')} changed`;
    }
    await recordAudit(strapi, {
      action: action === 'discardDraft' ? 'discard draft' : action,
      subject_type: subjectOf(strapi, uid),
      subject_id: id,
      title: titleOf(after ?? before, id),
      changes,
      reason,
    });
    return result;
  });
}

/** The database half: the panel's users and roles, which Strapi changes below the document service. */
export function auditPanelAccounts(strapi: Core.Strapi): void {
  const subjects: Record<string, string> = { 'admin::user': 'panel user', 'admin::role': 'panel role' };
  type Event = {
    model: { uid: string };
    params: { where?: Record<string, unknown>; data?: Record<string, unknown> };
    result?: Record<string, unknown> | null;
    state: Record<string, unknown>;
  };
  const fields = (uid: string) => recordableFields(strapi, uid);
  const remember = async (event: Event) => {
    if (event.params.where)
      event.state.before = await strapi.db.query(event.model.uid as never).findOne({ where: event.params.where });
  };
  const record = async (event: Event, action: string) => {
    const before = (event.state.before as Row) ?? null;
    const after = action === 'delete' ? null : (event.result ?? null);
    const changes = changedFields(fields(event.model.uid), before, after);
    if (action === 'update' && Object.keys(changes).length === 0) return;
    const row = after ?? before;
    await recordAudit(strapi, {
      action,
      subject_type: subjects[event.model.uid],
      subject_id: row?.documentId ? String(row.documentId) : row?.id ? String(row.id) : null,
      title: titleOf(row, null) ?? [row?.firstname, row?.lastname].filter(Boolean).join(' '),
      changes,
    });
  };
  strapi.db.lifecycles.subscribe({
    models: Object.keys(subjects),
    beforeUpdate: remember,
    beforeDelete: remember,
    afterCreate: (event: Event) => record(event, 'create'),
    afterUpdate: (event: Event) => record(event, 'update'),
    afterDelete: (event: Event) => record(event, 'delete'),
  } as never);
}

/** Entries older than `keepDays` go; by the CMS only (its query engine, below the document service's refusal). */
export async function removeOldEntries(strapi: Core.Strapi, keepDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - keepDays * 86_400_000);
  const { count } = await strapi.db.query(AUDIT_UID).deleteMany({ where: { at: { $lt: cutoff } } });
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
