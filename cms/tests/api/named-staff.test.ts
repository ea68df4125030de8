/**
 * One account per person: beside the spec's `admin` and `atmadmin`, the operator creates named staff
 * accounts in the panel (Content Manager → User, role admin or atmadmin). Each signs in with its own name on the same
 * login routes and may do what its role may, no more; marketing's Editor cannot create one.
 */
import { ADMIN, bearer, PANEL_EDITOR, PANEL_OPERATOR, startCms, type TestCms } from '../support/cms';

const USER = 'plugin::users-permissions.user';
const CREATE = `/content-manager/collection-types/${USER}`;

let cms: TestCms;

beforeAll(async () => {
  cms = await startCms();
}, 180_000);
afterAll(async () => {
  await cms?.stop();
});

async function roleId(type: 'admin' | 'atmadmin'): Promise<number> {
  const role = (await cms.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type } })) as { id: number };
  return role.id;
}

/** What the operator's Save does in the panel's User form. */
function createInPanel(token: string, username: string, password: string, role: number) {
  return cms
    .api()
    .post(CREATE)
    .set('Authorization', `Bearer ${token}`)
    .send({
      username,
      email: `${username}@trustbank.gm`,
      password,
      confirmed: true,
      blocked: false,
      role: { connect: [{ id: role }] },
    });
}

async function staffLogin(path: '/api/admin/login' | '/api/atmadmin/login', username: string, password: string) {
  return cms.api().post(path).send({ username, password });
}

describe('named staff accounts', () => {
  it('the operator creates a named admin and a named ATM officer in the panel; each signs in with its own name', async () => {
    const operator = await cms.panelToken(PANEL_OPERATOR);
    const created = await createInPanel(operator, 'fatou.jallow', 'Named-Admin-Pass-1', await roleId('admin'));
    expect(created.status).toBe(201);
    await createInPanel(operator, 'lamin.ceesay', 'Named-Atm-Pass-1', await roleId('atmadmin')).expect(201);

    // Stored as a hash, like the spec's accounts.
    const stored = (await cms.strapi.db.query(USER).findOne({ where: { username: 'fatou.jallow' } })) as { password: string };
    expect(stored.password).toMatch(/^\$2[aby]\$/);

    const admin = await staffLogin('/api/admin/login', 'fatou.jallow', 'Named-Admin-Pass-1');
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({ status: 'success', role: 'admin' });
    const atm = await staffLogin('/api/atmadmin/login', 'lamin.ceesay', 'Named-Atm-Pass-1');
    expect(atm.body).toMatchObject({ status: 'success', role: 'atmadmin' });

    // Each on its own role's login only.
    expect((await staffLogin('/api/atmadmin/login', 'fatou.jallow', 'Named-Admin-Pass-1')).status).toBe(401);
    expect((await staffLogin('/api/admin/login', 'lamin.ceesay', 'Named-Atm-Pass-1')).status).toBe(401);
    expect((await staffLogin('/api/admin/login', 'fatou.jallow', 'wrong-password')).status).toBe(401);
  });

  it('a named admin may do what admin may; a named ATM officer only what atmadmin may', async () => {
    const admin = (await staffLogin('/api/admin/login', 'fatou.jallow', 'Named-Admin-Pass-1')).body.token as string;
    const atm = (await staffLogin('/api/atmadmin/login', 'lamin.ceesay', 'Named-Atm-Pass-1')).body.token as string;
    const spec = await cms.login(ADMIN);

    const rate = await cms.strapi.documents('api::exchange-rate.exchange-rate').create({
      data: { currency: 'NOK', buy: 6.5, sell: 6.9, sort_order: 99 },
    } as never);
    const atmEntry = await cms.strapi.documents('api::atm.atm').create({
      data: { location: 'Brikama Market', service_status: 'in-service' },
    } as never);

    for (const token of [admin, spec]) {
      await cms.api().put(`/api/update/exchange-rates/${rate.documentId}`).set(bearer(token)).send({ buy: 6.6 }).expect(200);
      await cms.api().put(`/api/atm-status/${atmEntry.documentId}`).set(bearer(token)).send({ status: 'in-service' }).expect(200);
      // An admin-only route: past the role check, to the missing item.
      await cms.api().delete('/api/news/no-such-news').set(bearer(token)).expect(404);
    }
    // The ATM officer: ATM status, and nothing of the admin's.
    await cms.api().put(`/api/atm-status/${atmEntry.documentId}`).set(bearer(atm)).send({ status: 'out-of-service' }).expect(200);
    const refused = await cms.api().put(`/api/update/exchange-rates/${rate.documentId}`).set(bearer(atm)).send({ buy: 1 });
    expect(refused.status).toBe(403);
    expect((await cms.api().delete('/api/news/no-such-news').set(bearer(atm))).status).toBe(403);
    const unchanged = await cms.strapi.documents('api::exchange-rate.exchange-rate').findOne({ documentId: rate.documentId });
    expect(unchanged?.buy).toBe(6.6);
  });

  it("marketing's Editor cannot create or see staff accounts", async () => {
    const editor = await cms.panelToken(PANEL_EDITOR);
    const attempt = await createInPanel(editor, 'not.allowed', 'Not-Allowed-Pass-1', await roleId('admin'));
    expect(attempt.status).toBe(403);
    expect((await cms.api().get(CREATE).set('Authorization', `Bearer ${editor}`)).status).toBe(403);
    expect(await cms.strapi.db.query(USER).findOne({ where: { username: 'not.allowed' } })).toBeNull();
  });
});
