import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who acts when no request does: the scheduler publishing on behalf of the editor who scheduled, a root script run by
 * the operator. The audit trail (and the rate history) name this actor in place of "CMS" for every write made inside
 * `actingAs`.
 */
export interface DelegatedActor {
  actor: string;
  actor_kind: 'staff' | 'panel' | 'system';
}

const delegated = new AsyncLocalStorage<DelegatedActor>();

/** Runs `task` with every write inside it recorded as made by `actor`. */
export function actingAs<T>(actor: DelegatedActor, task: () => Promise<T>): Promise<T> {
  return delegated.run(actor, task);
}

/** The actor `actingAs` set for this call chain, if any. */
export function delegatedActor(): DelegatedActor | undefined {
  return delegated.getStore();
}
