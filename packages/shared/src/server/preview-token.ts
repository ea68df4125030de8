// The editors' preview link token: signed by the CMS (the panel's "Open preview"), checked by the site's preview
// entry with the same key (PREVIEW_SECRET).
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';

/** How long the panel's preview link opens the preview: it lands in browser history and access logs. */
export const PREVIEW_TOKEN_TTL_SECONDS = 10 * 60;

/** The longest a token is taken for: what the CMS signs it for, plus clock skew. */
const MAX_LIFETIME_SECONDS = PREVIEW_TOKEN_TTL_SECONDS + 60;

/** What the preview link vouches for: one document of one type, shown on one page, until `exp` (Unix seconds). */
export const PreviewClaims = z.object({ uid: z.string(), documentId: z.string(), path: z.string(), exp: z.number() });
export type PreviewClaims = z.infer<typeof PreviewClaims>;

/** `base64url(JSON claims).base64url(HMAC-SHA256(key, that first part))`. */
export function signPreviewToken(claims: PreviewClaims, key: string): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

/**
 * Checks a token signed by signPreviewToken: its claims if the signature holds and it has not expired (nor claims to
 * live longer than the CMS ever signs for), otherwise null.
 */
export function verifyPreviewToken(token: unknown, key: string | null, now = Date.now()): PreviewClaims | null {
  if (typeof token !== 'string' || !key || token.length > 2048) return null;
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return null;
  const expected = createHmac('sha256', key).update(body).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const claims = PreviewClaims.safeParse(parsed);
  if (!claims.success) return null;
  const seconds = now / 1000;
  return claims.data.exp > seconds && claims.data.exp <= seconds + MAX_LIFETIME_SECONDS ? claims.data : null;
}
