import '@/lib/server/server-only';
import { createHash } from 'crypto';
import type Redis from 'ioredis';

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
