import type { Core } from '@strapi/strapi';
import { registeredRoutes, type RegisteredRoute } from '../platform/strapi-registry';
import type { StaffRole } from './staff';
import type { UploadKind } from '../documents/uploads';

/** The role policies (src/policies/), named after the spec's roles, and the staff roles each lets through. */
const ROLE_POLICIES = {
  'global::is-admin': ['admin'],
  'global::is-atmadmin-or-admin': ['admin', 'atmadmin'],
} as const satisfies Record<string, readonly StaffRole[]>;
type RolePolicy = keyof typeof ROLE_POLICIES;
const isRolePolicy = (name: unknown): name is RolePolicy => typeof name === 'string' && Object.hasOwn(ROLE_POLICIES, name);

/** What an upload route takes: files of one kind, one or several (the body gate sizes the route's body by it). */
export interface RouteUpload {
  kind: UploadKind;
  multiple?: boolean;
}

/** Route config of the bank's custom staff routes: Strapi's own auth is off; the role policy checks the bearer token. */
const staffOnly = (policy: RolePolicy, upload?: RouteUpload) => ({
  auth: false as const,
  policies: [upload ? { name: policy, config: { upload } } : policy],
});

export const publicRoute = { auth: false as const };
export const adminOnly = staffOnly('global::is-admin');
export const atmAdminOrAdmin = staffOnly('global::is-atmadmin-or-admin');
/** An admin route taking a multipart upload: the only routes, with the panel's media library, whose files are read. */
export const adminUpload = (upload: RouteUpload) => staffOnly('global::is-admin', upload);

/** A staff-only route as the early staff gate (staff-auth/staff-gate.ts) matches it, before the router runs. */
export interface StaffRoute {
  method: string;
  /** The full path (with the /api prefix); `:param` segments match any one segment. */
  pattern: RegExp;
  roles: readonly StaffRole[];
  /** Set on the routes that take a multipart upload. */
  upload?: RouteUpload;
}

type StaffOnlyConfig = {
  roles: readonly StaffRole[];
  upload?: RouteUpload;
};

/** The upload a role policy's config names (`adminUpload`'s), if any. */
function uploadOf(config: unknown): RouteUpload | undefined {
  if (typeof config !== 'object' || config === null || !('upload' in config)) return undefined;
  const upload = config.upload;
  return typeof upload === 'object' && upload !== null && 'kind' in upload && typeof upload.kind === 'string'
    ? (upload as RouteUpload)
    : undefined;
}

/** The roles a route's role policy lets through, and the upload it takes, if the route has one. */
function staffGuard(route: RegisteredRoute): StaffOnlyConfig | undefined {
  for (const entry of route.config?.policies ?? []) {
    const name = typeof entry === 'string' ? entry : entry.name;
    if (!isRolePolicy(name)) continue;
    return { roles: ROLE_POLICIES[name], upload: typeof entry === 'object' ? uploadOf(entry.config) : undefined };
  }
  return undefined;
}

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

/** Every registered API route guarded by a role policy, read from the routes themselves so the two never drift. */
export function staffRoutes(strapi: Core.Strapi): StaffRoute[] {
  return registeredRoutes(strapi).flatMap((route) => {
    const guard = staffGuard(route);
    return guard ? [{ method: route.method, pattern: pathPattern(route.path), roles: guard.roles, upload: guard.upload }] : [];
  });
}

/** The staff route a request is for, if any. */
export const findStaffRoute = (routes: StaffRoute[], method: string, path: string): StaffRoute | undefined =>
  routes.find((candidate) => candidate.method === method && candidate.pattern.test(path));
