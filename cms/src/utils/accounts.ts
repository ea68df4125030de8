import type { Core } from '@strapi/strapi';
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
 * The roles admin and atmadmin and one account each, from the environment. The environment is the source of
 * truth for the passwords: a changed ADMIN_PASSWORD takes effect at the next start. There are no defaults.
 */
export async function ensureStaffAccounts(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.db.query('plugin::users-permissions.role');
  const users = strapi.db.query('plugin::users-permissions.user');
  const userService = strapi.plugin('users-permissions').service('user');

  for (const account of STAFF_ACCOUNTS) {
    const password = requiredSecret(account.passwordVar);
    const username = process.env[account.usernameVar] || account.defaultUsername;

    const role =
      (await roles.findOne({ where: { type: account.role } })) ??
      (await roles.create({ data: { name: account.roleName, type: account.role, description: `Bank staff: ${account.role}` } }));

    const existing = await users.findOne({ where: { username } });
    if (!existing) {
      await userService.add({
        username,
        email: `${username}@staff.invalid`,
        password,
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: role.id,
      });
      strapi.log.info(`Created the ${account.role} account "${username}"`);
      continue;
    }
    const samePassword = existing.password && (await userService.validatePassword(password, existing.password));
    if (!samePassword || existing.role !== role.id) {
      await userService.edit(existing.id, { password, role: role.id, blocked: false });
    }
  }
}

/** The Strapi panel's super admin for marketing staff, from STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD. */
export async function ensurePanelAdmin(strapi: Core.Strapi): Promise<void> {
  const adminUsers = strapi.service('admin::user');
  if (await adminUsers.exists()) return;

  const email = process.env.STRAPI_ADMIN_EMAIL;
  const password = process.env.STRAPI_ADMIN_PASSWORD;
  if (!email || !password) {
    // Without an account Strapi would let the first visitor of /admin register as super admin.
    throw new Error('STRAPI_ADMIN_EMAIL and STRAPI_ADMIN_PASSWORD must be set to create the panel administrator.');
  }
  const superAdminRole = await strapi.service('admin::role').getSuperAdmin();
  await adminUsers.create({
    email,
    firstname: 'Marketing',
    lastname: 'Admin',
    password,
    registrationToken: null,
    isActive: true,
    roles: superAdminRole ? [superAdminRole.id] : [],
  });
  strapi.log.info(`Created the panel administrator ${email}`);
}
