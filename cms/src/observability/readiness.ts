import type { Core } from '@strapi/strapi';
import { isDraining } from '../platform/graceful-stop';
import { loginThrottle } from '../staff-auth/login-throttle';

const CHECK_TIMEOUT_MS = 2000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([work, expiry]).finally(() => clearTimeout(timer));
}

/**
 * GET /_ready's checks: the instance is not stopping, the database answers a query, and Redis (when REDIS_URL is set)
 * answers a PING. Strapi
 * answers requests only once its bootstrap is done, so an instance that answers has finished starting.
 */
export async function readiness(strapi: Core.Strapi): Promise<Record<string, boolean>> {
  const database = within(strapi.db.connection.raw('select 1'), CHECK_TIMEOUT_MS).then(
    () => true,
    () => false,
  );
  const redis = within(loginThrottle(strapi).redisReachable(), CHECK_TIMEOUT_MS).catch(() => false);
  const [databaseOk, redisOk] = await Promise.all([database, redis]);
  return { notStopping: !isDraining(), database: databaseOk, ...(redisOk === null ? {} : { redis: redisOk }) };
}
