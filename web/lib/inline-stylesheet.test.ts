import { inlineCss } from './inline-stylesheet';

describe('inlineCss: a built CSS file as it must read inside the page', () => {
  const fileUrl = '/_next/static/chunks/184cpox2v137u.css';

  it("makes the typeface's relative URL absolute against the file's own URL, as the linked file resolved it", () => {
    const css = '@font-face{font-family:figtree;src:url(../media/figtree-s.p.08sr.woff2)format("woff2")}';
    expect(inlineCss(css, fileUrl)).toBe(
      '@font-face{font-family:figtree;src:url(/_next/static/media/figtree-s.p.08sr.woff2)format("woff2")}',
    );
  });

  it('resolves quoted relative URLs and keeps their quotes; keeps an asset prefix', () => {
    expect(inlineCss(`a{background:url("../media/x.png")}b{background:url('y.svg#i')}`, fileUrl)).toBe(
      `a{background:url("/_next/static/media/x.png")}b{background:url('/_next/static/chunks/y.svg#i')}`,
    );
    expect(inlineCss('a{background:url(../media/x.png)}', '/cdn/_next/static/chunks/a.css')).toBe(
      'a{background:url(/cdn/_next/static/media/x.png)}',
    );
  });

  it('leaves absolute, root-relative, data: and fragment URLs as they are', () => {
    const css =
      'a{background:url(/images/a.png)}b{background:url(https://cdn.example/b.png)}c{background:url(data:image/svg+xml;utf8,x)}d{filter:url(#f)}';
    expect(inlineCss(css, fileUrl)).toBe(css);
  });

  it('cannot close the <style> element it is put in', () => {
    expect(inlineCss('a::after{content:"</style><script>alert(1)</script>"}', fileUrl)).toBe(
      'a::after{content:"<\\/style><script>alert(1)</script>"}',
    );
  });
});
