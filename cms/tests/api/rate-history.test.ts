/**
 * Rates over time (src/rates/history.ts): a rate changed on the staff screen and one changed in the panel
 * each add exactly one history row with who and when; GET /api/exchange-rates/history answers the window's changes
 * after the rate in effect when it opens, and refuses a wrong `days`, `currency` or parameter with 400; nobody, the
 * Super Admin included, can add, change or delete a history row; a fresh install has a 90-day sample past.
 */
import { parseAnswer, RateHistory } from '@bank/shared';
import { ADMIN, bearer, PANEL_EDITOR, PANEL_OPERATOR, startCms, type TestCms } from '../support/cms';

const RATE = 'api::exchange-rate.exchange-rate';
const HISTORY = 'api::exchange-rate-change.exchange-rate-change';
const PANEL_HISTORY = `/content-manager/collection-types/${HISTORY}`;
const DAY_MS = 86_400_000;

interface Change {
  id: number;
  documentId: string;
  currency: string;
  buy: number | string;
  sell: number | string;
  at: string;
  actor: string | null;
  actor_kind: string;
}

let cms: TestCms;
let admin: string;

beforeAll(async () => {
  cms = await startCms({ SEED_ON_START: 'true' });
  admin = await cms.login(ADMIN);
}, 400_000);
afterAll(async () => {
  await cms?.stop();
});

const changes = async (where: Record<string, unknown> = {}): Promise<Change[]> =>
  (await cms.strapi.db.query(HISTORY).findMany({ where, orderBy: { id: 'asc' } })) as Change[];
const rateOf = async (currency: string) =>
  (
    (await cms.api().get('/api/get_exchange_rates').expect(200)).body as Array<{
      id: string;
      currency: string;
      buy: number;
      sell: number;
    }>
  ).find((rate) => rate.currency === currency)!;
const history = async (query: string) => {
  const response = await cms.api().get(`/api/exchange-rates/history?${query}`).expect(200);
  return parseAnswer(RateHistory, response.body, 'history');
};
const midnightUtc = (time: Date) => Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate());

describe('the sample past of a fresh install', () => {
  it('gives each seeded currency 90 days of changes ending at its current rate, in windows that open at midnight in Banjul', async () => {
    const before = Date.now();
    const ninety = await history('currency=USD&days=90');
    const thirty = await history('currency=USD&days=30');
    // Banjul keeps GMT all year: its midnight is 00:00 UTC; the window holds today and the 89 (29) days before.
    const today = midnightUtc(new Date(before));
    expect(Date.parse(ninety.from)).toBe(today - 89 * DAY_MS);
    expect(Date.parse(thirty.from)).toBe(today - 29 * DAY_MS);
    expect(Date.parse(ninety.to)).toBeGreaterThanOrEqual(before);
    expect(ninety.points.length).toBeGreaterThan(15);
    expect(thirty.points.length).toBeLessThan(ninety.points.length);
    // The first point is the rate in effect when the window opens, the rest are inside it, oldest first.
    for (const answer of [ninety, thirty]) {
      const times = answer.points.map((point) => Date.parse(point.at));
      expect(times[0]).toBeLessThan(Date.parse(answer.from));
      expect(times.slice(1).every((time) => time >= Date.parse(answer.from))).toBe(true);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    }
    const usd = await rateOf('USD');
    expect(ninety.points.at(-1)).toMatchObject({ buy: usd.buy, sell: usd.sell });
    expect(new Set(ninety.points.map((point) => point.sell)).size).toBeGreaterThan(5);
    for (const currency of ['EUR', 'GBP', 'XOF']) {
      const answer = await history(`currency=${currency}&days=90`);
      expect(answer.points.length).toBeGreaterThan(15);
      // Kept as precisely as the rate itself (the CFA franc's D0.121 is not rounded to D0.12).
      const rate = await rateOf(currency);
      expect(answer.points.at(-1)).toMatchObject({ buy: rate.buy, sell: rate.sell });
    }
  });
});

describe('every change of a rate is kept', () => {
  it('a change on the staff screen adds one row: the new rates, the staff member, when', async () => {
    const gbp = await rateOf('GBP');
    const before = await changes({ currency: 'GBP' });
    const start = Date.now();
    await cms.api().put(`/api/update/exchange-rates/${gbp.id}`).set(bearer(admin)).send({ buy: 96.4 }).expect(200);
    const added = (await changes({ currency: 'GBP' })).slice(before.length);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ actor: ADMIN.username, actor_kind: 'staff' });
    expect([Number(added[0].buy), Number(added[0].sell)]).toEqual([96.4, gbp.sell]);
    expect(Date.parse(added[0].at)).toBeGreaterThanOrEqual(start - 1000);
    expect(Date.parse(added[0].at)).toBeLessThanOrEqual(Date.now());
    const answer = await history('currency=GBP&days=30');
    expect(answer.points.at(-1)).toEqual({ at: new Date(added[0].at).toISOString(), buy: 96.4, sell: gbp.sell });
    // The public answer never says who.
    expect(JSON.stringify(answer)).not.toContain(ADMIN.username);

    // Sending the same rate again changes nothing, so nothing is added.
    await cms.api().put(`/api/update/exchange-rates/${gbp.id}`).set(bearer(admin)).send({ buy: 96.4 }).expect(200);
    expect(await changes({ currency: 'GBP' })).toHaveLength(before.length + 1);
  });

  it("a change in the panel adds one row with the Editor's e-mail", async () => {
    const editor = await cms.panelToken(PANEL_EDITOR);
    const eur = await rateOf('EUR');
    const before = await changes({ currency: 'EUR' });
    await cms
      .api()
      .put(`/content-manager/collection-types/${RATE}/${eur.id}`)
      .set(bearer(editor))
      .send({ currency: 'EUR', buy: eur.buy, sell: 85.15 })
      .expect(200);
    const added = (await changes({ currency: 'EUR' })).slice(before.length);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ actor: PANEL_EDITOR.email, actor_kind: 'panel' });
    expect([Number(added[0].buy), Number(added[0].sell)]).toEqual([eur.buy, 85.15]);
    expect((await history('currency=EUR&days=90')).points.at(-1)).toMatchObject({ buy: eur.buy, sell: 85.15 });
  });

  it('a new currency starts its history when it is created', async () => {
    await cms.strapi.documents(RATE).create({ data: { currency: 'NGN', buy: 0.045, sell: 0.05, sort_order: 20 } } as never);
    const answer = await history('currency=NGN&days=30');
    expect(answer.points.map(({ buy, sell }) => [buy, sell])).toEqual([[0.045, 0.05]]);
    expect((await changes({ currency: 'NGN' }))[0]).toMatchObject({ actor: 'CMS', actor_kind: 'system' });
  });
});

describe('GET /api/exchange-rates/history refuses what it does not serve', () => {
  it.each([
    ['currency=USD', 'days must be 30 or 90'],
    ['currency=USD&days=7', 'days must be 30 or 90'],
    ['currency=USD&days=30.0', 'days must be 30 or 90'],
    ['currency=USD&days=30&days=90', 'days must be 30 or 90'],
    ['days=30', 'currency must be one of USD, EUR, GBP'],
    ['currency=usd&days=30', 'currency must be one of USD, EUR, GBP'],
    ['currency=XYZ&days=90', 'currency must be one of USD, EUR, GBP'],
    ['currency=<b>USD</b>&days=90', 'currency must be one of USD, EUR, GBP'],
    ['currency=USD&days=90&sort=at', 'Unknown query parameter: sort'],
  ])('?%s → 400 "%s…"', async (query, message) => {
    const count = (await changes()).length;
    const response = await cms.api().get(`/api/exchange-rates/history?${query}`).expect(400);
    expect(response.body.message).toEqual(expect.stringContaining(message));
    expect(response.body.message).not.toContain('<b>');
    expect((await changes()).length).toBe(count);
  });
});

describe('nobody can change the history', () => {
  it('is not an API of its own, and writes to the history endpoint are refused', async () => {
    await cms.api().get('/api/exchange-rate-changes').expect(404);
    for (const method of ['post', 'put', 'delete'] as const) {
      expect((await cms.api()[method]('/api/exchange-rates/history').set(bearer(admin)).send({})).status).toBeGreaterThanOrEqual(
        400,
      );
    }
  });

  it('the Editor reads it in the panel; nobody, the Super Admin included, adds, changes or deletes a row', async () => {
    const editor = await cms.panelToken(PANEL_EDITOR);
    const operator = await cms.panelToken(PANEL_OPERATOR);
    const list = await cms.api().get(PANEL_HISTORY).set(bearer(editor)).expect(200);
    expect(list.body.results.length).toBeGreaterThan(0);
    const [first] = await changes();
    const count = (await changes()).length;
    for (const token of [editor, operator]) {
      const forged = { currency: 'USD', buy: 1, sell: 1, at: new Date().toISOString(), actor_kind: 'system' };
      expect((await cms.api().post(PANEL_HISTORY).set(bearer(token)).send(forged)).status).toBeGreaterThanOrEqual(400);
      expect(
        (await cms.api().put(`${PANEL_HISTORY}/${first.documentId}`).set(bearer(token)).send({ buy: 1 })).status,
      ).toBeGreaterThanOrEqual(400);
      expect((await cms.api().delete(`${PANEL_HISTORY}/${first.documentId}`).set(bearer(token))).status).toBeGreaterThanOrEqual(
        400,
      );
    }
    await expect(cms.strapi.documents(HISTORY).delete({ documentId: first.documentId } as never)).rejects.toThrow(
      'The exchange rate history cannot be changed.',
    );
    await expect(
      cms.strapi.documents(HISTORY).update({ documentId: first.documentId, data: { buy: 1 } } as never),
    ).rejects.toThrow('The exchange rate history cannot be changed.');
    const after = await changes();
    expect(after).toHaveLength(count);
    expect(after[0]).toEqual(first);
  });
});
