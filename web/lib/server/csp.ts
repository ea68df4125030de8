/**
 * The Content-Security-Policy of the site's pages, built in one place. Scripts never rely on 'unsafe-inline':
 * public pages (pages/, no Next runtime) allow exactly their three inline scripts by hash (islands/inline-scripts.ts);
 * the staff screens (App Router, Next's own inline scripts) get a fresh nonce per request from proxy.ts, with
 * 'strict-dynamic' so the scripts Next loads from them run too. Styles keep 'unsafe-inline': Next and the carousels
 * set inline styles, and styles cannot run code. 'unsafe-eval' only in development, for React's dev tooling. No page
 * may be framed, but the editors' preview by the CMS panel (`frameAncestors`: lib/server/preview-frame.ts).
 */
export function contentSecurityPolicy(
  scriptSources: readonly string[],
  options: { dev?: boolean; frameAncestors?: readonly string[] } = {},
): string {
  const dev = options.dev === true;
  return [
    "default-src 'self'",
    `script-src ${[...scriptSources, ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : [])].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    'frame-src https://www.openstreetmap.org https://www.google.com',
    "media-src 'self'",
    // The service worker (scripts/build-sw.mjs) and the web app manifest, from this origin only.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${options.frameAncestors?.length ? options.frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');
}

/** A public page's script sources: its inline scripts by hash (static pages), or by this request's nonce (the 404). */
export function publicScriptSources(nonce: string, hashes: readonly string[]): string[] {
  return ["'self'", `'nonce-${nonce}'`, ...hashes];
}

/** The staff screens' script sources for one request's nonce. */
export function staffScriptSources(nonce: string): string[] {
  return [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"];
}
