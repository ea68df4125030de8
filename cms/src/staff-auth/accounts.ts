import type { Core } from '@strapi/strapi';
import type { PermissionSetup } from '../panel/permission-setup';
import type { StaffRole } from './staff';

interface StaffAccount {
  role: StaffRole;
  roleName: string;
  usernameVar: string;
  passwordVar: string;
  defaultUsername: string;
}

const STAFF_ACCOUNTS: StaffAccount[] = [
  { role: 'admin', roleName: 'Admin', usernameVar: 'ADMIN_USERNAME', passwordVar: 'ADMIN_PASSWORD', defaultUsername: 'admin' },
  {
    role: 'atmadmin',
    roleName: 'ATM Admin',
    usernameVar: 'ATMADMIN_USERNAME',
    passwordVar: 'ATMADMIN_PASSWORD',
    defaultUsername: 'atmadmin',
  },
];

const MIN_PASSWORD_LENGTH = 10;

const requiredSecret = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set. Set it in the environment (npm start generates one into cms/.env).`);
  if (value.length < MIN_PASSWORD_LENGTH) throw new Error(`${name} must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  return value;
};

/**
 * The roles admin and atmadmin and one account each. A missing account is created from the environment (there are no
 * default passwords); an existing one is never touched: whoever blocked it or changed its password in the panel
 * decided, and a restart must not undo that.
 */
export async function ensureStaffAccounts(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.db.query('plugin::users-permissions.role');
  const users = strapi.db.query('plugin::users-permissions.user');
  const userService = strapi.plugin('users-permissions').service('user');

  for (const account of STAFF_ACCOUNTS) {
    const username = process.env[account.usernameVar] || account.defaultUsername;

    const role =
      (await roles.findOne({ where: { type: account.role } })) ??
      (await roles.create({ data: { name: account.roleName, type: account.role, description: `Bank staff: ${account.role}` } }));

    const existing = await users.findOne({ where: { username }, populate: ['role'] });
    if (existing) {
      if (existing.role?.id !== role.id) {
        strapi.log.warn(
          `The account "${username}" exists without the ${account.role} role; it is left as it is, so it cannot sign in there`,
        );
      }
      continue;
    }
    await userService.add({
      username,
      email: `${username}@staff.invalid`,
      password: requiredSecret(account.passwordVar),
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: role.id,
    });
    strapi.log.info(`Created the ${account.role} account "${username}"`);
  }
}

interface PanelAccount {
  emailVar: string;
  defaultEmail: string;
  passwordVar: string;
  roleCode: string;
  firstname: string;
  lastname: string;
}

/** The operator runs the panel (staff accounts, settings); marketing edits and publishes content, nothing more. */
const PANEL_ACCOUNTS: PanelAccount[] = [
  {
    emailVar: 'STRAPI_ADMIN_EMAIL',
    defaultEmail: 'operator@trustbank.local',
    passwordVar: 'STRAPI_ADMIN_PASSWORD',
    roleCode: 'strapi-super-admin',
    firstname: 'Site',
    lastname: 'Operator',
  },
  {
    emailVar: 'STRAPI_EDITOR_EMAIL',
    defaultEmail: 'marketing@trustbank.local',
    passwordVar: 'STRAPI_EDITOR_PASSWORD',
    roleCode: 'strapi-editor',
    firstname: 'Marketing',
    lastname: 'Editor',
  },
];

/**
 * The Strapi panel's accounts: the operator's Super Admin (STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD) and
 * marketing's Editor (STRAPI_EDITOR_EMAIL / STRAPI_EDITOR_PASSWORD). Each is created when no panel user has its
 * e-mail; an existing one is never rewritten, deactivated or reactivated.
 */
export async function ensurePanelAccounts(strapi: Core.Strapi): Promise<void> {
  const adminUsers = strapi.db.query('admin::user');
  for (const account of PANEL_ACCOUNTS) {
    const email = (process.env[account.emailVar]?.trim() || account.defaultEmail).toLowerCase();
    const existing = await adminUsers.findOne({ where: { email }, populate: ['roles'] });
    if (existing) {
      const roleCodes: string[] = (existing.roles ?? []).map((role: { code: string }) => role.code);
      if (!roleCodes.includes(account.roleCode)) {
        strapi.log.warn(
          `The panel account ${email} (${account.emailVar}) exists with the roles ${roleCodes.join(', ') || 'none'}; it is left as it is`,
        );
      }
      continue;
    }
    const role = await strapi.db.query('admin::role').findOne({ where: { code: account.roleCode } });
    if (!role) {
      strapi.log.error(`The panel role ${account.roleCode} is missing: ${email} (${account.emailVar}) was not created`);
      continue;
    }
    // A missing password stops the start: without the operator's account, Strapi would let the first visitor of
    // /admin register as super admin.
    await strapi.service('admin::user').create({
      email,
      firstname: account.firstname,
      lastname: account.lastname,
      password: requiredPanelPassword(account.passwordVar),
      registrationToken: null,
      isActive: true,
      roles: [role.id],
      // The panel shows dates day first in English (United Kingdom) (cms/src/admin/app.tsx offers it).
      preferedLanguage: 'en-GB',
    });
    strapi.log.info(`Created the panel account ${email} (${role.name})`);
  }
}

/** Strapi's panel asks for 8 characters with a lower-case letter, an upper-case letter and a digit. */
const requiredPanelPassword = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set. Set it in the environment (npm start generates one into cms/.env).`);
  if (value.length < 8 || !/[a-z]/.test(value) || !/[A-Z]/.test(value) || !/\d/.test(value)) {
    throw new Error(`${name} must have at least 8 characters, with a lower-case letter, an upper-case letter and a digit.`);
  }
  return value;
};

const BULK_JOB = 'api::bulk-send.bulk-send';
const BULK_RECIPIENT = 'api::bulk-recipient.bulk-recipient';
/** The daily-limit counter: internal, for no panel role. */
const BULK_QUOTA = 'api::bulk-quota.bulk-quota';
const READ = 'plugin::content-manager.explorer.read';
/** Panel roles besides the operator's Super Admin (who is never limited). */
const PANEL_ROLES = ['strapi-editor', 'strapi-author'] as const;
/** Who the bank wrote to is for the operator only: other roles see each recipient's state, not its number or address. */
const HIDDEN_FIELDS: Record<string, readonly string[]> = { [BULK_RECIPIENT]: ['recipient'] };

type Permission = { id: number; action: string; subject: string; properties: { fields?: string[] } | null };

/**
 * Bulk sends are a record of what the bank sent, written only by the staff API: no panel role may create, change,
 * publish or delete a job or a recipient. Marketing's Editor may read them (who sent what, when, the counts, each
 * recipient's state), without the recipients' numbers and addresses. Strapi gives the Editor every action, and the
 * Author its own-entry actions, on the content types that exist when it creates the roles; this takes them back on
 * each start, and narrows or grants reading.
 */
export async function makeBulkSendsReadOnlyInPanel(strapi: Core.Strapi): Promise<void> {
  const permissions = strapi.db.query('admin::permission');
  const readable = (uid: string) => {
    const attributes = strapi.contentType(uid as typeof BULK_JOB).attributes as Record<string, { private?: boolean }>;
    const hidden = HIDDEN_FIELDS[uid] ?? [];
    return Object.keys(attributes).filter((name) => !attributes[name].private && !hidden.includes(name));
  };
  for (const code of PANEL_ROLES) {
    const role = await strapi.db.query('admin::role').findOne({ where: { code } });
    if (!role) continue;
    const existing = (await permissions.findMany({
      where: { role: { id: role.id }, subject: { $in: [BULK_JOB, BULK_RECIPIENT, BULK_QUOTA] } },
    })) as Permission[];
    const reads = existing.filter((permission) => permission.action === READ && permission.subject !== BULK_QUOTA);
    const others = existing.filter((permission) => !reads.includes(permission));
    if (others.length > 0) await permissions.deleteMany({ where: { id: { $in: others.map((permission) => permission.id) } } });
    for (const uid of [BULK_JOB, BULK_RECIPIENT]) {
      const fields = readable(uid);
      const read = reads.find((permission) => permission.subject === uid);
      if (read) {
        const current = read.properties?.fields ?? [];
        if (current.length !== fields.length || current.some((field) => !fields.includes(field))) {
          await permissions.update({ where: { id: read.id }, data: { properties: { ...read.properties, fields } } });
        }
      } else if (code === 'strapi-editor') {
        await permissions.create({
          data: { action: READ, actionParameters: {}, subject: uid, properties: { fields }, conditions: [], role: role.id },
        });
      }
    }
  }
}

/** What marketing's Editor must not be offered: changing the content model and the content manager's layouts. */
const MODEL_AND_LAYOUT_ACTIONS = [
  'plugin::content-type-builder.read',
  'plugin::content-manager.collection-types.configure-view',
  'plugin::content-manager.single-types.configure-view',
  'plugin::content-manager.components.configure-layout',
] as const;

/**
 * The Editor edits and publishes content; the model and the panel's layouts are the operator's. Taken from the Editor
 * once, at setup (panel/permission-setup.ts): an operator who grants one later decides, and the next start logs it.
 * The panel shows their links only to roles that hold them (src/admin/app.tsx).
 */
export const editorsToContent: PermissionSetup = {
  id: 'editor-content-only',
  async apply(strapi) {
    const editor = await strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } });
    if (!editor) return;
    await strapi.db
      .query('admin::permission')
      .deleteMany({ where: { role: { id: editor.id }, action: { $in: [...MODEL_AND_LAYOUT_ACTIONS] } } });
  },
  async state(strapi) {
    const editor = await strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } });
    if (!editor) return ['there is no Editor role'];
    const held = (await strapi.db
      .query('admin::permission')
      .findMany({ where: { role: { id: editor.id }, action: { $in: [...MODEL_AND_LAYOUT_ACTIONS] } } })) as Permission[];
    return held.map((permission) => `Editor may ${permission.action}${permission.subject ? ` on ${permission.subject}` : ''}`);
  },
};
