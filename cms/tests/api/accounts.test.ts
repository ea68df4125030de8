import { ADMIN, ATMADMIN, PANEL_EDITOR, PANEL_OPERATOR, startCms, type TestCms } from '../support/cms';

let cms: TestCms;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await cms?.stop();
});

const panelLogin = (account: { email: string; password: string }) => cms.api().post('/admin/login').send(account);

describe('the Strapi panel accounts', () => {
  it("gives marketing an Editor account, which cannot manage the panel's users", async () => {
    const editor = await cms.panelToken(PANEL_EDITOR);
    const me = await cms.api().get('/admin/users/me').set('Authorization', `Bearer ${editor}`).expect(200);
    expect(me.body.data.roles.map((role: { code: string }) => role.code)).toEqual(['strapi-editor']);
    await cms.api().get('/admin/users').set('Authorization', `Bearer ${editor}`).expect(403);
  });

  it("makes the operator's account the Super Admin", async () => {
    const operator = await cms.panelToken(PANEL_OPERATOR);
    const me = await cms.api().get('/admin/users/me').set('Authorization', `Bearer ${operator}`).expect(200);
    expect(me.body.data.roles.map((role: { code: string }) => role.code)).toEqual(['strapi-super-admin']);
    const users = await cms.api().get('/admin/users').set('Authorization', `Bearer ${operator}`).expect(200);
    expect(users.body.data.results.map((user: { email: string }) => user.email).sort()).toEqual(
      [PANEL_EDITOR.email, PANEL_OPERATOR.email].sort(),
    );
  });
});

describe('a restart on the same database', () => {
  it('never unblocks, reactivates or rewrites an existing account', async () => {
    await cms.login(ATMADMIN, 'atmadmin');

    // What the panel does: blocking a staff account, changing another's password, deactivating a panel user.
    const staff = cms.strapi.db.query('plugin::users-permissions.user');
    await staff.update({ where: { username: ATMADMIN.username }, data: { blocked: true } });
    const admin = await staff.findOne({ where: { username: ADMIN.username } });
    await cms.strapi.plugin('users-permissions').service('user').edit(admin.id, { password: 'changed-in-the-panel-1' });
    await cms.strapi.db.query('admin::user').update({ where: { email: PANEL_EDITOR.email }, data: { isActive: false } });

    await cms.restart();

    const blocked = await cms.api().post('/api/atmadmin/login').send(ATMADMIN).expect(401);
    expect(blocked.body).toEqual({ status: 'error', message: 'Invalid username or password' });
    await cms.api().post('/api/admin/login').send(ADMIN).expect(401);
    await cms.api().post('/api/admin/login').send({ username: ADMIN.username, password: 'changed-in-the-panel-1' }).expect(200);
    const inactive = await panelLogin(PANEL_EDITOR);
    expect(inactive.status).toBeGreaterThanOrEqual(400);
    expect(inactive.status).toBeLessThan(500);
    await panelLogin(PANEL_OPERATOR).expect(200);
  });
});
