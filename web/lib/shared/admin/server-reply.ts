/**
 * Reading the texts of the CMS's answers (docs/api.md), with the contract's schemas (@bank/shared): `{message}`, or
 * `{error}` for bulk sends. Anything else (a nested object, a blank text, not JSON) reads as the screen's fallback.
 */
import { BulkErrorBody, MessageBody, parseOrNull } from '@bank/shared';

const usable = (text: string | undefined): string | null => (text !== undefined && text.trim() !== '' ? text : null);

/** The answer's `message`, else the fallback. */
export function replyMessage(body: unknown, fallback: string): string {
  return usable(parseOrNull(MessageBody, body)?.message) ?? fallback;
}

/** The answer's `error` field (bulk sends), else the fallback. */
export function replyError(body: unknown, fallback: string): string {
  return usable(parseOrNull(BulkErrorBody, body)?.error) ?? fallback;
}
