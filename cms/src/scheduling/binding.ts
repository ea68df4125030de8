import { createHash } from 'crypto';
import type { Core } from '@strapi/strapi';
import { modelOf, type AttributeShape, type ModelShape } from '../platform/strapi-registry';
import type { Context } from 'koa';
import { delegatedActor, type DelegatedActor } from '../audit/actor';
import { currentActor, recordAudit } from '../audit/trail';
import { vouchedStaff } from '../platform/koa-state';
import type { StaffRole } from '../staff-auth/staff';
import { NUMBER_TYPES, SYSTEM_FIELDS } from '../platform/model-fields';

/**
 * A schedule publishes what was reviewed. When someone who may publish saves a draft with "Publish at", the draft's
 * content (every field a reader sees, deeply: components, relations by document id, media by file id) is hashed and
 * kept with who scheduled it (`scheduled_version`). At the due time the scheduler publishes only that version, on
 * behalf of who scheduled it (schedule.ts). A change by anyone who may not publish cancels the schedule: "Publish at"
 * is cleared, the entry's "Schedule notice" says why, and the audit trail has a "schedule cancelled" entry.
 *
 * A change by someone who may publish binds the schedule to the new version, in their name: they have the entry open
 * and could publish it at once, so asking them to set the time again would add a step and no safety. A save that
 * changes nothing a reader sees keeps the binding as it is (and who scheduled it).
 */

/** The fields the CMS keeps itself: never taken from a write, whoever makes it. */
export const BINDING_FIELDS = ['scheduled_version', 'schedule_notice'] as const;

/** Staff roles whose routes publish the scheduled types directly (route-access.ts: adminOnly, adminUpload). */
const STAFF_PUBLISHERS: readonly StaffRole[] = ['admin'];

export interface ScheduledVersion {
  /** sha256 of the draft's content as a reader would see it. */
  hash: string;
  /** The "Publish at" it was bound with (ISO). */
  publish_at: string;
  actor: string;
  actor_kind: DelegatedActor['actor_kind'];
  /** When it was bound (ISO). */
  at: string;
}

export interface DraftRow {
  id: number;
  documentId: string;
  publish_at: string | Date | number | null;
  scheduled_version: unknown;
  schedule_notice: string | null;
  title?: string;
  heading?: string;
  createdBy?: { id: number } | null;
}

type Model = ModelShape;
type Attribute = AttributeShape;

/** Bookkeeping every entry has (Strapi's, and when it was first published); none of it is content a reader sees. */
const BOOKKEEPING = new Set([...SYSTEM_FIELDS, 'firstPublishedAt']);
const MAX_DEPTH = 10;

/** What a reader sees of a model: its attributes but the private ones (the schedule's included) and the system's. */
const readable = (model: Model) =>
  Object.entries(model.attributes).filter(([name, attribute]) => !BOOKKEEPING.has(name) && !attribute.private);

/** A database populate for every component, dynamic zone, relation and media a reader sees, down to MAX_DEPTH. */
function populateOf(strapi: Core.Strapi, model: Model, depth = 0): Record<string, unknown> {
  const populate: Record<string, unknown> = {};
  if (depth > MAX_DEPTH) return populate;
  for (const [name, attribute] of readable(model)) {
    if (attribute.type === 'media') populate[name] = { select: ['id'] };
    else if (attribute.type === 'relation') populate[name] = { select: ['id', 'documentId'] };
    else if (attribute.type === 'component' && attribute.component) {
      populate[name] = { populate: populateOf(strapi, modelOf(strapi, attribute.component), depth + 1) };
    } else if (attribute.type === 'dynamiczone') {
      populate[name] = {
        on: Object.fromEntries(
          (attribute.components ?? []).map((uid) => [uid, { populate: populateOf(strapi, modelOf(strapi, uid), depth + 1) }]),
        ),
      };
    }
  }
  return populate;
}

type Row = Record<string, unknown>;

/** A value in one form whatever the database driver answered with (numbers, times, JSON key order). */
function canonical(strapi: Core.Strapi, model: Model, row: Row | null | undefined): unknown {
  if (!row) return null;
  return readable(model)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, attribute]) => [name, valueOf(strapi, attribute, row[name])]);
}

const idOf = (value: unknown) => {
  const item = value as { id?: unknown; documentId?: unknown } | null;
  return item ? (item.documentId ?? item.id ?? null) : null;
};

function valueOf(strapi: Core.Strapi, attribute: Attribute, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  switch (attribute.type) {
    case 'media':
    case 'relation':
      return Array.isArray(value) ? value.map(idOf) : idOf(value);
    case 'component': {
      const component = modelOf(strapi, attribute.component ?? '');
      return Array.isArray(value)
        ? value.map((item) => canonical(strapi, component, item as Row))
        : canonical(strapi, component, value as Row);
    }
    case 'dynamiczone':
      return (value as Row[]).map((item) => [
        item.__component,
        canonical(strapi, modelOf(strapi, String(item.__component)), item),
      ]);
    case 'datetime':
    case 'timestamp': {
      const time = new Date(value as string);
      return Number.isNaN(time.getTime()) ? String(value) : time.toISOString();
    }
    case 'boolean':
      return Boolean(value);
    case 'json':
    case 'blocks':
      return sortedJson(typeof value === 'string' ? safeParse(value) : value);
    default:
      if (NUMBER_TYPES.has(attribute.type) && !Number.isNaN(Number(value))) return Number(value);
      return value;
  }
}

const safeParse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

function sortedJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedJson);
  if (value && typeof value === 'object') {
    return Object.keys(value)
      .sort()
      .map((key) => [key, sortedJson((value as Row)[key])]);
  }
  return value;
}

/** The hash of the draft row `id` as a reader would see it. */
async function contentHash(strapi: Core.Strapi, uid: string, id: number): Promise<string> {
  const model = modelOf(strapi, uid);
  const row = (await strapi.db.query(uid).findOne({ where: { id }, populate: populateOf(strapi, model) })) as Row;
  return createHash('sha256')
    .update(JSON.stringify(canonical(strapi, model, row)))
    .digest('hex');
}

/** The draft of a document with what the binding needs, or null. */
export async function draftOf(strapi: Core.Strapi, uid: string, documentId: string): Promise<DraftRow | null> {
  const titled = uid === 'api::banner-slide.banner-slide' ? 'heading' : 'title';
  return (await strapi.db.query(uid).findOne({
    where: { documentId, publishedAt: { $null: true } },
    select: ['id', 'documentId', 'publish_at', 'scheduled_version', 'schedule_notice', titled],
    populate: { createdBy: { select: ['id'] } },
  })) as DraftRow | null;
}

/** The stored binding, if it is one (a JSON column may come back as text). */
function versionOf(draft: DraftRow): ScheduledVersion | null {
  const value = typeof draft.scheduled_version === 'string' ? safeParse(draft.scheduled_version) : draft.scheduled_version;
  const version = value as Partial<ScheduledVersion> | null;
  return version &&
    typeof version.hash === 'string' &&
    typeof version.publish_at === 'string' &&
    typeof version.actor === 'string'
    ? (version as ScheduledVersion)
    : null;
}

const iso = (value: DraftRow['publish_at']) => (value === null ? null : new Date(value).toISOString());

/**
 * Whether whoever makes this write may publish this entry: the CMS itself and the operator's scripts (no request),
 * a staff role whose routes publish, a panel user whose roles grant Publish on it (conditions such as "own entries
 * only" included). Anyone else may not: deny by default.
 */
function mayPublish(strapi: Core.Strapi, uid: string, draft: DraftRow): boolean {
  if (delegatedActor()) return true;
  const ctx = strapi.requestContext.get() as Context | undefined;
  if (!ctx) return true;
  const staff = vouchedStaff(ctx);
  if (staff) return STAFF_PUBLISHERS.includes(staff.role);
  const state = ctx.state as { auth?: { strategy?: { name?: string } }; userAbility?: unknown };
  if (state.auth?.strategy?.name !== 'admin' || !state.userAbility) return false;
  const checker = (
    strapi.plugin('content-manager').service('permission-checker') as {
      create: (options: { userAbility: unknown; model: string }) => { can: { publish: (entity: unknown) => boolean } };
    }
  ).create({ userAbility: state.userAbility, model: uid });
  return checker.can.publish(draft);
}

const when = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} GMT`;

/** Who acts now, as a binding names them. */
function actor(strapi: Core.Strapi): Pick<ScheduledVersion, 'actor' | 'actor_kind'> {
  const who = currentActor(strapi);
  return { actor: who.actor ?? 'CMS', actor_kind: who.actor_kind === 'anonymous' ? 'system' : who.actor_kind };
}

interface Settled {
  /** What the draft's schedule fields are now, when this changed them. */
  changed?: { publish_at: string | null; schedule_notice: string | null };
}

/**
 * After a write of a scheduled type's draft: binds its pending "Publish at" to the version now saved (a publisher's
 * write), keeps it (nothing a reader sees changed), or cancels it (anyone else's change). `pending` says whether the
 * publish at that time is still to be done (one done already is history: nothing to bind or cancel).
 */
export async function settleSchedule(strapi: Core.Strapi, uid: string, draft: DraftRow, pending: boolean): Promise<Settled> {
  const publisher = mayPublish(strapi, uid, draft);
  const query = strapi.db.query(uid);
  const bound = versionOf(draft);
  const publishAt = iso(draft.publish_at);
  if (publishAt === null || !pending) {
    // No schedule to bind: a binding left over goes; a publisher who saved has read the notice.
    const data = {
      ...(draft.scheduled_version !== null && publishAt === null ? { scheduled_version: null } : {}),
      ...(publisher && draft.schedule_notice ? { schedule_notice: null } : {}),
    };
    if (Object.keys(data).length === 0) return {};
    await query.update({ where: { id: draft.id }, data });
    return { changed: { publish_at: publishAt, schedule_notice: publisher ? null : draft.schedule_notice } };
  }
  const hash = await contentHash(strapi, uid, draft.id);
  const intact = bound !== null && bound.hash === hash && bound.publish_at === publishAt;
  if (publisher) {
    if (intact && !draft.schedule_notice) return {};
    const version: ScheduledVersion = intact
      ? bound
      : { hash, publish_at: publishAt, ...actor(strapi), at: new Date().toISOString() };
    await query.update({ where: { id: draft.id }, data: { scheduled_version: version, schedule_notice: null } });
    return { changed: { publish_at: publishAt, schedule_notice: null } };
  }
  if (intact) return {};
  const who = actor(strapi).actor;
  const reason = bound
    ? `changed by ${who}, who may not publish, after ${bound.actor} scheduled it`
    : `set or changed by ${who}, who may not publish; nobody who may publish scheduled this version`;
  const notice = await cancelSchedule(strapi, uid, draft, reason);
  return { changed: { publish_at: null, schedule_notice: notice } };
}

/**
 * Cancels a draft's schedule: "Publish at" and the binding cleared, the reason on the entry's "Schedule notice" and in
 * a "schedule cancelled" audit entry (made by whoever acts now: the person whose change cancelled it, or the CMS).
 */
export async function cancelSchedule(strapi: Core.Strapi, uid: string, draft: DraftRow, reason: string): Promise<string> {
  const publishAt = iso(draft.publish_at);
  const notice =
    `Schedule cancelled on ${when(new Date())}: ${reason}. "Publish at" was ${publishAt ? when(new Date(publishAt)) : 'empty'}; ` +
    'the entry was not published. Review it, then set "Publish at" again (or publish it).';
  await strapi.db
    .query(uid)
    .update({ where: { id: draft.id }, data: { publish_at: null, scheduled_version: null, schedule_notice: notice } });
  await recordAudit(strapi, {
    action: 'schedule cancelled',
    subject_type: modelOf(strapi, uid).info?.singularName ?? uid,
    subject_id: draft.documentId,
    title: draft.title ?? draft.heading ?? draft.documentId,
    changes: { publish_at: { before: publishAt, after: null } },
    reason,
  });
  strapi.log.warn(`Schedule of ${uid} ${draft.documentId} cancelled: ${reason}`);
  return notice;
}

/** At the due time: the binding to publish under, or why the draft is not the version that was scheduled. */
export async function boundVersion(
  strapi: Core.Strapi,
  uid: string,
  draft: DraftRow,
): Promise<{ version: ScheduledVersion } | { reason: string }> {
  const version = versionOf(draft);
  if (!version || version.publish_at !== iso(draft.publish_at)) {
    return {
      reason:
        'nobody who may publish scheduled this version (the schedule was set before versions were kept, or outside the panel)',
    };
  }
  if (version.hash !== (await contentHash(strapi, uid, draft.id))) {
    return { reason: `the draft changed after ${version.actor} scheduled it, outside the panel's checks` };
  }
  return { version };
}
