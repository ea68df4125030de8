import { randomUUID } from 'node:crypto';

/** The header nginx, the site and the CMS use for one request's id (each echoes it in its answer). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an id from elsewhere may look like: nginx's $request_id (32 hex digits), a UUID, or another proxy's
 * token. Anything else (too long, spaces, quotes, control characters) is replaced, so an id never breaks a log line
 * or a header.
 */
const VALID = /^[A-Za-z0-9._-]{8,128}$/;

export function isValidRequestId(value: unknown): value is string {
  return typeof value === 'string' && VALID.test(value);
}

/** The incoming id when it is valid and its sender is trusted (a proxy of TRUSTED_PROXIES), else a new one. */
export function requestIdFor(incoming: string | string[] | undefined, fromTrustedProxy: boolean): string {
  return fromTrustedProxy && isValidRequestId(incoming) ? incoming : randomUUID();
}
