/**
 * How a read or a send of the site failed, in one vocabulary on both sides: the server's CMS reads throw it (as
 * CmsError, naming the CMS path), the browser's reads of the site's /api throw it, and a staff send's failed reply
 * (ApiReply in lib/shared/admin/admin-api.ts) carries the same `kind`. Screens tell a refusal (`status`) from a
 * network failure or an answer they cannot use by `kind`, never by the class or the text. Without the contract's
 * schemas, so the public pages' islands can import it cheaply.
 */
export type FailureKind =
  /** No answer: refused, reset, timed out, offline. */
  | 'unreachable'
  /** A non-2xx answer (`status` says which). */
  | 'status'
  /** An answer that was not JSON. */
  | 'invalid-json'
  /** A 2xx answer that does not match the contract (logged with its offending fields). */
  | 'off-contract'
  /** The site is missing a setting the call needs. */
  | 'not-configured';

/** What a visitor reads for an answer that does not match the contract ('Error: Unexpected answer'). */
export const UNEXPECTED_ANSWER = 'Unexpected answer';

export class SiteError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly status: number | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'SiteError';
  }
}

/** True when `error` is a SiteError of this kind. */
export function failedWith(error: unknown, kind: FailureKind): error is SiteError {
  return error instanceof SiteError && error.kind === kind;
}
