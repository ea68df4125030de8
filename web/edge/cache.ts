/**
 * The edge cache's memory: which requests may be answered from it, which responses may be kept, for how long, and
 * how much. Pure code (no sockets), unit-tested; edge/server.ts does the HTTP.
 *
 * The rules follow HTTP's shared-cache semantics, narrowed to what is safe for this site:
 * - only GET and HEAD without Authorization or Cookie (staff calls and anything personal always reach the site);
 * - only 200 answers whose Cache-Control has `s-maxage` and neither `private`, `no-store` nor `no-cache`, without
 *   Set-Cookie, and whose Vary names only headers of the cache key (Next's router headers and Accept-Encoding);
 * - kept for s-maxage (capped), then served stale while one background refresh runs, within stale-while-revalidate;
 * - `purge()` forgets everything at once, and an answer fetched before a purge is never stored after it.
 */

export type HeaderValue = string | string[] | undefined;
export type RequestHeaders = Readonly<Record<string, HeaderValue>>;

/** Request headers a cached answer may differ by (Next sends `Vary` with exactly these). */
export const KEY_HEADERS = [
  'accept-encoding',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
] as const;

/** Connection-level headers: never stored, never replayed. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  // Regenerated on every answer from memory.
  'date',
  'age',
]);

export type StoredResponse = {
  status: number;
  /** Header pairs as the site sent them, without hop-by-hop headers. */
  headers: ReadonlyArray<readonly [string, string]>;
  body: Buffer;
  etag: string | null;
  storedAt: number;
  /** Fresh until then. */
  freshUntil: number;
  /** May be served stale (while one refresh runs) until then. */
  staleUntil: number;
};

export type Lookup =
  | { state: 'fresh'; entry: StoredResponse }
  | { state: 'stale'; entry: StoredResponse; needsRefresh: boolean }
  | { state: 'miss' };

export type EdgeCacheOptions = {
  /** Memory for answers, in bytes; the least recently used are dropped first. */
  maxBytes: number;
  /** The largest single answer kept. */
  maxEntryBytes: number;
  /** Upper bound of a freshness life, whatever s-maxage says. */
  maxFreshMs: number;
  /** Upper bound of the stale window, whatever stale-while-revalidate says. */
  maxStaleMs: number;
  now?: () => number;
};

function headerText(value: HeaderValue): string {
  if (Array.isArray(value)) return value.join(', ');
  return value ?? '';
}

/** Whether this request may be answered from, and stored in, the cache. */
export function isCacheableRequest(method: string | undefined, headers: RequestHeaders): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return headers.authorization === undefined && headers.cookie === undefined;
}

/** The cache key: the path and query, and the values of the headers an answer may vary by. */
export function cacheKey(url: string, headers: RequestHeaders): string {
  return [url, ...KEY_HEADERS.map((name) => headerText(headers[name]))].join('\n');
}

/** Directives of a Cache-Control header, names lower-cased (`s-maxage=60` → ['s-maxage', '60']). */
export function parseCacheControl(value: string): Map<string, string | true> {
  const directives = new Map<string, string | true>();
  for (const part of value.split(',')) {
    const [rawName, ...rest] = part.split('=');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    directives.set(name, rest.length ? rest.join('=').trim().replace(/^"|"$/g, '') : true);
  }
  return directives;
}

function seconds(value: string | true | undefined): number | null {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return null;
  return Number(value);
}

export type Lifetime = { freshMs: number; staleMs: number };

/** How long a response may be kept, or null when it must not be stored. */
export function storableLifetime(
  status: number,
  headers: Readonly<Record<string, HeaderValue>>,
  limits: Pick<EdgeCacheOptions, 'maxFreshMs' | 'maxStaleMs'>,
): Lifetime | null {
  if (status !== 200 || headers['set-cookie'] !== undefined) return null;
  // Next marks an answer it served stale while regenerating: the fresh one is a request away.
  if (headerText(headers['x-nextjs-cache']).toUpperCase() === 'STALE') return null;
  const vary = headerText(headers.vary)
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((name) => !(KEY_HEADERS as readonly string[]).includes(name))) return null;
  const directives = parseCacheControl(headerText(headers['cache-control']));
  if (directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return null;
  const sMaxAge = seconds(directives.get('s-maxage'));
  if (sMaxAge === null || sMaxAge === 0) return null;
  const swr = seconds(directives.get('stale-while-revalidate')) ?? 0;
  return { freshMs: Math.min(sMaxAge * 1000, limits.maxFreshMs), staleMs: Math.min(swr * 1000, limits.maxStaleMs) };
}

/** Header pairs worth replaying from a Node-style header object (arrays stay separate lines, e.g. Link). */
export function replayableHeaders(headers: Readonly<Record<string, HeaderValue>>, drop: readonly string[] = []): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || HOP_BY_HOP.has(lower) || drop.includes(lower)) continue;
    for (const item of Array.isArray(value) ? value : [value]) pairs.push([lower, item]);
  }
  return pairs;
}

export class EdgeCache {
  private readonly entries = new Map<string, StoredResponse>();
  private readonly refreshing = new Set<string>();
  private bytes = 0;
  private currentGeneration = 0;
  private readonly now: () => number;

  constructor(private readonly options: EdgeCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Counts purges; take it before asking the site, hand it to `store`. */
  get generation(): number {
    return this.currentGeneration;
  }

  get size(): number {
    return this.entries.size;
  }

  get storedBytes(): number {
    return this.bytes;
  }

  /** Whether `store` would keep an answer with this status and these headers (its body aside). */
  isStorable(status: number, headers: Readonly<Record<string, HeaderValue>>): boolean {
    return storableLifetime(status, headers, this.options) !== null;
  }

  /** The largest answer body worth collecting for `store`. */
  get maxEntryBytes(): number {
    return this.options.maxEntryBytes;
  }

  /** Forgets every answer; answers already on their way from the site are not stored. */
  purge(): void {
    this.currentGeneration += 1;
    this.entries.clear();
    this.refreshing.clear();
    this.bytes = 0;
  }

  /**
   * Finds the answer for `key`. A stale one asks for one refresh (needsRefresh is true for the first caller only,
   * until `store` or `refreshFailed`).
   */
  lookup(key: string): Lookup {
    const entry = this.entries.get(key);
    if (!entry) return { state: 'miss' };
    const now = this.now();
    if (now >= entry.staleUntil) {
      this.remove(key);
      return { state: 'miss' };
    }
    // Least recently used last out: a hit moves the entry to the end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (now < entry.freshUntil) return { state: 'fresh', entry };
    const needsRefresh = !this.refreshing.has(key);
    if (needsRefresh) this.refreshing.add(key);
    return { state: 'stale', entry, needsRefresh };
  }

  /** A refresh that did not store anything: the next stale lookup may try again. */
  refreshFailed(key: string): void {
    this.refreshing.delete(key);
  }

  /**
   * Keeps a response if the rules allow it and no purge happened since `generation` was taken.
   * Returns whether it was stored.
   */
  store(
    key: string,
    generation: number,
    response: { status: number; headers: Readonly<Record<string, HeaderValue>>; body: Buffer },
    drop: readonly string[] = [],
  ): boolean {
    this.refreshing.delete(key);
    if (generation !== this.currentGeneration) return false;
    const lifetime = storableLifetime(response.status, response.headers, this.options);
    if (!lifetime || response.body.length > this.options.maxEntryBytes) return false;
    const now = this.now();
    this.remove(key);
    const entry: StoredResponse = {
      status: response.status,
      headers: replayableHeaders(response.headers, drop),
      body: response.body,
      etag: headerText(response.headers.etag) || null,
      storedAt: now,
      freshUntil: now + lifetime.freshMs,
      staleUntil: now + lifetime.freshMs + lifetime.staleMs,
    };
    this.entries.set(key, entry);
    this.bytes += entrySize(key, entry);
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(oldest);
    }
    return this.entries.has(key);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entrySize(key, entry);
  }
}

/** What an entry costs in memory, roughly: its body, its key (router headers can be long) and its headers. */
function entrySize(key: string, entry: StoredResponse): number {
  let size = entry.body.length + key.length;
  for (const [name, value] of entry.headers) size += name.length + value.length;
  return size;
}

/** Whether the request's If-None-Match names the stored ETag (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: HeaderValue, etag: string | null): boolean {
  if (!etag) return false;
  const wanted = headerText(ifNoneMatch);
  if (!wanted) return false;
  if (wanted.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return wanted.split(',').some((tag) => bare(tag) === bare(etag));
}
