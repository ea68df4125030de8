/**
 * Imported first by server modules that pages/ also use (the environment, the CMS client): the `server-only`
 * package cannot be, since Next compiles pages/ like client components. Browsers never load those pages' bundles
 * (pages/ are sent without client JavaScript), and no client component or island may import these modules: if one
 * does, this stops it at once instead of letting it run in a browser.
 */
if (typeof window !== 'undefined') {
  throw new Error('A server module was loaded in the browser: client code must not import lib/env or lib/cms');
}

export {};
