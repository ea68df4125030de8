/**
 * Branches and ATMs carry a place (latitude and longitude within The Gambia), opening hours (HH:MM
 * intervals per weekday, opening before closing, not overlapping), and branches closures and facilities. Editors set
 * them in the panel; a bad value is refused with the reason and changes nothing. The public reads carry them: the
 * branches through Strapi's REST API, the ATMs through the spec's /api/atm-status (the spec's fields unchanged).
 */
import { ATMADMIN, PANEL_EDITOR, startCms, type TestCms } from '../support/cms';

let cms: TestCms;
let panel: { Authorization: string };

beforeAll(async () => {
  cms = await startCms();
  const login = await cms.api().post('/admin/login').send(PANEL_EDITOR).expect(200);
  panel = { Authorization: `Bearer ${login.body.data.token}` };
});
afterAll(async () => {
  await cms?.stop();
});

const BRANCHES = '/content-manager/collection-types/api::branch.branch';
const ATMS = '/content-manager/collection-types/api::atm.atm';

const WEEK = [
  ...['monday', 'tuesday', 'wednesday', 'thursday'].map((weekday) => ({ weekday, opens: '08:00', closes: '16:00' })),
  { weekday: 'friday', opens: '08:00', closes: '12:30' },
];
const GOOD_BRANCH = {
  name: 'Test Branch',
  address: 'Test Road, Banjul',
  phone: '+220 422 0000',
  latitude: 13.4557,
  longitude: -16.5775,
  opening_hours: WEEK,
  closures: [{ date: '2026-12-25', reason: 'Christmas Day' }],
  facilities: [{ facility: 'foreign-exchange' }, { facility: 'step-free-access' }],
};

const branchCount = () => cms.strapi.db.query('api::branch.branch').count();

describe('branches: place, hours, closures and facilities', () => {
  it('an editor saves and publishes a branch with them; the public REST read carries them', async () => {
    const created = await cms.api().post(BRANCHES).set(panel).send(GOOD_BRANCH).expect(201);
    const { documentId } = created.body.data;
    await cms.api().post(`${BRANCHES}/${documentId}/actions/publish`).set(panel).send(GOOD_BRANCH).expect(200);

    const read = await cms
      .api()
      .get('/api/branches?populate[0]=opening_hours&populate[1]=closures&populate[2]=facilities')
      .expect(200);
    const [branch] = read.body.data;
    expect(branch).toMatchObject({
      name: 'Test Branch',
      latitude: 13.4557,
      longitude: -16.5775,
      opening_hours: WEEK.map((interval) => expect.objectContaining(interval)),
      closures: [expect.objectContaining({ date: '2026-12-25', reason: 'Christmas Day' })],
      facilities: [
        expect.objectContaining({ facility: 'foreign-exchange' }),
        expect.objectContaining({ facility: 'step-free-access' }),
      ],
    });
  });

  it.each([
    [
      'a closing time before the opening',
      { opening_hours: [{ weekday: 'monday', opens: '16:00', closes: '08:00' }] },
      /open before it closes/,
    ],
    ['an empty interval', { opening_hours: [{ weekday: 'monday', opens: '08:00', closes: '08:00' }] }, /open before it closes/],
    [
      'two overlapping intervals on one day',
      {
        opening_hours: [
          { weekday: 'friday', opens: '08:00', closes: '12:30' },
          { weekday: 'friday', opens: '12:00', closes: '16:00' },
        ],
      },
      /Friday: 12:00–16:00 overlaps 08:00–12:30/,
    ],
    [
      'a time that is not HH:MM',
      { opening_hours: [{ weekday: 'monday', opens: '8am', closes: '16:00' }] },
      /opens|HH:MM|format/i,
    ],
    ['a minute past 59', { opening_hours: [{ weekday: 'monday', opens: '08:60', closes: '16:00' }] }, /opens|HH:MM|format/i],
    ['an unknown weekday', { opening_hours: [{ weekday: 'funday', opens: '08:00', closes: '16:00' }] }, /weekday/i],
    ['a latitude outside The Gambia', { latitude: 14.5 }, /latitude/i],
    ['a swapped pair (latitude and longitude)', { latitude: -16.5775, longitude: 13.4557 }, /latitude/i],
    ['a longitude east of The Gambia', { longitude: -12 }, /longitude/i],
    ['a latitude without its longitude', { longitude: null }, /both the latitude and the longitude/],
    [
      'one date closed twice',
      {
        closures: [
          { date: '2026-12-25', reason: 'Christmas Day' },
          { date: '2026-12-25', reason: 'Christmas' },
        ],
      },
      /2026-12-25 is listed twice/,
    ],
    ['a closure without a reason', { closures: [{ date: '2026-12-25', reason: '' }] }, /reason/i],
    ['a facility twice', { facilities: [{ facility: 'atm' }, { facility: 'atm' }] }, /atm is listed twice/],
    ['a facility outside the list', { facilities: [{ facility: 'casino' }] }, /facility/i],
  ])('refuses %s with the reason, and stores nothing', async (_what, change, reason) => {
    const before = await branchCount();
    const response = await cms
      .api()
      .post(BRANCHES)
      .set(panel)
      .send({ ...GOOD_BRANCH, name: 'Refused Branch', ...change })
      .expect(400);
    expect(JSON.stringify(response.body.error)).toMatch(reason);
    expect(await branchCount()).toBe(before);
  });

  it('refuses an overlapping change of a saved branch and keeps its hours', async () => {
    const created = await cms
      .api()
      .post(BRANCHES)
      .set(panel)
      .send({ ...GOOD_BRANCH, name: 'Kept Branch' })
      .expect(201);
    const { documentId } = created.body.data;
    const overlapping = [...WEEK, { weekday: 'monday', opens: '15:00', closes: '17:00' }];
    await cms
      .api()
      .put(`${BRANCHES}/${documentId}`)
      .set(panel)
      .send({ ...GOOD_BRANCH, name: 'Kept Branch', opening_hours: overlapping })
      .expect(400);
    const kept = await cms.strapi.documents('api::branch.branch').findOne({ documentId, populate: ['opening_hours'] });
    expect(kept?.opening_hours).toHaveLength(WEEK.length);
  });
});

describe('ATMs: place and hours on the spec call', () => {
  it('/api/atm-status adds the place and hours where set, keeps the spec fields, and the status toggle keeps them', async () => {
    const lobby = [{ weekday: 'saturday', opens: '07:00', closes: '22:00' }];
    const withPlace = await cms
      .api()
      .post(ATMS)
      .set(panel)
      .send({
        location: 'Brikama Lobby',
        service_status: 'in-service',
        latitude: 13.2715,
        longitude: -16.6488,
        opening_hours: lobby,
      })
      .expect(201);
    await cms.api().post(ATMS).set(panel).send({ location: 'Bare ATM', service_status: 'in-service' }).expect(201);

    const list = (await cms.api().get('/api/atm-status').expect(200)).body as Array<Record<string, unknown>>;
    expect(list).toEqual([
      { id: expect.any(String), location: 'Bare ATM', status: 'in-service' },
      {
        id: withPlace.body.data.documentId,
        location: 'Brikama Lobby',
        status: 'in-service',
        latitude: 13.2715,
        longitude: -16.6488,
        opening_hours: lobby,
      },
    ]);

    const login = await cms.api().post('/api/atmadmin/login').send(ATMADMIN).expect(200);
    const toggled = await cms
      .api()
      .put(`/api/atm-status/${withPlace.body.data.documentId}`)
      .set({ Authorization: `Bearer ${login.body.token}` })
      .send({ status: 'out-of-service' })
      .expect(200);
    expect(toggled.body.atm).toEqual({ ...list[1], status: 'out-of-service' });
  });

  it('refuses an ATM outside The Gambia or with hours that close before they open', async () => {
    const before = await cms.strapi.db.query('api::atm.atm').count();
    await cms
      .api()
      .post(ATMS)
      .set(panel)
      .send({ location: 'Dakar', service_status: 'in-service', latitude: 14.7, longitude: -17.4 })
      .expect(400);
    const response = await cms
      .api()
      .post(ATMS)
      .set(panel)
      .send({
        location: 'Odd',
        service_status: 'in-service',
        opening_hours: [{ weekday: 'sunday', opens: '22:00', closes: '07:00' }],
      })
      .expect(400);
    expect(response.body.error.message).toMatch(/Sunday: it must open before it closes/);
    expect(await cms.strapi.db.query('api::atm.atm').count()).toBe(before);
  });
});
