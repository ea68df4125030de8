import type { Core } from '@strapi/strapi';
import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { addressGroup } from '@bank/shared/server/client-address';
import { redactCredentials } from '@bank/shared/text/redact';

export interface LoginThrottleOptions {
  windowMs: number;
  /** Consecutive failures of one username from one address (a success resets them). */
  maxPerUsernameAndAddress: number;
  /** Failures from one address (an IPv6 /64), whatever the usernames. */
  maxPerAddress: number;
  /** Shared counters in Redis (several CMS instances, restarts); without it they live in this process. */
  redisUrl?: string;
  /** Namespace of the Redis keys, so that deployments (and test runs) sharing a Redis never mix counters. */
  keyPrefix?: string;
  log?: { warn: (message: string) => void; info: (message: string) => void };
  /** Two-factor codes: counted per account and per challenge, whatever the addresses (defaults: TWO_FACTOR_LIMITS). */
  twoFactor?: Partial<TwoFactorLimits>;
}

export interface TwoFactorLimits {
  /** Wrong codes in a row, of one account or one challenge, from any addresses, before its sign-in pauses. */
  maxFailures: number;
  /** How long a challenge is good for (its count is kept that long). */
  challengeSeconds: number;
  /** The first pause of an account; each further one within a day of the last one's end is twice as long, up to `maxPauseSeconds`. */
  firstPauseSeconds: number;
  maxPauseSeconds: number;
}

export const TWO_FACTOR_LIMITS: TwoFactorLimits = {
  maxFailures: 5,
  challengeSeconds: 5 * 60,
  firstPauseSeconds: 15 * 60,
  maxPauseSeconds: 24 * 60 * 60,
};

/** `attempt` is this code's number among the account's attempts since its last success (1 for the first). */
export type CodeVerdict =
  { refused: false; attempt: number } | { refused: true; retryAfterSeconds: number; limit: 'challenge' | 'account' };

/** A refusal says which limit it hit: this username from this address, or this address whatever the username. */
export type LoginVerdict = { refused: false } | { refused: true; retryAfterSeconds: number; limit: 'pair' | 'address' };

/** Longer usernames are cut so a flood of huge names cannot fill the store. */
const MAX_USERNAME_LENGTH = 200;
/** Wrong codes in a row are forgotten a day after the first of them, pauses a day after the latest ends. */
const DAY_SECONDS = 24 * 60 * 60;
/** A Redis that hangs or cannot be reached is treated as down after this long (the in-memory insurance answers). */
const REDIS_TIMEOUT_MS = 1000;

/**
 * rate-limiter-flexible's login protection (its wiki, "Overall example": consecutive fails by username and IP, and
 * fails by IP): failures are counted per username and address pair, and per address. A success resets its pair, so
 * the owner of an account is never locked out by failures from other addresses. Every attempt is counted before its
 * password is checked, so a burst of parallel guesses gets no further than the limit; a failure that reaches a limit
 * refuses that pair or address for a full window.
 *
 * With a Redis URL the counters are shared by every instance and survive restarts. When Redis cannot be reached each
 * instance counts in its own memory instead (the library's insurance limiter): logins keep working and stay
 * throttled, per instance, until Redis is back.
 *
 * Two-factor codes are counted on top, per account and per challenge, never per address: whoever has the password can
 * send codes from any number of addresses, and a guess must not be cheaper from a new one.
 */
export class LoginThrottle {
  private readonly windowSeconds: number;
  private readonly byPair: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;
  private readonly codeLimits: TwoFactorLimits;
  private readonly codesByAccount: RateLimiterAbstract;
  private readonly codesByChallenge: RateLimiterAbstract;
  private readonly pausesByAccount: RateLimiterAbstract;
  private readonly redis: Redis | null;
  /** Settles once the first connection to Redis succeeded or failed, so early logins are not counted in memory. */
  private readonly firstConnection: Promise<void>;

  constructor(private readonly options: LoginThrottleOptions) {
    this.windowSeconds = Math.max(1, Math.round(options.windowMs / 1000));
    this.redis = options.redisUrl ? connectRedis(options.redisUrl, options.log) : null;
    this.firstConnection = new Promise((resolve) => {
      if (!this.redis) return resolve();
      this.redis.once('ready', () => resolve());
      this.redis.once('error', () => resolve());
      this.redis.once('end', () => resolve());
    });
    const prefix = options.keyPrefix ?? '';
    this.byPair = this.limiter(`${prefix}login-fail:pair`, options.maxPerUsernameAndAddress);
    this.byAddress = this.limiter(`${prefix}login-fail:address`, options.maxPerAddress);
    this.codeLimits = { ...TWO_FACTOR_LIMITS, ...options.twoFactor };
    const { maxFailures, challengeSeconds } = this.codeLimits;
    this.codesByAccount = this.limiter(`${prefix}two-factor:account`, maxFailures, DAY_SECONDS);
    this.codesByChallenge = this.limiter(`${prefix}two-factor:challenge`, maxFailures, challengeSeconds);
    // Holds the number of pauses only: never consumed.
    this.pausesByAccount = this.limiter(`${prefix}two-factor:pauses`, Number.MAX_SAFE_INTEGER, DAY_SECONDS);
  }

  /**
   * Counts this attempt before its password is checked: of any number of parallel attempts, at most the limit are let
   * through, the others are refused with when to come back. The caller then reports how the attempt ended.
   */
  async attempt(username: string, address: string): Promise<LoginVerdict> {
    await this.firstConnection;
    const pair = pairKey(username, address);
    const byPair = await consumeOrRefusal(this.byPair, pair);
    if (byPair) return refusal(byPair, 'pair');
    const byAddress = await consumeOrRefusal(this.byAddress, addressGroup(address));
    if (!byAddress) return { refused: false };
    // Not checked after all: the pair's count is given back, so a refused address does not use up the pair too.
    await this.byPair.reward(pair);
    return refusal(byAddress, 'address');
  }

  /** The attempt's password was wrong: a key whose count reached its limit is refused for a full window from now. */
  async recordFailure(username: string, address: string): Promise<void> {
    await this.firstConnection;
    await Promise.all([
      this.blockIfReached(this.byPair, pairKey(username, address), this.options.maxPerUsernameAndAddress),
      this.blockIfReached(this.byAddress, addressGroup(address), this.options.maxPerAddress),
    ]);
  }

  /** The attempt succeeded: its pair starts again from zero, and it is not a failure of its address. */
  async recordSuccess(username: string, address: string): Promise<void> {
    await this.firstConnection;
    const addressKey = addressGroup(address);
    const [counted] = await Promise.all([this.byAddress.get(addressKey), this.byPair.delete(pairKey(username, address))]);
    // Given back only when counted: a reward on a fresh key would be a credit for later failures.
    if (counted && counted.consumedPoints > 0) await this.byAddress.reward(addressKey);
  }

  /**
   * Counts a two-factor code before it is checked, against its challenge and its account, whatever the address: of
   * any number of parallel codes from any number of addresses, at most `maxFailures` are let through per challenge
   * and per account until a code is right. The caller then reports how the code ended.
   */
  async codeAttempt(userId: number, challengeId: string): Promise<CodeVerdict> {
    await this.firstConnection;
    const account = String(userId);
    const byAccount = await consumed(this.codesByAccount, account);
    if (byAccount.refused) return codeRefusal(byAccount.result, 'account');
    const byChallenge = await consumed(this.codesByChallenge, challengeId);
    if (!byChallenge.refused) return { refused: false, attempt: byAccount.result.consumedPoints };
    // Not checked after all: the account's count is given back, as a refused address gives back its pair's.
    await this.codesByAccount.reward(account);
    return codeRefusal(byChallenge.result, 'challenge');
  }

  /**
   * The code was wrong. The account's `maxFailures`th wrong code in a row ends its challenge and pauses the account's
   * two-factor sign-in (each further pause within a day twice as long): the pause in seconds, once, to the caller
   * that should say so; else null.
   */
  async recordCodeFailure(userId: number, challengeId: string, attempt: number): Promise<number | null> {
    await this.firstConnection;
    const { maxFailures, challengeSeconds, firstPauseSeconds, maxPauseSeconds } = this.codeLimits;
    if (attempt !== maxFailures) return null;
    // Remembered until a day after the latest pause ends. Not atomic, and need not be: only the code numbered
    // `maxFailures` (one caller, on every instance) gets here.
    const pauses = ((await this.pausesByAccount.get(String(userId)))?.consumedPoints ?? 0) + 1;
    const pauseSeconds = Math.min(maxPauseSeconds, firstPauseSeconds * 2 ** Math.min(pauses - 1, 30));
    await this.pausesByAccount.set(String(userId), pauses, pauseSeconds + DAY_SECONDS);
    await Promise.all([
      this.codesByAccount.block(String(userId), pauseSeconds),
      this.codesByChallenge.block(challengeId, challengeSeconds),
    ]);
    return pauseSeconds;
  }

  /** The code was right: the account's wrong codes and pauses are forgotten. */
  async recordCodeSuccess(userId: number): Promise<void> {
    await this.firstConnection;
    await Promise.all([this.codesByAccount.delete(String(userId)), this.pausesByAccount.delete(String(userId))]);
  }

  /** For /_ready: null without Redis, else whether it answers a PING now (no queueing while it is down). */
  async redisReachable(): Promise<boolean | null> {
    if (!this.redis) return null;
    try {
      return (await this.redis.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    if (this.redis?.status === 'ready') await this.redis.quit();
    else this.redis?.disconnect();
  }

  private limiter(keyPrefix: string, points: number, duration = this.windowSeconds): RateLimiterAbstract {
    const options = { keyPrefix, points, duration };
    if (!this.redis) return new RateLimiterMemory(options);
    return new RateLimiterRedis({
      ...options,
      storeClient: this.redis,
      // Not connected: answer from memory at once instead of queueing until Redis returns.
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  }

  private async blockIfReached(limiter: RateLimiterAbstract, key: string, limit: number): Promise<void> {
    const counted = await limiter.get(key);
    if (counted && counted.consumedPoints >= limit) await limiter.block(key, this.windowSeconds);
  }
}

/** The limiter's refusal when this attempt is over its key's limit (it is counted either way), or null. */
async function consumeOrRefusal(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes | null> {
  const outcome = await consumed(limiter, key);
  return outcome.refused ? outcome.result : null;
}

/** This attempt, counted on its key: whether it is over the key's limit, and the key's count with it. */
async function consumed(limiter: RateLimiterAbstract, key: string): Promise<{ refused: boolean; result: RateLimiterRes }> {
  try {
    return { refused: false, result: await limiter.consume(key) };
  } catch (rejection: unknown) {
    if (rejection instanceof RateLimiterRes) return { refused: true, result: rejection };
    throw rejection;
  }
}

function codeRefusal(result: RateLimiterRes, limit: 'challenge' | 'account'): CodeVerdict {
  return { refused: true, retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)), limit };
}

function refusal(result: RateLimiterRes, limit: 'pair' | 'address'): LoginVerdict {
  return { refused: true, retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)), limit };
}

/** The address comes first: it never contains "|", so two different pairs never share a key. */
function pairKey(username: string, address: string): string {
  return `${addressGroup(address)}|${username.trim().toLowerCase().slice(0, MAX_USERNAME_LENGTH)}`;
}

function connectRedis(url: string, log: LoginThrottleOptions['log']): Redis {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // The URL itself is never quoted: it may hold the Redis password.
    throw new Error('REDIS_URL is not a URL');
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, not ${parsed.protocol}//`);
  }
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    // Only a connection that is not ready is closed by disconnect(): it has nothing to flush.
    disconnectTimeout: 100,
  });
  // ioredis reports every failed reconnection: say once that Redis is gone, and once that it is back.
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log?.warn(
      `Login throttle: Redis unreachable (${redactCredentials(error.message)}); counting failed logins in this process's memory until it is back`,
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log?.info('Login throttle: Redis reachable again; failed logins are counted there');
  });
  return redis;
}

/** The login throttle of this CMS instance (api/staff-auth/services/login-throttle.ts). */
export function loginThrottle(strapi: Core.Strapi): LoginThrottle {
  const service: unknown = strapi.service('api::staff-auth.login-throttle');
  if (!(service instanceof LoginThrottle)) throw new Error('The staff-auth login-throttle service is not registered');
  return service;
}
