import type { Core, UID } from '@strapi/strapi';

/**
 * The one reader of Strapi's registries by what arrives only at run time: a route's config as our route files give
 * it, and a model by a uid that comes as a string (a document-service or lifecycle event's). Type guards, not casts.
 */

type RoutePolicy = string | { name: string; config: unknown };

/** An API route as Strapi registered it (from the route files of cms/src/api/<type>/routes/). */
export interface RegisteredRoute {
  method: string;
  /** The full path (with the /api prefix), `:param` for a parameter. */
  path: string;
  /** The handler's name (`api::<type>.<controller>.<action>`); every route file of this app names its handler. */
  handler: string;
  config?: { auth?: false | object; policies?: RoutePolicy[] };
}

/** Every route of every API, as registered, method in capitals and path with its prefix. */
export function registeredRoutes(strapi: Core.Strapi): RegisteredRoute[] {
  const prefix = strapi.config.get<string>('api.rest.prefix', '/api');
  return Object.keys(strapi.apis).flatMap((apiName) =>
    Object.values(strapi.api(apiName).routes).flatMap((router) =>
      (router.routes ?? []).map((route) => ({
        ...route,
        method: route.method.toUpperCase(),
        path: `${prefix}${route.path}`,
        handler: typeof route.handler === 'string' ? route.handler : 'a function',
      })),
    ),
  );
}

/** What this app reads of an attribute of a schema (the audit trail's snapshots, the scheduler's content hash). */
export interface AttributeShape {
  type: string;
  relation?: string;
  component?: string;
  components?: string[];
  repeatable?: boolean;
  multiple?: boolean;
  private?: boolean;
}

/** What this app reads of a content type's or component's schema. */
export interface ModelShape {
  attributes: Record<string, AttributeShape>;
  options?: { draftAndPublish?: boolean };
  info: { singularName?: string; displayName: string };
}

/** Whether a uid that arrives as a string names a content type or component Strapi registered. */
const isSchemaUid = (strapi: Core.Strapi, uid: string): uid is UID.Schema =>
  Object.hasOwn(strapi.contentTypes, uid) || Object.hasOwn(strapi.components, uid);

/** The model of `uid`, or undefined for a uid Strapi has no content type or component of. */
export const findModel = (strapi: Core.Strapi, uid: string): ModelShape | undefined =>
  isSchemaUid(strapi, uid) ? strapi.getModel(uid) : undefined;

/** The model of `uid`, which the caller knows is registered (an event's own model). */
export function modelOf(strapi: Core.Strapi, uid: string): ModelShape {
  const model = findModel(strapi, uid);
  if (!model) throw new Error(`No content type or component ${uid}`);
  return model;
}

/** A content type's document service, for queries and data built at run time (the seed's sample entries). */
export interface RuntimeDocuments {
  findFirst(params: Record<string, unknown>): Promise<unknown>;
  create(params: { data: Record<string, unknown>; status?: 'published' }): Promise<{ documentId: string }>;
  update(params: { documentId: string; data: Record<string, unknown>; status?: 'published' }): Promise<unknown>;
}

/** A document-service middleware that may answer a read itself, for whichever content type it is called. */
export type RuntimeDocumentMiddleware = (
  context: { uid: string; action: string; params?: Record<string, unknown> },
  next: () => Promise<unknown>,
) => Promise<unknown>;

interface RuntimeDocumentService {
  (uid: string): RuntimeDocuments;
  use(middleware: RuntimeDocumentMiddleware): unknown;
}

// Strapi types each uid's params and each action's answer statically; these callers build them at run time.
const runtimeDocuments = (strapi: Core.Strapi) => strapi.documents as unknown as RuntimeDocumentService;

/** The document service of `uid`, a uid the caller read from its own table of types. */
export const documentsOf = (strapi: Core.Strapi, uid: string): RuntimeDocuments => runtimeDocuments(strapi)(uid);

/** Registers a document-service middleware that answers some reads itself (a preview's draft). */
export const useDocumentMiddleware = (strapi: Core.Strapi, middleware: RuntimeDocumentMiddleware): void => {
  runtimeDocuments(strapi).use(middleware);
};
