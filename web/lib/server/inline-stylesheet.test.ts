import { comparedAttributes, inlineCss, markupShape, withoutUnusedCustomProperties } from './inline-stylesheet';

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

describe("withoutUnusedCustomProperties: Tailwind's tokens and registered variables, only those the page reads", () => {
  const css = [
    '@layer theme,base,utilities;',
    '@layer theme{:root,:host{--font-sans:var(--font-figtree),system-ui;--default-font-family:var(--font-sans);',
    '--color-brand:#0b3d6e;--color-red-700:#bf000f;--color-unused:#123456;--spacing:.25rem}}',
    '@layer base{html{font-family:var(--default-font-family)}}',
    '@layer utilities{.p-4{padding:calc(var(--spacing)*4)}.shadow{--tw-shadow:0 1px 2px #0000001a;box-shadow:var(--tw-shadow)}}',
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    '@property --tw-ring-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    '@layer properties{@supports ((-webkit-hyphens:none)){*,:before,:after{--tw-shadow:0 0 #0000;--tw-ring-shadow:0 0 #0000}}}',
  ].join('');
  const pruned = withoutUnusedCustomProperties(css, '<svg style="stroke:var(--color-brand)"></svg>');

  it('keeps the tokens the rules read, and the tokens those read in turn', () => {
    expect(pruned).toContain('--default-font-family:var(--font-sans)');
    expect(pruned).toContain('--font-sans:var(--font-figtree),system-ui');
    expect(pruned).toContain('--spacing:.25rem');
  });

  it("keeps a token read only by the markup's own style attributes", () => {
    expect(pruned).toContain('--color-brand:#0b3d6e');
  });

  it('drops the tokens nothing reads, and the registrations and fallbacks of variables nothing sets or reads', () => {
    expect(pruned).not.toContain('--color-unused');
    expect(pruned).not.toContain('--color-red-700');
    expect(pruned).not.toContain('--tw-ring-shadow');
    expect(pruned).toContain('@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}');
    expect(pruned).toContain('*,:before,:after{--tw-shadow:0 0 #0000}');
  });

  it('leaves every other rule as it was', () => {
    expect(pruned).toContain('@layer theme,base,utilities;');
    expect(pruned).toContain('@layer base{html{font-family:var(--default-font-family)}}');
    expect(pruned).toContain('.shadow{--tw-shadow:0 1px 2px #0000001a;box-shadow:var(--tw-shadow)}');
  });
});

describe('markupShape: what of a page decides its part of the stylesheet', () => {
  const compared = comparedAttributes('[type=button]{x:1}[aria-expanded="true"] .a{x:2}abbr:where([title]){x:3}');

  it('reads which attributes the stylesheet compares by value, not those it only tests for', () => {
    expect([...compared].sort()).toEqual(['aria-expanded', 'type']);
  });

  it('is the same for two searches with the same number of hits: other text, other links', () => {
    const hit = (title: string, href: string) => `<li class="card"><a href="${href}" title="${title}">${title}</a></li>`;
    expect(markupShape(`<ul>${hit('Savings', '/a')}${hit('Loans', '/b')}</ul>`, compared)).toBe(
      markupShape(`<ul>${hit('Cards &amp; ATMs', '/c?q=1')}${hit('Rates', '/d')}</ul>`, compared),
    );
  });

  it('differs where the part could: a class, an element, its place, a compared value, a style, text or none', () => {
    const base = markupShape('<div class="a"><button type="button" aria-expanded="false">Menu</button></div>', compared);
    for (const other of [
      '<div class="a b"><button type="button" aria-expanded="false">Menu</button></div>',
      '<div class="a"><button type="submit" aria-expanded="false">Menu</button></div>',
      '<div class="a"><button type="button" aria-expanded="true">Menu</button></div>',
      '<div class="a"><a type="button" aria-expanded="false">Menu</a></div>',
      '<div class="a"></div><button type="button" aria-expanded="false">Menu</button>',
      '<div class="a" style="color:var(--color-brand)"><button type="button" aria-expanded="false">Menu</button></div>',
      '<div class="a" id="x"><button type="button" aria-expanded="false">Menu</button></div>',
      '<div class="a"><button type="button" aria-expanded="false"></button></div>',
    ]) {
      expect(markupShape(other, compared)).not.toBe(base);
    }
  });
});
