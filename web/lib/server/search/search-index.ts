import '@/lib/server/server-only';
import { sitePages } from '@/content/site-pages';
import { getAtms, getBranches, getForms, getNews, getReports } from '@/lib/server/cms';
import {
  buildSiteSearchIndex,
  searchSite,
  type SearchDocument,
  type SiteSearchIndex,
  type SiteSearchResult,
} from './site-search';
import { searchGeneration } from './search-staleness';

/**
 * The site search index, kept in this server process's memory and rebuilt from the CMS when content it holds
 * changes. THE SEAM: `searchContent` is all /search knows of the engine; a bank that outgrows one process's memory
 * (tens of thousands of documents, or many instances that should share one index) replaces this module with a call
 * to Meilisearch (its Strapi plugin indexes on publish) or to PostgreSQL full-text search, and keeps the page.
 *
 * Freshness: a change of news, branches, ATMs or downloads bumps the generation (lib/server/search/search-staleness.ts, from the
 * same revalidation that regenerates the pages); the next search rebuilds the index first (a few CMS reads, tens of
 * milliseconds), so a published news item is findable at once. Searches arriving during a rebuild wait for the same
 * one. If the CMS fails, the last complete index keeps answering (as ISR keeps the last good page) and the rebuild is
 * retried after RETRY_MS; with no index yet, the site's own pages and whatever content could be read are searched,
 * and the page says the results may be incomplete.
 */
const RETRY_MS = 5_000;

type Built = {
  index: SiteSearchIndex;
  /** Every CMS source was read when this index was built. */
  complete: boolean;
  /** The change counter the index answers for. */
  generation: number;
  /** Set when the last rebuild failed: try again after this time (ms), not on every search. */
  retryAt: number | null;
};
type Holder = { current: Built | null; building: { generation: number; promise: Promise<Built> } | null };

// On globalThis for the same reason as the staleness counter: one index per process, not per bundle.
const KEY = Symbol.for('bank.site-search.index');
function holder(): Holder {
  const root = globalThis as typeof globalThis & { [KEY]?: Holder };
  root[KEY] ??= { current: null, building: null };
  return root[KEY];
}

const pageDocuments: SearchDocument[] = sitePages.map((page) => ({
  id: `page:${page.path}`,
  kind: 'page',
  title: page.title,
  text: page.keywords ? `${page.description} ${page.keywords}` : page.description,
  url: page.path,
}));

async function loadDocuments(): Promise<{ documents: SearchDocument[]; complete: boolean }> {
  const [news, branches, atms, forms, reports] = await Promise.allSettled([
    getNews(),
    getBranches(),
    getAtms(),
    getForms(),
    getReports(),
  ]);
  const documents = [...pageDocuments];
  let complete = true;
  const take = <T>(result: PromiseSettledResult<T[]>, what: string, toDocument: (item: T) => SearchDocument) => {
    if (result.status === 'fulfilled') documents.push(...result.value.map(toDocument));
    else {
      complete = false;
      console.error(
        `[search] ${what} could not be read: ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`,
      );
    }
  };
  take(news, 'news', (item) => ({
    id: `news:${item.id}`,
    kind: 'news',
    title: item.title,
    text: `${item.summary}\n${item.full_text}`,
    // News items have no page of their own: /news lists them (newest first) and opens each in a dialog.
    url: '/news',
    date: item.date,
  }));
  take(branches, 'branches', (branch) => ({
    id: `branch:${branch.id}`,
    kind: 'branch',
    title: branch.name,
    text: branch.address,
    url: '/about/branches',
  }));
  take(atms, 'ATMs', (atm) => ({
    id: `atm:${atm.id}`,
    kind: 'atm',
    title: atm.location,
    text: 'ATM',
    url: '/services/e-banking/atm',
  }));
  take(forms, 'forms', (form) => ({
    id: `form:${form.filename}`,
    kind: 'form',
    title: form.category,
    text: 'Application form',
    url: `/api/download/form/${encodeURIComponent(form.filename)}`,
    date: form.date_uploaded,
  }));
  take(reports, 'reports', (report) => ({
    id: `report:${report.filename}`,
    kind: 'report',
    title: report.category,
    text: 'Report',
    url: `/api/download/reports/${encodeURIComponent(report.filename)}`,
    date: report.date_uploaded,
  }));
  return { documents, complete };
}

async function rebuild(generation: number): Promise<Built> {
  const { documents, complete } = await loadDocuments();
  const state = holder();
  const current = state.current;
  // A rebuild that started before a later one finished never overwrites it.
  if (current && current.generation > generation) return current;
  const retryAt = complete ? null : Date.now() + RETRY_MS;
  // A failed read never replaces a complete index: the last good one keeps answering through a CMS outage.
  state.current =
    !complete && current?.complete
      ? { ...current, generation, retryAt }
      : { index: buildSiteSearchIndex(documents), complete, generation, retryAt };
  return state.current;
}

function isFresh(built: Built | null, generation: number): built is Built {
  return built !== null && built.generation === generation && (built.retryAt === null || Date.now() < built.retryAt);
}

async function currentIndex(): Promise<Built> {
  const state = holder();
  const generation = searchGeneration();
  if (isFresh(state.current, generation)) return state.current;
  // Searches during a rebuild for the same generation share it; a change since then starts another.
  if (state.building?.generation !== generation) {
    const promise = rebuild(generation).finally(() => {
      if (state.building?.promise === promise) state.building = null;
    });
    state.building = { generation, promise };
  }
  return state.building.promise;
}

export type SearchAnswer = { results: SiteSearchResult[]; complete: boolean };

/** Ranked results for a visitor's query over news, pages, branches, ATMs, forms and reports. */
export async function searchContent(query: string): Promise<SearchAnswer> {
  const built = await currentIndex();
  return { results: searchSite(built.index, query), complete: built.complete };
}
