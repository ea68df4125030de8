import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

/**
 * Records nobody may write: the audit trail and the exchange-rate history. Deny by default, at both layers Strapi
 * writes through:
 * - the document service (the panel's Content Manager with every action it has or will have, clone and bulk actions
 *   included, REST, and any code): only the reading actions are let through;
 * - the query engine below it (database lifecycles): every create, update and delete is refused unless it runs inside
 *   `asTrailWriter`, which only the trail's own writer (chain.ts), the history's appender and retention use.
 * What the database itself allows is the operator's side (docs/operations.md "A role that cannot rewrite the trail").
 */

const READS = new Set(['findOne', 'findFirst', 'findMany', 'count']);
/** Database lifecycle actions that only read; every other action is a write and is refused. */
const DB_READS = new Set(['beforeFindOne', 'beforeFindMany', 'beforeCount', 'afterFindOne', 'afterFindMany', 'afterCount']);

/**
 * One per process, whichever copy of this module is loaded (the compiled one Strapi runs, or the sources a test or a
 * script imports): a write made as the writer from one copy is the writer's in the other's check.
 */
const WRITER = Symbol.for('bank.records.writer');
const writer: AsyncLocalStorage<true> = ((globalThis as Record<symbol, AsyncLocalStorage<true> | undefined>)[WRITER] ??=
  new AsyncLocalStorage<true>());

/** Runs `task` as the records' own writer, the one caller the guards let write. */
export function asTrailWriter<T>(task: () => Promise<T>): Promise<T> {
  return writer.run(true, task);
}

/** The records, uid → the refusal's words. */
export type Records = Record<string, string>;

/** The document-service half (at register, outermost): only reading actions reach the records. */
export function guardRecordDocuments(strapi: Core.Strapi, records: Records): void {
  strapi.documents.use(async (context, next) => {
    const refusal = records[context.uid];
    if (refusal && !READS.has(context.action)) throw new errors.ForbiddenError(refusal);
    return next();
  });
}

/** The query-engine half (at bootstrap, once the database is up): no write but the records' own writer's. */
export function guardRecordRows(strapi: Core.Strapi, records: Records): void {
  strapi.db.lifecycles.subscribe((event: { action: string; model: { uid: string } }) => {
    const refusal = records[event.model.uid];
    if (refusal && !DB_READS.has(event.action) && !writer.getStore()) throw new errors.ForbiddenError(refusal);
  });
}
