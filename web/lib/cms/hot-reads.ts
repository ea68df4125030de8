import 'server-only';
import { revalidateTag } from 'next/cache';

/**
 * A small in-process cache in front of Next's data cache for the proxy's public reads (rates, news, ATM status…):
 * answers from memory for a few seconds, so `GET /api/get_exchange_rates` stays fast under load. A tag's entries
 * are dropped the moment the tag is expired, and an answer fetched before that moment is never stored after it.
 */
const HOT_TTL_MS = 10_000;

type HotRead = { body: string; contentType: string; tag: string; expiresAt: number };

type HotReadState = { entries: Map<string, HotRead>; generations: Map<string, number> };

// On globalThis: each route is bundled separately, and /api/revalidate must clear what /api/[...path] stored.
const globalStore = globalThis as typeof globalThis & { __bankHotReads?: HotReadState };
globalStore.__bankHotReads ??= { entries: new Map(), generations: new Map() };
const { entries, generations } = globalStore.__bankHotReads;

/** The tag's current generation; take it before reading, pass it to `storeHotRead`. */
export function tagGeneration(tag: string): number {
  return generations.get(tag) ?? 0;
}

export function getHotRead(key: string): HotRead | null {
  const entry = entries.get(key);
  if (!entry) return null;
  if (entry.expiresAt <= Date.now()) {
    entries.delete(key);
    return null;
  }
  return entry;
}

export function storeHotRead(key: string, tag: string, generation: number, body: string, contentType: string): void {
  if (tagGeneration(tag) !== generation) return;
  entries.set(key, { body, contentType, tag, expiresAt: Date.now() + HOT_TTL_MS });
}

/**
 * Expires a content type everywhere on this instance: Next's cached pages and data (`expire: 0`, so the very next
 * request renders fresh data instead of serving stale content while revalidating) and the hot reads.
 */
export function expireTag(tag: string): void {
  generations.set(tag, tagGeneration(tag) + 1);
  for (const [key, entry] of entries) {
    if (entry.tag === tag) entries.delete(key);
  }
  revalidateTag(tag, { expire: 0 });
}
