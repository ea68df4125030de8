import type { Core } from '@strapi/strapi';
import { RUN_UID, SCHEDULED_TYPES } from './schedule';

const SCHEDULE_FIELDS = ['publish_at', 'unpublish_at'] as const;
const FIELD_ACTIONS = ['create', 'read', 'update'].map((action) => `plugin::content-manager.explorer.${action}`);
const PUBLISH = 'plugin::content-manager.explorer.publish';

type Permission = { id: number; action: string; subject: string; properties: { fields?: string[] } | null };

/**
 * Who may schedule, checked on each start. A schedule publishes without asking who set it, so it is for roles that
 * may publish: marketing's Editor gets the two fields (Strapi gives a role the fields a type had when the role was
 * made, so an upgrade would leave them out), the Author, who may not publish, loses them. No panel role may touch the
 * scheduler's own run table. Important notices had no drafts before they could be scheduled: an Editor who may change
 * a scheduled type also gets its Publish, which a role made before the type had drafts lacks (and which a Save gave
 * before).
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
    if (allowed) await grantPublish(strapi, role.id, existing);
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

async function grantPublish(strapi: Core.Strapi, role: number, held: Permission[]): Promise<void> {
  const permissions = strapi.db.query('admin::permission');
  const editable = new Set(held.filter((p) => p.action.endsWith('.update')).map((p) => p.subject));
  for (const uid of SCHEDULED_TYPES) {
    if (!editable.has(uid)) continue;
    if (await permissions.findOne({ where: { role: { id: role }, subject: uid, action: PUBLISH } })) continue;
    await permissions.create({
      data: { action: PUBLISH, actionParameters: {}, subject: uid, properties: {}, conditions: [], role },
    });
  }
}
