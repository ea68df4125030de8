/**
 * What the site (Next) and the edge cache in front of it agree on. Plain constants: the Next app imports this file,
 * and so does the edge server, which runs outside Next.
 */

/**
 * A response header the site sets when content changed (a revalidation webhook, or a successful staff change through
 * the /api proxy). The edge drops every cached answer when it sees it, and never passes the header on.
 */
export const EDGE_PURGE_HEADER = 'x-edge-purge';

/** Says whether the edge answered from memory (HIT), from memory while refreshing (STALE), or asked the site (MISS). */
export const EDGE_CACHE_STATUS_HEADER = 'x-edge-cache';

/**
 * Cache-Control of the /api proxy's public reads: browsers always ask again (max-age=0); a shared cache (the edge,
 * a CDN) may keep the answer for 2 s and serve it for 30 s more while it refreshes. The edge is purged on every
 * change, so the short life only bounds what a cache that is never purged (a CDN) may show.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=0, s-maxage=2, stale-while-revalidate=30';
