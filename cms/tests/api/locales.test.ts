/**
 * The site's five languages are Strapi's locales (Mandinka's `mnk` too, which Strapi's own form would refuse), English
 * the default, kept so at every start; a public read may name one of them as `locale`, exactly and once, and any other
 * value is refused with a 400 that says what is allowed, whatever the path's spelling or the method.
 */
import { bearer, PANEL_OPERATOR, startCms, type TestCms } from '../support/cms';

const REFUSAL = { message: 'locale must be one of en, fr, wo, mnk, ff, given once' };
const FIVE = [
  { code: 'en', name: 'English (en)', isDefault: true },
  { code: 'fr', name: 'French (fr)', isDefault: false },
  { code: 'wo', name: 'Wolof (wo)', isDefault: false },
  { code: 'mnk', name: 'Mandinka (mnk)', isDefault: false },
  { code: 'ff', name: 'Pulaar (ff)', isDefault: false },
];

/** Public reads of both kinds: the contract's own controllers and Strapi's REST routes for the editorial lists. */
const READS = [
  '/api/news',
  '/api/get_exchange_rates',
  '/api/atm-status',
  '/api/important-documents',
  '/api/branches',
  '/api/banner-slides',
];

let cms: TestCms;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await cms?.stop();
});

async function locales(): Promise<Array<{ code: string; name: string; isDefault: boolean }>> {
  const token = await cms.panelToken(PANEL_OPERATOR);
  const response = await cms.api().get('/i18n/locales').set(bearer(token)).expect(200);
  return (response.body as Array<{ code: string; name: string; isDefault: boolean }>)
    .map(({ code, name, isDefault }) => ({ code, name, isDefault }))
    .sort((a, b) => FIVE.findIndex((l) => l.code === a.code) - FIVE.findIndex((l) => l.code === b.code));
}

describe('the locales', () => {
  it('are the five languages, English the default', async () => {
    expect(await locales()).toEqual(FIVE);
  });

  it('are kept so at a start: a renamed one is named again, a default moved is moved back, none is doubled', async () => {
    const service = cms.strapi.plugin('i18n').service('locales');
    await service.update({ code: 'mnk' }, { name: 'Something else' });
    await service.setDefaultLocale({ code: 'fr' });
    await cms.restart();
    expect(await locales()).toEqual(FIVE);
  });
});

describe('a public read’s locale', () => {
  it('takes each of the five', async () => {
    for (const path of READS) {
      const plain = await cms.api().get(path).expect(200);
      for (const { code } of FIVE) {
        const response = await cms.api().get(`${path}?locale=${code}`);
        expect({ path, code, status: response.status }).toEqual({ path, code, status: 200 });
        // No type is translated yet: every locale reads what English reads.
        expect(response.body).toEqual(plain.body);
      }
    }
  });

  const ODD = [
    'locale=xx',
    'locale=de',
    'locale=FR',
    'locale=Fr',
    'locale=fr-FR',
    'locale=fr_FR',
    'locale=%20fr',
    'locale=fr%20',
    'locale=fr%00',
    'locale=',
    'locale',
    'locale=*',
    'locale=all',
    'locale=fr&locale=en',
    'locale=fr&locale=fr',
    'locale[]=fr',
    'locale[0]=fr',
    'locale[$eq]=fr',
    'Locale=fr',
    'LOCALE=fr',
  ];

  it('refuses any other value or spelling with a 400 that says what is allowed', async () => {
    for (const path of READS) {
      for (const query of ODD) {
        const response = await cms.api().get(`${path}?${query}`);
        expect({ path, query, status: response.status, body: response.body }).toEqual({
          path,
          query,
          status: 400,
          body: REFUSAL,
        });
      }
    }
  });

  it('is refused the same on any spelling of the path and any method', async () => {
    for (const path of ['/API/news', '//api/news', '/api//news', '/%61pi/news']) {
      const response = await cms.api().get(`${path}?locale=xx`);
      expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 400, body: REFUSAL });
    }
    const staffWrite = await cms.api().post('/api/admin/login?locale=xx').send({ username: 'admin', password: 'x' });
    expect(staffWrite.status).toBe(400);
    expect(staffWrite.body).toEqual(REFUSAL);
  });

  it('does not open the drafts: a draft asked for in any locale is still refused', async () => {
    for (const query of ['status=draft&locale=fr', 'locale=fr&status=draft', 'locale=en&status=Draft']) {
      const response = await cms.api().get(`/api/news?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 403 });
    }
  });
});
