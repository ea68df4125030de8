import type { Core } from '@strapi/strapi';
import { registeredRoutes, type RegisteredRoute } from '../platform/strapi-registry';
import type { StaffRole } from './staff';
import type { UploadKind } from '../documents/uploads';

const STAFF_ONLY = 'global::staff-only';

/** What an upload route takes: files of one kind, one or several (the body gate sizes the route's body by it). */
export interface RouteUpload {
  kind: UploadKind;
  multiple?: boolean;
}

/** Route config of the bank's custom routes: Strapi's own auth is off; `staff-only` checks the bearer token. */
const staffOnly = (roles: StaffRole[], upload?: RouteUpload) => ({
  auth: false as const,
  middlewares: [{ name: STAFF_ONLY, config: upload ? { roles, upload } : { roles } }],
});

export const publicRoute = { auth: false as const };
export const adminOnly = staffOnly(['admin']);
export const atmAdminOrAdmin = staffOnly(['admin', 'atmadmin']);
/** An admin route taking a multipart upload: the only routes, with the panel's media library, whose files are read. */
export const adminUpload = (upload: RouteUpload) => staffOnly(['admin'], upload);

/** A staff-only route as the early staff gate (middlewares/staff-gate.ts) matches it, before the router runs. */
export interface StaffRoute {
  method: string;
  /** The full path (with the /api prefix); `:param` segments match any one segment. */
  pattern: RegExp;
  roles: StaffRole[];
  /** Set on the routes that take a multipart upload. */
  upload?: RouteUpload;
}

type StaffOnlyConfig = {
  roles: StaffRole[];
  upload?: RouteUpload;
};

const staffGuard = (route: RegisteredRoute): StaffOnlyConfig | undefined =>
  route.config?.middlewares?.find(
    (entry): entry is { name: string; config: StaffOnlyConfig } =>
      typeof entry === 'object' && entry.name === STAFF_ONLY && Array.isArray(entry.config?.roles),
  )?.config;

/**
 * Who may call a route, in the words of the contract's route table (`public`, `admin`, `admin, atmadmin`), or
 * `strapi-permissions` for a route left to Strapi's own auth (the core routes of the editorial types).
 */
export function routeAccess(route: RegisteredRoute): string {
  const guard = staffGuard(route);
  if (guard) return guard.roles.join(', ');
  return route.config?.auth === false ? 'public' : 'strapi-permissions';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const pathPattern = (fullPath: string): RegExp =>
  new RegExp(`^${escapeRegExp(fullPath).replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '[^/]+')}/?$`, 'i');

/** Every registered API route guarded by `staff-only`, read from the routes themselves so the two never drift. */
export function staffRoutes(strapi: Core.Strapi): StaffRoute[] {
  return registeredRoutes(strapi).flatMap((route) => {
    const guard = staffGuard(route);
    return guard ? [{ method: route.method, pattern: pathPattern(route.path), roles: guard.roles, upload: guard.upload }] : [];
  });
}

/** The staff route a request is for, if any. */
export const findStaffRoute = (routes: StaffRoute[], method: string, path: string): StaffRoute | undefined =>
  routes.find((candidate) => candidate.method === method && candidate.pattern.test(path));
