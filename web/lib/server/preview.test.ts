import { exitPreviewHref, previewedFirst, previewPath, previewTargetOf } from './preview';

describe('previewPath', () => {
  it('opens the site’s CMS pages', () => {
    expect(previewPath('/news')).toBe('/news');
    expect(previewPath('/')).toBe('/');
  });

  it.each(['https://evil.example/', '//evil.example', '/news?x=1', '/contact', '', undefined, ['/news']])(
    'refuses %j',
    (value) => {
      expect(previewPath(value)).toBeNull();
    },
  );

  it('exits to the same page, or home', () => {
    expect(exitPreviewHref('/news')).toBe('/api/preview/exit?path=%2Fnews');
    expect(exitPreviewHref('//evil.example')).toBe('/api/preview/exit?path=%2F');
  });
});

describe('the previewed entry', () => {
  const entries = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  it('comes first on its type’s page, the others keep their order', () => {
    expect(previewedFirst(entries, { uid: 'api::award.award', documentId: 'c' }, 'api::award.award')).toEqual([
      { id: 'c' },
      { id: 'a' },
      { id: 'b' },
    ]);
  });

  it('leaves other types’ lists, and lists without a preview, as they are', () => {
    expect(previewedFirst(entries, { uid: 'api::branch.branch', documentId: 'c' }, 'api::award.award')).toEqual(entries);
    expect(previewedFirst(entries, null, 'api::award.award')).toEqual(entries);
  });

  it('reads the target from Next’s preview data only when it has that shape', () => {
    expect(previewTargetOf({ uid: 'api::award.award', documentId: 'c' })).toEqual({ uid: 'api::award.award', documentId: 'c' });
    expect(previewTargetOf({})).toBeNull();
    expect(previewTargetOf(false)).toBeNull();
    expect(previewTargetOf({ uid: 1, documentId: 'c' })).toBeNull();
  });
});
