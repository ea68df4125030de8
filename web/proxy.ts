import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy, publicScriptSources, staffScriptSources } from '@/lib/server/csp';
import { env } from '@/lib/server/env';
import { DRAFT_MODE_COOKIE, DRAFT_MODE_ID_VARIABLE, isDraftModeCookie } from '@/lib/server/preview-frame';

const STAFF_PATH = /^\/(tbl|atm|admin)(\/|$)/;

/**
 * Every page's Content-Security-Policy, with a fresh nonce per request (Next's documented CSP pattern): Next reads
 * the nonce from the request's policy and puts it on its own inline scripts in pages it renders per request (the
 * staff screens and the 404 page, which read the request headers for it). Public pages are static: their two
 * inline scripts are allowed by hash (computed at build: next.config.ts), which a cached page keeps valid. Staff
 * screens add 'strict-dynamic'.
 *
 * No page may be framed (`frame-ancestors 'none'`, `X-Frame-Options: DENY`), except a public page in the editors'
 * preview, which Strapi's panel shows in a frame: with Next's genuine draft-mode cookie, the panel's origin may.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const dev = process.env.NODE_ENV === 'development';
  const staff = STAFF_PATH.test(request.nextUrl.pathname);
  const sources = staff
    ? staffScriptSources(nonce)
    : publicScriptSources(nonce, (process.env.CSP_PUBLIC_SCRIPT_HASHES ?? '').split(' ').filter(Boolean));
  const preview = !staff && isDraftModeCookie(request.cookies.get(DRAFT_MODE_COOKIE)?.value, process.env[DRAFT_MODE_ID_VARIABLE]);
  const policy = contentSecurityPolicy(sources, { dev, frameAncestors: preview ? [env.cmsPublicOrigin] : undefined });
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  // next.config.ts sends it on requests without the draft-mode cookie; a made-up cookie gets it here.
  if (!preview) response.headers.set('X-Frame-Options', 'DENY');
  return response;
}

// Pages (and robots.txt, sitemap.xml): not Next's and the islands' files, uploads (their own policy), images or the /api
// proxy (next.config.ts gives JSON answers theirs).
// `/` on its own too: with Next's locale routing (next.config.ts `i18n`) the pattern no longer matches the home page.
export const config = { matcher: ['/', '/((?!_next/|islands/|uploads/|api/|images/|icon.svg|favicon.ico|opengraph-image).*)'] };
