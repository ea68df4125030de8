import '@/lib/server/server-only';
import { createHash, createHmac, timingSafeEqual } from 'crypto';
import type Redis from 'ioredis';

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

/** Where the used preview links are kept: a link opens the preview once, on any site instance. */
export interface UsedPreviewTokens {
  /** True the first time `id` is claimed; false ever after, until `ttlSeconds` (the link's own expiry) pass. */
  claim(id: string, ttlSeconds: number): Promise<boolean>;
}

/** A used link's id: a digest of the token (the token itself is never stored, nor logged). */
export function previewTokenId(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** One instance's memory (no REDIS_URL: one instance). Expired ids are dropped as new ones come. */
export function memoryUsedPreviewTokens(now: () => number = Date.now): UsedPreviewTokens {
  const used = new Map<string, number>();
  return {
    async claim(id, ttlSeconds) {
      const at = now();
      for (const [key, until] of used) if (until <= at) used.delete(key);
      if (used.has(id)) return false;
      used.set(id, at + ttlSeconds * 1000);
      return true;
    },
  };
}

/** Redis, shared by every site instance: SET NX with the link's remaining lifetime, atomic. */
export function redisUsedPreviewTokens(redis: Pick<Redis, 'set'>, prefix: string): UsedPreviewTokens {
  return {
    async claim(id, ttlSeconds) {
      const answer = await redis.set(`${prefix}preview-used:${id}`, '1', 'EX', Math.max(1, Math.ceil(ttlSeconds)), 'NX');
      return answer === 'OK';
    },
  };
}
