/**
 * Site search over the site's content, in memory, with MiniSearch (BM25 ranking, fuzzy and prefix matching). Pure:
 * the documents come in (lib/server/search/search-index.ts loads them from the CMS and content/site-pages.ts), the ranked results
 * go out with the words to highlight as segments, never as markup: the page renders them as React elements.
 */
import MiniSearch, { type SearchResult } from 'minisearch';

export type SearchKind = 'news' | 'page' | 'branch' | 'atm' | 'form' | 'report';

export type SearchDocument = {
  /** Unique across kinds, e.g. "news:abc123". */
  id: string;
  kind: SearchKind;
  title: string;
  /** The searchable body: a news item's summary and text, a page's description, a branch's address. */
  text: string;
  /** Where the result leads: the page, or a download's file. */
  url: string;
  /** A date to show (news, downloads), ISO. */
  date?: string;
};

export type Segment = { text: string; match: boolean };

export type SiteSearchResult = {
  id: string;
  kind: SearchKind;
  url: string;
  date: string | null;
  title: Segment[];
  excerpt: Segment[];
};

/** MiniSearch's own default split (spaces and punctuation), kept here so highlighting splits words the same way. */
const WORD_SEPARATORS = /[\n\r\p{Z}\p{P}]+/u;
const SPLIT_KEEPING_SEPARATORS = /([\n\r\p{Z}\p{P}]+)/u;

/** Words too common to rank or highlight on their own. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/** Lower case without accents ("Café" and "cafe" match); null drops a stop word from the index and the query. */
export function normaliseTerm(term: string): string | null {
  const normal = term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  return normal === '' || STOP_WORDS.has(normal) ? null : normal;
}

/** The longest query a visitor may send; longer ones are cut (fuzzy matching costs grow with each term). */
export const MAX_QUERY_LENGTH = 100;
const MAX_QUERY_TERMS = 8;

/** The query as searched: trimmed, at most MAX_QUERY_LENGTH characters and MAX_QUERY_TERMS words. */
export function cleanQuery(raw: string): string {
  return raw.slice(0, MAX_QUERY_LENGTH).split(WORD_SEPARATORS).filter(Boolean).slice(0, MAX_QUERY_TERMS).join(' ');
}

/**
 * Typo tolerance grows with the word: none up to 3 letters ("atm" must not match "arm"), one edit for 4 and 5, two
 * from 6 ("brnach" → "branch" is a transposition: two edits).
 */
function fuzziness(term: string): number {
  if (term.length <= 3) return 0;
  return term.length <= 5 ? 1 : 2;
}

const SEARCH_OPTIONS = {
  boost: { title: 3 },
  prefix: (term: string) => term.length >= 2,
  fuzzy: (term: string) => fuzziness(term),
  // Fuzzy and prefix matches count less than the word itself (MiniSearch's defaults are 0.45 and 0.375).
  weights: { fuzzy: 0.3, prefix: 0.5 },
};

export type SiteSearchIndex = MiniSearch<SearchDocument>;

export function buildSiteSearchIndex(documents: readonly SearchDocument[]): SiteSearchIndex {
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'text'],
    storeFields: ['kind', 'title', 'text', 'url', 'date'],
    processTerm: normaliseTerm,
    searchOptions: SEARCH_OPTIONS,
  });
  index.addAll([...documents]);
  return index;
}

type Stored = SearchResult & Pick<SearchDocument, 'kind' | 'title' | 'text' | 'url'> & { date?: string };

/**
 * Ranked results for `query`: every word must match (exactly, as a prefix, or within the typo allowance); when that
 * finds nothing, any word may (a long query with one unknown word still finds something). Ties keep MiniSearch's
 * order; `limit` caps the list.
 */
export function searchSite(index: SiteSearchIndex, query: string, limit = 50): SiteSearchResult[] {
  const cleaned = cleanQuery(query);
  if (!cleaned) return [];
  let hits = index.search(cleaned, { combineWith: 'AND' }) as Stored[];
  if (hits.length === 0) hits = index.search(cleaned, { combineWith: 'OR' }) as Stored[];
  return hits.slice(0, limit).map((hit) => {
    const matched = new Set(hit.terms);
    return {
      id: String(hit.id),
      kind: hit.kind,
      url: hit.url,
      date: hit.date ?? null,
      title: highlight(hit.title, matched),
      excerpt: highlight(excerptAround(hit.text, matched), matched),
    };
  });
}

/** `text` cut into words and separators, each word marked when its normalised form is one of `terms`. */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  for (const [i, part] of text.split(SPLIT_KEEPING_SEPARATORS).entries()) {
    if (part === '') continue;
    // split() with a capturing group alternates word, separator, word…: odd places are separators.
    const normal = i % 2 === 0 ? normaliseTerm(part) : null;
    const match = normal !== null && terms.has(normal);
    const last = segments[segments.length - 1];
    if (last && last.match === match && !match) last.text += part;
    else segments.push({ text: part, match });
  }
  return segments;
}

const EXCERPT_LENGTH = 200;
const LEAD = 60;

/**
 * A window of about EXCERPT_LENGTH characters of `text` starting a little before its first matched word (on a word
 * boundary), with an ellipsis where it was cut; the start of the text when no word of it matched (a title match).
 */
export function excerptAround(text: string, terms: ReadonlySet<string>, length = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  let first = -1;
  const words = /[^\n\r\p{Z}\p{P}]+/gu;
  for (let found = words.exec(flat); found; found = words.exec(flat)) {
    const normal = normaliseTerm(found[0]);
    if (normal !== null && terms.has(normal)) {
      first = found.index;
      break;
    }
  }
  let start = first <= LEAD ? 0 : flat.lastIndexOf(' ', first - LEAD) + 1;
  if (start > flat.length - length) start = Math.max(0, flat.lastIndexOf(' ', flat.length - length) + 1);
  let end = start + length;
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    end = space > start ? space : end;
  } else {
    end = flat.length;
  }
  return `${start > 0 ? '… ' : ''}${flat.slice(start, end)}${end < flat.length ? ' …' : ''}`;
}
