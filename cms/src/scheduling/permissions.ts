import type { Core } from '@strapi/strapi';
import { RUN_UID, SCHEDULED_TYPES } from './schedule';

const SCHEDULE_FIELDS = ['publish_at', 'unpublish_at'] as const;
const FIELD_ACTIONS = ['create', 'read', 'update'].map((action) => `plugin::content-manager.explorer.${action}`);

type Permission = { id: number; properties: { fields?: string[] } | null };

/**
 * Who may schedule, checked on each start. A schedule publishes without asking who set it, so it is for roles that
 * may publish: marketing's Editor gets the two fields (Strapi gives a role the fields a type had when the role was
 * made, so an upgrade would leave them out), the Author, who may not publish, loses them. No panel role may touch the
 * scheduler's own run table.
 */
export async function keepSchedulingToPublishers(strapi: Core.Strapi): Promise<void> {
  const permissions = strapi.db.query('admin::permission');
  for (const [code, allowed] of [
    ['strapi-editor', true],
    ['strapi-author', false],
  ] as const) {
    const role = (await strapi.db.query('admin::role').findOne({ where: { code } })) as { id: number } | null;
    if (!role) continue;
    await permissions.deleteMany({ where: { role: { id: role.id }, subject: RUN_UID } });
    const existing = (await permissions.findMany({
      where: { role: { id: role.id }, subject: { $in: [...SCHEDULED_TYPES] }, action: { $in: FIELD_ACTIONS } },
    })) as Permission[];
    for (const permission of existing) {
      const fields = permission.properties?.fields;
      if (!fields) continue;
      const next = allowed
        ? [...fields, ...SCHEDULE_FIELDS.filter((field) => !fields.includes(field))]
        : fields.filter((field) => !(SCHEDULE_FIELDS as readonly string[]).includes(field));
      if (next.length !== fields.length) {
        await permissions.update({
          where: { id: permission.id },
          data: { properties: { ...permission.properties, fields: next } },
        });
      }
    }
  }
}
