import type { Core } from '@strapi/strapi';
import type { LoginThrottle } from '../staff-auth/login-throttle';

/**
 * The one reader of Strapi's registries whose types do not describe what this app registered in them: a service is
 * typed by its uid only when declared in Strapi's generated types (ours are not), and a router's routes are typed
 * without the configs our route files give. Every other module asks here, so no controller or middleware casts.
 */

/** The login throttle of this CMS instance (api/staff-auth/services/login-throttle.ts). */
export const loginThrottle = (strapi: Core.Strapi): LoginThrottle =>
  strapi.service('api::staff-auth.login-throttle') as unknown as LoginThrottle;

type RoutePolicy = string | { name?: string; config?: Record<string, unknown> };

/** An API route as Strapi registered it (from the route files of cms/src/api/<type>/routes/). */
export interface RegisteredRoute {
  method: string;
  /** The full path (with the /api prefix), `:param` for a parameter. */
  path: string;
  handler: string;
  config?: { auth?: false; policies?: RoutePolicy[] };
}

type Routers = Record<string, { routes?: RegisteredRoute[] }>;

/** Every route of every API, as registered, method in capitals and path with its prefix. */
export function registeredRoutes(strapi: Core.Strapi): RegisteredRoute[] {
  const prefix = strapi.config.get<string>('api.rest.prefix', '/api');
  return Object.keys(strapi.apis).flatMap((apiName) =>
    Object.values(strapi.api(apiName).routes as unknown as Routers).flatMap((router) =>
      (router.routes ?? []).map((route) => ({ ...route, method: route.method.toUpperCase(), path: `${prefix}${route.path}` })),
    ),
  );
}

/** What the audit trail reads of a content type's schema, by a uid known only at run time. */
export interface ModelShape {
  attributes: Record<string, { type: string }>;
  options?: { draftAndPublish?: boolean };
  info: { singularName: string };
}

/** Strapi's model registry, typed for a uid that arrives as a string (a document-service or lifecycle event's). */
export const modelOf = (strapi: Core.Strapi, uid: string): ModelShape =>
  (strapi.getModel as unknown as (uid: string) => ModelShape)(uid);
