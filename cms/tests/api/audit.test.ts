/**
 * The audit trail (issue 26 §1; src/audit/trail.ts): each kind of write leaves exactly one entry with the right
 * person, address and values; refused logins carry their reason; no password or token is ever recorded; only the
 * Super Admin reads the log, and nobody (the Super Admin included) can change or delete an entry; entries survive a
 * restart; the CMS removes what is older than AUDIT_KEEP_DAYS.
 */
import { FakeAfricasTalking } from '../support/bulk-fakes';
import { excelWorkbook } from '@bank/test-support';
import { addNews, ADMIN, cmsAudit, PANEL_EDITOR, PANEL_OPERATOR, startCms, type TestCms } from '../support/cms';

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
}

const sms = new FakeAfricasTalking();
let cms: TestCms;
let admin: string;

beforeAll(async () => {
  const smsUrl = await sms.start();
  cms = await startCms({ AT_USERNAME: 'bankuser', AT_API_KEY: 'test-api-key', AT_SMS_URL: smsUrl, BULK_POLL_MS: '100' });
  admin = await cms.login(ADMIN);
}, 180_000);
afterAll(async () => {
  await cms?.stop();
  await sms.stop();
});

const entries = async (where: Record<string, unknown> = {}): Promise<Entry[]> =>
  (await cms.strapi.db.query(AUDIT).findMany({ where, orderBy: { id: 'asc' } })) as Entry[];
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function panelToken(account: { email: string; password: string }): Promise<string> {
  return (await cms.api().post('/admin/login').send(account).expect(200)).body.data.token as string;
}

describe('staff logins', () => {
  it('records a login and each refusal with its reason, under the username tried', async () => {
    const before = (await entries()).length;
    await cms.api().post('/api/admin/login').send({ username: ADMIN.username, password: 'not-the-password' }).expect(401);
    await cms.api().post('/api/admin/login').send({ username: 'nobody', password: 'whatever-1' }).expect(401);
    await cms.api().post('/api/atmadmin/login').send(ADMIN).expect(401);
    await cms.api().post('/api/admin/login').send(ADMIN).expect(200);
    const added = (await entries()).slice(before);
    expect(added.map((entry) => [entry.action, entry.actor, entry.actor_kind, entry.subject_type, entry.reason])).toEqual([
      ['login refused', ADMIN.username, 'staff', 'admin login', 'wrong password'],
      ['login refused', 'nobody', 'staff', 'admin login', 'unknown username'],
      ['login refused', ADMIN.username, 'staff', 'atmadmin login', 'not a atmadmin account'],
      ['login', ADMIN.username, 'staff', 'admin login', null],
    ]);
    for (const entry of added) expect(entry.address).toMatch(/127\.0\.0\.1$/);
    expect(JSON.stringify(added)).not.toContain('not-the-password');
    expect(JSON.stringify(added)).not.toContain(ADMIN.password);
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
    expect(mine.map((entry) => [entry.action, entry.actor, entry.actor_kind])).toEqual([
      ['create', PANEL_EDITOR.email, 'panel'],
      ['update', PANEL_EDITOR.email, 'panel'],
      ['publish', PANEL_EDITOR.email, 'panel'],
    ]);
    expect(mine[1].changes).toEqual({ address: { before: 'Basse', after: 'Basse Santa Su' } });
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
  it('removes entries older than AUDIT_KEEP_DAYS (the CMS itself), keeps the rest, and they survive a restart', async () => {
    const old = (await cms.strapi.db.query(AUDIT).create({
      data: { at: new Date(Date.now() - 401 * 86_400_000), actor_kind: 'system', action: 'old entry' },
    })) as Entry;
    const removed = await cmsAudit().removeOldEntries(cms.strapi, 400);
    expect(removed).toBe(1);
    expect(await entries({ id: old.id })).toEqual([]);
    const kept = await entries();
    expect(kept.length).toBeGreaterThan(5);

    await cms.restart();
    const afterRestart = await entries();
    expect(afterRestart.slice(0, kept.length)).toEqual(kept);
  }, 120_000);
});
