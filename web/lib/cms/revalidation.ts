/**
 * Parsing of the CMS's revalidation webhook body `{model, documentId}` (docs/api.md). Pure, so it is unit-tested.
 */
import { tagForModel, type CmsTag } from './tags';

export type RevalidationRequest =
  | { ok: true; model: string; documentId: string | null; tag: CmsTag | null }
  | { ok: false; message: string };

export function parseRevalidationBody(body: unknown): RevalidationRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: 'Expected a JSON object {model, documentId}' };
  }
  const { model, documentId } = body as Record<string, unknown>;
  if (typeof model !== 'string' || model.trim() === '') {
    return { ok: false, message: 'model is required' };
  }
  if (documentId !== undefined && documentId !== null && typeof documentId !== 'string') {
    return { ok: false, message: 'documentId must be a string' };
  }
  return { ok: true, model, documentId: documentId ?? null, tag: tagForModel(model) };
}

/** Compares the webhook secret without leaking its length or content through timing. */
export function secretsMatch(given: string | null, expected: string | null): boolean {
  if (!given || !expected) return false;
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i += 1) difference |= (a[i] ?? 0) ^ b[i];
  return difference === 0;
}
