import type { StaffRole } from './staff';

/** Route config of the bank's custom routes: Strapi's own auth is off; `staff-only` checks the bearer token. */
const staffOnly = (roles: StaffRole[]) => ({
  auth: false as const,
  middlewares: [{ name: 'global::staff-only', config: { roles } }],
});

export const publicRoute = { auth: false as const };
export const adminOnly = staffOnly(['admin']);
export const atmAdminOrAdmin = staffOnly(['admin', 'atmadmin']);
