/**
 * Staff sign in through the bank's own /api/admin/login and /api/atmadmin/login (throttled, role-checked).
 * The plugin's public routes (/api/auth/*, /api/users, /api/users-permissions/roles, ...) are removed so
 * nobody can register, list users or bypass the login throttle. Its admin-panel routes stay.
 */
export default (plugin: { routes: Record<string, { routes: unknown[] }> }) => {
  plugin.routes['content-api'].routes = [];
  return plugin;
};
