/**
 * The audit trail (src/audit/trail.ts): each kind of write leaves exactly one entry with the right
 * person, address and values; refused logins carry their reason; no password or token is ever recorded; only the
 * Super Admin reads the log, and nobody (the Super Admin included) can change or delete an entry; entries survive a
 * restart; the CMS removes what is older than AUDIT_KEEP_DAYS.
 */
import { BulkFakes } from '../support/bulk-fakes';
import { excelWorkbook, onePagePdf } from '@bank/test-support';
import { addNews, ADMIN, bearer, cmsAudit, cmsChain, PANEL_EDITOR, PANEL_OPERATOR, type TestCms } from '../support/cms';

const AUDIT = 'api::audit-entry.audit-entry';
const LOG = `/content-manager/collection-types/${AUDIT}`;

interface Entry {
  id: number;
  documentId: string;
  at: string;
  actor: string | null;
  actor_kind: string;
  address: string | null;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  title: string | null;
  changes: Record<string, { before: unknown; after: unknown }> | null;
  reason: string | null;
  seq: number;
  hash: string;
}

const fakes = new BulkFakes({ smtp: false });
let cms: TestCms;
let admin: string;

beforeAll(async () => {
  cms = await fakes.startCms({ BULK_POLL_MS: '100' });
  admin = await cms.login(ADMIN);
}, 180_000);
afterAll(() => fakes.stop(cms));

const entries = async (where: Record<string, unknown> = {}): Promise<Entry[]> =>
  (await cms.strapi.db.query(AUDIT).findMany({ where, orderBy: { id: 'asc' } })) as Entry[];

/** One sign-in per panel account for the whole file (Strapi allows five per account and address). */
const panelTokens = new Map<string, Promise<string>>();
function panelToken(account: { email: string; password: string }): Promise<string> {
  if (!panelTokens.has(account.email)) {
    panelTokens.set(account.email, cms.panelToken(account));
  }
  return panelTokens.get(account.email)!;
}

describe('staff logins', () => {
  it('records a login and each refusal with its reason, under the username tried', async () => {
    const before = (await entries()).length;
    await cms.api().post('/api/admin/login').send({ username: ADMIN.username, password: 'not-the-password' }).expect(401);
    // A password typed into the username box: never stored as typed.
    await cms.api().post('/api/admin/login').send({ username: 'Tr0ub4dor&3-horse', password: 'whatever-1' }).expect(401);
    await cms.api().post('/api/atmadmin/login').send(ADMIN).expect(401);
    await cms.api().post('/api/admin/login').send(ADMIN).expect(200);
    const added = (await entries()).slice(before);
    expect(added.map((entry) => [entry.action, entry.actor, entry.actor_kind, entry.subject_type, entry.reason])).toEqual([
      ['login refused', ADMIN.username, 'staff', 'admin login', 'wrong password'],
      ['login refused', 'unknown username', 'staff', 'admin login', 'unknown username'],
      ['login refused', ADMIN.username, 'staff', 'atmadmin login', 'not a atmadmin account'],
      ['login', ADMIN.username, 'staff', 'admin login', null],
    ]);
    for (const entry of added) expect(entry.address).toMatch(/127\.0\.0\.1$/);
    expect(JSON.stringify(added)).not.toContain('not-the-password');
    expect(JSON.stringify(added)).not.toContain(ADMIN.password);
    expect(JSON.stringify(await entries())).not.toContain('Tr0ub4dor');
  });

  it('records panel sign-ins, good and refused, and an unknown e-mail as "unknown username"', async () => {
    const before = (await entries()).length;
    await cms
      .api()
      .post('/admin/login')
      .send({ ...PANEL_EDITOR, password: 'Not-The-Password-9' })
      .expect(400);
    await cms.api().post('/admin/login').send({ email: 'S3cret-Pass@typed.here', password: 'whatever-1A' }).expect(400);
    await cms.api().post('/admin/login').send(PANEL_EDITOR).expect(200);
    const added = (await entries()).slice(before).filter((entry) => entry.subject_type === 'panel login');
    expect(added.map((entry) => [entry.action, entry.actor, entry.actor_kind, entry.reason])).toEqual([
      ['login refused', PANEL_EDITOR.email, 'panel', 'wrong e-mail or password'],
      ['login refused', 'unknown username', 'panel', 'wrong e-mail or password'],
      ['login', PANEL_EDITOR.email, 'panel', null],
    ]);
    const all = JSON.stringify(await entries());
    expect(all).not.toContain('S3cret-Pass');
    expect(all).not.toContain('Not-The-Password-9');
  });
});

describe('staff writes through the API', () => {
  it('a rate change: one entry, by the staff member, with the field before and after', async () => {
    const rate = (await cms.strapi.documents('api::exchange-rate.exchange-rate').create({
      data: { currency: 'NOK', buy: 6.5, sell: 6.9, sort_order: 90 },
    } as never)) as { documentId: string };
    await cms.api().put(`/api/update/exchange-rates/${rate.documentId}`).set(bearer(admin)).send({ buy: 6.75 }).expect(200);
    const mine = await entries({ subject_id: rate.documentId, action: 'update' });
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ actor: ADMIN.username, actor_kind: 'staff', subject_type: 'exchange-rate', title: 'NOK' });
    expect(mine[0].changes).toEqual({ buy: { before: 6.5, after: 6.75 } });
  });

  it('a news item added and deleted: one entry each, with its title', async () => {
    const id = await addNews(cms, admin, 'Audit: <b>new branch</b> in Farafenni');
    await cms.api().delete(`/api/news/${id}`).set(bearer(admin)).expect(200);
    const mine = await entries({ subject_id: id });
    expect(mine.map((entry) => [entry.action, entry.actor, entry.title])).toEqual([
      ['create', ADMIN.username, 'Audit: <b>new branch</b> in Farafenni'],
      ['delete', ADMIN.username, 'Audit: <b>new branch</b> in Farafenni'],
    ]);
    expect(mine[0].changes?.title).toEqual({ before: null, after: 'Audit: <b>new branch</b> in Farafenni' });
    expect(mine[1].changes?.title).toEqual({ before: 'Audit: <b>new branch</b> in Farafenni', after: null });
  });

  it('a bulk send: one entry naming the job and its size, never the message', async () => {
    const sheet = excelWorkbook([['Phone Number'], ['+220 701 2345'], ['+220 701 2346']], 'xlsx');
    const response = await cms
      .api()
      .post('/api/send_bulk_sms')
      .set(bearer(admin))
      .field('message', 'Secret promotion text 4711')
      .attach('file', sheet, 'list.xlsx')
      .expect(202);
    const mine = await entries({ subject_id: response.body.job.id });
    expect(mine.map((entry) => [entry.action, entry.actor, entry.title])).toEqual([
      ['bulk send', ADMIN.username, 'SMS to 2 recipients'],
    ]);
    expect(JSON.stringify(await entries())).not.toContain('Secret promotion text 4711');
  });
});

describe('panel writes', () => {
  it("an Editor's save and publish of a branch: one entry each, by the Editor's e-mail", async () => {
    const editor = await panelToken(PANEL_EDITOR);
    const created = await cms
      .api()
      .post('/content-manager/collection-types/api::branch.branch')
      .set(bearer(editor))
      .send({ name: 'Audit Branch', address: 'Basse', phone: '+220 566 0000' })
      .expect(201);
    const id = created.body.data.documentId as string;
    await cms
      .api()
      .put(`/content-manager/collection-types/api::branch.branch/${id}`)
      .set(bearer(editor))
      .send({ name: 'Audit Branch', address: 'Basse Santa Su', phone: '+220 566 0000' })
      .expect(200);
    await cms
      .api()
      .post(`/content-manager/collection-types/api::branch.branch/${id}/actions/publish`)
      .set(bearer(editor))
      .expect(200);
    const mine = await entries({ subject_id: id });
    // The panel's Publish saves the draft first: a write that changes nothing is still a write, and recorded.
    expect(mine.map((entry) => [entry.action, entry.actor, entry.actor_kind, entry.changes])).toEqual([
      ['create', PANEL_EDITOR.email, 'panel', expect.objectContaining({ name: { before: null, after: 'Audit Branch' } })],
      ['update', PANEL_EDITOR.email, 'panel', { address: { before: 'Basse', after: 'Basse Santa Su' } }],
      ['update', PANEL_EDITOR.email, 'panel', null],
      ['publish', PANEL_EDITOR.email, 'panel', expect.objectContaining({ address: { before: null, after: 'Basse Santa Su' } })],
    ]);
  });

  it("the operator's new staff account and a role change: recorded, never the password", async () => {
    const operator = await panelToken(PANEL_OPERATOR);
    const role = (await cms.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'admin' } })) as {
      id: number;
    };
    const created = await cms
      .api()
      .post('/content-manager/collection-types/plugin::users-permissions.user')
      .set(bearer(operator))
      .send({
        username: 'awa.touray',
        email: 'awa.touray@trustbank.gm',
        password: 'Audit-Secret-Pass-1',
        confirmed: true,
        blocked: false,
        role: { connect: [{ id: role.id }] },
      })
      .expect(201);
    const mine = await entries({ subject_id: (created.body.data ?? created.body).documentId });
    expect(mine.map((entry) => [entry.action, entry.actor, entry.subject_type, entry.title])).toEqual([
      ['create', PANEL_OPERATOR.email, 'staff account', 'awa.touray'],
    ]);
    // A new password: named in the entry, never its value.
    const userId = (created.body.data ?? created.body).documentId as string;
    await cms
      .api()
      .put(`/content-manager/collection-types/plugin::users-permissions.user/${userId}`)
      .set(bearer(operator))
      .send({ password: 'Audit-Other-Pass-2' })
      .expect(200);
    expect((await entries({ subject_id: userId, action: 'update' })).map((entry) => [entry.actor, entry.reason])).toEqual([
      [PANEL_OPERATOR.email, 'password changed'],
    ]);
    const editorRole = (await cms.strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } })) as {
      id: number;
      name: string;
      description: string;
    };
    await cms
      .api()
      .put(`/admin/roles/${editorRole.id}`)
      .set(bearer(operator))
      .send({ name: editorRole.name, description: 'Marketing: edits and publishes content' })
      .expect(200);
    const roleEntries = await entries({ subject_type: 'panel role', action: 'update' });
    expect(roleEntries.at(-1)).toMatchObject({ actor: PANEL_OPERATOR.email, actor_kind: 'panel' });
    expect(roleEntries.at(-1)?.changes?.description?.after).toBe('Marketing: edits and publishes content');
    const all = JSON.stringify(await entries());
    expect(all).not.toContain('Audit-Secret-Pass-1');
    expect(all).not.toContain('Audit-Other-Pass-2');
    expect(all).not.toMatch(/"(password|resetPasswordToken|confirmationToken)"/);
  });
});

describe('every kind of write, whichever way it came', () => {
  const CM = '/content-manager/collection-types';
  const latest = async (where: Record<string, unknown>) => (await entries(where)).at(-1);

  it("an Editor's clone of a news item: an entry for the new document, naming the original", async () => {
    const editor = await panelToken(PANEL_EDITOR);
    const original = await addNews(cms, admin, 'Clone source');
    const clone = await cms
      .api()
      .post(`${CM}/api::news-item.news-item/clone/${original}`)
      .set(bearer(editor))
      .send({ title: 'Clone copy' });
    expect(clone.status).toBeLessThan(300);
    const copyId = (clone.body.data ?? clone.body).documentId as string;
    expect(await latest({ subject_id: copyId })).toMatchObject({
      action: 'clone',
      actor: PANEL_EDITOR.email,
      subject_type: 'news-item',
      title: 'Clone copy',
      reason: `copy of ${original}`,
    });
  });

  it('a panel user given the Super Admin role: the roles before and after', async () => {
    const operator = await panelToken(PANEL_OPERATOR);
    const editor = (await cms.strapi.db
      .query('admin::user')
      .findOne({ where: { email: PANEL_EDITOR.email }, populate: ['roles'] })) as { id: number; roles: Array<{ id: number }> };
    const superAdmin = (await cms.strapi.db.query('admin::role').findOne({ where: { code: 'strapi-super-admin' } })) as {
      id: number;
    };
    const was = editor.roles.map((role) => role.id);
    await cms
      .api()
      .put(`/admin/users/${editor.id}`)
      .set(bearer(operator))
      .send({ roles: [superAdmin.id] })
      .expect(200);
    expect(await latest({ subject_type: 'panel user', action: 'update' })).toMatchObject({
      actor: PANEL_OPERATOR.email,
      subject_id: String(editor.id),
      changes: { roles: { before: was, after: [superAdmin.id] } },
    });
    await cms.api().put(`/admin/users/${editor.id}`).set(bearer(operator)).send({ roles: was }).expect(200);
  });

  it('a staff account moved from atmadmin to admin in the panel: its role before and after', async () => {
    const operator = await panelToken(PANEL_OPERATOR);
    const roles = (await cms.strapi.db.query('plugin::users-permissions.role').findMany({})) as Array<{
      id: number;
      type: string;
    }>;
    const atm = roles.find((role) => role.type === 'atmadmin')!;
    const staff = roles.find((role) => role.type === 'admin')!;
    const account = (await cms.strapi.documents('plugin::users-permissions.user').create({
      data: {
        username: 'fatou.ceesay',
        email: 'fatou.ceesay@trustbank.gm',
        password: 'Role-Change-Pass-1',
        confirmed: true,
        provider: 'local',
        role: atm.id,
      },
    } as never)) as { documentId: string };
    await cms
      .api()
      .put(`${CM}/plugin::users-permissions.user/${account.documentId}`)
      .set(bearer(operator))
      .send({ role: { connect: [{ id: staff.id }], disconnect: [{ id: atm.id }] } })
      .expect(200);
    expect(await latest({ subject_id: account.documentId, action: 'update' })).toMatchObject({
      actor: PANEL_OPERATOR.email,
      changes: { role: { before: atm.id, after: staff.id } },
    });
  });

  it("the Editor's loan rate inside its component, 18% to 45%, and its publish: the path with both values", async () => {
    const editor = await panelToken(PANEL_EDITOR);
    const SINGLE = '/content-manager/single-types/api::loan-term.loan-term';
    const product = (annual_rate: number) => ({
      name: 'Personal loan',
      method: 'flat',
      annual_rate,
      minimum_amount: 10000,
      maximum_amount: 1000000,
      minimum_months: 6,
      maximum_months: 48,
    });
    await cms
      .api()
      .post(`${SINGLE}/actions/publish`)
      .set(bearer(editor))
      .send({ products: [product(18)] })
      .expect(200);
    await cms
      .api()
      .post(`${SINGLE}/actions/publish`)
      .set(bearer(editor))
      .send({ products: [product(45)] })
      .expect(200);
    const publish = await latest({ subject_type: 'loan-term', action: 'publish' });
    expect(publish).toMatchObject({ actor: PANEL_EDITOR.email });
    expect(publish?.changes).toEqual({ 'products.0.annual_rate': { before: 18, after: 45 } });
  });

  it("a notice's file swapped: the file's id and hash before and after; the upload and its removal too", async () => {
    const editor = await panelToken(PANEL_EDITOR);
    const upload = async (note: string) =>
      (
        await cms
          .api()
          .post('/upload')
          .set(bearer(editor))
          .attach('files', Buffer.concat([onePagePdf(), Buffer.from(`% ${note}\n`)]), `${note}.pdf`)
          .expect(201)
      ).body[0] as { id: number; hash: string };
    const first = await upload('notice-one');
    expect(await latest({ subject_type: 'media file', action: 'create' })).toMatchObject({
      actor: PANEL_EDITOR.email,
      subject_id: String(first.id),
      changes: expect.objectContaining({ hash: { before: null, after: first.hash } }),
    });
    const second = await upload('notice-two');
    const notice = await cms
      .api()
      .post(`${CM}/api::important-notice.important-notice`)
      .set(bearer(editor))
      .send({ title: 'Cheque clearing times', file: first.id })
      .expect(201);
    const id = notice.body.data.documentId as string;
    await cms
      .api()
      .put(`${CM}/api::important-notice.important-notice/${id}`)
      .set(bearer(editor))
      .send({ file: second.id })
      .expect(200);
    expect((await latest({ subject_id: id, action: 'update' }))?.changes).toEqual({
      file: { before: { id: first.id, hash: first.hash }, after: { id: second.id, hash: second.hash } },
    });
    // The file no version uses any more is taken offline by the CMS, in the Editor's name.
    expect(await latest({ subject_type: 'media file', action: 'delete', subject_id: String(first.id) })).toMatchObject({
      actor: PANEL_EDITOR.email,
      changes: expect.objectContaining({ hash: { before: first.hash, after: null } }),
    });
    // A deletion in the media library itself.
    const spare = await upload('notice-spare');
    await cms.api().delete(`/upload/files/${spare.id}`).set(bearer(editor)).expect(200);
    expect(await latest({ subject_type: 'media file', action: 'delete' })).toMatchObject({
      actor: PANEL_EDITOR.email,
      subject_id: String(spare.id),
      changes: expect.objectContaining({ hash: { before: spare.hash, after: null } }),
    });
  });

  it("a panel role's permissions changed, and an API token made: recorded, never the token's key", async () => {
    const operator = await panelToken(PANEL_OPERATOR);
    const author = (await cms.strapi.db.query('admin::role').findOne({ where: { code: 'strapi-author' } })) as { id: number };
    const before = (await entries()).length;
    await cms
      .api()
      .put(`/admin/roles/${author.id}/permissions`)
      .set(bearer(operator))
      .send({
        permissions: [
          {
            action: 'plugin::content-manager.explorer.read',
            subject: 'api::branch.branch',
            properties: { fields: ['name'] },
            conditions: [],
          },
        ],
      })
      .expect(200);
    const permissionEntries = (await entries()).slice(before).filter((entry) => entry.subject_type === 'panel permission');
    expect(permissionEntries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['delete', 'create']));
    expect(permissionEntries.every((entry) => entry.actor === PANEL_OPERATOR.email)).toBe(true);

    const token = await cms
      .api()
      .post('/admin/api-tokens')
      .set(bearer(operator))
      .send({ name: 'Audit reporting', type: 'read-only', lifespan: null, permissions: [] })
      .expect(201);
    expect(await latest({ subject_type: 'API token', action: 'create' })).toMatchObject({
      actor: PANEL_OPERATOR.email,
      title: 'Audit reporting',
      reason: expect.stringContaining('accessKey'),
    });
    const accessKey = token.body.data.accessKey as string;
    expect(JSON.stringify(await entries())).not.toContain(accessKey);
  });
});

describe('nobody can write into the trail or the rate history, by any route Strapi has', () => {
  const RATE_HISTORY = 'api::exchange-rate-change.exchange-rate-change';
  /** Every route of the content manager that is not a read, as Strapi lists them now (and whatever it adds later). */
  const writeRoutes = () =>
    (
      cms.strapi.plugin('content-manager').routes as unknown as { admin: { routes: Array<{ method: string; path: string }> } }
    ).admin.routes.filter((route) => route.method !== 'GET' && route.path.includes(':model'));

  it.each([AUDIT, RATE_HISTORY])(
    '%s: every content-manager write route refuses the Super Admin and changes nothing',
    async (uid) => {
      const operator = await panelToken(PANEL_OPERATOR);
      const routes = writeRoutes();
      // The routes the hole was found in are among those tried.
      expect(routes.map((route) => route.path)).toEqual(
        expect.arrayContaining([
          expect.stringContaining('/clone/'),
          expect.stringContaining('bulkDelete'),
          expect.stringContaining('/actions/publish'),
        ]),
      );
      if (uid === RATE_HISTORY) {
        await cms
          .api()
          .put(
            `/api/update/exchange-rates/${((await cms.strapi.documents('api::exchange-rate.exchange-rate').create({ data: { currency: 'SEK', buy: 5, sell: 5.5, sort_order: 91 } } as never)) as { documentId: string }).documentId}`,
          )
          .set(bearer(admin))
          .send({ buy: 5.25 })
          .expect(200);
      }
      const rows = async () => cms.strapi.db.query(uid as never).findMany({ orderBy: { id: 'asc' } });
      const [target] = (await rows()) as Array<{ documentId: string }>;
      const before = await rows();
      const forged = {
        actor: 'framed.officer',
        action: 'bulk results export',
        currency: 'USD',
        buy: 1,
        sell: 1,
        at: new Date().toISOString(),
        actor_kind: 'staff',
      };
      for (const route of routes) {
        const url = route.path
          .replace(':model', uid)
          .replace(/:(id|sourceId)/g, target.documentId)
          .replace(/:[a-zA-Z]+/g, 'x');
        const method = route.method.toLowerCase() as 'post' | 'put' | 'delete';
        const api = cms.api();
        const response = await api[method](`/content-manager${url}`)
          .set(bearer(operator))
          .send({ ...forged, documentIds: [target.documentId], ids: [target.documentId] });
        expect([route.method, route.path, response.status >= 400]).toEqual([route.method, route.path, true]);
      }
      expect(await rows()).toEqual(before);
    },
  );

  it('the document service and the query engine refuse every write from any other code', async () => {
    const [first] = await entries();
    const before = await entries();
    const documents = cms.strapi.documents(AUDIT as never) as unknown as Record<string, (params: unknown) => Promise<unknown>>;
    expect(Object.keys(documents)).toEqual(expect.arrayContaining(['create', 'update', 'delete', 'clone']));
    const writes = Object.keys(documents).filter((name) => typeof documents[name] === 'function' && !/^(find|count)/.test(name));
    for (const action of writes) {
      const outcome = await Promise.resolve()
        .then(() => documents[action]({ documentId: first.documentId, data: { actor: 'framed.officer' } }))
        .then(
          () => 'written',
          (error: Error) => error.message,
        );
      // Helpers that are not actions (updateComponents, omitComponentData: the trail has no components) write nothing.
      if (!/Component/.test(action)) expect([action, outcome]).toEqual([action, 'The audit log cannot be changed.']);
    }
    const query = cms.strapi.db.query(AUDIT as never);
    await expect(query.create({ data: { at: new Date(), actor_kind: 'staff', action: 'forged' } })).rejects.toThrow(
      'The audit log cannot be changed.',
    );
    await expect(query.createMany({ data: [{ at: new Date(), actor_kind: 'staff', action: 'forged' }] })).rejects.toThrow(
      'The audit log cannot be changed.',
    );
    await expect(query.update({ where: { id: first.id }, data: { actor: 'framed.officer' } })).rejects.toThrow(
      'The audit log cannot be changed.',
    );
    await expect(query.updateMany({ where: {}, data: { actor: 'framed.officer' } })).rejects.toThrow(
      'The audit log cannot be changed.',
    );
    await expect(query.delete({ where: { id: first.id } })).rejects.toThrow('The audit log cannot be changed.');
    await expect(query.deleteMany({ where: {} })).rejects.toThrow('The audit log cannot be changed.');
    const history = cms.strapi.db.query(RATE_HISTORY as never);
    await expect(
      history.create({ data: { currency: 'USD', buy: 1, sell: 1, at: new Date(), actor_kind: 'staff' } }),
    ).rejects.toThrow('The exchange rate history cannot be changed.');
    expect(await entries()).toEqual(before);
  });

  it('the public API has no way to write the rate history', async () => {
    for (const method of ['post', 'put', 'delete'] as const) {
      const api = cms.api();
      const response = await api[method]('/api/exchange-rate-changes').send({ data: { currency: 'USD', buy: 1, sell: 1 } });
      expect(response.status).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('who may read it, and nobody may change it', () => {
  it('the Super Admin reads the log; the Editor cannot', async () => {
    const operator = await panelToken(PANEL_OPERATOR);
    const editor = await panelToken(PANEL_EDITOR);
    const list = await cms.api().get(LOG).set(bearer(operator)).expect(200);
    expect(list.body.results.length).toBeGreaterThan(0);
    expect((await cms.api().get(LOG).set(bearer(editor))).status).toBe(403);
  });

  it('the Super Admin cannot create, change or delete an entry, in the panel or through the document service', async () => {
    const operator = await panelToken(PANEL_OPERATOR);
    const [first] = await entries();
    const count = (await entries()).length;
    const create = await cms
      .api()
      .post(LOG)
      .set(bearer(operator))
      .send({ at: new Date().toISOString(), actor_kind: 'system', action: 'forged' });
    expect(create.status).toBeGreaterThanOrEqual(400);
    const change = await cms.api().put(`${LOG}/${first.documentId}`).set(bearer(operator)).send({ actor: 'someone else' });
    expect(change.status).toBeGreaterThanOrEqual(400);
    const remove = await cms.api().delete(`${LOG}/${first.documentId}`).set(bearer(operator));
    expect(remove.status).toBeGreaterThanOrEqual(400);
    await expect(cms.strapi.documents(AUDIT as never).delete({ documentId: first.documentId } as never)).rejects.toThrow(
      'The audit log cannot be changed.',
    );
    const after = await entries();
    expect(after.filter((entry) => entry.action === 'forged')).toEqual([]);
    expect(after.find((entry) => entry.id === first.id)).toEqual(first);
    // Only the refused attempts' own reads happened: no entry was added for them either.
    expect(after.length).toBe(count);
  });
});

describe('keeping', () => {
  it('removes entries older than AUDIT_KEEP_DAYS from the start of the trail (the CMS itself), says so, and the rest survive a restart', async () => {
    const all = await entries();
    // The retention run as it will be 400 days after the fifth entry: the four before it are past keeping.
    const fifth = all.findIndex((entry, index) => index >= 4 && Date.parse(entry.at) > Date.parse(all[index - 1].at));
    const now = new Date(Date.parse(all[fifth].at) + 400 * 86_400_000);
    const removed = await cmsAudit().removeOldEntries(cms.strapi, 400, now);
    expect(removed).toBe(fifth);
    const kept = await entries();
    expect(kept[0].id).toBe(all[fifth].id);
    expect(kept.at(-1)).toMatchObject({
      action: 'retention',
      actor: 'CMS',
      title: `${fifth} entries older than 400 days`,
      changes: { through_seq: Number(all[fifth - 1].seq), through_hash: all[fifth - 1].hash, removed: fifth },
    });
    expect((await cmsChain().verifyChain(cms.strapi)).ok).toBe(true);

    await cms.restart();
    const afterRestart = await entries();
    expect(afterRestart.slice(0, kept.length)).toEqual(kept);
    expect((await cmsChain().verifyChain(cms.strapi)).ok).toBe(true);
  }, 120_000);
});
