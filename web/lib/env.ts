// The site's server (web/server, compiled without Next's `@/` alias) still imports this path.
export * from './server/env';
