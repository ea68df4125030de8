import { grantPublicEditorialReads, PUBLIC_EDITORIAL_TYPES } from '../../src/panel/public-permissions';
import { startCms, type TestCms } from '../support/cms';

/**
 * The editorial types are served by Strapi's own REST API (core routes): the Public role may read them (find, findOne),
 * nobody may write them through the API (their routers have no create, update or delete), and drafts stay closed.
 */
const PATHS = [
  '/api/banner-slides',
  '/api/branches',
  '/api/people',
  '/api/correspondent-banks',
  '/api/job-openings',
  '/api/subsidiaries',
  '/api/awards',
  '/api/partners',
];
const BRANCH = 'api::branch.branch';

let cms: TestCms;
let admin: string;
let branchId: string;

type Permission = { id: number; action: string };
const publicRole = async () =>
  (await cms.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } })) as { id: number };
const publicPermissions = async () =>
  (await cms.strapi.db
    .query('plugin::users-permissions.permission')
    .findMany({ where: { role: { id: (await publicRole()).id } } })) as Permission[];

beforeAll(async () => {
  cms = await startCms();
  admin = await cms.login();
  const branch = await cms.strapi.documents(BRANCH).create({
    data: { name: 'Basse Branch', address: 'Basse Santa Su', phone: '+220 566 8100', sort_order: 1 },
  } as never);
  branchId = branch.documentId;
  await cms.strapi.documents(BRANCH).publish({ documentId: branchId } as never);
});
afterAll(async () => {
  await cms?.stop();
});

describe('the Public role', () => {
  it('may find and findOne each editorial type, and nothing else of them', async () => {
    const actions = (await publicPermissions()).map((permission) => permission.action);
    for (const uid of PUBLIC_EDITORIAL_TYPES) {
      expect(actions).toEqual(expect.arrayContaining([`${uid}.find`, `${uid}.findOne`]));
    }
    expect(actions.filter((action) => /\.(create|update|delete)$/.test(action))).toEqual([]);
  });

  it('granting again adds no duplicate and keeps the role’s other permissions', async () => {
    const permissions = cms.strapi.db.query('plugin::users-permissions.permission');
    const other = await permissions.create({ data: { action: 'api::atm.atm.find', role: (await publicRole()).id } });
    try {
      const before = (await publicPermissions()).map((permission) => permission.action).sort();
      await grantPublicEditorialReads(cms.strapi);
      const after = (await publicPermissions()).map((permission) => permission.action).sort();
      expect(after).toEqual(before);
      expect(after).toContain('api::atm.atm.find');
      expect(new Set(after).size).toBe(after.length);
    } finally {
      await permissions.delete({ where: { id: other.id } });
    }
  });

  it('gets its read permissions back on the next start if an operator removed one', async () => {
    const permissions = cms.strapi.db.query('plugin::users-permissions.permission');
    await permissions.deleteMany({ where: { action: `${BRANCH}.find`, role: { id: (await publicRole()).id } } });
    await cms.api().get('/api/branches').expect(403);
    await grantPublicEditorialReads(cms.strapi);
    await cms.api().get('/api/branches').expect(200);
  });
});

describe('visitors read', () => {
  it.each(PATHS)('%s answers Strapi’s {data, meta}', async (path) => {
    const response = await cms.api().get(path).expect(200);
    expect(response.body).toEqual({
      data: expect.any(Array),
      meta: { pagination: { page: 1, pageSize: 25, pageCount: expect.any(Number), total: expect.any(Number) } },
    });
  });

  it('with Strapi’s filters, fields, sort and pagination', async () => {
    const filtered = await cms
      .api()
      .get('/api/branches?filters[name][$eq]=Basse%20Branch&fields[0]=name&fields[1]=phone')
      .expect(200);
    expect(filtered.body.data).toEqual([
      { id: expect.any(Number), documentId: branchId, name: 'Basse Branch', phone: '+220 566 8100' },
    ]);
    const none = await cms.api().get('/api/branches?filters[name][$eq]=Nowhere').expect(200);
    expect(none.body).toEqual({ data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } });
    await cms.api().get('/api/branches?pagination[pageSize]=1000').expect(200);
    const capped = await cms.api().get('/api/branches?pagination[pageSize]=1000').expect(200);
    expect(capped.body.meta.pagination.pageSize).toBe(100);
  });

  it('as the Public role only: a staff token is judged by its own role, which may not read them (the site reads anonymously)', async () => {
    await cms.api().get('/api/branches').set('Authorization', `Bearer ${admin}`).expect(403);
  });

  it('a single entry by its documentId (findOne)', async () => {
    const response = await cms.api().get(`/api/branches/${branchId}`).expect(200);
    expect(response.body.data).toMatchObject({ documentId: branchId, name: 'Basse Branch', fax: null });
  });

  it('never the panel users behind an entry, whatever it asks to populate', async () => {
    const everything = await cms.api().get('/api/branches?populate=*');
    expect(JSON.stringify(everything.body)).not.toMatch(/createdBy|updatedBy|password|email/);
    const creator = await cms.api().get('/api/branches?populate[createdBy]=true').expect(400);
    expect(creator.body).toEqual({ message: 'Invalid key createdBy' });
  });
});

describe('nobody writes through the core routes', () => {
  const writes: Array<[string, string]> = [
    ['post', '/api/branches'],
    ['put', `/api/branches/:id`],
    ['delete', `/api/branches/:id`],
    ['post', '/api/banner-slides'],
    ['put', '/api/partners/:id'],
    ['delete', '/api/awards/:id'],
  ];
  const call = (method: string, path: string, token?: string) => {
    const request = (cms.api() as unknown as Record<string, (p: string) => import('supertest').Test>)[method](
      path.replace(':id', branchId),
    );
    if (token) request.set('Authorization', `Bearer ${token}`);
    return request.send({ data: { name: 'Hacked', address: 'x', phone: 'x' } });
  };

  it.each(writes)('%s %s: 405 to a visitor, reads only', async (method, path) => {
    const response = await call(method, path);
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('HEAD, GET');
    expect(response.body).toEqual({ message: 'Method Not Allowed' });
  });

  it.each(writes)('%s %s: 405 with a staff token too', async (method, path) => {
    const response = await call(method, path, admin);
    expect(response.status).toBe(405);
  });

  it('refused even when an operator ticks "create" for the Public role: there is no such route', async () => {
    const permissions = cms.strapi.db.query('plugin::users-permissions.permission');
    const granted = await permissions.create({ data: { action: `${BRANCH}.create`, role: (await publicRole()).id } });
    try {
      const response = await call('post', '/api/branches');
      expect(response.status).toBe(405);
    } finally {
      await permissions.delete({ where: { id: granted.id } });
    }
  });

  it('leaves the content as it was', async () => {
    const { body } = await cms.api().get(`/api/branches?filters[documentId][$eq]=${branchId}`).expect(200);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ name: 'Basse Branch', address: 'Basse Santa Su' });
    const all = await cms.api().get('/api/branches').expect(200);
    expect(all.body.data.map((branch: { name: string }) => branch.name)).not.toContain('Hacked');
  });
});

describe('drafts stay closed', () => {
  beforeAll(async () => {
    await cms.strapi.documents(BRANCH).update({ documentId: branchId, data: { name: 'Basse Branch (draft rename)' } } as never);
  });

  it.each(PATHS)('%s?status=draft is refused without the preview secret', async (path) => {
    const refused = await cms.api().get(`${path}?status=draft`).expect(403);
    expect(refused.body).toEqual({ message: 'Drafts can only be read by the editors’ preview.' });
    await cms.api().get(`${path}?publicationState=preview`).expect(403);
  });

  it('a single entry’s draft too, and the published version is what visitors see', async () => {
    await cms.api().get(`/api/branches/${branchId}?status=draft`).expect(403);
    const published = await cms.api().get(`/api/branches/${branchId}`).expect(200);
    expect(published.body.data.name).toBe('Basse Branch');
    const list = await cms.api().get('/api/branches').expect(200);
    expect(list.body.data.map((branch: { name: string }) => branch.name)).not.toContain('Basse Branch (draft rename)');
  });
});
