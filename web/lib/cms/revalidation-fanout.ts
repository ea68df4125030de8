import '@/lib/server-only';
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { env } from '@/lib/env';
import { redactCredentials } from '@/lib/redact';
import { revalidationChannel, type FanoutMessage } from './revalidation';
import type { CmsTag } from './tags';

/**
 * Several site instances each keep their own ISR cache (Next's file system cache). A change handled by one is
 * published on Redis; every other instance (server.ts subscribes) regenerates the same pages itself. Without
 * REDIS_URL there is one instance and nothing to publish.
 */
const store = globalThis as typeof globalThis & { __bankFanout?: { redis: Redis; origin: string } };

/** This process's name in fan-out messages, so it ignores its own. server.ts sets it before Next loads. */
export function instanceId(): string {
  process.env.SITE_INSTANCE_ID ||= randomUUID();
  return process.env.SITE_INSTANCE_ID;
}

function publisher(url: string) {
  store.__bankFanout ??= {
    redis: new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 }),
    origin: instanceId(),
  };
  return store.__bankFanout;
}

export async function publishRevalidation(tags: readonly CmsTag[]): Promise<void> {
  if (!env.redisUrl || tags.length === 0) return;
  const { redis, origin } = publisher(env.redisUrl);
  const message: FanoutMessage = { origin, tags: [...tags] };
  try {
    await redis.publish(revalidationChannel(env.redisPrefix), JSON.stringify(message));
  } catch (error) {
    // The other instances then show the change at their backstop (PAGE_REVALIDATE_SECONDS); this one is fresh already.
    console.error(
      `[revalidate] could not tell the other site instances (${redactCredentials(error instanceof Error ? error.message : String(error))})`,
    );
  }
}
