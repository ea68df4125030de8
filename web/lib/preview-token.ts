import '@/lib/server-only';
import { createHmac, timingSafeEqual } from 'crypto';

/** The longest a preview link lives: the CMS signs it for ten minutes (cms/src/lib/preview.ts), plus clock skew. */
const MAX_LIFETIME_SECONDS = 10 * 60 + 60;

/** What the panel's preview link vouches for: one document of one type, shown on one page, until `exp`. */
export type PreviewClaims = { uid: string; documentId: string; path: string; exp: number };

function isClaims(value: unknown): value is PreviewClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.uid === 'string' &&
    typeof claims.documentId === 'string' &&
    typeof claims.path === 'string' &&
    typeof claims.exp === 'number'
  );
}

/**
 * Checks the token of a preview link, `base64url(JSON claims).base64url(HMAC-SHA256(PREVIEW_SECRET, first part))`,
 * signed by the CMS: its claims if the signature holds and it has not expired (nor claims to live longer than the
 * CMS ever signs for), otherwise null.
 */
export function verifyPreviewToken(token: unknown, key: string | null, now = Date.now()): PreviewClaims | null {
  if (typeof token !== 'string' || !key || token.length > 2048) return null;
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return null;
  const expected = createHmac('sha256', key).update(body).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims)) return null;
  const seconds = now / 1000;
  return claims.exp > seconds && claims.exp <= seconds + MAX_LIFETIME_SECONDS ? claims : null;
}
