import {
  CmsShapeError,
  decodeAtm,
  decodeDepositTerms,
  decodeDocumentEntry,
  decodeEnvelope,
  decodeExchangeRate,
  decodeList,
  decodeNewsItem,
} from './decode';

describe('decoders', () => {
  it('decodes exchange rates, with numeric strings, a missing icon and their update time', () => {
    expect(
      decodeList([{ id: 'a', currency: 'USD', buy: '71.25', sell: 72.75, icon: null }], decodeExchangeRate, 'rates'),
    ).toEqual([{ id: 'a', currency: 'USD', buy: 71.25, sell: 72.75, icon: null, updated_at: null }]);
    const dated = { id: 'b', currency: 'EUR', buy: 82.4, sell: 84.6, icon: null, updated_at: '2026-11-24T09:15:00.000Z' };
    expect(decodeList([dated], decodeExchangeRate, 'rates')[0].updated_at).toBe('2026-11-24T09:15:00.000Z');
  });

  it('turns numeric ids into strings', () => {
    expect(decodeAtm({ id: 7, location: 'Banjul', status: 'in-service' })).toEqual({
      id: '7',
      location: 'Banjul',
      status: 'in-service',
    });
  });

  it('treats any other ATM status as out of service', () => {
    expect(decodeAtm({ id: 'x', location: 'Brikama', status: 'broken' }).status).toBe('out-of-service');
  });

  it('keeps news categories of the spec', () => {
    expect(decodeNewsItem({ category: 'Donation' }).category).toBe('Donation');
    expect(decodeNewsItem({ category: 'Other' }).category).toBe('News');
  });

  it('reads envelopes such as {reports:[…]}', () => {
    expect(
      decodeEnvelope(
        { reports: [{ category: 'Annual', filename: 'a.pdf', date_uploaded: '2025-01-01' }] },
        'reports',
        decodeDocumentEntry,
      ),
    ).toEqual([{ category: 'Annual', filename: 'a.pdf', date_uploaded: '2025-01-01' }]);
  });

  it('fails on a wrong shape instead of rendering nothing', () => {
    expect(() => decodeList({ data: [] }, decodeAtm, 'ATMs')).toThrow(CmsShapeError);
    expect(() => decodeEnvelope([], 'forms', decodeDocumentEntry)).toThrow(CmsShapeError);
  });

  it('drops entries that are not objects', () => {
    expect(decodeList([null, 3, { id: 'a', location: 'L', status: 'in-service' }], decodeAtm, 'ATMs')).toHaveLength(1);
  });
});

describe('decodeDepositTerms', () => {
  it('reads the terms, tenors shortest first; a missing or bad rate is "ask a branch"; rates from strings too', () => {
    expect(
      decodeDepositTerms({
        minimum_amount: 25000,
        tenors: [
          { months: 12, annual_rate: '4' },
          { months: 1, annual_rate: null },
          { months: 3, annual_rate: 2.5 },
          { months: 9 },
          { months: 6, annual_rate: 'n/a' },
        ],
        updated_at: '2026-11-24T09:15:00.000Z',
      }),
    ).toEqual({
      minimum_amount: 25000,
      tenors: [
        { months: 1, annual_rate: null },
        { months: 3, annual_rate: 2.5 },
        { months: 6, annual_rate: null },
        { months: 9, annual_rate: null },
        { months: 12, annual_rate: 4 },
      ],
      updated_at: '2026-11-24T09:15:00.000Z',
    });
  });

  it('fails (the page keeps its last good version) on a missing minimum or a tenor that is not whole months', () => {
    expect(() => decodeDepositTerms({ tenors: [] })).toThrow(CmsShapeError);
    expect(() => decodeDepositTerms({ minimum_amount: 25000, tenors: [{ months: 1.5 }] })).toThrow(CmsShapeError);
    expect(() => decodeDepositTerms({ minimum_amount: 25000 })).toThrow(CmsShapeError);
    expect(() => decodeDepositTerms([])).toThrow(CmsShapeError);
  });
});
