import { Readable } from 'stream';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { CONTENT_TYPE_WORDS } from '../panel/panel-words';
import { csvRow } from '@bank/shared/text/csv';
import { AUDIT_UID, recordAudit } from './trail';

/**
 * The audit log as CSV (docs/adr/0006-audit-trail.md): GET /admin/audit-log/export, a panel (admin) route, so Strapi's
 * admin sign-in answers 401 to anyone not signed in to the panel, and only the Super Admin gets past the role check
 * (403 for every other role). The panel's "Export as CSV" button on the Audit log list (src/admin/audit-export.tsx)
 * calls it with the list's own filters, so the file holds what the list shows; a script may call it with the plain
 * parameters instead:
 *
 * - `from`, `to`: a day (YYYY-MM-DD, The Gambia's time, which is GMT) or an ISO time; both ends included;
 * - `person`: who (the staff username or the panel user's e-mail, any case);
 * - `type`: what kind of entry (`news-item`, `exchange-rate`, `admin login`, ...);
 * - `filters`, `_q`: the content manager's list filters and search, checked against an allow-list of fields and
 *   operators.
 *
 * Entries are read in pages by id, newest first, and streamed: a year of entries never sits in memory. The export is
 * itself an entry of the log (who exported what).
 */

const SUPER_ADMIN = 'strapi-super-admin';
const PAGE = 500;

const FIELDS = [
  'at',
  'actor',
  'actor_kind',
  'address',
  'action',
  'subject_type',
  'subject_id',
  'title',
  'changes',
  'reason',
] as const;
const FILTERABLE = new Set<string>([...FIELDS.filter((field) => field !== 'changes'), 'id', 'createdAt', 'updatedAt']);
const SEARCHABLE = ['actor', 'action', 'subject_type', 'subject_id', 'title', 'address', 'reason'];
const OPERATORS = new Set([
  '$eq',
  '$eqi',
  '$ne',
  '$nei',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$in',
  '$notIn',
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
  '$null',
  '$notNull',
]);
const MAX_TEXT = 500;
const MAX_DEPTH = 6;

type Where = Record<string, unknown>;

const isSuperAdmin = (user: unknown): boolean =>
  Array.isArray((user as { roles?: unknown } | undefined)?.roles) &&
  (user as { roles: Array<{ code?: string }> }).roles.some((role) => role.code === SUPER_ADMIN);

function text(query: Context['query'], name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || value.length > MAX_TEXT) {
    throw new errors.ValidationError(`${name} must be one piece of text of at most ${MAX_TEXT} characters.`);
  }
  return value.trim();
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day or a time; a day's end is the start of the next day (excluded), so `to` includes the whole day. */
function moment(query: Context['query'], name: 'from' | 'to'): Date | undefined {
  const value = text(query, name);
  if (value === undefined) return undefined;
  const isDay = DAY.test(value);
  const time = new Date(isDay ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(time.getTime()) || !(isDay || /^\d{4}-\d{2}-\d{2}T/.test(value))) {
    throw new errors.ValidationError(`${name} must be a day (YYYY-MM-DD) or a time (YYYY-MM-DDTHH:MM:SSZ).`);
  }
  if (isDay && name === 'to') time.setUTCDate(time.getUTCDate() + 1);
  return time;
}

const filterRefused = () =>
  new errors.ValidationError(`filters may use only the fields ${[...FILTERABLE].join(', ')} with Strapi's comparison operators.`);

/** An operand: text (at most MAX_TEXT characters), a number, a boolean, or a list of those. */
function operand(value: unknown): unknown {
  if (Array.isArray(value) || (typeof value === 'object' && value !== null)) {
    const items = Object.values(value as object);
    if (items.length > 100) throw filterRefused();
    return items.map(operand);
  }
  if (typeof value === 'string' && value.length <= MAX_TEXT) return value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  throw filterRefused();
}

/** The content manager's filters, rebuilt from an allow-list of fields and operators (nothing else reaches the query). */
function checkedFilters(value: unknown, depth = 0): Where {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || depth > MAX_DEPTH) throw filterRefused();
  const where: Where = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$and' || key === '$or') {
      if (typeof inner !== 'object' || inner === null) throw filterRefused();
      where[key] = Object.values(inner).map((branch) => checkedFilters(branch, depth + 1));
    } else if (key === '$not') {
      where[key] = checkedFilters(inner, depth + 1);
    } else if (FILTERABLE.has(key)) {
      if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) {
        where[key] = { $eq: operand(inner) };
        continue;
      }
      const comparison: Where = {};
      for (const [operator, argument] of Object.entries(inner)) {
        if (!OPERATORS.has(operator)) throw filterRefused();
        comparison[operator] = operand(argument);
      }
      where[key] = comparison;
    } else {
      throw filterRefused();
    }
  }
  return where;
}

/** The query's conditions, all of which an entry must meet; a bad one is refused before anything is read. */
function exportConditions(query: Context['query']): Where[] {
  const conditions: Where[] = [];
  const from = moment(query, 'from');
  const to = moment(query, 'to');
  if (from && to && to <= from) throw new errors.ValidationError('to must be later than from.');
  if (from) conditions.push({ at: { $gte: from } });
  if (to) conditions.push({ at: { $lt: to } });
  const person = text(query, 'person');
  if (person) conditions.push({ actor: { $eqi: person } });
  const type = text(query, 'type');
  if (type) conditions.push({ subject_type: { $eqi: type } });
  const search = text(query, '_q');
  if (search) conditions.push({ $or: SEARCHABLE.map((field) => ({ [field]: { $containsi: search } })) });
  if (query.filters !== undefined) conditions.push(checkedFilters(query.filters));
  return conditions;
}

type Entry = Record<(typeof FIELDS)[number], unknown> & { id: number };

const HEADER = FIELDS.map((field) => CONTENT_TYPE_WORDS[AUDIT_UID].fields[field].label);

const timeText = (value: unknown) =>
  value instanceof Date || typeof value === 'string' || typeof value === 'number' ? new Date(value).toISOString() : value;

/** The entries, newest first, a page at a time (by id, so entries written meanwhile neither repeat nor shift pages). */
async function* csvLines(strapi: Core.Strapi, conditions: Where[]): AsyncGenerator<string> {
  // A byte-order mark: spreadsheets then read the file as UTF-8 (names with accents, the dalasi sign).
  yield `\ufeff${csvRow(HEADER)}`;
  let below: number | null = null;
  for (;;) {
    const page = (await strapi.db.query(AUDIT_UID).findMany({
      where: { $and: [...conditions, ...(below === null ? [] : [{ id: { $lt: below } }])] },
      orderBy: { id: 'desc' },
      limit: PAGE,
    })) as Entry[];
    if (page.length === 0) return;
    yield page.map((entry) => csvRow(FIELDS.map((field) => (field === 'at' ? timeText(entry.at) : entry[field])))).join('');
    if (page.length < PAGE) return;
    below = page[page.length - 1].id;
  }
}

/** The file's name: the log and the day it was exported. */
const fileName = (now: Date) => `audit-log-${now.toISOString().slice(0, 10)}.csv`;

export function registerAuditExport(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: '/admin',
    routes: [
      {
        method: 'GET',
        path: '/audit-log/export',
        info: {},
        handler: async (ctx: Context) => {
          // Strapi's admin sign-in has run (401 without it); the role is checked here, before anything is read.
          if (!isSuperAdmin(ctx.state.user)) {
            // Answered here, in Strapi's error shape: a thrown ForbiddenError reaches the panel as a bare "Forbidden".
            ctx.status = 403;
            ctx.body = {
              data: null,
              error: {
                status: 403,
                name: 'ForbiddenError',
                message: 'Only the Super Admin may export the audit log.',
                details: {},
              },
            };
            return;
          }
          const conditions = exportConditions(ctx.query);
          const described = ['from', 'to', 'person', 'type', '_q']
            .filter((name) => typeof ctx.query[name] === 'string' && ctx.query[name] !== '')
            .map((name) => `${name}: ${String(ctx.query[name])}`);
          if (ctx.query.filters !== undefined) described.push('list filters');
          await recordAudit(strapi, {
            action: 'export',
            subject_type: 'audit log',
            title: 'Audit log exported as CSV',
            reason: described.length > 0 ? described.join('; ') : 'all entries',
          });
          ctx.set('Content-Disposition', `attachment; filename="${fileName(new Date())}"`);
          ctx.set('Cache-Control', 'no-store');
          ctx.type = 'text/csv; charset=utf-8';
          ctx.body = Readable.from(csvLines(strapi, conditions));
        },
      },
    ],
  });
}
