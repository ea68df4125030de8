/**
 * Staff sign in through the bank's own /api/admin/login and /api/atmadmin/login (throttled, role-checked).
 * The plugin's public routes (/api/auth/*, /api/users, /api/users-permissions/roles, ...) are removed so
 * nobody can register, list users or bypass the login throttle. Its admin-panel routes stay.
 *
 * `token_version` is the revocation of staff tokens: each token carries the version it was issued under, and signing
 * out, blocking the user or changing their password moves it on (utils/staff.ts), in the database every CMS instance
 * reads. Private and hidden: never in an API answer, never edited in the panel.
 */
interface UsersPermissionsPlugin {
  routes: Record<string, { routes: unknown[] }>;
  contentTypes: { user: { schema: { attributes: Record<string, unknown> } } };
}

export default (plugin: UsersPermissionsPlugin) => {
  plugin.routes['content-api'].routes = [];
  plugin.contentTypes.user.schema.attributes.token_version = {
    type: 'integer',
    default: 0,
    private: true,
    configurable: false,
    visible: false,
  };
  return plugin;
};
