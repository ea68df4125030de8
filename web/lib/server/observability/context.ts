// Relative imports only: server/index.ts (compiled without Next's `@/` alias) loads this module too.
import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line and CMS call of one request knows about it. */
export interface RequestContext {
  requestId: string;
}

/**
 * One store for the whole process: server/index.ts runs each request in it, and Next's route handlers and pages,
 * which run in Next's own bundles (another copy of this module), find the same store on globalThis.
 */
const KEY = Symbol.for('bank.site.requestContext');
const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestContext> };
const storage = (holder[KEY] ??= new AsyncLocalStorage<RequestContext>());

export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The id of the request being handled, or undefined outside one (start-up, a relayed change). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
