/**
 * The one guard of server modules (the environment, the CMS client, revalidation, search): imported first by each.
 * Not the `server-only` package: that one throws unless compiled for React Server Components, and Next compiles
 * pages/ like client components, so a module pages/ uses (lib/server/env, lib/server/cms) could not import it; one
 * guard for every server module instead of two to choose between. Browsers never load pages/' bundles (public pages
 * are sent without client JavaScript), and no client component or island may import lib/server/: the lint rule
 * `site/where-it-runs` (eslint.config.mjs) refuses such an import, and this stops one it cannot see (through a
 * module without 'use client') at once instead of letting it run in a browser.
 */
if (typeof window !== 'undefined') {
  throw new Error('A server module was loaded in the browser: client code must not import lib/server/env or lib/server/cms');
}

export {};
