/**
 * The ATM's service status moved from `status` (reserved by Strapi 5 for publication) to `service_status`. The
 * migration (database/migrations) keeps every stored value; the spec's /api/atm-status still answers `status`.
 * Runs on SQLite, and on PostgreSQL with DATABASE_URL.
 */
import { startCms, type TestCms } from '../support/cms';

const MIGRATION = '2026-11-26-atm-service-status.js';

let cms: TestCms;

beforeAll(async () => {
  cms = await startCms();
});

afterAll(async () => {
  await cms.stop();
});

describe('ATM service status migration', () => {
  it('a database of the old schema keeps every ATM and its status after the upgrade', async () => {
    const atms = cms.strapi.documents('api::atm.atm');
    await atms.create({ data: { location: 'Banjul - Head Office', service_status: 'in-service' } });
    await atms.create({ data: { location: 'Farafenni Branch', service_status: 'out-of-service' } });
    await atms.create({ data: { location: 'Basse Branch', service_status: 'out-of-service' } });
    const before = (await cms.api().get('/api/atm-status').expect(200)).body;
    expect(before.map((atm: { status: string }) => atm.status).sort()).toEqual([
      'in-service',
      'out-of-service',
      'out-of-service',
    ]);

    // Put the database back as the previous release left it: the column under its old name, this migration not run.
    const knex = cms.strapi.db.connection;
    await knex.schema.alterTable('atms', (table) => table.renameColumn('service_status', 'status'));
    await knex('strapi_migrations').where({ name: MIGRATION }).delete();
    expect(await knex.schema.hasColumn('atms', 'status')).toBe(true);

    await cms.restart();

    const migrated = cms.strapi.db.connection;
    expect(await migrated.schema.hasColumn('atms', 'status')).toBe(false);
    expect(await migrated('strapi_migrations').where({ name: MIGRATION })).toHaveLength(1);
    const after = (await cms.api().get('/api/atm-status').expect(200)).body;
    expect(after).toEqual(before);
  });

  it('the spec call still answers and changes `status`', async () => {
    const token = await cms.login();
    const [atm] = (await cms.api().get('/api/atm-status')).body as Array<{ id: string; location: string; status: string }>;
    const answer = await cms
      .api()
      .put(`/api/atm-status/${atm.id}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ status: atm.status === 'in-service' ? 'out-of-service' : 'in-service' })
      .expect(200);
    expect(answer.body.atm).toEqual({
      id: atm.id,
      location: atm.location,
      status: atm.status === 'in-service' ? 'out-of-service' : 'in-service',
    });
    const stored = await cms.strapi.documents('api::atm.atm').findOne({ documentId: atm.id });
    expect(stored?.service_status).toBe(answer.body.atm.status);
  });
});
