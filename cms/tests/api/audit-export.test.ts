/**
 * The audit log's CSV export (src/audit/export.ts): the Super Admin gets the filtered entries as CSV,
 * formulas kept as text; a panel Editor or Author gets 403, nobody signed in 401; bad filters 400.
 */
import { ADMIN, bearer, cmsChain, PANEL_EDITOR, PANEL_OPERATOR, startCms, type TestCms } from '../support/cms';

const AUDIT = 'api::audit-entry.audit-entry';
const EXPORT = '/admin/audit-log/export';
const AUTHOR = { email: 'author@example.com', password: 'Author-Test-1' };

let cms: TestCms;
let operator: { Authorization: string };

/** Entries written by the trail's own writer (the one way in), at fixed times. */
async function entry(at: string, actor: string, subject_type: string, title: string) {
  await cmsChain().appendEntry(cms.strapi, {
    at: new Date(at),
    actor,
    actor_kind: 'panel',
    address: null,
    action: 'update',
    subject_type,
    subject_id: 'doc1',
    title,
    changes: null,
    reason: null,
  });
}

/** The CSV's rows as cells (the test's own small parser: quoted cells, doubled quotes, CRLF lines). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted) {
      cell += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += char;
    }
  }
  return rows;
}

async function exported(query: Record<string, string>, who = operator) {
  const response = await cms.api().get(EXPORT).query(query).set(who).buffer(true).expect(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
  const text = response.text;
  expect(text.startsWith('\ufeff')).toBe(true);
  return parseCsv(text.slice(1));
}

beforeAll(async () => {
  cms = await startCms();
  await cms.login(ADMIN);
  const author = (await cms.strapi.db.query('admin::role').findOne({ where: { code: 'strapi-author' } })) as { id: number };
  await cms.strapi.service('admin::user').create({
    email: AUTHOR.email,
    firstname: 'Awa',
    lastname: 'Author',
    password: AUTHOR.password,
    roles: [author.id],
    isActive: true,
  });
  await entry('2031-01-10T09:00:00.000Z', 'marketing@example.com', 'news-item', 'Rates up');
  await entry('2031-01-11T23:59:59.000Z', 'marketing@example.com', 'exchange-rate', '=HYPERLINK("http://evil","x")');
  await entry('2031-01-12T00:00:00.000Z', 'marketing@example.com', 'news-item', 'Day after');
  await entry('2031-01-11T10:00:00.000Z', 'admin', 'news-item', '+220 "quoted", title');
  operator = bearer(await cms.panelToken(PANEL_OPERATOR));
}, 900_000);
afterAll(async () => {
  await cms?.stop();
});

describe('the audit log as CSV', () => {
  it('the Super Admin gets every column, newest first, filtered by person, type and days (both ends included)', async () => {
    const rows = await exported({ person: 'MARKETING@example.com', type: 'news-item', from: '2031-01-10', to: '2031-01-11' });
    expect(rows[0]).toEqual(['When', 'Who', 'Through', 'From address', 'Action', 'Type', 'Entry', 'Title', 'Changes', 'Reason']);
    expect(rows.slice(1)).toEqual([
      ['2031-01-10T09:00:00.000Z', 'marketing@example.com', 'panel', '', 'update', 'news-item', 'doc1', 'Rates up', '', ''],
    ]);
    const days = await exported({ from: '2031-01-11', to: '2031-01-11' });
    expect(days.slice(1).map((row) => row[7])).toEqual([`'+220 "quoted", title`, `'=HYPERLINK("http://evil","x")`]);
  });

  it("the list's own filters and search, as the panel's button sends them", async () => {
    const rows = await exported({
      'filters[$and][0][subject_type][$eq]': 'news-item',
      'filters[$and][1][at][$gte]': '2031-01-11T00:00:00.000Z',
      _q: 'day',
    });
    expect(rows.slice(1).map((row) => row[7])).toEqual(['Day after']);
  });

  it('every entry without filters, and the export itself is an entry naming who exported what', async () => {
    const rows = await exported({});
    expect(rows.length).toBeGreaterThan(4);
    const exports = (await cms.strapi.db.query(AUDIT).findMany({ where: { action: 'export' } })) as Array<{
      actor: string;
      reason: string;
    }>;
    expect(exports.map((e) => [e.actor, e.reason])).toContainEqual([
      PANEL_OPERATOR.email,
      'from: 2031-01-10; to: 2031-01-11; person: MARKETING@example.com; type: news-item',
    ]);
  });

  it('refuses an Editor and an Author (403) and anyone not signed in to the panel (401), with no file', async () => {
    for (const account of [PANEL_EDITOR, AUTHOR]) {
      const response = await cms
        .api()
        .get(EXPORT)
        .set(bearer(await cms.panelToken(account)))
        .expect(403);
      expect(response.body.error.message).toBe('Only the Super Admin may export the audit log.');
      expect(response.headers['content-type']).not.toMatch(/csv/);
    }
    await cms.api().get(EXPORT).expect(401);
    // A staff token of the spec's admin is not a panel sign-in.
    await cms
      .api()
      .get(EXPORT)
      .set({ Authorization: `Bearer ${await cms.login(ADMIN)}` })
      .expect(401);
  });

  it('refuses bad filters with 400 and a message naming them', async () => {
    const bad = async (query: Record<string, string>, message: RegExp) => {
      const response = await cms.api().get(EXPORT).query(query).set(operator).expect(400);
      expect(response.body.error.message).toMatch(message);
    };
    await bad({ from: '10/01/2031' }, /^from must be a day/);
    await bad({ from: '2031-01-12', to: '2031-01-10' }, /^to must be later than from/);
    await bad({ 'filters[changes][$contains]': 'password' }, /^filters may use only the fields/);
    await bad({ 'filters[actor][$raw]': 'x' }, /^filters may use only the fields/);
  });
});
