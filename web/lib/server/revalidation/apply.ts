/**
 * Step 2 of the way from an edit to the page (docs/how-to.md, "From an edit to the page"): applies a change on this
 * instance. Called by app/api/revalidate/route.ts, the one door through which every change arrives (the CMS's
 * document-service hook, this instance starting, another instance relaying).
 */
import '@/lib/server/server-only';
import { revalidateTag } from 'next/cache';
import { env } from '@/lib/server/env';
import { metrics } from '@/lib/server/observability/metrics';
import { markSearchStale } from '@/lib/server/search/search-staleness';
import { publishRevalidation, type InstancesReached } from './fanout';
import { REGENERATE_PAGES_PATH, REVALIDATE_SECRET_HEADER } from './protocol';
import { pagesForTag, type CmsTag } from './tags';

/** How long one page may take to regenerate (its CMS reads time out after 5 s each, in parallel). */
const REGENERATE_TIMEOUT_MS = 20_000;

export type RevalidationOutcome = {
  tags: CmsTag[];
  /** Pages regenerated from the CMS's current content. */
  pages: string[];
  /** Pages that kept their last good version (the CMS failed while they were regenerated). */
  failed: string[];
};

type PagesAnswer = { regenerated: string[]; failed: string[] };

/**
 * One regeneration of a page at a time; a change arriving while one runs queues exactly one more, which starts after
 * it and so reads the newest content. (Next would merge a concurrent regeneration into the running one, whose CMS
 * reads may predate the second change.) A burst of edits never stacks renders on the CMS.
 */
const inFlight = new Map<string, Promise<boolean>>();
const queued = new Map<string, Promise<boolean>>();

function start(path: string, regenerate: () => Promise<boolean>): Promise<boolean> {
  const run = regenerate().finally(() => {
    if (inFlight.get(path) === run) inFlight.delete(path);
  });
  inFlight.set(path, run);
  return run;
}

function coalesced(path: string, regenerate: () => Promise<boolean>): Promise<boolean> {
  const waiting = queued.get(path);
  if (waiting) return waiting;
  const current = inFlight.get(path);
  if (!current) return start(path, regenerate);
  const next = current.then(() => {
    queued.delete(path);
    return start(path, regenerate);
  });
  queued.set(path, next);
  return next;
}

/**
 * The one hop: regenerates one ISR page of this instance through pages/api/revalidate-pages.ts, because Next's
 * on-demand regeneration of a Pages Router page (`res.revalidate`) exists only in a Pages API route, and App Router's
 * revalidatePath only marks the page stale for a later visitor (docs/adr/0002-one-hop-to-regenerate-pages.md).
 */
async function regeneratePage(path: string): Promise<boolean> {
  const secret = env.revalidateSecret;
  if (!secret) return false;
  try {
    const response = await fetch(`${env.selfUrl}${REGENERATE_PAGES_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REVALIDATE_SECRET_HEADER]: secret },
      body: JSON.stringify({ paths: [path] }),
      cache: 'no-store',
      signal: AbortSignal.timeout(REGENERATE_TIMEOUT_MS),
    });
    const answer = (await response.json()) as PagesAnswer;
    return response.ok && answer.regenerated.includes(path);
  } catch (error) {
    console.error(`[revalidate] ${path}: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/**
 * Phase 1, quick and in process: the /api proxy's cached reads of `tags` expire (the next read asks the CMS) and the
 * site search index is marked stale. Next applies a route handler's revalidateTag once the handler has returned its
 * Response, so this runs before the handler returns, and an answer written after that finds them expired. With
 * `broadcast`, the other site instances are told to do the same, and this settles when they confirmed (./fanout.ts).
 */
export function expireTags(tags: readonly CmsTag[], options: { broadcast: boolean }): Promise<InstancesReached> {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // The site search index holds news, branches, ATMs and downloads: the next search rebuilds it from the CMS.
  markSearchStale(tags);
  return options.broadcast ? publishRevalidation(tags) : Promise.resolve({ expected: 1, reached: 1 });
}

/** Phase 2: the pages that show `tags` are regenerated from the CMS's current content (each settles on its own). */
export async function regeneratePages(tags: readonly CmsTag[]): Promise<RevalidationOutcome> {
  const unique = [...new Set(tags)];
  const pages = [...new Set(unique.flatMap(pagesForTag))].sort();
  const results = await Promise.all(pages.map((path) => coalesced(path, () => regeneratePage(path))));
  const failed = pages.filter((_, i) => !results[i]);
  if (failed.length) metrics.revalidationsFailed.inc(failed.length);
  if (failed.length) console.error(`[revalidate] kept the last good version of ${failed.join(', ')}`);
  return { tags: unique, pages: pages.filter((_, i) => results[i]), failed };
}
