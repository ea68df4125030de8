// The site's server (web/server) still imports this path.
export * from './server/preview-frame';
