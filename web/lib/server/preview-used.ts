import '@/lib/server/server-only';
import Redis from 'ioredis';
import { env } from '@/lib/server/env';
import { memoryUsedPreviewTokens, redisUsedPreviewTokens, type UsedPreviewTokens } from './preview-token';

/**
 * The used preview links of this site: on Redis when REDIS_URL is set (several instances: a link used on one is
 * used on all), else in this process's memory, as the site keeps its other shared state. One per process (Next's
 * bundles share it through globalThis).
 */
const store = globalThis as typeof globalThis & { __bankUsedPreviewTokens?: UsedPreviewTokens };

export function usedPreviewTokens(): UsedPreviewTokens {
  store.__bankUsedPreviewTokens ??= env.redisUrl
    ? redisUsedPreviewTokens(new Redis(env.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 }), env.redisPrefix)
    : memoryUsedPreviewTokens();
  return store.__bankUsedPreviewTokens;
}
