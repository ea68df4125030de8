import { seedContent } from '../../src/seed';
import { PANEL_EDITOR, startCms, type TestCms } from '../support/cms';

/** The fixed deposit terms: a single type the marketing editors change in the panel, read by the site's page. */
let cms: TestCms;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await cms?.stop();
});

const SPEC_TERMS = {
  minimum_amount: 25000,
  tenors: [
    { months: 1, annual_rate: null },
    { months: 3, annual_rate: 2.5 },
    { months: 6, annual_rate: 3 },
    { months: 9, annual_rate: null },
    { months: 12, annual_rate: 4 },
  ],
};

const SINGLE = '/content-manager/single-types/api::deposit-term.deposit-term';

describe('GET /api/deposit-terms', () => {
  it('answers 404 with a message while no terms are published', async () => {
    const response = await cms.api().get('/api/deposit-terms').expect(404);
    expect(response.body).toEqual({ message: 'No fixed deposit terms are published.' });
  });

  it('after seeding: the SPEC section 9 terms, public, tenors shortest first, with the update time', async () => {
    await seedContent(cms.strapi);
    const response = await cms.api().get('/api/deposit-terms').expect(200);
    expect(response.body).toEqual({ ...SPEC_TERMS, updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
  });

  it('is read-only: no write route exists for it', async () => {
    await cms.api().put('/api/deposit-terms').send({ minimum_amount: 1 }).expect(405);
    await cms.api().post('/api/deposit-terms').send({ minimum_amount: 1 }).expect(405);
    // Strapi's core REST route of the single type is not registered (no routes file), so nothing answers it.
    const core = await cms
      .api()
      .put('/api/deposit-term')
      .send({ data: { minimum_amount: 1 } });
    expect([404, 405]).toContain(core.status);
    expect((await cms.api().get('/api/deposit-terms')).body.minimum_amount).toBe(25000);
  });

  it("a marketing editor's saved draft stays unseen until published; then the new rate is served", async () => {
    const login = await cms.api().post('/admin/login').send(PANEL_EDITOR).expect(200);
    const panel = { Authorization: `Bearer ${login.body.data.token}` };
    const changed = { ...SPEC_TERMS, tenors: SPEC_TERMS.tenors.map((t) => (t.months === 6 ? { ...t, annual_rate: 3.25 } : t)) };

    await cms.api().put(SINGLE).set(panel).send(changed).expect(200);
    expect((await cms.api().get('/api/deposit-terms')).body.tenors[2]).toEqual({ months: 6, annual_rate: 3 });

    await cms.api().post(`${SINGLE}/actions/publish`).set(panel).send(changed).expect(200);
    const after = (await cms.api().get('/api/deposit-terms')).body;
    expect(after.tenors).toEqual(changed.tenors);
  });

  it('seeding again never overwrites the editor’s terms', async () => {
    await seedContent(cms.strapi);
    expect((await cms.api().get('/api/deposit-terms')).body.tenors[2]).toEqual({ months: 6, annual_rate: 3.25 });
  });
});
