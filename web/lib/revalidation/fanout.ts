import '@/lib/server-only';
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { env } from '@/lib/env';
import { metrics } from '@/lib/observability/metrics';
import { redactCredentials } from '@/lib/redact';
import { revalidationChannel, type FanoutMessage } from './protocol';
import type { CmsTag } from './tags';

/**
 * Step 3 of the way from an edit to the page: several site instances each keep their own ISR cache (Next's file
 * system cache). A change applied by one is published on Redis; every other instance (server/index.ts subscribes)
 * replays it through its own /api/revalidate, without publishing it again. Without REDIS_URL there is one instance
 * and nothing to publish.
 */
const store = globalThis as typeof globalThis & { __bankFanout?: { redis: Redis; origin: string } };

function publisher(url: string) {
  store.__bankFanout ??= {
    redis: new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 }),
    // This process's name in fan-out messages, so its own server ignores them (server/index.ts sets it before Next
    // loads; a random one without that server, which then has no subscriber anyway).
    origin: env.instanceId ?? randomUUID(),
  };
  return store.__bankFanout;
}

export async function publishRevalidation(tags: readonly CmsTag[]): Promise<void> {
  if (!env.redisUrl || tags.length === 0) return;
  const { redis, origin } = publisher(env.redisUrl);
  const message: FanoutMessage = { origin, tags: [...tags] };
  try {
    await redis.publish(revalidationChannel(env.redisPrefix), JSON.stringify(message));
    metrics.revalidationsFannedOut.inc({ outcome: 'published' });
  } catch (error) {
    metrics.revalidationsFannedOut.inc({ outcome: 'failed' });
    // The other instances then show the change at their backstop (PAGE_REVALIDATE_SECONDS); this one is fresh already.
    console.error(
      `[revalidate] could not tell the other site instances (${redactCredentials(error instanceof Error ? error.message : String(error))})`,
    );
  }
}
