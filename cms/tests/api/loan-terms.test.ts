import { LoanTerms } from '@bank/shared';
import { seedContent } from '../../src/seed';
import { PANEL_EDITOR, startCms, type TestCms } from '../support/cms';

/** The loan terms: a single type the marketing editors change in the panel, read by the loans page's calculator. */
let cms: TestCms;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await cms?.stop();
});

/** cms/data/loan-terms.json, as the calculator reads it. */
const SEEDED = [
  {
    name: 'Personal loan',
    method: 'flat',
    annual_rate: 15,
    minimum_amount: 10000,
    maximum_amount: 1000000,
    minimum_months: 6,
    maximum_months: 48,
  },
  {
    name: 'Business term loan',
    method: 'reducing_balance',
    annual_rate: 22,
    minimum_amount: 50000,
    maximum_amount: 10000000,
    minimum_months: 12,
    maximum_months: 60,
  },
  {
    name: 'Asset finance loan',
    method: 'reducing_balance',
    annual_rate: 20,
    minimum_amount: 100000,
    maximum_amount: 5000000,
    minimum_months: 12,
    maximum_months: 48,
  },
  {
    name: 'Working capital loan',
    method: 'reducing_balance',
    annual_rate: 24,
    minimum_amount: 50000,
    maximum_amount: 5000000,
    minimum_months: 3,
    maximum_months: 12,
  },
];

const SINGLE = '/content-manager/single-types/api::loan-term.loan-term';

async function panel() {
  const login = await cms.api().post('/admin/login').send(PANEL_EDITOR).expect(200);
  return { Authorization: `Bearer ${login.body.data.token}` };
}

describe('GET /api/loan-terms', () => {
  it('answers 404 with a message while no terms are published', async () => {
    const response = await cms.api().get('/api/loan-terms').expect(404);
    expect(response.body).toEqual({ message: 'No loan terms are published.' });
  });

  it('after seeding: the four products in order, public, rates as numbers on every database, valid by the contract', async () => {
    await seedContent(cms.strapi);
    const response = await cms.api().get('/api/loan-terms').expect(200);
    expect(response.body).toEqual({ products: SEEDED, updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(LoanTerms.safeParse(response.body).success).toBe(true);
  }, 600_000); // seeds every sample type: minutes on a busy machine

  it('is read-only: no write route exists for it', async () => {
    await cms.api().put('/api/loan-terms').send({ products: [] }).expect(405);
    await cms.api().post('/api/loan-terms').send({ products: [] }).expect(405);
    const core = await cms
      .api()
      .put('/api/loan-term')
      .send({ data: { products: [] } });
    expect([404, 405]).toContain(core.status);
    expect((await cms.api().get('/api/loan-terms')).body.products).toHaveLength(4);
  });

  it("a marketing editor's saved draft stays unseen until published; then the new rate is served", async () => {
    const headers = await panel();
    const changed = { products: SEEDED.map((p) => (p.name === 'Business term loan' ? { ...p, annual_rate: 21.75 } : p)) };
    await cms.api().put(SINGLE).set(headers).send(changed).expect(200);
    expect((await cms.api().get('/api/loan-terms')).body.products[1].annual_rate).toBe(22);

    await cms.api().post(`${SINGLE}/actions/publish`).set(headers).send(changed).expect(200);
    expect((await cms.api().get('/api/loan-terms')).body.products[1]).toEqual({ ...SEEDED[1], annual_rate: 21.75 });
  });

  it('the panel refuses contradictory limits with the reason, and nothing changes', async () => {
    const headers = await panel();
    const before = (await cms.api().get('/api/loan-terms')).body;
    const draftBefore = (await cms.api().get(SINGLE).set(headers).expect(200)).body.data.products.length;
    const bad = { products: SEEDED.map((p, i) => (i === 0 ? { ...p, minimum_amount: 2000000 } : p)) };
    const response = await cms.api().put(SINGLE).set(headers).send(bad).expect(400);
    expect(response.body.error.message).toBe('Personal loan: the smallest amount is more than the largest.');
    const twins = { products: [SEEDED[0], { ...SEEDED[1], name: 'Personal loan' }] };
    const twinsResponse = await cms.api().put(SINGLE).set(headers).send(twins).expect(400);
    expect(twinsResponse.body.error.message).toBe('Two loan products are named "Personal loan".');
    const unknownMethod = { products: [{ ...SEEDED[0], method: 'balloon' }] };
    await cms.api().put(SINGLE).set(headers).send(unknownMethod).expect(400);
    expect((await cms.api().get(SINGLE).set(headers).expect(200)).body.data.products).toHaveLength(draftBefore);
    expect((await cms.api().get('/api/loan-terms')).body).toEqual(before);
  });

  it('seeding again never overwrites the editor’s terms', async () => {
    await seedContent(cms.strapi);
    expect((await cms.api().get('/api/loan-terms')).body.products[1].annual_rate).toBe(21.75);
  });
});
