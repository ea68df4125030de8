import { AsyncLocalStorage } from 'async_hooks';
import { randomUUID } from 'crypto';

/** What every log line written while a request is handled knows about it. */
export interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** The header the site and nginx use for one request's id; the CMS echoes it in its answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** nginx's $request_id (32 hex digits), a UUID, another proxy's token; nothing that could break a log line. */
const VALID = /^[A-Za-z0-9._-]{8,128}$/;

/** The incoming id when it is valid and its sender trusted (TRUSTED_PROXIES: the site, nginx), else a new one. */
export function requestIdFor(incoming: string | string[] | undefined, fromTrustedSender: boolean): string {
  return fromTrustedSender && typeof incoming === 'string' && VALID.test(incoming) ? incoming : randomUUID();
}
