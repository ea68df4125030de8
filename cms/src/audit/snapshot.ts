import type { Core } from '@strapi/strapi';
import { findModel, type AttributeShape } from '../platform/strapi-registry';
import { NUMBER_TYPES, SYSTEM_FIELDS } from '../platform/model-fields';

/**
 * A row as the audit trail compares it: one flat map from a field's path to its value, deep through components
 * (`terms.0.rate`), relations as the related rows' ids, media as the file's id and hash (the name it is stored
 * under), so a change anywhere in what an entry holds shows as a changed path. Never a password, a token, a secret
 * or a key: those fields are left out by type and by name.
 */

export type Flat = Record<string, unknown>;
export type Changes = Record<string, { before: unknown; after: unknown }>;

type Attribute = AttributeShape;

/** Never recorded, whatever its type: passwords, tokens, secrets, keys, salts, password hashes. */
export const SECRET_NAME = /password|token|secret|salt|key|hash/i;
/**
 * Neither recorded nor named: the last two-factor code step taken, bookkeeping of the sign-in (an entry of its own)
 * that would narrow down the next valid code.
 */
const UNNAMED = new Set(['two_factor_last_step']);
/** Except where the name means something else: a media file's `hash` is the name it is stored under. */
const NOT_SECRET: Record<string, Set<string>> = { 'plugin::upload.file': new Set(['hash']) };
const TIME_TYPES = new Set(['datetime', 'timestamp']);

function attributesOf(strapi: Core.Strapi, uid: string): Record<string, Attribute> {
  return (findModel(strapi, uid) ?? strapi.db.metadata.get(uid)).attributes;
}

const isMorph = (attribute: Attribute) => attribute.type === 'relation' && /^morph/i.test(attribute.relation ?? '');

/** Whether a field of `uid` may be recorded at all. */
export function recordable(uid: string, name: string, attribute: Attribute): boolean {
  if (SYSTEM_FIELDS.has(name) || attribute.type === 'password' || UNNAMED.has(name) || isMorph(attribute)) return false;
  return !SECRET_NAME.test(name) || NOT_SECRET[uid]?.has(name) === true;
}

/** The query engine's populate for a whole row: components deeply, relations' ids, media's id and hash. */
export function deepPopulate(strapi: Core.Strapi, uid: string, depth = 0): Record<string, unknown> {
  const populate: Record<string, unknown> = {};
  if (depth > 8) return populate;
  for (const [name, attribute] of Object.entries(attributesOf(strapi, uid))) {
    if (!recordable(uid, name, attribute)) continue;
    if (attribute.type === 'relation') populate[name] = { select: ['id'] };
    else if (attribute.type === 'media') populate[name] = { select: ['id', 'hash'] };
    else if (attribute.type === 'component' && attribute.component) {
      populate[name] = { populate: deepPopulate(strapi, attribute.component, depth + 1) };
    } else if (attribute.type === 'dynamiczone') populate[name] = true;
  }
  return populate;
}

/** A value as the trail keeps it: numbers as numbers and times in ISO form, whatever form the driver gave. */
function normal(value: unknown, type: string): unknown {
  if (value === undefined || value === null) return null;
  if (NUMBER_TYPES.has(type) && typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) {
    return Number(value);
  }
  if (TIME_TYPES.has(type) && (value instanceof Date || typeof value === 'string' || typeof value === 'number')) {
    const time = new Date(value);
    return Number.isNaN(time.getTime()) ? value : time.toISOString();
  }
  if (type === 'json' && typeof value === 'string') {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
}

const idOf = (value: unknown) => (value && typeof value === 'object' ? ((value as { id?: unknown }).id ?? null) : value);
const fileOf = (value: unknown) =>
  value && typeof value === 'object'
    ? { id: (value as { id?: unknown }).id ?? null, hash: (value as { hash?: unknown }).hash ?? null }
    : null;

/** Flattens `row` of `uid` into `out` under `prefix`. */
export function flatten(
  strapi: Core.Strapi,
  uid: string,
  row: Record<string, unknown> | null,
  prefix = '',
  out: Flat = {},
): Flat {
  if (!row) return out;
  for (const [name, attribute] of Object.entries(attributesOf(strapi, uid))) {
    if (!recordable(uid, name, attribute)) continue;
    const path = `${prefix}${name}`;
    const value = row[name];
    if (value === undefined) continue;
    if (attribute.type === 'relation') {
      out[path] = Array.isArray(value)
        ? value
            .map(idOf)
            .filter((id) => id !== null)
            .sort((a, b) => Number(a) - Number(b))
        : (idOf(value) ?? null);
    } else if (attribute.type === 'media') {
      out[path] = Array.isArray(value) ? value.map(fileOf) : fileOf(value);
    } else if (attribute.type === 'component' && attribute.component) {
      const component = attribute.component;
      if (Array.isArray(value)) {
        out[`${path}.length`] = value.length;
        value.forEach((item, index) => flatten(strapi, component, item as Record<string, unknown>, `${path}.${index}.`, out));
      } else if (value === null) out[path] = null;
      else flatten(strapi, component, value as Record<string, unknown>, `${path}.`, out);
    } else if (attribute.type === 'dynamiczone') {
      out[path] = Array.isArray(value) ? value : null;
    } else {
      out[path] = normal(value, attribute.type);
    }
  }
  return out;
}

/** The paths whose values differ, with both values. */
export function changesBetween(before: Flat | null, after: Flat | null): Changes {
  const changes: Changes = {};
  const paths = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const path of paths) {
    const was = before?.[path] ?? null;
    const now = after?.[path] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[path] = { before: was, after: now };
  }
  return changes;
}

/** The row matching `where`, whole, flattened; null when there is none. */
export async function snapshot(strapi: Core.Strapi, uid: string, where: Record<string, unknown>): Promise<Flat | null> {
  const row = (await strapi.db.query(uid).findOne({ where, populate: deepPopulate(strapi, uid) })) as Record<
    string,
    unknown
  > | null;
  return row ? flatten(strapi, uid, row) : null;
}

/** Every row matching `where` (up to `limit`), whole, by id. */
export async function snapshots(
  strapi: Core.Strapi,
  uid: string,
  where: Record<string, unknown>,
  limit = 200,
): Promise<Map<number, Flat>> {
  const rows = (await strapi.db.query(uid).findMany({ where, populate: deepPopulate(strapi, uid), limit })) as Array<
    Record<string, unknown> & { id: number }
  >;
  return new Map(rows.map((row) => [Number(row.id), flatten(strapi, uid, row)]));
}

/** The secret fields a write's data sets: named in the entry, never their values. */
export function secretsSet(strapi: Core.Strapi, uid: string, data: unknown): string[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  const attributes = attributesOf(strapi, uid);
  return Object.keys(data as Record<string, unknown>).filter((name) => {
    const attribute = attributes[name];
    const value = (data as Record<string, unknown>)[name];
    return (
      attribute !== undefined &&
      value !== undefined &&
      !SYSTEM_FIELDS.has(name) &&
      (attribute.type === 'password' || (SECRET_NAME.test(name) && NOT_SECRET[uid]?.has(name) !== true))
    );
  });
}
