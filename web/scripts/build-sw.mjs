#!/usr/bin/env node
/**
 * Generates the site's service worker, public/sw.js, with Workbox (workbox-build's generateSW: no hand-written worker
 * code). Run by `npm run build` after `next build`, whose build id versions what the worker keeps.
 *
 * What the worker does (config/offline-pages.json names the pages):
 * - precaches the frame: the islands' scripts the kept pages use (public/islands), the whole stylesheet (a page carries
 *   only the rules its own markup uses, and the islands loader enables the whole file before the islands run:
 *   pages/_document.tsx) and the typeface (Next's static media), content-hashed;
 * - precaches, when it installs, the pages a visitor needs without a network (exchange rates, branches, ATMs, contact,
 *   fraud) and the offline page, fetched from the live site at that moment (under `?offline`, a URL no visitor opens);
 * - answers a visit to a kept page from the network first (a fresh copy is kept each time) and, without a network,
 *   from the last copy kept, or else the one fetched at install;
 * - answers a visit to any other page from the network only and, without one, with the offline page.
 * A page the server marks `private` or `no-store` (a draft preview in an editor's browser) is never kept.
 * Nothing else goes through it: the /api calls, uploads, images and the staff screens (never kept: they are not
 * navigations to kept pages) are the browser's as before. A new build gives a new worker, which takes over at once
 * (skipWaiting, clientsClaim), so the next visit online gets the new version.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(web, process.env.NEXT_DIST_DIR || '.next');
const { kept, fallback } = JSON.parse(fs.readFileSync(path.join(web, 'config', 'offline-pages.json'), 'utf8'));
const buildId = fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();

/**
 * The islands' files the kept pages and the offline page load (the runtime's and those of each island in their HTML as
 * Next prerendered it), not every island of the site: a phone on a slow network fetches only what it may need offline.
 */
function islandFilesOfKeptPages() {
  const manifest = JSON.parse(fs.readFileSync(path.join(web, 'public', 'islands', 'manifest.json'), 'utf8'));
  const files = new Set(manifest.runtimeFiles);
  for (const route of [...kept, fallback]) {
    // Next prerenders each page once per locale (next.config.ts `i18n`), under the locale's code; the kept pages are
    // the English ones.
    const html = fs.readFileSync(path.join(distDir, 'server', 'pages', 'en', `${route}.html`), 'utf8');
    for (const [, name] of html.matchAll(/data-island="([\w-]+)"/g)) {
      if (!manifest.islands[name]) throw new Error(`${route} names an island the islands build lacks: ${name}`);
      for (const file of manifest.islands[name]) files.add(file);
    }
  }
  return [...files].map((url) => `public${url}`);
}

/** The public pages' stylesheets (the build manifest's `/_app` entry), as build files. */
function appStylesheets() {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  return manifest.pages['/_app'].filter((file) => file.endsWith('.css')).map((file) => `${path.relative(web, distDir)}/${file}`);
}

/** A navigation to exactly this path (with or without a trailing slash or a query), on this site. */
const pathPattern = (route) => new RegExp(`^https?://[^/]+${route.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/?(?:[?#].*)?$`);
/** The URL the worker fetches a kept page under when it installs. */
const installCopy = (route) => `${route}?offline`;

const { count, size, warnings } = await generateSW({
  swDest: path.join(web, 'public', 'sw.js'),
  mode: 'production',
  sourcemap: false,
  inlineWorkboxRuntime: true,
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  // Lets a navigation's request start while the worker starts, so a page through the worker is not slower.
  navigationPreload: true,
  globDirectory: web,
  globPatterns: [...islandFilesOfKeptPages(), ...appStylesheets(), `${path.relative(web, distDir)}/static/media/*.woff2`],
  manifestTransforms: [
    async (entries) => ({
      manifest: entries.map((entry) => ({
        ...entry,
        url: entry.url.startsWith('public/')
          ? `/${entry.url.slice('public/'.length)}`
          : `/_next/${entry.url.slice(path.relative(web, distDir).length + 1)}`,
      })),
      warnings: [],
    }),
  ],
  // Content-hashed names: the islands (scripts/build-islands.mjs) and Next's static files.
  dontCacheBustURLsMatching: /^\/(?:islands|_next\/static)\//,
  additionalManifestEntries: [...kept.map(installCopy), fallback].map((url) => ({ url, revision: buildId })),
  runtimeCaching: [
    ...kept.map((route) => ({
      urlPattern: pathPattern(route),
      handler: 'NetworkFirst',
      options: {
        cacheName: 'kept-pages',
        // On a network that answers nothing for this long, the kept copy is shown rather than a blank screen.
        networkTimeoutSeconds: 8,
        cacheableResponse: { statuses: [200] },
        plugins: [
          {
            // A page the server marks private or no-store (an editor's draft preview at a kept URL) is never kept.
            cacheWillUpdate: async ({ response }) =>
              /\b(?:no-store|private)\b/i.test(response.headers.get('cache-control') || '') ? null : response,
          },
        ],
        precacheFallback: { fallbackURL: installCopy(route) },
      },
    })),
    {
      urlPattern: ({ request }) => request.mode === 'navigate',
      handler: 'NetworkOnly',
      options: { precacheFallback: { fallbackURL: fallback } },
    },
  ],
});

for (const warning of warnings) console.warn(`[sw] ${warning}`);
console.log(`[sw] public/sw.js: ${count} files precached (${size} bytes) and ${kept.length + 1} pages fetched at install`);
