/**
 * Each public page carries only the part of the stylesheet its own markup uses
 * (lib/inline-stylesheet.ts criticalCss, pages/_document.tsx), and the whole file follows just before the islands
 * load (islands/inline-scripts.ts). A page drawn with that part looks exactly as with the whole file: every element's
 * computed style, and its ::before and ::after, is the same, at a phone's width and a desktop's.
 */
import type { Page } from '@playwright/test';
import measuredRoutes from '../../scripts/bench-web-routes.json';
import { criticalCss } from '../lib/server/inline-stylesheet';
import { expect, test } from './fixtures';

/** The routes the benchmark measures (scripts/bench-web-routes.json), and a plain text page. */
const ROUTES = [...measuredRoutes, '/fraud'];

/**
 * Every element's computed style (and its ::before and ::after where they have content), in document order, kept in
 * the page (the strings are megabytes on the longest pages). Custom properties are left out: the page's part declares
 * only those its rules read (withoutUnusedCustomProperties), and every property that draws something, which is where a
 * custom property's value ends up, is compared.
 */
async function recordLook(page: Page): Promise<number> {
  return page.evaluate(() => {
    const describe = (style: CSSStyleDeclaration) => {
      const values: string[] = [];
      for (let i = 0; i < style.length; i += 1) {
        if (!style[i].startsWith('--')) values.push(`${style[i]}:${style.getPropertyValue(style[i])}`);
      }
      return values.join(';');
    };
    const pseudo = (element: Element, which: '::before' | '::after') => {
      const style = getComputedStyle(element, which);
      return style.content === 'none' || style.content === 'normal' ? '' : ` ${which}{${describe(style)}}`;
    };
    const look = [...document.querySelectorAll('*')].map((element) => {
      const path = `${element.tagName}${element.id ? `#${element.id}` : ''}.${element.getAttribute('class') ?? ''}`;
      return `${path} {${describe(getComputedStyle(element))}}${pseudo(element, '::before')}${pseudo(element, '::after')}`;
    });
    const recorded = window as unknown as { recordedLooks?: string[][] };
    recorded.recordedLooks = [...(recorded.recordedLooks ?? []), look];
    return look.length;
  });
}

/** The elements whose recorded looks differ (the first few), as [before, after]. */
async function differences(page: Page): Promise<[string, string][]> {
  return page.evaluate(() => {
    const [before, after] = (window as unknown as { recordedLooks: string[][] }).recordedLooks;
    const found: [string, string][] = [];
    before.forEach((look, index) => {
      if (look !== after[index] && found.length < 3) found.push([look, after[index] ?? '(missing)']);
    });
    if (before.length !== after.length) found.push([`${before.length} elements`, `${after.length} elements`]);
    return found;
  });
}

for (const width of [320, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const route of ROUTES) {
      test(`${route} looks the same with its part of the stylesheet as with the whole file`, async ({ page }) => {
        // The islands stay away (they would draw and change the page between the two looks), and so does the loader
        // that would enable the whole file a few seconds after `load`: the page's clock stands still.
        const now = new Date();
        await page.clock.install({ time: now });
        await page.clock.pauseAt(new Date(now.getTime() + 60_000)); // ahead of the installed clock, before any page
        await page.route(/\/islands\//, (request) => request.abort());
        test.setTimeout(120_000);
        await page.goto(route);
        const whole = page.locator('link[rel=stylesheet]');
        await expect(whole).toHaveCount(1);
        await expect(whole).toHaveJSProperty('disabled', true);
        // The head script marks <html> `painted` after the first paint: the two looks are taken after it.
        await expect(page.locator('html')).toHaveClass(/\bpainted\b/);
        const elements = await recordLook(page);
        expect(elements).toBeGreaterThan(100);
        await expect(whole).toHaveJSProperty('disabled', true);

        await whole.evaluate(
          (link: HTMLLinkElement) =>
            new Promise<void>((resolve, reject) => {
              link.addEventListener('load', () => resolve());
              link.addEventListener('error', () => reject(new Error('the whole stylesheet did not load')));
              link.disabled = false;
            }),
        );
        await recordLook(page);
        expect(await differences(page)).toEqual([]);
      });
    }
  });
}

test('the whole stylesheet is not fetched before the visitor acts, and is in place before the islands run', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'stylesheet') requests.push(`stylesheet ${url.pathname}`);
    if (url.pathname.startsWith('/islands/')) requests.push('islands');
  });
  await page.goto('/services/loans');
  await page.waitForLoadState('load');
  expect(requests).toEqual([]);

  await page.mouse.move(10, 10);
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'hydrated', { timeout: 15_000 });
  expect(requests[0]).toMatch(/^stylesheet \/_next\/static\/.+\.css$/);
  expect(requests.filter((request) => request.startsWith('stylesheet'))).toHaveLength(1);
  expect(requests).toContain('islands');
  await expect(page.locator('link[rel=stylesheet]')).toHaveJSProperty('disabled', false);
});

test.describe("criticalCss: the part of the stylesheet a page's markup uses", () => {
  const document = { htmlClassName: 'js painted', bodyClassName: 'min-h-dvh' };
  const css = [
    '@layer theme,base,utilities;',
    '@font-face{font-family:figtree;src:url(/f.woff2)format("woff2");font-display:optional}',
    ':root{--brand:#0b3d6e}',
    'html:not(.typeface){--font-figtree:"figtree Fallback"}',
    '@layer utilities{.p-4{padding:1rem}.unused-class{color:red}.hover\\:underline:hover{text-decoration:underline}',
    ':where(.space-y-2>:not(:last-child)){margin-block-start:.5rem}',
    ':where(.space-y-8>:not(:last-child)){margin-block-start:2rem}',
    '@media (hover:hover){:is(:where(.group):hover .group-hover\\:underline){text-decoration:underline}',
    ':is(:where(.group):hover .group-hover\\:scale-105){scale:1.05}}',
    '@media (min-width:40rem){.sm\\:p-8{padding:2rem}.sm\\:unused{margin:0}}}',
    '.js:not(.painted) .spinner{animation-name:none}.spinner{animation:spin 1s}',
    '@keyframes spin{to{transform:rotate(1turn)}}@keyframes marquee{to{transform:translate(-50%)}}',
    '.min-h-dvh{min-height:100dvh}',
  ].join('');
  const body =
    '<main class="p-4 sm:p-8 hover:underline"><span class="spinner"></span>' +
    '<ul class="space-y-2"><li class="group"><a class="group-hover:underline">A</a></li><li></li></ul></main>';

  test('keeps the rules whose selectors match the markup, with their hover and media variants', async () => {
    const critical = await criticalCss(css, body, document);
    expect(critical).toContain('.p-4{padding:1rem}');
    expect(critical).toContain('.hover\\:underline:hover{text-decoration:underline}');
    expect(critical).toMatch(/@media \(min-width:40rem\)\{\.sm\\:p-8\{padding:2rem\}\}/);
    expect(critical).toContain('.min-h-dvh{min-height:100dvh}');
    expect(critical).toContain('.js:not(.painted) .spinner{animation-name:none}');
  });

  test('leaves out the rules nothing on the page matches', async () => {
    const critical = await criticalCss(css, body, document);
    expect(critical).not.toContain('unused');
  });

  test('keeps a :where() or :is() rule when the markup has every class it names, and only then', async () => {
    const critical = await criticalCss(css, body, document);
    expect(critical).toContain(':where(.space-y-2>:not(:last-child))');
    expect(critical).toContain(':is(:where(.group):hover .group-hover\\:underline)');
    expect(critical).not.toContain('space-y-8');
    expect(critical).not.toContain('scale-105');
  });

  test("keeps what it cannot match but may apply: <html>'s own conditions, keyframes, the typeface", async () => {
    const critical = await criticalCss(css, body, document);
    expect(critical).toContain('html:not(.typeface){--font-figtree:"figtree Fallback"}');
    expect(critical).toContain(':root{--brand:#0b3d6e}');
    expect(critical).toContain('@keyframes spin');
    expect(critical).toContain('@keyframes marquee');
    expect(critical.match(/@font-face/g)).toHaveLength(1);
    expect(critical).not.toMatch(/<link|preload/);
  });
});
