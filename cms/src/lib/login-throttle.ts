export interface LoginThrottleOptions {
  windowMs: number;
  maxPerUsername: number;
  maxPerIp: number;
  now?: () => number;
  /** Per kind (usernames, addresses); the least recently failing are forgotten first. */
  maxTrackedKeys?: number;
}

const DEFAULT_MAX_TRACKED_KEYS = 10_000;
/** Longer usernames are cut so a flood of huge names cannot fill memory. */
const MAX_KEY_LENGTH = 256;

/**
 * Counts failed staff logins in memory over a sliding window, per username (so
 * one account cannot be guessed at from many addresses) and per client IP (so
 * one address cannot try many accounts). Successful logins neither count nor
 * reset anything: otherwise an attacker who owns one account could clear the
 * counter between guesses. The count lives in this process only and is lost on
 * restart, which is acceptable for slowing down guessing.
 */
export class LoginThrottle {
  private readonly windowMs: number;
  private readonly maxPerUsername: number;
  private readonly maxPerIp: number;
  private readonly now: () => number;
  private readonly maxTrackedKeys: number;
  /** Failure times, oldest first, at most the limit for that kind of key. */
  private readonly byUsername = new Map<string, number[]>();
  private readonly byIp = new Map<string, number[]>();

  constructor(opts: LoginThrottleOptions) {
    this.windowMs = opts.windowMs;
    this.maxPerUsername = opts.maxPerUsername;
    this.maxPerIp = opts.maxPerIp;
    this.now = opts.now ?? Date.now;
    this.maxTrackedKeys = opts.maxTrackedKeys ?? DEFAULT_MAX_TRACKED_KEYS;
  }

  isBlocked(username: string, ip: string): boolean {
    const user = usernameKey(username);
    return (
      (user !== '' && this.recentFailures(this.byUsername, user) >= this.maxPerUsername) ||
      this.recentFailures(this.byIp, ipKey(ip)) >= this.maxPerIp
    );
  }

  recordFailure(username: string, ip: string): void {
    const user = usernameKey(username);
    if (user !== '') this.record(this.byUsername, user, this.maxPerUsername);
    this.record(this.byIp, ipKey(ip), this.maxPerIp);
  }

  private recentFailures(failures: Map<string, number[]>, key: string): number {
    const since = this.now() - this.windowMs;
    return failures.get(key)?.filter((at) => at > since).length ?? 0;
  }

  private record(failures: Map<string, number[]>, key: string, limit: number): void {
    const now = this.now();
    const since = now - this.windowMs;
    const times = (failures.get(key) ?? []).filter((at) => at > since);
    times.push(now);
    // Only the latest `limit` failures can decide a block, older ones need not be kept.
    if (times.length > limit) times.splice(0, times.length - limit);
    // Re-inserting keeps the Map in order of last failure, so eviction takes the stalest key.
    failures.delete(key);
    failures.set(key, times);
    if (failures.size > this.maxTrackedKeys) this.prune(failures, since);
  }

  private prune(failures: Map<string, number[]>, since: number): void {
    for (const [key, times] of failures) {
      if (times[times.length - 1] <= since) failures.delete(key);
    }
    for (const key of failures.keys()) {
      if (failures.size <= this.maxTrackedKeys) break;
      failures.delete(key);
    }
  }
}

function usernameKey(username: string): string {
  return username.trim().toLowerCase().slice(0, MAX_KEY_LENGTH);
}

function ipKey(ip: string): string {
  return ip.trim().slice(0, MAX_KEY_LENGTH);
}
