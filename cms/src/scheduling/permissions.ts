import type { Core } from '@strapi/strapi';
import type { PermissionSetup } from '../panel/permission-setup';
import { findModel } from '../platform/strapi-registry';
import { RUN_UID, SCHEDULED_TYPES } from './schedule';

const SCHEDULE_FIELDS = ['publish_at', 'unpublish_at'] as const;
/** Why a schedule was cancelled: the panel shows it read-only on the entry (binding.ts writes it). */
const NOTICE_FIELD = 'schedule_notice';
const FIELD_ACTIONS = ['create', 'read', 'update'].map((action) => `plugin::content-manager.explorer.${action}`);
const READ = 'plugin::content-manager.explorer.read';
const PUBLISH = 'plugin::content-manager.explorer.publish';
const ROLES = [
  { code: 'strapi-editor', name: 'Editor', schedules: true },
  { code: 'strapi-author', name: 'Author', schedules: false },
] as const;

type Permission = { id: number; action: string; subject: string; properties: { fields?: string[] } | null };

const roleId = async (strapi: Core.Strapi, code: string) =>
  ((await strapi.db.query('admin::role').findOne({ where: { code } })) as { id: number } | null)?.id ?? null;

/**
 * Who may schedule, set up once (panel/permission-setup.ts): the operator may change it in the panel afterwards. A
 * schedule is for roles that may publish, and the CMS publishes it only while the draft is the version they
 * scheduled (binding.ts): marketing's Editor gets the two fields (Strapi gives a role the fields a type had when the
 * role was made, so an upgrade would leave them out), the Author, who may not publish, loses them; both may read
 * why a schedule was cancelled, neither may write it. No panel role may touch the scheduler's own run table. Important notices had no
 * drafts before they could be scheduled: an Editor who may change a scheduled type also gets its Publish, which a
 * role made before the type had drafts lacks.
 */
export const schedulingPermissions: PermissionSetup = {
  id: 'scheduling',
  async apply(strapi) {
    const permissions = strapi.db.query('admin::permission');
    for (const { code, schedules } of ROLES) {
      const role = await roleId(strapi, code);
      if (role === null) continue;
      await permissions.deleteMany({ where: { role: { id: role }, subject: RUN_UID } });
      const existing = (await permissions.findMany({
        where: { role: { id: role }, subject: { $in: [...SCHEDULED_TYPES] }, action: { $in: FIELD_ACTIONS } },
      })) as Permission[];
      if (schedules) await grantPublish(strapi, role, existing);
      for (const permission of existing) {
        const fields = permission.properties?.fields;
        if (!fields) continue;
        let next = schedules
          ? [...fields, ...SCHEDULE_FIELDS.filter((field) => !fields.includes(field))]
          : fields.filter((field) => !(SCHEDULE_FIELDS as readonly string[]).includes(field));
        // The notice is the CMS's to write: read, never create or update.
        if (permission.action === READ && !next.includes(NOTICE_FIELD)) next = [...next, NOTICE_FIELD];
        if (permission.action !== READ) next = next.filter((field) => field !== NOTICE_FIELD);
        if (next.length !== fields.length || next.some((field, index) => field !== fields[index])) {
          await permissions.update({
            where: { id: permission.id },
            data: { properties: { ...permission.properties, fields: next } },
          });
        }
      }
    }
  },
  async state(strapi) {
    const lines: string[] = [];
    for (const { code, name } of ROLES) {
      const role = await roleId(strapi, code);
      if (role === null) {
        lines.push(`there is no ${name} role`);
        continue;
      }
      const held = (await strapi.db.query('admin::permission').findMany({
        where: { role: { id: role }, subject: { $in: [...SCHEDULED_TYPES, RUN_UID] } },
      })) as Permission[];
      for (const permission of held) {
        const action = permission.action.split('.').pop();
        if (permission.subject === RUN_UID) {
          lines.push(`${name} may ${action} the scheduler's run table`);
          continue;
        }
        const type = typeName(strapi, permission.subject);
        if (permission.action === PUBLISH) lines.push(`${name} may publish ${type}`);
        if (!FIELD_ACTIONS.includes(permission.action)) continue;
        const fields = permission.properties?.fields;
        for (const field of [...SCHEDULE_FIELDS, NOTICE_FIELD]) {
          if (!fields || fields.includes(field)) lines.push(`${name} may ${action} ${field} of ${type}`);
        }
      }
    }
    return lines;
  },
};

const typeName = (strapi: Core.Strapi, uid: string) => findModel(strapi, uid)?.info.displayName ?? uid;

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
