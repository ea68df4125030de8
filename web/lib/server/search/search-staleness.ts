import { cmsTags, type CmsTag } from '../revalidation/tags';

/**
 * Which content changes make the site search index stale, and a counter of those changes. It lives on globalThis
 * because the code that learns of a change (the /api/revalidate route, an App Router bundle) and
 * the /search page (a pages/ bundle) are separate module graphs in the same server process: a module variable
 * would exist once per bundle. Kept apart from lib/server/search/search-index.ts so the revalidation path never loads MiniSearch.
 */
export const searchedTags: ReadonlySet<CmsTag> = new Set([cmsTags.news, cmsTags.branches, cmsTags.atms, cmsTags.documents]);

type Staleness = { generation: number };
const KEY = Symbol.for('bank.site-search.staleness');

function staleness(): Staleness {
  const holder = globalThis as typeof globalThis & { [KEY]?: Staleness };
  holder[KEY] ??= { generation: 0 };
  return holder[KEY];
}

/** Called with the tags of every change this instance applies (lib/server/revalidation/apply.ts); true when search was affected. */
export function markSearchStale(tags: readonly CmsTag[]): boolean {
  if (!tags.some((tag) => searchedTags.has(tag))) return false;
  staleness().generation += 1;
  return true;
}

/** Changes seen so far: an index built at an older generation is rebuilt before it answers. */
export function searchGeneration(): number {
  return staleness().generation;
}
