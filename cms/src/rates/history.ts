import type { Core } from '@strapi/strapi';
import { asTrailWriter } from '../audit/guard';
import { currentActor } from '../audit/trail';
import { rateWindowStart, type RateHistoryDays } from './rate-window';

/**
 * The exchange-rate history: one row per change of a rate's buy or sell, with the new values, who and
 * when, whether the change came from the staff screen (PUT /api/update/exchange-rates/{id}) or the panel. Both go
 * through Strapi's document service, so one document-service middleware records them, beside the audit trail's
 * (src/audit/trail.ts), whose actor it reuses. The history is append-only: every write to its type
 * but the CMS's own appending is refused (src/audit/guard.ts), the Super Admin's included. The public reads it only through GET
 * /api/exchange-rates/history, without the who.
 */

export const RATE_UID = 'api::exchange-rate.exchange-rate';
export const RATE_HISTORY_UID = 'api::exchange-rate-change.exchange-rate-change' as const;

type Row = { documentId?: string; currency?: string; buy?: unknown; sell?: unknown } | null;

/** A stored rate as a number (a driver may answer a number as a string). */
const rateOf = (value: unknown): number | null => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/** Appends one change; a failure is logged, never thrown at the rate change it records. */
async function appendChange(strapi: Core.Strapi, row: NonNullable<Row>, at = new Date()): Promise<void> {
  const who = currentActor(strapi);
  try {
    await asTrailWriter(() =>
      strapi.db.query(RATE_HISTORY_UID).create({
        data: {
          currency: row.currency,
          buy: rateOf(row.buy),
          sell: rateOf(row.sell),
          at,
          actor: who.actor,
          actor_kind: who.actor_kind,
        },
      }),
    );
  } catch (error) {
    strapi.log.error(`Exchange rate history not written (${String(row.currency)}): ${String(error)}`);
  }
}

/** The document-service middleware that records each change of a rate (src/audit/guard.ts refuses writes to it). */
export function registerRateHistory(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { uid, action } = context;
    if (uid !== RATE_UID || (action !== 'create' && action !== 'update')) return next();
    const documentId = (context.params as { documentId?: string }).documentId;
    const before = documentId ? ((await strapi.db.query(RATE_UID).findOne({ where: { documentId } })) as Row) : null;
    const result = await next();
    const after = result as Row;
    if (!after?.currency) return result;
    const changed =
      !before ||
      before.currency !== after.currency ||
      rateOf(before.buy) !== rateOf(after.buy) ||
      rateOf(before.sell) !== rateOf(after.sell);
    if (changed) await appendChange(strapi, after);
    return result;
  });
}

export interface RatePoint {
  at: string;
  buy: number;
  sell: number;
}

/**
 * The changes of `currency` in the last `days` days (ascending), preceded by the last change before the window (the
 * rate in effect when it opens), so a chart has a value from its first day.
 */
export async function rateHistory(
  strapi: Core.Strapi,
  currency: string,
  days: RateHistoryDays,
  now = new Date(),
): Promise<{ from: Date; points: RatePoint[] }> {
  const from = rateWindowStart(days, now);
  const query = strapi.db.query(RATE_HISTORY_UID);
  type Stored = { at: string | Date; buy: unknown; sell: unknown };
  const [opening] = (await query.findMany({
    where: { currency, at: { $lt: from } },
    orderBy: [{ at: 'desc' }, { id: 'desc' }],
    limit: 1,
  })) as Stored[];
  const inWindow = (await query.findMany({
    where: { currency, at: { $gte: from, $lte: now } },
    orderBy: [{ at: 'asc' }, { id: 'asc' }],
  })) as Stored[];
  const points = [...(opening ? [opening] : []), ...inWindow].map((row) => ({
    at: new Date(row.at).toISOString(),
    buy: rateOf(row.buy) ?? 0,
    sell: rateOf(row.sell) ?? 0,
  }));
  return { from, points };
}

const READ = 'plugin::content-manager.explorer.read';
const PANEL_ROLES = ['strapi-editor', 'strapi-author'] as const;

/**
 * In the panel the history is read-only: Strapi gives the Editor (and the Author) every action on the types that exist
 * when it creates the roles; this takes back all but reading on each start, and lets the Editor read it (the document
 * service refuses the writes anyway; this keeps the panel from offering them).
 */
export async function makeRateHistoryReadOnlyInPanel(strapi: Core.Strapi): Promise<void> {
  const permissions = strapi.db.query('admin::permission');
  const fields = Object.keys(strapi.contentType(RATE_HISTORY_UID).attributes);
  for (const code of PANEL_ROLES) {
    const role = (await strapi.db.query('admin::role').findOne({ where: { code } })) as { id: number } | null;
    if (!role) continue;
    await permissions.deleteMany({ where: { role: { id: role.id }, subject: RATE_HISTORY_UID, action: { $ne: READ } } });
    const read = await permissions.findOne({ where: { role: { id: role.id }, subject: RATE_HISTORY_UID, action: READ } });
    if (!read && code === 'strapi-editor') {
      await permissions.create({
        data: {
          action: READ,
          actionParameters: {},
          subject: RATE_HISTORY_UID,
          properties: { fields },
          conditions: [],
          role: role.id,
        },
      });
    }
  }
}
