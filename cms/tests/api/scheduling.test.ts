/**
 * Scheduled publishing (src/scheduling/): a news item, banner slide or important notice set to publish at T and unpublish
 * at T+1 min is published and unpublished by the scheduler's ticks at those times and not before, with a clock the
 * test controls (runDueActions(context, now)); two instances racing for the same action act once; an action that came
 * due while the CMS was down runs at the next start; a moved or cleared schedule; who may schedule in the panel; a
 * schedule publishes the version that was scheduled, in the name of who scheduled it; the panel's permissions are
 * the operator's after setup.
 */
import { onePagePdf } from '@bank/test-support';
import {
  addNews,
  ADMIN,
  bearer,
  cmsLogFormat,
  cmsScheduling,
  PANEL_EDITOR,
  PANEL_OPERATOR,
  startCms,
  type TestCms,
} from '../support/cms';

const NEWS = 'api::news-item.news-item';
const SLIDE = 'api::banner-slide.banner-slide';
const NOTICE = 'api::important-notice.important-notice';
const RUNS = 'api::schedule-run.schedule-run';
const AUDIT = 'api::audit-entry.audit-entry';
const PUBLISH = 'plugin::content-manager.explorer.publish';

let cms: TestCms;
let admin: string;

beforeAll(async () => {
  cms = await startCms();
  admin = await cms.login(ADMIN);
}, 180_000);

afterAll(async () => {
  await cms?.stop();
});

const scheduling = () => cmsScheduling();
const context = (owner: string) => ({ strapi: cms.strapi, owner, leaseMs: 60_000 });
const at = (iso: string) => new Date(iso);

/** A news item as staff add it (published, with its image), then taken off the site: a draft to schedule. */
async function draftNews(title: string): Promise<string> {
  const documentId = await addNews(cms, admin, title);
  await cms.strapi.documents(NEWS).unpublish({ documentId } as never);
  return documentId;
}

async function schedule(documentId: string, times: { publish_at?: string | null; unpublish_at?: string | null }) {
  await cms.strapi.documents(NEWS).update({ documentId, data: times } as never);
}

const publicTitles = async (): Promise<string[]> =>
  ((await cms.api().get('/api/news').expect(200)).body as Array<{ title: string }>).map((item) => item.title);

const isPublished = async (uid: string, documentId: string) =>
  (await cms.strapi.documents(uid as typeof NEWS).findOne({ documentId, status: 'published' } as never)) !== null;

describe('scheduled publishing', () => {
  it('publishes at T and unpublishes at T+1 min, not before, and each once', async () => {
    const documentId = await draftNews('Scheduled: branch opening in Soma');
    await schedule(documentId, { publish_at: '2031-03-02T08:00:00.000Z', unpublish_at: '2031-03-02T08:01:00.000Z' });
    const { runDueActions } = scheduling();
    const one = context('instance-a');

    expect((await runDueActions(one, at('2031-03-02T07:59:59.000Z'))).done).toEqual([]);
    expect(await publicTitles()).not.toContain('Scheduled: branch opening in Soma');

    const publish = await runDueActions(one, at('2031-03-02T08:00:00.000Z'));
    expect(publish.done.map((action) => [action.documentId, action.action, action.outcome])).toEqual([
      [documentId, 'publish', 'published'],
    ]);
    expect(await publicTitles()).toContain('Scheduled: branch opening in Soma');
    // A later tick does not publish it again.
    expect((await runDueActions(one, at('2031-03-02T08:00:30.000Z'))).done).toEqual([]);

    const unpublish = await runDueActions(one, at('2031-03-02T08:01:10.000Z'));
    expect(unpublish.done.map((action) => [action.documentId, action.action, action.outcome])).toEqual([
      [documentId, 'unpublish', 'unpublished'],
    ]);
    expect(await publicTitles()).not.toContain('Scheduled: branch opening in Soma');
    expect((await runDueActions(one, at('2031-03-02T09:00:00.000Z'))).done).toEqual([]);
    expect(await isPublished(NEWS, documentId)).toBe(false);
  });

  it('with both times past (the CMS was down through both), publishes then unpublishes, in the order they came due', async () => {
    const documentId = await draftNews('Scheduled: both past');
    await schedule(documentId, { publish_at: '2031-04-01T08:00:00.000Z', unpublish_at: '2031-04-01T09:00:00.000Z' });
    const report = await scheduling().runDueActions(context('instance-a'), at('2031-04-02T00:00:00.000Z'));
    expect(report.done.filter((action) => action.documentId === documentId).map((action) => action.action)).toEqual([
      'publish',
      'unpublish',
    ]);
    expect(await isPublished(NEWS, documentId)).toBe(false);
  });

  it('two instances racing for the same due action: exactly one publishes', async () => {
    const documentId = await draftNews('Scheduled: raced');
    await schedule(documentId, { publish_at: '2031-05-01T08:00:00.000Z' });
    const { runDueActions } = scheduling();
    const now = at('2031-05-01T08:00:05.000Z');
    const reports = await Promise.all(
      ['instance-a', 'instance-b', 'instance-c'].map((owner) => runDueActions(context(owner), now)),
    );
    const done = reports.flatMap((report) => report.done).filter((action) => action.documentId === documentId);
    expect(done).toHaveLength(1);
    expect(reports.flatMap((report) => report.failed)).toEqual([]);
    expect(await isPublished(NEWS, documentId)).toBe(true);
    const runs = (await cms.strapi.db.query(RUNS).findMany({ where: { action_key: { $contains: documentId } } })) as Array<{
      owner: string;
      done_at: string | null;
      outcome: string;
    }>;
    expect(runs).toHaveLength(1);
    expect(runs[0].outcome).toBe('published');
    expect(runs[0].done_at).not.toBeNull();
  });

  it('an action claimed by an instance that stopped is taken over once its lease has run out, not before', async () => {
    const documentId = await draftNews('Scheduled: orphaned');
    await schedule(documentId, { publish_at: '2031-06-01T08:00:00.000Z' });
    const key = `${NEWS}|${documentId}|publish|2031-06-01T08:00:00.000Z`;
    const leaseUntil = at('2031-06-01T08:01:00.000Z').getTime();
    await cms.strapi.db.query(RUNS).create({ data: { action_key: key, owner: 'instance-gone', lease_until: leaseUntil } });
    const { runDueActions } = scheduling();
    expect((await runDueActions(context('instance-a'), at('2031-06-01T08:00:30.000Z'))).done).toEqual([]);
    expect(await isPublished(NEWS, documentId)).toBe(false);
    const report = await runDueActions(context('instance-a'), at('2031-06-01T08:01:01.000Z'));
    expect(report.done.map((action) => action.documentId)).toEqual([documentId]);
    expect(await isPublished(NEWS, documentId)).toBe(true);
  });

  it('a moved schedule runs at its new time only; a cleared one never', async () => {
    const moved = await draftNews('Scheduled: moved');
    const cleared = await draftNews('Scheduled: cleared');
    await schedule(moved, { publish_at: '2031-07-01T08:00:00.000Z' });
    await schedule(cleared, { publish_at: '2031-07-01T08:00:00.000Z' });
    await schedule(moved, { publish_at: '2031-07-01T10:00:00.000Z' });
    await schedule(cleared, { publish_at: null });
    const { runDueActions } = scheduling();
    expect((await runDueActions(context('instance-a'), at('2031-07-01T09:00:00.000Z'))).done).toEqual([]);
    const report = await runDueActions(context('instance-a'), at('2031-07-01T10:00:00.000Z'));
    expect(report.done.map((action) => action.documentId)).toEqual([moved]);
    expect(await isPublished(NEWS, cleared)).toBe(false);
  });

  it('refuses an unpublish time that is not after the publish time', async () => {
    const documentId = await draftNews('Scheduled: backwards');
    await expect(
      schedule(documentId, { publish_at: '2031-08-01T08:00:00.000Z', unpublish_at: '2031-08-01T08:00:00.000Z' }),
    ).rejects.toThrow('"Unpublish at" must be later than "Publish at".');
  });

  it('works for banner slides too', async () => {
    const [news] = (await cms.strapi.documents(NEWS).findMany({ populate: ['image'], limit: 1 } as never)) as Array<{
      image: { id: number };
    }>;
    const slide = (await cms.strapi.documents(SLIDE).create({
      data: { heading: 'Scheduled slide', image: news.image.id, publish_at: '2031-09-01T08:00:00.000Z' },
    } as never)) as { documentId: string };
    const report = await scheduling().runDueActions(context('instance-a'), at('2031-09-01T08:00:00.000Z'));
    expect(report.done.map((action) => [action.uid, action.documentId])).toEqual([[SLIDE, slide.documentId]]);
    expect(await isPublished(SLIDE, slide.documentId)).toBe(true);
  });

  it('important notices: the staff upload shows one at once; an editor schedules its unpublishing and another one', async () => {
    const notices = async () =>
      ((await cms.api().get('/api/important-documents').expect(200)).body as Array<{ title: string }>).map((n) => n.title);
    const uploaded = await cms
      .api()
      .post('/api/upload-pdf')
      .set('Authorization', `Bearer ${admin}`)
      .field('title', 'Scheduled: AGM notice')
      .attach('file', onePagePdf(), 'agm.pdf')
      .expect(201);
    expect(uploaded.body.message).toBe('PDF uploaded successfully.');
    // The spec's behaviour: listed at once, no publish step.
    expect(await notices()).toContain('Scheduled: AGM notice');

    const [agm] = (await cms.strapi
      .documents(NOTICE)
      .findMany({ filters: { title: 'Scheduled: AGM notice' } } as never)) as Array<{
      documentId: string;
      file: { id: number };
    }>;
    const withFile = (await cms.strapi
      .documents(NOTICE)
      .findOne({ documentId: agm.documentId, populate: ['file'] } as never)) as {
      file: { id: number };
    };
    await cms.strapi
      .documents(NOTICE)
      .update({ documentId: agm.documentId, data: { unpublish_at: '2031-10-01T08:00:00.000Z' } } as never);
    const later = (await cms.strapi.documents(NOTICE).create({
      data: { title: 'Scheduled: dividend notice', file: withFile.file.id, publish_at: '2031-10-01T08:00:00.000Z' },
    } as never)) as { documentId: string };
    expect(await notices()).not.toContain('Scheduled: dividend notice');

    const { runDueActions } = scheduling();
    expect((await runDueActions(context('instance-a'), at('2031-10-01T07:59:00.000Z'))).done).toEqual([]);
    expect(await notices()).toContain('Scheduled: AGM notice');
    const report = await runDueActions(context('instance-a'), at('2031-10-01T08:00:00.000Z'));
    expect(report.done.map((action) => [action.uid, action.title, action.outcome]).sort()).toEqual([
      [NOTICE, 'Scheduled: AGM notice', 'unpublished'],
      [NOTICE, 'Scheduled: dividend notice', 'published'],
    ]);
    const listed = await notices();
    expect(listed).toContain('Scheduled: dividend notice');
    expect(listed).not.toContain('Scheduled: AGM notice');
    expect(await isPublished(NOTICE, later.documentId)).toBe(true);
  });

  it('an action that came due while the CMS was down is done at its next start', async () => {
    const documentId = await draftNews('Scheduled: due while down');
    const due = Date.now() + 3_000;
    await schedule(documentId, { publish_at: new Date(due).toISOString() });
    expect(await isPublished(NEWS, documentId)).toBe(false);
    // Every CMS is stopped when the time comes.
    await cms.restart(async () => {
      while (Date.now() < due + 1_000) await new Promise((resolve) => setTimeout(resolve, 200));
    });
    // The start's own tick publishes it, well before the first periodic one (15 s).
    const started = Date.now();
    while (!(await isPublished(NEWS, documentId)) && Date.now() - started < 8_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await isPublished(NEWS, documentId)).toBe(true);
    admin = await cms.login(ADMIN);
  }, 120_000);
});

describe('who may schedule in the panel', () => {
  type Permission = { action: string; subject: string; properties: { fields?: string[] } | null };
  const permissionsOf = async (code: string) =>
    (await cms.strapi.db.query('admin::permission').findMany({ where: { role: { code } } })) as Permission[];

  it('the Editor, who may publish, has the two fields; the Author, who may not, has neither; no role has the run table', async () => {
    const editor = await permissionsOf('strapi-editor');
    const author = await permissionsOf('strapi-author');
    for (const uid of [NEWS, SLIDE, NOTICE]) {
      expect(editor.some((p) => p.subject === uid && p.action === 'plugin::content-manager.explorer.publish')).toBe(true);
      const editorUpdate = editor.find((p) => p.subject === uid && p.action === 'plugin::content-manager.explorer.update');
      expect(editorUpdate?.properties?.fields).toEqual(expect.arrayContaining(['publish_at', 'unpublish_at']));
      for (const permission of author.filter((p) => p.subject === uid)) {
        expect(permission.properties?.fields ?? []).not.toContain('publish_at');
        expect(permission.properties?.fields ?? []).not.toContain('unpublish_at');
      }
    }
    expect([...editor, ...author].filter((p) => p.subject === RUNS)).toEqual([]);
  });
});

describe('a schedule publishes the version that was scheduled', () => {
  const AUTHOR = { email: 'author@example.com', password: 'Author-Test-1' };
  const entry = (documentId = '') => `/content-manager/collection-types/${NEWS}${documentId ? `/${documentId}` : ''}`;
  let editor: Record<string, string>;
  let author: Record<string, string>;
  let imageId: number;

  beforeAll(async () => {
    const authorRole = await cms.strapi.db.query('admin::role').findOne({ where: { code: 'strapi-author' } });
    await cms.strapi.service('admin::user').create({
      ...AUTHOR,
      firstname: 'Panel',
      lastname: 'Author',
      registrationToken: null,
      isActive: true,
      roles: [authorRole.id],
    });
    editor = bearer(await cms.panelToken(PANEL_EDITOR));
    author = bearer(await cms.panelToken(AUTHOR));
    const news = await addNews(cms, admin, 'Scheduled: image holder');
    const withImage = (await cms.strapi.documents(NEWS).findOne({ documentId: news, populate: ['image'] } as never)) as {
      image: { id: number };
    };
    imageId = withImage.image.id;
  });

  /** A draft the Author writes in the panel, for the Editor to review. */
  async function authorsDraft(title: string): Promise<string> {
    const created = await cms
      .api()
      .post(entry())
      .set(author)
      .send({
        title,
        image: imageId,
        author_name: 'Newsroom',
        date: '2032-01-01',
        category: 'News',
        summary: 'Short',
        full_text: 'Long',
      })
      .expect(201);
    return created.body.data.documentId as string;
  }

  const auditEntries = async (action: string, documentId: string) =>
    (await cms.strapi.db.query(AUDIT).findMany({ where: { action, subject_id: documentId }, orderBy: { id: 'asc' } })) as Array<{
      actor: string;
      actor_kind: string;
      reason: string | null;
    }>;

  it("an Author's edit after the Editor scheduled: not published, the schedule cancelled, and the panel says why", async () => {
    const documentId = await authorsDraft('Scheduled: reviewed text');
    await cms.api().put(entry(documentId)).set(editor).send({ publish_at: '2032-02-01T08:00:00.000Z' }).expect(200);
    const edited = await cms
      .api()
      .put(entry(documentId))
      .set(author)
      .send({ title: 'UNREVIEWED: send your PIN to +220 700 0000' })
      .expect(200);
    // The Author's own answer already says the schedule is gone, and why.
    expect(edited.body.data.schedule_notice).toContain('Schedule cancelled');

    const report = await scheduling().runDueActions(context('instance-a'), at('2032-02-01T08:00:00.000Z'));
    expect(report.done.map((action) => action.documentId)).not.toContain(documentId);
    expect(await isPublished(NEWS, documentId)).toBe(false);
    expect(await publicTitles()).not.toContain('UNREVIEWED: send your PIN to +220 700 0000');

    // What the Editor sees on the entry: no "Publish at", and a read-only notice naming who changed it.
    const seen = (await cms.api().get(entry(documentId)).set(editor).expect(200)).body.data as Record<string, unknown>;
    expect(seen.publish_at).toBeNull();
    expect(seen.schedule_notice).toMatch(
      /^Schedule cancelled on .+: changed by author@example\.com, who may not publish, after marketing@example\.com scheduled it\./,
    );
    const layout = await cms.api().get(`/content-manager/content-types/${NEWS}/configuration`).set(editor).expect(200);
    expect(layout.body.data.contentType.metadatas.schedule_notice.edit.editable).toBe(false);

    const [cancelled] = await auditEntries('schedule cancelled', documentId);
    expect(cancelled).toMatchObject({ actor: 'author@example.com', actor_kind: 'panel' });
    expect(cancelled.reason).toBe('changed by author@example.com, who may not publish, after marketing@example.com scheduled it');
  });

  it('an Author swapping the image (another media file) after the Editor scheduled cancels the schedule too', async () => {
    const documentId = await authorsDraft('Scheduled: picture reviewed');
    await cms.api().put(entry(documentId)).set(editor).send({ publish_at: '2032-02-15T08:00:00.000Z' }).expect(200);
    const other = await addNews(cms, admin, 'Scheduled: another picture');
    const { image } = (await cms.strapi.documents(NEWS).findOne({ documentId: other, populate: ['image'] } as never)) as {
      image: { id: number };
    };
    expect(image.id).not.toBe(imageId);
    await cms.api().put(entry(documentId)).set(author).send({ image: image.id }).expect(200);
    const report = await scheduling().runDueActions(context('instance-a'), at('2032-02-15T08:00:00.000Z'));
    expect(report.done.map((action) => action.documentId)).not.toContain(documentId);
    expect(await isPublished(NEWS, documentId)).toBe(false);
    expect((await auditEntries('schedule cancelled', documentId)).map((found) => found.actor)).toEqual([AUTHOR.email]);
  });

  it("the Editor's unchanged schedule publishes, and the publish entry names the Editor", async () => {
    const documentId = await authorsDraft('Scheduled: reviewed and kept');
    await cms.api().put(entry(documentId)).set(editor).send({ publish_at: '2032-03-01T08:00:00.000Z' }).expect(200);
    // A save by the Author that changes nothing a reader sees keeps the schedule.
    await cms.api().put(entry(documentId)).set(author).send({ title: 'Scheduled: reviewed and kept' }).expect(200);

    const report = await scheduling().runDueActions(context('instance-a'), at('2032-03-01T08:00:00.000Z'));
    expect(report.done.map((action) => [action.documentId, action.outcome])).toEqual([[documentId, 'published']]);
    expect(await publicTitles()).toContain('Scheduled: reviewed and kept');
    const [publish] = await auditEntries('publish', documentId);
    expect(publish).toMatchObject({ actor: PANEL_EDITOR.email, actor_kind: 'panel' });
  });

  it("an Editor's edit after scheduling binds the schedule to the edited version", async () => {
    const documentId = await authorsDraft('Scheduled: first wording');
    await cms.api().put(entry(documentId)).set(editor).send({ publish_at: '2032-04-01T08:00:00.000Z' }).expect(200);
    await cms.api().put(entry(documentId)).set(editor).send({ title: 'Scheduled: wording the Editor chose' }).expect(200);
    const report = await scheduling().runDueActions(context('instance-a'), at('2032-04-01T08:00:00.000Z'));
    expect(report.done.map((action) => action.documentId)).toEqual([documentId]);
    expect(await publicTitles()).toContain('Scheduled: wording the Editor chose');
  });

  it('a draft changed behind the panel (straight in the database) is not published at its time; its schedule is cancelled', async () => {
    const documentId = await authorsDraft('Scheduled: before the change');
    await cms.api().put(entry(documentId)).set(editor).send({ publish_at: '2032-05-01T08:00:00.000Z' }).expect(200);
    await cms.strapi.db
      .query(NEWS)
      .updateMany({ where: { documentId, publishedAt: { $null: true } }, data: { summary: 'Changed behind the panel' } });
    const report = await scheduling().runDueActions(context('instance-a'), at('2032-05-01T08:00:00.000Z'));
    expect(report.done).toEqual([]);
    expect(report.cancelled.map((action) => action.documentId)).toEqual([documentId]);
    expect(await isPublished(NEWS, documentId)).toBe(false);
    const seen = (await cms.api().get(entry(documentId)).set(editor).expect(200)).body.data as Record<string, unknown>;
    expect(seen.publish_at).toBeNull();
    expect(seen.schedule_notice).toContain('the draft changed after marketing@example.com scheduled it');
    expect((await auditEntries('schedule cancelled', documentId)).map((found) => found.actor)).toEqual(['CMS']);
  });

  it('an Author cloning a scheduled entry does not carry its schedule over', async () => {
    const documentId = await authorsDraft('Scheduled: to be cloned');
    await cms.api().put(entry(documentId)).set(editor).send({ publish_at: '2032-06-01T08:00:00.000Z' }).expect(200);
    const clone = await cms
      .api()
      .post(`/content-manager/collection-types/${NEWS}/clone/${documentId}`)
      .set(author)
      .send({ title: 'Scheduled: UNREVIEWED clone' })
      .expect(200);
    const report = await scheduling().runDueActions(context('instance-a'), at('2032-06-01T08:00:00.000Z'));
    expect(report.done.map((action) => action.documentId)).toEqual([documentId]);
    expect(await isPublished(NEWS, clone.body.data.documentId)).toBe(false);
  });
});

describe("the panel's permissions are the operator's after setup", () => {
  it('a Publish the operator took from the Editor stays taken after a restart, and the start logs it', async () => {
    const operator = {
      Authorization: `Bearer ${(await cms.api().post('/admin/login').send(PANEL_OPERATOR).expect(200)).body.data.token}`,
    };
    const role = (await cms.strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } })) as { id: number };
    type Held = { action: string; subject: string | null; properties: unknown; conditions: unknown };
    const held = (await cms.api().get(`/admin/roles/${role.id}/permissions`).set(operator).expect(200)).body.data as Held[];
    expect(held.some((p) => p.action === PUBLISH && p.subject === NEWS)).toBe(true);
    const kept = held
      .filter((p) => !(p.action === PUBLISH && p.subject === NEWS))
      .map(({ action, subject, properties, conditions }) => ({ action, subject, properties, conditions }));
    await cms.api().put(`/admin/roles/${role.id}/permissions`).set(operator).send({ permissions: kept }).expect(200);

    // Every line the restarted CMS logs, as written: its log format (config/logger.ts) sees each one, synchronously.
    const { jsonLines } = cmsLogFormat();
    const transform = jsonLines.transform;
    const lines: string[] = [];
    jsonLines.transform = (info) => {
      const written = transform(info);
      lines.push(String(written[Symbol.for('message')]));
      return written;
    };
    try {
      await cms.restart();
    } finally {
      jsonLines.transform = transform;
    }

    const after = (await cms.strapi.db.query('admin::permission').findMany({
      where: { role: { id: role.id }, action: PUBLISH, subject: NEWS },
    })) as unknown[];
    expect(after).toEqual([]);
    const warnings = lines
      .join('')
      .split('\n')
      .filter((line) => line.includes('Panel permissions changed'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('"level":"warn"');
    expect(warnings[0]).toContain('no longer: Editor may publish News item');
    // Other types' Publish, untouched by the operator, is as it was.
    const slides = (await cms.strapi.db.query('admin::permission').findMany({
      where: { role: { id: role.id }, action: PUBLISH, subject: SLIDE },
    })) as unknown[];
    expect(slides).toHaveLength(1);
  }, 120_000);
});
