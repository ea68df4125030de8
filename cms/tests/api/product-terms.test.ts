import fs from 'fs';
import path from 'path';
import { seedContent } from '../../src/seed';
import { PANEL_EDITOR, startCms, type TestCms } from '../support/cms';

/**
 * The product terms of SPEC section 9 (fees, minimum balances, thresholds, the AGM's dividend): a single type the
 * marketing editors change in the panel, served by Strapi's own REST API (GET /api/product-term) to the site's pages.
 */
let cms: TestCms;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await cms?.stop();
});

const SEEDED = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'data', 'product-terms.json'), 'utf8'))[0] as Record<
  string,
  unknown
>;
const SINGLE = '/content-manager/single-types/api::product-term.product-term';

describe('GET /api/product-term', () => {
  it('is 404 until the terms exist', async () => {
    await cms.api().get('/api/product-term').expect(404);
  });

  it("after seeding: the spec's figures, public, in Strapi's {data} shape", async () => {
    await seedContent(cms.strapi);
    const response = await cms.api().get('/api/product-term').expect(200);
    expect(response.body.data).toMatchObject({
      student_savings_minimum_opening_balance: 'D300',
      cheque_clearing_threshold: 'D50,000',
      mini_statement_transactions: 15,
      bankers_indemnity_minimum: 'D750',
      dividend_per_share: '55 bututs per share',
      ...SEEDED,
    });
  });

  it('is read-only for visitors: no write through the REST API, whatever is sent', async () => {
    for (const method of ['put', 'post', 'delete'] as const) {
      const api = cms.api();
      const answer = await api[method]('/api/product-term').send({ data: { cheque_clearing_threshold: 'D1' } });
      expect([403, 404, 405]).toContain(answer.status);
    }
    expect((await cms.api().get('/api/product-term')).body.data.cheque_clearing_threshold).toBe('D50,000');
  });

  it("a marketing editor's save is served at once, and seeding again never overwrites it", async () => {
    const login = await cms.api().post('/admin/login').send(PANEL_EDITOR).expect(200);
    const panel = { Authorization: `Bearer ${login.body.data.token}` };
    await cms
      .api()
      .put(SINGLE)
      .set(panel)
      .send({ ...SEEDED, bankers_indemnity_minimum: 'D800' })
      .expect(200);
    expect((await cms.api().get('/api/product-term')).body.data.bankers_indemnity_minimum).toBe('D800');
    await seedContent(cms.strapi);
    expect((await cms.api().get('/api/product-term')).body.data.bankers_indemnity_minimum).toBe('D800');
  });
});
