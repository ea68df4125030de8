/**
 * The server's reads of the spec's calls parse the CMS's answers with the contract (@bank/shared): an answer off
 * the contract is refused with a logged error naming the field, never shown relabelled.
 */
import { CmsError, getAtms, getDepositTerms, getExchangeRates, getForms, getNews, getReports } from './index';

const answer = (body: unknown) =>
  jest
    .spyOn(global, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const news = {
  id: 'n1',
  title: 'T',
  image_url: null,
  author_name: 'A',
  date: '2026-11-24',
  category: 'Events',
  summary: 'S',
  full_text: 'F',
};

describe('reads of the spec calls', () => {
  it('passes answers of the contract through', async () => {
    answer([{ id: 'a', location: 'Banjul', status: 'in-service' }]);
    await expect(getAtms()).resolves.toEqual([{ id: 'a', location: 'Banjul', status: 'in-service' }]);
    answer([news]);
    await expect(getNews()).resolves.toEqual([news]);
    answer({ reports: [{ category: 'Annual', filename: 'a.pdf', date_uploaded: '2025-01-01T00:00:00.000Z' }] });
    await expect(getReports()).resolves.toEqual([
      { category: 'Annual', filename: 'a.pdf', date_uploaded: '2025-01-01T00:00:00.000Z' },
    ]);
    expect(logged).not.toHaveBeenCalled();
  });

  it('refuses an unknown ATM status (it used to show as out of service), naming the field in the log', async () => {
    answer([
      { id: 'a', location: 'Banjul', status: 'in-service' },
      { id: 'x', location: 'Brikama', status: 'broken' },
    ]);
    const read = getAtms();
    await expect(read).rejects.toThrow(CmsError);
    await expect(read).rejects.toThrow('[1].status');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('GET /api/atm-status'));
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[1].status: expected "in-service" | "out-of-service"'));
  });

  it('refuses a news category outside the spec, a numeric id and rates that are not numbers', async () => {
    answer([{ ...news, category: 'Other' }]);
    await expect(getNews()).rejects.toThrow('[0].category');
    answer([{ id: 7, location: 'Banjul', status: 'in-service' }]);
    await expect(getAtms()).rejects.toThrow('[0].id: expected string');
    answer([{ id: 'u', currency: 'USD', buy: '71.25', sell: 72.75, icon: null, updated_at: '2026-11-24T09:15:00.000Z' }]);
    await expect(getExchangeRates()).rejects.toThrow('[0].buy: expected number');
  });

  it('refuses a list that is not one, or an envelope without its list', async () => {
    answer({ data: [] });
    await expect(getAtms()).rejects.toThrow('(the answer): expected array');
    answer([]);
    await expect(getForms()).rejects.toThrow('(the answer): expected object');
    answer({ reports: [] });
    await expect(getForms()).rejects.toThrow('forms: expected array');
  });
});

describe('getDepositTerms', () => {
  it('reads the terms, tenors shortest first; a null rate is "ask a branch"', async () => {
    answer({
      minimum_amount: 25000,
      tenors: [
        { months: 12, annual_rate: 4 },
        { months: 1, annual_rate: null },
        { months: 3, annual_rate: 2.5 },
      ],
      updated_at: '2026-11-24T09:15:00.000Z',
    });
    await expect(getDepositTerms()).resolves.toEqual({
      minimum_amount: 25000,
      tenors: [
        { months: 1, annual_rate: null },
        { months: 3, annual_rate: 2.5 },
        { months: 12, annual_rate: 4 },
      ],
      updated_at: '2026-11-24T09:15:00.000Z',
    });
  });

  it('fails (the page keeps its last good version) on a missing minimum, a tenor that is not whole months or a rate that is not a number', async () => {
    answer({ tenors: [], updated_at: '2026-11-24T09:15:00.000Z' });
    await expect(getDepositTerms()).rejects.toThrow('minimum_amount');
    answer({ minimum_amount: 25000, tenors: [{ months: 1.5, annual_rate: 2 }], updated_at: '2026-11-24T09:15:00.000Z' });
    await expect(getDepositTerms()).rejects.toThrow('tenors[0].months');
    answer({ minimum_amount: 25000, tenors: [{ months: 6, annual_rate: 'n/a' }], updated_at: '2026-11-24T09:15:00.000Z' });
    await expect(getDepositTerms()).rejects.toThrow('tenors[0].annual_rate');
    answer([]);
    await expect(getDepositTerms()).rejects.toThrow(CmsError);
  });
});
