import type { Core, UID } from '@strapi/strapi';

/**
 * The editorial types served through Strapi's own REST API (core routes, `cms/src/api/<type>/routes/<type>.ts`):
 * published entries, read by the site and anyone else, never written through the API.
 */
export const PUBLIC_EDITORIAL_TYPES = [
  'api::banner-slide.banner-slide',
  'api::branch.branch',
  'api::person.person',
  'api::correspondent-bank.correspondent-bank',
  'api::job-opening.job-opening',
  'api::subsidiary.subsidiary',
  'api::award.award',
  'api::partner.partner',
] as const satisfies readonly UID.ContentType[];

/** Editorial single types (one entry each): their core router has `find` only (GET /api/product-term). */
export const PUBLIC_EDITORIAL_SINGLE_TYPES = ['api::product-term.product-term'] as const satisfies readonly UID.ContentType[];

/** The core actions those types route (their routers have no create, update or delete) and the Public role may call. */
export const PUBLIC_READ_ACTIONS = ['find', 'findOne'] as const;

/**
 * Grants Strapi's Public role (users-permissions, visitors without a token) `find` and `findOne` on the editorial
 * types (`find` on the single types), on each start: the site reads them anonymously, so a missing permission would empty its pages. Every other
 * permission of the Public role is left as it is (none by default: the bank's own routes have `auth: false` and
 * their own checks; users-permissions' and upload's public routes are removed in src/extensions).
 */
export async function grantPublicEditorialReads(strapi: Core.Strapi): Promise<void> {
  const publicRole = (await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } })) as {
    id: number;
  } | null;
  if (!publicRole) {
    strapi.log.error('The Public role of users-permissions is missing: the editorial content is not readable by the site');
    return;
  }
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const wanted = [
    ...PUBLIC_EDITORIAL_TYPES.flatMap((uid) => PUBLIC_READ_ACTIONS.map((action) => `${uid}.${action}`)),
    ...PUBLIC_EDITORIAL_SINGLE_TYPES.map((uid) => `${uid}.find`),
  ];
  const existing = (await permissions.findMany({
    where: { role: { id: publicRole.id }, action: { $in: wanted } },
  })) as Array<{ action: string }>;
  const granted = new Set(existing.map((permission) => permission.action));
  for (const action of wanted) {
    if (granted.has(action)) continue;
    await permissions.create({ data: { action, role: publicRole.id } });
    strapi.log.info(`Granted the Public role ${action}`);
  }
}
