import { allCmsPages, allCmsTags, cmsTags } from './tags';
import { parseFanoutMessage, parseInvalidatedMessage, parseRegeneratePagesBody, parseRevalidationBody } from './protocol';

describe('parseRevalidationBody', () => {
  it('reads model and documentId (the CMS document-service hook)', () => {
    expect(parseRevalidationBody({ model: 'atm', documentId: 'abc' })).toEqual({
      ok: true,
      model: 'atm',
      documentId: 'abc',
      tags: [cmsTags.atms],
    });
  });

  it('allows a missing documentId', () => {
    expect(parseRevalidationBody({ model: 'news-item' })).toMatchObject({ ok: true, documentId: null, tags: [cmsTags.news] });
  });

  it('keeps unknown models, with nothing to revalidate', () => {
    expect(parseRevalidationBody({ model: 'bulk-send' })).toMatchObject({ ok: true, tags: [] });
  });

  it('reads {all: true} (an instance starting) as every tag', () => {
    expect(parseRevalidationBody({ all: true })).toMatchObject({ ok: true, tags: allCmsTags });
  });

  it('reads {tags} (a relayed change) of known tags only', () => {
    expect(parseRevalidationBody({ tags: [cmsTags.atms, cmsTags.news] })).toMatchObject({
      ok: true,
      tags: [cmsTags.atms, cmsTags.news],
    });
    expect(parseRevalidationBody({ tags: ['cms:atms', 'other'] })).toMatchObject({ ok: false });
    expect(parseRevalidationBody({ tags: [] })).toMatchObject({ ok: false });
    expect(parseRevalidationBody({ tags: 'cms:atms' })).toMatchObject({ ok: false });
  });

  it.each([null, [], 'atm', 3, {}, { model: '' }, { model: 4 }, { model: 'atm', documentId: 5 }, { all: 'yes' }])(
    'refuses %j',
    (body) => {
      expect(parseRevalidationBody(body)).toMatchObject({ ok: false });
    },
  );
});

describe('parseRegeneratePagesBody', () => {
  it('accepts CMS pages, once each', () => {
    expect(parseRegeneratePagesBody({ paths: ['/news', '/', '/news'] })).toEqual({ ok: true, paths: ['/news', '/'] });
  });

  it.each([
    {},
    { paths: [] },
    { paths: ['/contact'] },
    { paths: ['/news?x=1'] },
    { paths: ['https://evil.example/'] },
    { paths: [3] },
  ])('refuses %j (only pages rendered from CMS content)', (body) => {
    expect(parseRegeneratePagesBody(body)).toMatchObject({ ok: false });
  });

  it('knows every CMS page', () => {
    expect(parseRegeneratePagesBody({ paths: [...allCmsPages] })).toMatchObject({ ok: true });
  });
});

describe('parseFanoutMessage', () => {
  it('reads a message of another instance, with the id its confirmations name', () => {
    expect(parseFanoutMessage(JSON.stringify({ origin: 'a', id: 'm1', tags: [cmsTags.atms] }))).toEqual({
      origin: 'a',
      id: 'm1',
      tags: [cmsTags.atms],
    });
  });

  it('reads a message without an id (an instance of the version before): nothing to confirm', () => {
    expect(parseFanoutMessage(JSON.stringify({ origin: 'a', tags: [cmsTags.atms] }))).toEqual({
      origin: 'a',
      id: null,
      tags: [cmsTags.atms],
    });
  });

  it.each([
    'not json',
    '{}',
    JSON.stringify({ origin: 'a', tags: ['x'] }),
    JSON.stringify({ tags: [cmsTags.atms] }),
    JSON.stringify({ origin: 'a', id: 3, tags: [cmsTags.atms] }),
  ])('ignores %s', (text) => {
    expect(parseFanoutMessage(text)).toBeNull();
  });
});

describe('parseInvalidatedMessage', () => {
  it('reads a confirmation', () => {
    expect(parseInvalidatedMessage(JSON.stringify({ id: 'm1', instance: 'b' }))).toEqual({ id: 'm1', instance: 'b' });
  });

  it.each(['not json', '[]', JSON.stringify({ id: 'm1' }), JSON.stringify({ id: 1, instance: 'b' })])('ignores %s', (text) => {
    expect(parseInvalidatedMessage(text)).toBeNull();
  });
});
