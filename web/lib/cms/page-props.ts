import '@/lib/server-only';
import type { GetServerSideProps } from 'next';

/**
 * How long a shared cache may keep a public page rendered from CMS content. The site's edge cache (web/edge) keeps
 * it at most this long and drops it at once when the CMS reports a change (/api/revalidate), so an edit is live
 * on the next request; a CDN without that purge shows it within a minute.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';

/**
 * getServerSideProps of a public page in pages/ whose content comes from the CMS. The reads fall back to the last
 * good CMS answer (lib/cms/client.ts), so the page keeps serving while the CMS is down; a read with no answer at
 * all fails the page (pages/_error.tsx). Props go through JSON, as Next requires (no `undefined` values).
 */
export function publicPageProps<P extends Record<string, unknown>>(load: () => Promise<P>): GetServerSideProps<P> {
  return async ({ res }) => {
    const props = JSON.parse(JSON.stringify(await load())) as P;
    res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
    return { props };
  };
}
