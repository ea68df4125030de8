import { exitPreviewHref, previewPath } from './preview';

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
