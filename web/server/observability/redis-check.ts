import Redis from 'ioredis';

const PING_TIMEOUT_MS = 2000;

/**
 * /_ready's Redis check: a connection of its own that answers a PING now, or fails at once while Redis is down (no
 * queueing). Its errors are not logged: the change subscriber (server/index.ts) already says when Redis is gone.
 */
export function redisCheck(url: string): { ping: () => Promise<boolean>; close: () => void } {
  const redis = new Redis(url, { enableOfflineQueue: false, connectTimeout: PING_TIMEOUT_MS, maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  const ping = async () => {
    let timer: NodeJS.Timeout | undefined;
    const expiry = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS);
    });
    try {
      return (await Promise.race([redis.ping(), expiry])) === 'PONG';
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
  return { ping, close: () => redis.disconnect() };
}
