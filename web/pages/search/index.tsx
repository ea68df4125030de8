import { contentPage } from '@/components/content/content-page';
import SiteSearchForm from '@/components/search/site-search-form';
import { formatDate, isoDate } from '@/lib/shared/format';
import { messages } from '@/lib/shared/messages';
import { searchContent } from '@/lib/server/search/search-index';
import { cleanQuery, type Segment, type SiteSearchResult } from '@/lib/server/search/site-search';
import type { GetServerSideProps, PageConfig } from 'next';
import Head from 'next/head';

const text = messages.search;

const page = {
  title: text.title,
  description: 'Search Trust Bank’s news, services, branches, ATMs, application forms and reports.',
  path: '/search',
  intro: text.intro,
};

type Props = { query: string; results: SiteSearchResult[]; complete: boolean };

/**
 * Rendered per request (the answer depends on `q`), from the index in this server's memory (lib/server/search/search-index.ts):
 * no CMS read unless the index was made stale by a change. ISR would keep one page per query ever asked, in Next's
 * cache on disk, for a page that costs less to compute than to look up. nginx micro-caches it for a second, keyed
 * with its query string (deploy/nginx).
 */
export const getServerSideProps: GetServerSideProps<Props> = async ({ query }) => {
  const raw = Array.isArray(query.q) ? query.q[0] : query.q;
  const cleaned = cleanQuery(raw ?? '');
  if (!cleaned) return { props: { query: '', results: [], complete: true } };
  const answer = await searchContent(cleaned);
  return { props: { query: cleaned, ...answer } };
};

/** Matched words as <mark> elements; every piece of CMS text stays text (React escapes it). */
function Highlighted({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.match ? (
          <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-slate-900">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

function ResultItem({ result }: { result: SiteSearchResult }) {
  const download = result.kind === 'form' || result.kind === 'report';
  return (
    <li className="card p-5">
      <p className="flex flex-wrap gap-x-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        <span>{text.kinds[result.kind]}</span>
        {result.date ? (
          <>
            <span aria-hidden="true">•</span>
            <time dateTime={isoDate(result.date)} className="normal-case">
              {formatDate(result.date)}
            </time>
          </>
        ) : null}
      </p>
      <h2 className="mt-1 text-lg leading-snug font-bold text-brand">
        <a href={result.url} className="underline-offset-2 hover:underline" {...(download ? { download: '' } : {})}>
          <Highlighted segments={result.title} />
          {download ? <span className="sr-only"> ({text.download})</span> : null}
        </a>
      </h2>
      {result.excerpt.length ? (
        <p className="mt-2 text-sm leading-relaxed text-slate-700">
          <Highlighted segments={result.excerpt} />
        </p>
      ) : null}
    </li>
  );
}

function SearchPage({ query, results, complete }: Props) {
  return (
    <>
      <Head>
        {/* Result lists are not pages for search engines; the pages they link to are. */}
        <meta name="robots" content="noindex, follow" />
      </Head>
      <div className="container-page py-10 md:py-14">
        <SiteSearchForm id="search-page-q" variant="page" defaultValue={query} className="max-w-2xl" />
        <div className="mt-8">
          {!query ? (
            <p className="text-slate-700">{text.emptyQuery}</p>
          ) : (
            <>
              <p className="text-slate-700" role="status">
                <span className="font-semibold text-slate-900">{text.resultsFor(query)}</span>
                {': '}
                {text.count(results.length)}
              </p>
              {!complete ? <p className="mt-2 text-sm text-slate-600">{text.partial}</p> : null}
              {results.length ? (
                <ol className="mt-6 grid gap-4">
                  {results.map((result) => (
                    <ResultItem key={result.id} result={result} />
                  ))}
                </ol>
              ) : (
                <p className="mt-4 text-slate-700">{text.noResults(query)}</p>
              )}
            </>
          )}
        </div>
      </div>
    </>
  );
}

export const config: PageConfig = { unstable_runtimeJS: false };

export default contentPage(page, SearchPage);
