import type { Core } from '@strapi/strapi';
import type { StaffRole } from './staff';

const STAFF_ONLY = 'global::staff-only';

/** Route config of the bank's custom routes: Strapi's own auth is off; `staff-only` checks the bearer token. */
const staffOnly = (roles: StaffRole[]) => ({
  auth: false as const,
  middlewares: [{ name: STAFF_ONLY, config: { roles } }],
});

export const publicRoute = { auth: false as const };
export const adminOnly = staffOnly(['admin']);
export const atmAdminOrAdmin = staffOnly(['admin', 'atmadmin']);

/** A staff-only route as the early staff gate (middlewares/staff-gate.ts) matches it, before the router runs. */
export interface StaffRoute {
  method: string;
  /** The full path (with the /api prefix); `:param` segments match any one segment. */
  pattern: RegExp;
  roles: StaffRole[];
}

interface RouteInput {
  method: string;
  path: string;
  config?: { middlewares?: Array<string | { name?: string; config?: { roles?: StaffRole[] } }> };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const pathPattern = (prefix: string, routePath: string): RegExp =>
  new RegExp(`^${escapeRegExp(`${prefix}${routePath}`).replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '[^/]+')}/?$`, 'i');

/** Every registered API route guarded by `staff-only`, read from the routes themselves so the two never drift. */
export function staffRoutes(strapi: Core.Strapi): StaffRoute[] {
  const prefix = strapi.config.get<string>('api.rest.prefix', '/api');
  const found: StaffRoute[] = [];
  for (const apiName of Object.keys(strapi.apis)) {
    const routers = strapi.api(apiName).routes as unknown as Record<string, { routes?: RouteInput[] }>;
    for (const router of Object.values(routers)) {
      for (const route of router.routes ?? []) {
        const guard = route.config?.middlewares?.find(
          (entry): entry is { name: string; config: { roles: StaffRole[] } } =>
            typeof entry === 'object' && entry.name === STAFF_ONLY && Array.isArray(entry.config?.roles),
        );
        if (guard)
          found.push({ method: route.method.toUpperCase(), pattern: pathPattern(prefix, route.path), roles: guard.config.roles });
      }
    }
  }
  return found;
}
