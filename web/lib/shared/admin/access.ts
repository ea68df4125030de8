/**
 * The staff area's access rules (SPEC sections 2, 4 and 6), as pure functions so they can be unit-tested.
 * The guard is client-side only: a logged-in flag kept in memory plus the role stored in localStorage.
 */

import { STAFF_ROLES, type StaffRole } from '@bank/shared';

/** The two staff roles of the spec, as the contract declares them. */
export type { StaffRole };

/** localStorage key of the stored role (SPEC section 3, "Login state"). */
export const ROLE_STORAGE_KEY = 'user-role';

export const LOGIN_ROUTE: Record<StaffRole, string> = { admin: '/tbl/admin', atmadmin: '/atm/admin' };
export const DASHBOARD_ROUTE: Record<StaffRole, string> = {
  admin: '/tbl/admin-dashboard',
  atmadmin: '/atm/admin-dashboard',
};
export const LOGIN_ENDPOINT: Record<StaffRole, string> = {
  admin: '/api/admin/login',
  atmadmin: '/api/atmadmin/login',
};

export interface StaffSession {
  /** In memory only: a full reload loses it. */
  loggedIn: boolean;
  /** The role read from localStorage: it survives a reload. */
  storedRole: StaffRole | null;
}

export function isStaffRole(value: unknown): value is StaffRole {
  return STAFF_ROLES.some((role) => role === value);
}

export function isAdmin(session: StaffSession): boolean {
  return session.loggedIn && session.storedRole === 'admin';
}

export function isAtmAdmin(session: StaffSession): boolean {
  return session.loggedIn && session.storedRole === 'atmadmin';
}

/**
 * Where a login screen sends a visitor who is already logged in: the matching dashboard for the same role,
 * the home page for the other role, nowhere (stay) when not logged in.
 */
export function loginScreenRedirect(screenRole: StaffRole, session: StaffSession): string | null {
  if (!session.loggedIn || session.storedRole === null) return null;
  return session.storedRole === screenRole ? DASHBOARD_ROUTE[screenRole] : '/';
}

/**
 * Where a guarded screen sends a visitor without the required role, or null when access is granted.
 * Admin screens (including /atm/status, as the spec requires) fall back to /tbl/admin;
 * the ATM dashboard falls back to the ATM login.
 */
export function guardRedirect(required: StaffRole, session: StaffSession): string | null {
  const allowed = required === 'admin' ? isAdmin(session) : isAtmAdmin(session);
  return allowed ? null : LOGIN_ROUTE[required];
}

/** The role to keep after a successful login: the server's answer when valid, else the screen's role. */
export function roleFromLogin(screenRole: StaffRole, answeredRole: unknown): StaffRole {
  return isStaffRole(answeredRole) ? answeredRole : screenRole;
}
