import fs from 'node:fs';
import path from 'node:path';

/**
 * The public pages' stylesheet, for pages/_document.tsx to put inside each page instead of linking it: a phone then
 * paints the page from the HTML alone, without a second request for the stylesheet first (Largest Contentful Paint,
 * README "Benchmarks"). Next's own `experimental.inlineCss` does this for the App Router only. Node only.
 */

/**
 * A CSS file's text as it must read inside the page: its relative `url(...)`s (the typeface: `../media/...`) made
 * absolute against the file's own URL, and `</style` escaped so the text cannot end the <style> element early.
 */
export function inlineCss(css: string, fileUrl: string): string {
  const base = new URL(fileUrl, 'http://site.invalid');
  return css
    .replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote: string, target: string) => {
      if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(target)) return whole;
      const resolved = new URL(target, base);
      return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
    })
    .replace(/<\/style/gi, '<\\/style');
}

const cache = new Map<string, string>();

/** The build folder: NEXT_DIST_DIR (default .next) under the working folder, as for `next build` and web/server. */
function buildDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR?.trim() || '.next');
}

/**
 * The text of a CSS file of the build (`static/chunks/....css`, as Next names it), read once per process.
 * `fileUrl` is the URL Next would have linked it with.
 */
export function builtStylesheet(file: string, fileUrl: string): string {
  let text = cache.get(file);
  if (text === undefined) {
    text = inlineCss(fs.readFileSync(path.join(/*turbopackIgnore: true*/ buildDir(), file), 'utf8'), fileUrl);
    cache.set(file, text);
  }
  return text;
}

/**
 * Classes that the head script (islands/inline-scripts.ts) may put on <html> before the first paint: the critical
 * stylesheet keeps every rule that any of them can switch on.
 */
export const HEAD_SCRIPT_CLASSES = ['js', 'painted', 'splash-seen', 'typeface'] as const;

/**
 * Always kept: Tailwind's `:where(...)`/`:is(...)` rules (`space-y-*`, `divide-*`), which beasties cannot match once it
 * has stripped their pseudo-classes, and which are few; and rules on <html> itself with a condition (`html:not(...)`),
 * which beasties, matching below <html>, would never find.
 */
const ALWAYS_KEPT = [/^:(?:where|is)\(/, /^html[:.[]/];

/**
 * The part of a stylesheet that the page's own markup uses: every rule whose selector matches an element of `bodyHtml`
 * (hover, focus and media variants included: beasties matches a selector without its pseudo-classes), the keyframes
 * and the @font-face rules. A page painted with it looks exactly as with the whole file (web/e2e/55-critical-css.spec.ts
 * compares every element's computed style); what it leaves out is for markup the islands draw later, and the whole
 * file loads with them (islands/inline-scripts.ts). Runs when a page is rendered (at build and at each ISR
 * regeneration), not per request.
 */
export async function criticalCss(
  css: string,
  bodyHtml: string,
  document: { htmlClassName: string; bodyClassName: string },
): Promise<string> {
  const { default: Beasties } = await import('beasties');
  const beasties = new Beasties({
    reduceInlineStyles: true,
    keyframes: 'all',
    inlineFonts: false,
    preloadFonts: false,
    allowRules: ALWAYS_KEPT,
    logLevel: 'warn',
  });
  const marker = 'data-critical-source';
  const html = `<!DOCTYPE html><html class="${document.htmlClassName}"><head><style ${marker}>${css}</style></head><body class="${document.bodyClassName}">${bodyHtml}</body></html>`;
  const out = await beasties.process(html);
  const match = new RegExp(`<style ${marker}[^>]*>([\\s\\S]*?)</style>`).exec(out);
  if (!match) throw new Error('beasties returned no stylesheet');
  // beasties drops @font-face rules it would not inline; the page declares its typeface itself.
  const fontFaces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
  return fontFaces.join('') + match[1];
}

let appStylesheetFiles: string[] | undefined;

/**
 * The stylesheets Next gives every public page (the build manifest's `/_app` entry: app/globals.css), read once per
 * process, as the files themselves are (builtStylesheet).
 */
function appStylesheets(): string[] {
  if (appStylesheetFiles === undefined) {
    const manifest: unknown = JSON.parse(
      fs.readFileSync(path.join(/*turbopackIgnore: true*/ buildDir(), 'build-manifest.json'), 'utf8'),
    );
    const files = (manifest as { pages?: Record<string, unknown> }).pages?.['/_app'];
    appStylesheetFiles = Array.isArray(files)
      ? files.filter((file): file is string => typeof file === 'string' && file.endsWith('.css'))
      : [];
  }
  return appStylesheetFiles;
}

/**
 * For each stylesheet of the public pages (by its build file name), the part `bodyHtml` uses (criticalCss), ready to
 * go inside the page. `fileUrl` gives the URL Next links a file with.
 */
export async function criticalStylesheets(
  bodyHtml: string,
  document: { htmlClassName: string; bodyClassName: string },
  fileUrl: (file: string) => string,
): Promise<Record<string, string>> {
  const entries = await Promise.all(
    appStylesheets().map(async (file) => {
      const css = await criticalCss(builtStylesheet(file, fileUrl(file)), bodyHtml, document);
      return [file, css.replace(/<\/style/gi, '<\\/style')] as const;
    }),
  );
  return Object.fromEntries(entries);
}
