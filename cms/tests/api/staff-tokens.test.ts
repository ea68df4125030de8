import { ADMIN, ATMADMIN, bearer, PANEL_OPERATOR, startCms, type TestCms } from '../support/cms';

let cms: TestCms;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await cms?.stop();
});

const REVOKED = { message: 'This token was revoked: sign in again' };

/** A staff call any staff role may make (the ATM status of an ATM that does not exist): 404 means the token counted. */
const staffCall = (token: string) =>
  cms.api().put('/api/atm-status/no-such-atm').set(bearer(token)).send({ status: 'in-service' });

/** Edits a users-permissions user the way the Strapi panel does, as its Super Admin. */
async function editInPanel(username: string, data: Record<string, unknown>) {
  const login = await cms.api().post('/admin/login').send(PANEL_OPERATOR).expect(200);
  const user = await cms.strapi.documents('plugin::users-permissions.user').findFirst({ filters: { username } });
  await cms
    .api()
    .put(`/content-manager/collection-types/plugin::users-permissions.user/${user?.documentId}`)
    .set(bearer(login.body.data.token))
    .send(data)
    .expect(200);
}

describe('sign out (POST /api/staff/logout)', () => {
  it('refuses the token from the next staff call on, even after a restart, and a new sign-in works', async () => {
    const token = await cms.login(ATMADMIN, 'atmadmin');
    await staffCall(token).expect(404);
    const signedOut = await cms.api().post('/api/staff/logout').set(bearer(token)).expect(200);
    expect(signedOut.body).toEqual({ message: 'Signed out' });
    expect((await staffCall(token).expect(401)).body).toEqual(REVOKED);
    // Stored in the database, not in this process: another CMS instance, or this one restarted, refuses it too.
    await cms.restart();
    expect((await staffCall(token).expect(401)).body).toEqual(REVOKED);
    await staffCall(await cms.login(ATMADMIN, 'atmadmin')).expect(404);
  });

  it('needs a staff token', async () => {
    const anonymous = await cms.api().post('/api/staff/logout').expect(401);
    expect(anonymous.body.message).toMatch(/Authentication required/);
  });
});

describe('changes made in the Strapi panel', () => {
  it('blocking a user revokes their tokens: unblocking does not bring them back', async () => {
    const token = await cms.login(ADMIN, 'admin');
    await staffCall(token).expect(404);
    await editInPanel(ADMIN.username, { blocked: true });
    await staffCall(token).expect(401);
    await editInPanel(ADMIN.username, { blocked: false });
    expect((await staffCall(token).expect(401)).body).toEqual(REVOKED);
    await staffCall(await cms.login(ADMIN, 'admin')).expect(404);
  });

  it('changing a password revokes the tokens issued before', async () => {
    const token = await cms.login(ATMADMIN, 'atmadmin');
    await editInPanel(ATMADMIN.username, { password: 'A-new-password-2' });
    expect((await staffCall(token).expect(401)).body).toEqual(REVOKED);
    await staffCall(await cms.login({ ...ATMADMIN, password: 'A-new-password-2' }, 'atmadmin')).expect(404);
  });

  it('other edits of the user keep their tokens', async () => {
    const token = await cms.login(ADMIN, 'admin');
    await editInPanel(ADMIN.username, { email: 'admin-desk@example.com' });
    await staffCall(token).expect(404);
  });
});
