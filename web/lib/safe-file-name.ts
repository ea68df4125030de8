// The site's server (web/server) still imports this path.
export * from './server/safe-file-name';
