import { DASHBOARD_ROUTE, guardRedirect, loginScreenRedirect, roleFromLogin, type StaffSession } from './access';

const loggedOut: StaffSession = { loggedIn: false, storedRole: null };
const admin: StaffSession = { loggedIn: true, storedRole: 'admin' };
const atmAdmin: StaffSession = { loggedIn: true, storedRole: 'atmadmin' };
/** After a reload: the stored role survives, the in-memory flag does not. */
const reloadedAdmin: StaffSession = { loggedIn: false, storedRole: 'admin' };

describe('loginScreenRedirect', () => {
  it('keeps a visitor who is not logged in on the login screen', () => {
    expect(loginScreenRedirect('admin', loggedOut)).toBeNull();
    expect(loginScreenRedirect('admin', reloadedAdmin)).toBeNull();
    expect(loginScreenRedirect('atmadmin', { loggedIn: false, storedRole: 'atmadmin' })).toBeNull();
  });

  it('sends a visitor logged in with the matching role to its dashboard', () => {
    expect(loginScreenRedirect('admin', admin)).toBe('/tbl/admin-dashboard');
    expect(loginScreenRedirect('atmadmin', atmAdmin)).toBe('/atm/admin-dashboard');
  });

  it('sends a visitor logged in with the other role to the home page', () => {
    expect(loginScreenRedirect('admin', atmAdmin)).toBe('/');
    expect(loginScreenRedirect('atmadmin', admin)).toBe('/');
  });
});

describe('guardRedirect', () => {
  it('lets the admin into admin screens', () => {
    expect(guardRedirect('admin', admin)).toBeNull();
  });

  it('sends everyone else from admin screens to /tbl/admin, including the atmadmin on /atm/status', () => {
    expect(guardRedirect('admin', loggedOut)).toBe('/tbl/admin');
    expect(guardRedirect('admin', reloadedAdmin)).toBe('/tbl/admin');
    expect(guardRedirect('admin', atmAdmin)).toBe('/tbl/admin');
  });

  it('lets only the atmadmin into the ATM dashboard, sending others to the ATM login', () => {
    expect(guardRedirect('atmadmin', atmAdmin)).toBeNull();
    expect(guardRedirect('atmadmin', admin)).toBe('/atm/admin');
    expect(guardRedirect('atmadmin', loggedOut)).toBe('/atm/admin');
  });
});

describe('roleFromLogin', () => {
  it("keeps the server's role when it is a staff role", () => {
    expect(roleFromLogin('admin', 'admin')).toBe('admin');
    expect(roleFromLogin('atmadmin', 'atmadmin')).toBe('atmadmin');
  });

  it("falls back to the login screen's role", () => {
    expect(roleFromLogin('atmadmin', undefined)).toBe('atmadmin');
    expect(roleFromLogin('admin', 'superuser')).toBe('admin');
  });

  it('maps each role to its dashboard', () => {
    expect(DASHBOARD_ROUTE).toEqual({ admin: '/tbl/admin-dashboard', atmadmin: '/atm/admin-dashboard' });
  });
});
