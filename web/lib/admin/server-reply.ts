/** Reading the texts the CMS puts in its answers (docs/api.md): `{message}`, or `{error}` for bulk sends. */

function textField(body: unknown, field: 'message' | 'error'): string | null {
  if (typeof body !== 'object' || body === null || !(field in body)) return null;
  const value = (body as Record<string, unknown>)[field];
  if (typeof value === 'string' && value.trim() !== '') return value;
  // Strapi's own error shape nests the text: {error: {message}}.
  if (typeof value === 'object' && value !== null) return textField(value, 'message');
  return null;
}

/** The answer's `message`, else the fallback. */
export function replyMessage(body: unknown, fallback: string): string {
  return textField(body, 'message') ?? fallback;
}

/** The answer's `error` field (bulk sends), else the fallback. */
export function replyError(body: unknown, fallback: string): string {
  return textField(body, 'error') ?? fallback;
}

/** A login succeeded when the answer's status field equals 'success' (SPEC section 7). */
export function isLoginSuccess(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'success';
}

export function loginToken(body: unknown): string | null {
  const token = typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : null;
  return typeof token === 'string' && token !== '' ? token : null;
}
