/**
 * Strapi's panel speaks the bank's words to marketing's Editor. Read through the content manager's own
 * admin API, as the panel does, on a fresh database: nobody configured anything by hand.
 */
import { PANEL_EDITOR, startCms, type TestCms } from '../support/cms';

let cms: TestCms;
let token: string;

beforeAll(async () => {
  cms = await startCms();
  const login = await cms.api().post('/admin/login').send(PANEL_EDITOR).expect(200);
  token = login.body.data.token;
});
afterAll(async () => {
  await cms?.stop();
});

interface Model {
  uid: string;
  kind?: 'collectionType' | 'singleType';
  info: { displayName: string; description?: string };
  options?: { draftAndPublish?: boolean };
  attributes: Record<string, { type: string }>;
}
interface Configuration {
  settings: { mainField: string; defaultSortBy: string; defaultSortOrder: string };
  metadatas: Record<string, { edit: { label: string; description: string }; list: { label: string } }>;
  layouts: { list: string[] };
}

const get = (path: string) => cms.api().get(path).set('Authorization', `Bearer ${token}`).expect(200);

async function bankTypes(): Promise<Model[]> {
  const response = await get('/content-manager/content-types');
  return (response.body.data as Model[]).filter((model) => model.uid.startsWith('api::'));
}

async function bankComponents(): Promise<Model[]> {
  const response = await get('/content-manager/components');
  return response.body.data as Model[];
}

const typeConfiguration = async (uid: string): Promise<Configuration> =>
  (await get(`/content-manager/content-types/${uid}/configuration`)).body.data.contentType;
const componentConfiguration = async (uid: string): Promise<Configuration> =>
  (await get(`/content-manager/components/${uid}/configuration`)).body.data.component;

/** Every field of the model has a label of its own and a one-line description, on the form and in the list. */
function unworded(model: Model, configuration: Configuration): string[] {
  // Strapi's configuration answer sets documentId's words itself (it is never on a form).
  const fields = Object.keys(model.attributes).filter((name) => name !== 'documentId');
  return fields.filter((name) => {
    const metadata = configuration.metadatas[name];
    return (
      !metadata ||
      metadata.edit.label === name ||
      metadata.list.label === name ||
      !metadata.edit.description?.trim() ||
      metadata.edit.description.includes('\n')
    );
  });
}

const READABLE = ['string', 'text', 'enumeration', 'email', 'uid', 'integer'];
const SYSTEM_FIELDS = ['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy'];

describe("the panel's words for marketing's Editor", () => {
  it('labels and describes every field of every content type', async () => {
    const types = await bankTypes();
    expect(types.length).toBeGreaterThan(10);
    const missing: Record<string, string[]> = {};
    for (const model of types) {
      const fields = unworded(model, await typeConfiguration(model.uid));
      if (fields.length > 0) missing[model.uid] = fields;
    }
    expect(missing).toEqual({});
  });

  it('labels and describes every field of every component', async () => {
    const components = await bankComponents();
    expect(components.map((component) => component.uid)).toContain('deposit.tenor-rate');
    const missing: Record<string, string[]> = {};
    for (const model of components) {
      const fields = unworded(model, await componentConfiguration(model.uid));
      if (fields.length > 0) missing[model.uid] = fields;
    }
    expect(missing).toEqual({});
  });

  it("titles every entry by a field a person reads, and a single type by the type's name", async () => {
    const titles: Record<string, string> = {};
    for (const model of await bankTypes()) {
      const { mainField } = (await typeConfiguration(model.uid)).settings;
      // The panel titles a single type whose mainField is `id` with its display name.
      const readable =
        model.kind === 'singleType'
          ? mainField === 'id'
          : !SYSTEM_FIELDS.includes(mainField) && READABLE.includes(model.attributes[mainField]?.type);
      if (!readable) titles[model.uid] = mainField;
    }
    for (const model of await bankComponents()) {
      const { mainField } = (await componentConfiguration(model.uid)).settings;
      if (SYSTEM_FIELDS.includes(mainField) || !READABLE.includes(model.attributes[mainField]?.type)) {
        titles[model.uid] = mainField;
      }
    }
    expect(titles).toEqual({});
  });

  it('lists news by title, date, category and schedule, newest first', async () => {
    const news = await typeConfiguration('api::news-item.news-item');
    expect(news.layouts.list).toEqual(['title', 'date', 'category', 'publish_at', 'unpublish_at']);
    expect(news.metadatas.publish_at.list.label).toBe('Publish at');
    expect(news.settings).toMatchObject({ defaultSortBy: 'date', defaultSortOrder: 'DESC' });
    expect(news.metadatas.date.list.label).toBe('Date');
    expect(news.metadatas.createdAt.list.label).toBe('Created');
  });

  it('says in each type whether Save or Publish makes a change live (or that the panel only reads it)', async () => {
    const unclear: string[] = [];
    for (const model of await bankTypes()) {
      const description = model.info.description ?? '';
      const clear = model.options?.draftAndPublish
        ? /\bPublish\b/.test(description)
        : /\bSave\b|read-only/.test(description) && !/\bPublish\b/.test(description);
      if (!clear) unclear.push(model.uid);
    }
    expect(unclear).toEqual([]);
  });

  it('keeps its words across a restart and leaves list columns an editor chose', async () => {
    const service = cms.strapi.plugin('content-manager').service('content-types');
    const branch = service.findContentType('api::branch.branch');
    const chosen = await service.findConfiguration(branch);
    await service.updateConfiguration(branch, {
      ...chosen,
      layouts: { ...chosen.layouts, list: ['name', 'phone'] },
      metadatas: {
        ...chosen.metadatas,
        name: { ...chosen.metadatas.name, edit: { ...chosen.metadatas.name.edit, label: 'name' } },
      },
    });

    // A list configured before its type could be scheduled (the important notices were).
    const notice = service.findContentType('api::important-notice.important-notice');
    const noticeView = await service.findConfiguration(notice);
    await service.updateConfiguration(notice, {
      ...noticeView,
      layouts: { ...noticeView.layouts, list: ['title', 'file', 'createdAt'] },
    });

    await cms.restart();
    const after = await cms.strapi.plugin('content-manager').service('content-types').findConfiguration(branch);
    expect(after.layouts.list).toEqual(['name', 'phone']);
    expect(after.metadatas.name.edit.label).toBe('Branch name');
    // ... shows what is scheduled and when after the upgrade: the schedule's columns are added, the rest kept.
    const notices = await cms.strapi.plugin('content-manager').service('content-types').findConfiguration(notice);
    expect(notices.layouts.list).toEqual(['title', 'file', 'createdAt', 'publish_at', 'unpublish_at']);
  });
});

describe('the favicon', () => {
  it('answers /favicon.ico with an image', async () => {
    const response = await cms.api().get('/favicon.ico').expect(200);
    expect(response.headers['content-type']).toMatch(/^image\//);
    expect(response.body.length).toBeGreaterThan(100);
  });
});
