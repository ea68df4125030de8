import { randomBytes } from 'crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { actingAs } from '../audit/actor';
import { BINDING_FIELDS, boundVersion, cancelSchedule, draftOf, settleSchedule } from './binding';

/**
 * Publishing and unpublishing on time (docs/adr/0007-scheduler-lease.md). Editors set "Publish at" and "Unpublish at"
 * on a news item, a banner slide or an important notice and Save; the fields live on the document's draft, which is
 * what an editor edits. Each tick (runtime.ts) looks for drafts whose time has come and does each due action once,
 * across every CMS instance:
 *
 * - An action is known by its key: type, document, publish or unpublish, and the time it was set for. Moving a
 *   schedule is a new key; clearing the field cancels it; an action done is never done again.
 * - An instance claims an action by inserting its key into the run table (a unique index: one insert wins) with a
 *   lease, or by taking over a run whose owner's lease ran out before it was done (that instance stopped). One row,
 *   one conditional write, like the bulk worker's jobs: two instances never act twice.
 * - The action goes through the document service (publish / unpublish), so the site regenerates the affected pages
 *   at once, as for a publish in the panel (src/revalidation/revalidate.ts).
 * - A publish publishes the version that was scheduled, in the name of who scheduled it (binding.ts); a draft that
 *   is not that version is not published, and its schedule is cancelled.
 * - An action that came due while every CMS was down is done at the first tick after a start.
 */

export const SCHEDULED_TYPES = [
  'api::news-item.news-item',
  'api::banner-slide.banner-slide',
  'api::important-notice.important-notice',
] as const;
export type ScheduledType = (typeof SCHEDULED_TYPES)[number];

export const RUN_UID = 'api::schedule-run.schedule-run';

export type ScheduledAction = 'publish' | 'unpublish';

export interface DueAction {
  uid: ScheduledType;
  documentId: string;
  action: ScheduledAction;
  /** The time the action was set for. */
  at: Date;
  title: string;
}

export interface SchedulerContext {
  strapi: Core.Strapi;
  /** This process's name in the run table. */
  owner: string;
  leaseMs: number;
}

/** What one tick did: each action this instance carried out, and its outcome. */
export interface TickReport {
  done: Array<DueAction & { outcome: 'published' | 'unpublished' | 'nothing to unpublish' }>;
  /** Publishes refused because the draft is not the version that was scheduled (their schedules are cancelled). */
  cancelled: Array<DueAction & { reason: string }>;
  failed: Array<DueAction & { error: string }>;
}

interface DueRow {
  documentId: string;
  publish_at: string | Date | null;
  unpublish_at: string | Date | null;
  title?: string;
  heading?: string;
}

type DraftRow = Pick<DueRow, 'publish_at' | 'unpublish_at'>;

export const newOwner = (): string => `scheduler-${process.pid}-${randomBytes(4).toString('hex')}`;

const keyOf = (action: Pick<DueAction, 'uid' | 'documentId' | 'action' | 'at'>) =>
  `${action.uid}|${action.documentId}|${action.action}|${action.at.toISOString()}`;

/** The drafts' due actions at `now`, oldest first (a publish set before an unpublish runs first). */
export async function dueActions(strapi: Core.Strapi, now: Date): Promise<DueAction[]> {
  const due: DueAction[] = [];
  for (const uid of SCHEDULED_TYPES) {
    const drafts = (await strapi.db.query(uid).findMany({
      where: { publishedAt: { $null: true }, $or: [{ publish_at: { $lte: now } }, { unpublish_at: { $lte: now } }] },
      select: ['documentId', 'publish_at', 'unpublish_at', uid === 'api::banner-slide.banner-slide' ? 'heading' : 'title'],
    })) as DueRow[];
    for (const draft of drafts) {
      const title = draft.title ?? draft.heading ?? '';
      for (const action of ['publish', 'unpublish'] as const) {
        const value = draft[`${action}_at`];
        if (value === null || value === undefined) continue;
        const at = new Date(value);
        if (at.getTime() <= now.getTime()) due.push({ uid, documentId: draft.documentId, action, at, title });
      }
    }
  }
  return due.sort((a, b) => a.at.getTime() - b.at.getTime() || (a.action === 'publish' ? -1 : 1));
}

/**
 * Claims one due action for this owner: the first insert of its key, or the run of an owner whose lease ran out.
 * False when the action is done, or held by an instance that is alive.
 */
export async function claim({ strapi, owner, leaseMs }: SchedulerContext, action: DueAction, now: Date): Promise<boolean> {
  const runs = strapi.db.query(RUN_UID);
  const key = keyOf(action);
  const leaseUntil = now.getTime() + leaseMs;
  const existing = await runs.findOne({ where: { action_key: key }, select: ['id'] });
  if (!existing) {
    try {
      await runs.create({ data: { action_key: key, owner, lease_until: leaseUntil } });
      return true;
    } catch {
      // Another instance inserted the same key first (the unique index refused this one): it is theirs, unless
      // their lease has run out by the next tick.
      return false;
    }
  }
  const { count } = await runs.updateMany({
    where: { action_key: key, done_at: { $null: true }, lease_until: { $lt: now.getTime() } },
    data: { owner, lease_until: leaseUntil },
  });
  return count === 1;
}

async function finish({ strapi, owner }: SchedulerContext, action: DueAction, outcome: string, now: Date): Promise<void> {
  await strapi.db
    .query(RUN_UID)
    .updateMany({ where: { action_key: keyOf(action), owner }, data: { done_at: now, outcome, lease_until: null } });
}

/** Whether the draft still asks for this action at this time (an editor may have moved or cleared it meanwhile). */
function stillScheduled(draft: DraftRow | null, action: DueAction): draft is DraftRow {
  const value = draft?.[`${action.action}_at`];
  return value !== null && value !== undefined && new Date(value).getTime() === action.at.getTime();
}

/** One tick: every action due at `now` that this instance claims is carried out, in the order it came due. */
export async function runDueActions(context: SchedulerContext, now: Date = new Date()): Promise<TickReport> {
  const { strapi } = context;
  const report: TickReport = { done: [], cancelled: [], failed: [] };
  for (const action of await dueActions(strapi, now)) {
    if (!(await claim(context, action, now))) continue;
    try {
      const draft = (await strapi.db.query(action.uid).findOne({
        where: { documentId: action.documentId, publishedAt: { $null: true } },
        select: ['publish_at', 'unpublish_at'],
      })) as DraftRow | null;
      if (!stillScheduled(draft, action)) {
        await finish(context, action, 'moved or cancelled', now);
        continue;
      }
      let outcome: TickReport['done'][number]['outcome'];
      if (action.action === 'publish') {
        const scheduled = await draftOf(strapi, action.uid, action.documentId);
        const bound = scheduled ? await boundVersion(strapi, action.uid, scheduled) : { reason: 'the draft is gone' };
        if ('reason' in bound) {
          if (scheduled) await cancelSchedule(strapi, action.uid, scheduled, `not published: ${bound.reason}`);
          await finish(context, action, 'cancelled: not the version scheduled', now);
          report.cancelled.push({ ...action, reason: bound.reason });
          continue;
        }
        // The audit trail's publish entry names who scheduled it, not the CMS.
        const { actor, actor_kind } = bound.version;
        await actingAs({ actor, actor_kind }, () => strapi.documents(action.uid).publish({ documentId: action.documentId }));
        outcome = 'published';
      } else {
        const published = await strapi.documents(action.uid).findOne({ documentId: action.documentId, status: 'published' });
        if (published) await strapi.documents(action.uid).unpublish({ documentId: action.documentId });
        outcome = published ? 'unpublished' : 'nothing to unpublish';
      }
      await finish(context, action, outcome, now);
      report.done.push({ ...action, outcome });
      strapi.log.info(`Scheduled ${action.action} of ${action.uid} ${action.documentId} ("${action.title}"): ${outcome}`);
    } catch (error) {
      // Left claimed: another tick (here or elsewhere) tries again once the lease has run out.
      const message = error instanceof Error ? error.message : String(error);
      report.failed.push({ ...action, error: message });
      strapi.log.error(`Scheduled ${action.action} of ${action.uid} ${action.documentId} failed: ${message}`);
    }
  }
  return report;
}

/**
 * An entry cannot be set to leave the site before (or when) it is set to appear: the panel's Save answers with this
 * message instead. Checked on every create and update of a scheduled type, whoever makes it.
 */
export function registerScheduleChecks(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if ((context.action === 'create' || context.action === 'update') && isScheduledType(context.uid)) {
      const data = (context.params as { data?: { publish_at?: unknown; unpublish_at?: unknown } }).data;
      const publishAt = timeOf(data?.publish_at);
      const unpublishAt = timeOf(data?.unpublish_at);
      if (publishAt !== null && unpublishAt !== null && unpublishAt <= publishAt) {
        throw new errors.ValidationError('"Unpublish at" must be later than "Publish at".');
      }
    }
    return next();
  });
}

/**
 * Binds each pending "Publish at" to the version saved by someone who may publish, and cancels it on a change by
 * anyone else (binding.ts). The fields the CMS keeps are never taken from a write; a clone starts without them.
 */
export function registerScheduleBinding(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { action, uid } = context;
    if ((action !== 'create' && action !== 'update' && action !== 'clone') || !isScheduledType(uid)) return next();
    const params = context.params as { documentId?: string; data?: Record<string, unknown> };
    const data = Object.fromEntries(
      Object.entries(params.data ?? {}).filter(([field]) => !(BINDING_FIELDS as readonly string[]).includes(field)),
    );
    const cleared = action === 'clone' ? Object.fromEntries(BINDING_FIELDS.map((field) => [field, null])) : {};
    if (params.data || action === 'clone') Object.assign(context, { params: { ...params, data: { ...data, ...cleared } } });
    const result = await next();
    const written = result as { documentId?: string; id?: number } | null;
    const documentId = params.documentId && action !== 'clone' ? params.documentId : written?.documentId;
    if (!documentId) return result;
    const draft = await draftOf(strapi, uid, documentId);
    if (!draft) return result;
    const publishAt = draft.publish_at === null ? null : new Date(draft.publish_at);
    const pending =
      publishAt !== null &&
      !(await strapi.db.query(RUN_UID).findOne({
        where: { action_key: keyOf({ uid, documentId, action: 'publish', at: publishAt }), done_at: { $notNull: true } },
        select: ['id'],
      }));
    const { changed } = await settleSchedule(strapi, uid, draft, pending);
    // The panel shows the saved draft from this answer: it shows the schedule as it now is.
    if (changed && written && written.id === draft.id) Object.assign(written, changed);
    return result;
  });
}

const isScheduledType = (uid: string): uid is ScheduledType => (SCHEDULED_TYPES as readonly string[]).includes(uid);

function timeOf(value: unknown): number | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}
