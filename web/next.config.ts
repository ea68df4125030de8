import type { NextConfig } from 'next';
// Shared with the islands build (scripts/build-islands.mjs), so islands compute the same image URLs as the server.
import imageSizes from './config/image-sizes.json';
import { contentSecurityPolicy } from './lib/server/csp';
import { publicInlineScriptHashes } from './islands/inline-script-hashes';
import { DEFAULT_LOCALE, SITE_LOCALES } from './lib/shared/site-locale';

const isDev = process.env.NODE_ENV === 'development';

/** The /api answers' policy; pages get theirs from proxy.ts (public pages' inline scripts by hash, or a nonce). */
const apiPolicy = contentSecurityPolicy(["'self'"], { dev: isDev });

const strictTransportSecurity = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' };

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=()' },
];

/**
 * The staff screens also cut their windows off from any cross-origin opener, so no other site can hold or navigate a
 * staff tab. Public pages go without it: they show public content only and hold no session, while the
 * browsing-context-group swap it forces on each navigation doubled their first main-thread task on a phone
 * (Lighthouse mobile, this machine: TBT 270-400 ms with it, 40-160 ms without).
 */
const STAFF_PATHS = ['/tbl/:path*', '/atm/:path*', '/admin/:path*'];
const staffHeaders = [{ key: 'Cross-Origin-Opener-Policy', value: 'same-origin' }];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The site's server (server/index.ts) compresses and tags the pages itself: Next's ETag hashes every page in
  // JavaScript on every request (server/page-encodings.ts).
  compress: false,
  generateEtags: false,
  // Bundled with the site's own code (its ES modules), so its schemas and the site's share one zod.
  transpilePackages: ['@bank/shared'],
  // The hashes of the public pages' three inline scripts, for proxy.ts (inlined into its bundle at build).
  env: { CSP_PUBLIC_SCRIPT_HASHES: publicInlineScriptHashes().join(' ') },
  experimental: {
    // Unknown URLs answer with app/global-not-found.tsx (the framed 404), which keeps the frame out of every page.
    globalNotFound: true,
  },
  reactStrictMode: true,
  // The public pages (pages/) in each locale, English at today's URLs and the others under their code (/fr/about),
  // chosen by the URL alone (docs/adr/0009-languages.md). The App Router's routes (the staff screens, /api, the files)
  // are not localised.
  i18n: { locales: [...SITE_LOCALES], defaultLocale: DEFAULT_LOCALE, localeDetection: false },
  // pages/ server code bundles its packages as the App Router does: no links from the build to node_modules, so a
  // copied build (the e2e harness, the standalone image) runs as it is.
  bundlePagesRouterDependencies: true,
  // The Docker image runs Next's standalone server (web/Dockerfile sets NEXT_OUTPUT=standalone); `next start` does not need it.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // A separate output folder lets a verification build run beside a running `next start` (default .next).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  images: {
    // CMS uploads are served from this origin by app/uploads/[...path]/route.ts; their names are unique.
    localPatterns: [{ pathname: '/uploads/**' }, { pathname: '/images/**' }],
    formats: ['image/webp'],
    minimumCacheTTL: 60 * 60 * 24 * 30,
    deviceSizes: imageSizes.deviceSizes,
    imageSizes: imageSizes.imageSizes,
  },
  async headers() {
    return [
      // Uploaded files carry their own, stricter headers (@bank/shared/upload-headers: sandboxed, downloads). `/` is
      // named too: with the locale routing (`i18n`) the pattern no longer matches the home page.
      ...['/', '/((?!uploads/).*)'].flatMap((source) => [
        { source, headers: securityHeaders },
        // With Next's draft-mode cookie, proxy.ts decides (the editors' preview is framed by the CMS panel).
        {
          source,
          missing: [{ type: 'cookie' as const, key: '__prerender_bypass' }],
          headers: [{ key: 'X-Frame-Options', value: 'DENY' }],
        },
      ]),
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: apiPolicy }] },
      // Behind HTTPS: web/server believes X-Forwarded-Proto only from a trusted proxy (TRUSTED_PROXIES).
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [strictTransportSecurity],
      },
      ...STAFF_PATHS.map((source) => ({ source, headers: staffHeaders })),
      // The service worker (scripts/build-sw.mjs) is checked on every visit, so a new build takes over at once.
      { source: '/sw.js', headers: [{ key: 'Cache-Control', value: 'public, max-age=0, must-revalidate' }] },
      {
        source: '/manifest.webmanifest',
        headers: [
          { key: 'Content-Type', value: 'application/manifest+json' },
          { key: 'Cache-Control', value: 'public, max-age=3600' },
        ],
      },
      // The islands' files carry a content hash in their names (scripts/build-islands.mjs): they never change.
      {
        source: '/islands/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, s-maxage=31536000, immutable' }],
      },
    ];
  },
};

export default nextConfig;
