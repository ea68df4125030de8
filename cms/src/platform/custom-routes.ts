/** The HTTP methods the bank's custom routes use. */
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A route's config as Strapi reads it: its auth switch and its policies (staff-auth/route-access.ts builds them). */
export interface RouteConfig {
  auth?: false;
  policies?: readonly (string | { name: string; config?: unknown })[];
}

/** One route: its method, its path (without the /api prefix), the controller's action that answers it, its config. */
export type RouteRow = readonly [method: Method, path: string, action: string, config: RouteConfig];

/**
 * A routes file of src/api/<type>/routes/ whose routes all go to one controller (`api::<type>.<controller>`),
 * written as one row a route; Strapi gets the usual `{ method, path, handler, config }` entries, the handler being
 * `<controller>.<action>`.
 */
export const customRoutes = (controller: `api::${string}.${string}`, rows: readonly RouteRow[]) => ({
  routes: rows.map(([method, path, action, config]) => ({ method, path, handler: `${controller}.${action}`, config })),
});
