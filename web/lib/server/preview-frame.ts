import { createHash, timingSafeEqual } from 'crypto';

/** Next's draft-mode cookie: its value is this build's preview mode id, which only the preview route hands out. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * Where the site's server (web/server) puts this build's preview mode id, read from the build's prerender manifest
 * at start, for proxy.ts: Next does not give a Node.js proxy the id. Unset (e.g. `next dev`): no page is framed.
 */
export const DRAFT_MODE_ID_VARIABLE = 'SITE_DRAFT_MODE_ID';

/**
 * True when the request's draft-mode cookie is the one Next itself accepts (the same equality Next checks), compared
 * in constant time: a made-up cookie never makes a page frameable.
 */
export function isDraftModeCookie(cookie: string | undefined, draftModeId: string | undefined): boolean {
  if (!cookie || !draftModeId) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(cookie), digest(draftModeId));
}
