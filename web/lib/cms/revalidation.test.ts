import { cmsTags } from './tags';
import { parseRevalidationBody, secretsMatch } from './revalidation';

describe('parseRevalidationBody', () => {
  it('reads model and documentId', () => {
    expect(parseRevalidationBody({ model: 'atm', documentId: 'abc' })).toEqual({
      ok: true,
      model: 'atm',
      documentId: 'abc',
      tag: cmsTags.atms,
    });
  });

  it('allows a missing documentId', () => {
    expect(parseRevalidationBody({ model: 'news-item' })).toMatchObject({ ok: true, documentId: null, tag: cmsTags.news });
  });

  it('keeps unknown models with a null tag', () => {
    expect(parseRevalidationBody({ model: 'bulk-send' })).toMatchObject({ ok: true, tag: null });
  });

  it.each([null, [], 'atm', 3, {}, { model: '' }, { model: 4 }, { model: 'atm', documentId: 5 }])('refuses %j', (body) => {
    expect(parseRevalidationBody(body)).toMatchObject({ ok: false });
  });
});

describe('secretsMatch', () => {
  it('matches equal secrets only', () => {
    expect(secretsMatch('s3cret', 's3cret')).toBe(true);
    expect(secretsMatch('s3cret', 's3cres')).toBe(false);
    expect(secretsMatch('s3cre', 's3cret')).toBe(false);
    expect(secretsMatch('s3cret-longer', 's3cret')).toBe(false);
  });

  it('refuses when either side is missing', () => {
    expect(secretsMatch(null, 's')).toBe(false);
    expect(secretsMatch('s', null)).toBe(false);
    expect(secretsMatch('', '')).toBe(false);
  });
});
