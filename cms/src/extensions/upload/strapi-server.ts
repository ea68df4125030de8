/**
 * Files reach the CMS only through the bank's validated upload routes (magic-byte checks, size limits);
 * the plugin's own public /api/upload endpoints are removed. The panel's media library is unaffected.
 */
export default (plugin: { routes: Record<string, { routes: unknown[] }> }) => {
  plugin.routes['content-api'].routes = [];
  return plugin;
};
