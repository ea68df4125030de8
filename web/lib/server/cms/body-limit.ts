/**
 * The largest request body the site takes: its /api proxy's (uploads, bulk-send sheets; nginx's 25m on those routes).
 * A file of its own, without imports: the site's server (server/, compiled without Next's path aliases) reads it too.
 */
export const MAX_BODY_BYTES = 25 * 1024 * 1024;
