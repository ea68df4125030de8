import '@/lib/server/server-only';
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { env } from '@/lib/server/env';
import { metrics } from '@/lib/server/observability/metrics';
import { redactCredentials } from '@bank/shared/text/redact';
import { invalidatedChannel, parseInvalidatedMessage, revalidationChannel, type FanoutMessage } from './protocol';
import type { CmsTag } from './tags';

/**
 * Step 3 of the way from an edit to the page: several site instances each keep their own caches (Next's data cache
 * and ISR cache). A change applied by one is published on Redis; every instance's server (server/index.ts subscribes)
 * expires the change's cached reads through its own /api/revalidate, without publishing it again, and confirms on
 * the `invalidated` channel; this one waits for as many confirmations as Redis counted subscribers (its own server
 * confirms at once). Without REDIS_URL there is one instance and nothing to publish.
 */
const CONFIRM_TIMEOUT_MS = 5_000;

/**
 * How many site instances Redis delivered a change to (this one's server included; 1 without Redis, or when Redis
 * failed: then only this one is known to be fresh), and how many of them confirmed their cached reads are expired.
 */
export type InstancesReached = { expected: number; reached: number };

type Waiting = { reached: number; check: () => void };

type Fanout = {
  redis: Redis;
  confirmations: Redis;
  subscribed: Promise<unknown> | null;
  origin: string;
  waiting: Map<string, Waiting>;
};
const store = globalThis as typeof globalThis & { __bankFanout?: Fanout };

function fanout(url: string): Fanout {
  if (!store.__bankFanout) {
    const waiting = new Map<string, Waiting>();
    // A connection that subscribes can send nothing else: the confirmations have their own.
    const confirmations = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    confirmations.on('error', (error) => console.error(`[revalidate] Redis: ${redactCredentials(error.message)}`));
    confirmations.on('message', (_channel, text: string) => {
      const message = parseInvalidatedMessage(text);
      const entry = message ? waiting.get(message.id) : undefined;
      if (!entry) return;
      entry.reached += 1;
      entry.check();
    });
    store.__bankFanout = {
      redis: new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 }),
      confirmations,
      subscribed: null,
      // This process's name in fan-out messages, so its own server does not apply them again (server/index.ts sets
      // it before Next loads; a random one without that server, which then has no subscriber anyway).
      origin: env.instanceId ?? randomUUID(),
      waiting,
    };
  }
  return store.__bankFanout;
}

/** Subscribed to the confirmations before the first publish (ioredis subscribes again by itself after a reconnect). */
function subscribed(state: Fanout, prefix: string): Promise<unknown> {
  state.subscribed ??= state.confirmations.subscribe(invalidatedChannel(prefix)).catch((error: unknown) => {
    state.subscribed = null;
    throw error;
  });
  return state.subscribed;
}

/**
 * Tells the other instances to expire `tags`, and settles once every instance Redis delivered the message to has
 * confirmed it did (or after CONFIRM_TIMEOUT_MS, logged as an error). An instance that was not subscribed at that
 * moment (Redis unreachable from it, or it is starting) is not counted: it expires every cached read when it
 * (re)subscribes (server/index.ts).
 */
export async function publishRevalidation(tags: readonly CmsTag[]): Promise<InstancesReached> {
  if (!env.redisUrl || tags.length === 0) return { expected: 1, reached: 1 };
  const state = fanout(env.redisUrl);
  const id = randomUUID();
  const message: FanoutMessage = { origin: state.origin, id, tags: [...tags] };
  const entry: Waiting = { reached: 0, check: () => {} };
  state.waiting.set(id, entry);
  let timer: NodeJS.Timeout | undefined;
  try {
    await subscribed(state, env.redisPrefix);
    const expected = await state.redis.publish(revalidationChannel(env.redisPrefix), JSON.stringify(message));
    metrics.revalidationsFannedOut.inc({ outcome: 'published' });
    const everyone = new Promise<void>((resolve) => {
      entry.check = () => {
        if (entry.reached >= expected) resolve();
      };
      entry.check();
    });
    await Promise.race([everyone, new Promise<void>((resolve) => (timer = setTimeout(resolve, CONFIRM_TIMEOUT_MS)))]);
    if (entry.reached < expected) {
      metrics.revalidationsFannedOut.inc({ outcome: 'unconfirmed' });
      console.error(
        `[revalidate] only ${entry.reached} of ${expected} site instances confirmed within ${CONFIRM_TIMEOUT_MS / 1000} s ` +
          `that ${tags.join(', ')} are expired: the others may answer old reads until they do`,
      );
    }
    return { expected, reached: Math.min(entry.reached, expected) };
  } catch (error) {
    metrics.revalidationsFannedOut.inc({ outcome: 'failed' });
    // The other instances then show the change when Redis is back (they refresh everything then) or at their backstop
    // (PAGE_REVALIDATE_SECONDS); this one is fresh already.
    console.error(
      `[revalidate] could not tell the other site instances (${redactCredentials(error instanceof Error ? error.message : String(error))})`,
    );
    return { expected: 1, reached: 1 };
  } finally {
    clearTimeout(timer);
    state.waiting.delete(id);
  }
}
