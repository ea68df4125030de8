/**
 * Staff sign in through the bank's own /api/admin/login and /api/atmadmin/login (throttled, role-checked).
 * The plugin's public routes (/api/auth/*, /api/users, /api/users-permissions/roles, ...) are removed so
 * nobody can register, list users or bypass the login throttle. Its admin-panel routes stay.
 *
 * `token_version` is the revocation of staff tokens: each token carries the version it was issued under, and signing
 * out, blocking the user or changing their password moves it on (staff-auth/staff.ts), in the database every CMS instance
 * reads. Private and hidden: never in an API answer, never edited in the panel.
 *
 * Two-factor sign-in (docs/security.md "Two-factor sign-in"): `two_factor` is the operator's switch in the panel (Super
 * Admin only: Editors cannot see staff accounts). `two_factor_secret` is set by `npm run two-factor` only, and
 * `two_factor_last_step` is the time step of the last code taken (no code of that step or before is taken again, on any
 * CMS instance). Both are private and hidden: never in an API answer, never shown or edited in the panel.
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
  plugin.contentTypes.user.schema.attributes.two_factor = { type: 'boolean', default: false, configurable: false };
  plugin.contentTypes.user.schema.attributes.two_factor_secret = {
    type: 'string',
    private: true,
    configurable: false,
    visible: false,
  };
  plugin.contentTypes.user.schema.attributes.two_factor_last_step = {
    type: 'integer',
    private: true,
    configurable: false,
    visible: false,
  };
  return plugin;
};
