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

/**
 * The text of a CSS file of the build (`static/chunks/....css`, as Next names it), read once per process: the build
 * folder is NEXT_DIST_DIR (default .next) under the working folder, as for `next build` and web/server.
 * `fileUrl` is the URL Next would have linked it with.
 */
export function builtStylesheet(file: string, fileUrl: string): string {
  let text = cache.get(file);
  if (text === undefined) {
    const distDir = path.resolve(process.cwd(), process.env.NEXT_DIST_DIR?.trim() || '.next');
    text = inlineCss(fs.readFileSync(path.join(distDir, file), 'utf8'), fileUrl);
    cache.set(file, text);
  }
  return text;
}
