import { hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule, type Node } from 'postcss';

/**
 * The public pages' stylesheet, for pages/_document.tsx to put inside each page instead of linking it: a phone then
 * paints the page from the HTML alone, without a second request for the stylesheet first (Largest Contentful Paint,
 * docs/benchmarks.md). Next's own `experimental.inlineCss` does this for the App Router only. Node only.
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

/** Rules on <html> itself with a condition (`html:not(...)`), which beasties, matching below <html>, would never find. */
const HTML_STATE_RULE = /^html[:.[]/;

/** The class names a selector names (`.space-y-4`, `.group-hover\:underline` as `group-hover:underline`). */
function selectorClasses(selector: string): string[] | null {
  // A hexadecimal escape (`\31 0`) is not worth decoding here: such a rule is simply kept.
  if (/\\[0-9a-f]/i.test(selector)) return null;
  return [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => match[1].replace(/\\(.)/g, '$1'));
}

/**
 * Tailwind's `:where(...)`/`:is(...)` rules (`space-y-*`, `divide-*`, `group-hover:*`), which beasties cannot match
 * once it has stripped their pseudo-classes: kept when the page's markup has every class the selector names. beasties
 * takes its allow-list as regular expressions and calls their `test` with each selector.
 */
class WhereRuleInUse extends RegExp {
  constructor(private readonly classes: ReadonlySet<string>) {
    super('^:(?:where|is)\\(');
  }

  test(selector: string): boolean {
    if (!super.test(selector)) return false;
    const named = selectorClasses(selector);
    return named === null || named.every((name) => this.classes.has(name));
  }
}

/** Every class of the page's markup (the values of its `class` attributes, as React writes them). */
function markupClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value.replace(
      /&(amp|lt|gt|quot|#x27|#39);/g,
      (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[entity] ?? '',
    );
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The part of a stylesheet that the page's own markup uses: every rule whose selector matches an element of `bodyHtml`
 * (hover, focus and media variants included: beasties matches a selector without its pseudo-classes), the keyframes
 * and the @font-face rules. A page painted with it looks exactly as with the whole file (web/e2e/public-critical-css.spec.ts
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
  const marker = 'data-critical-source';
  const markup = `<body class="${document.bodyClassName}">${bodyHtml}</body>`;
  const html = `<!DOCTYPE html><html class="${document.htmlClassName}"><head><style ${marker}>${css}</style></head>${markup}</html>`;
  const beasties = new Beasties({
    reduceInlineStyles: true,
    keyframes: 'all',
    inlineFonts: false,
    preloadFonts: false,
    allowRules: [HTML_STATE_RULE, new WhereRuleInUse(markupClasses(`<html class="${document.htmlClassName}">${markup}`))],
    logLevel: 'warn',
  });
  const out = await beasties.process(html);
  const match = new RegExp(`<style ${marker}[^>]*>([\\s\\S]*?)</style>`).exec(out);
  if (!match) throw new Error('beasties returned no stylesheet');
  // beasties drops @font-face rules it would not inline; the page declares its typeface itself.
  const fontFaces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
  return withoutUnusedCustomProperties(fontFaces.join('') + match[1], bodyHtml);
}

/** The custom properties a text reads (`var(--name`). */
const VARIABLE_READ = /var\(\s*(--[\w-]+)/g;

/** Whether a node sits in the @layer named `name` (Tailwind's `theme`, `properties`). */
function inLayer(node: Node, name: string): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && (parent as AtRule).name === 'layer' && (parent as AtRule).params === name) return true;
  }
  return false;
}

/**
 * Tailwind declares every design token the site's stylesheet uses (`--color-*`, `--text-*`, ...) on :root in its
 * `theme` layer, registers its own variables with `@property` and repeats their initial values in the `properties`
 * layer for browsers without `@property`: about a third of a page's part, most of it for rules the page does not have.
 * This keeps only the custom properties that the page's rules or markup (a `style` attribute) read or set, and those
 * that the kept tokens read in turn. A custom property nothing reads changes nothing on the page; the whole file,
 * which declares them all, is in place before any island draws (islands/inline-scripts.ts).
 */
export function withoutUnusedCustomProperties(css: string, bodyHtml: string): string {
  const root = postcss.parse(css);
  const named = new Set<string>();
  const read = (text: string) => {
    for (const [, name] of text.matchAll(VARIABLE_READ)) named.add(name);
  };
  read(bodyHtml);
  const tokens: postcss.Declaration[] = [];
  const fallbacks: postcss.Declaration[] = [];
  root.walkDecls((declaration) => {
    const custom = declaration.prop.startsWith('--');
    if (custom && inLayer(declaration, 'theme')) tokens.push(declaration);
    else if (custom && inLayer(declaration, 'properties')) fallbacks.push(declaration);
    else if (declaration.parent?.type !== 'atrule' || (declaration.parent as AtRule).name !== 'property') {
      read(declaration.value);
      if (custom) named.add(declaration.prop);
    }
  });
  // Tokens defined by other tokens (`--default-font-family: var(--font-sans)`).
  for (let size = -1; size !== named.size;) {
    size = named.size;
    for (const token of tokens) if (named.has(token.prop)) read(token.value);
  }
  for (const declaration of [...tokens, ...fallbacks]) if (!named.has(declaration.prop)) declaration.remove();
  root.walkAtRules('property', (rule) => {
    if (!named.has(rule.params.trim())) rule.remove();
  });
  // Rules and at-rules left empty (a fallback block, a layer whose every token went).
  root.walkRules((rule) => {
    if (!rule.nodes?.length) rule.remove();
  });
  root.walkAtRules((rule) => {
    if (rule.nodes !== undefined && rule.nodes.length === 0 && rule.name !== 'layer') rule.remove();
  });
  return root.toString();
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

/** Attributes whose values a stylesheet's selectors compare (`[type=button]`, `[aria-expanded=true]`). */
export function comparedAttributes(css: string): Set<string> {
  return new Set(Array.from(css.matchAll(/\[\s*([\w-]+)\s*[~|^$*]?=/g), (match) => match[1].toLowerCase()));
}

/** Attributes whose values always count: the ones selectors and the custom-property pruning read. */
const SHAPE_VALUES = new Set(['class', 'id', 'style']);

/**
 * What of a page's markup decides its part of the stylesheet: every element, its place, its classes, id and style,
 * the values of the attributes the stylesheet compares, whether it holds text (for `:empty`) and every custom
 * property the markup names; not the text itself, nor the values of other attributes (a link's href, an image's
 * alt). Two pages of one shape get the same part: a search's results for two queries, with the same number of hits.
 */
export function markupShape(bodyHtml: string, compared: ReadonlySet<string>): string {
  const variables = [...new Set(Array.from(bodyHtml.matchAll(VARIABLE_READ), (match) => match[1]))].sort().join(' ');
  const shape = bodyHtml
    .replace(/>[^<]+</g, '>t<')
    .replace(/\s([\w:.-]+)="[^"]*"/g, (whole, name: string) =>
      SHAPE_VALUES.has(name.toLowerCase()) || compared.has(name.toLowerCase()) ? whole : ` ${name}`,
    );
  return hash('sha256', `${shape}\n${variables}`, 'base64url');
}

let compared: { files: string; attributes: Set<string> } | undefined;
function comparedOf(files: string, sheets: string[]): Set<string> {
  if (compared?.files !== files) compared = { files, attributes: comparedAttributes(sheets.join('\n')) };
  return compared.attributes;
}

/** Parts worked out lately, by the page's shape: more than the shapes of the site's pages and a search's results. */
const REMEMBERED_PARTS = 100;
const parts = new Map<string, Promise<Record<string, string>>>();

/**
 * For each stylesheet of the public pages (by its build file name), the part `bodyHtml` uses (criticalCss), ready to
 * go inside the page. `fileUrl` gives the URL Next links a file with. Remembered by the markup's shape (markupShape):
 * a page rendered for each request (a search) would otherwise run beasties over the whole stylesheet every time.
 */
export async function criticalStylesheets(
  bodyHtml: string,
  document: { htmlClassName: string; bodyClassName: string },
  fileUrl: (file: string) => string,
): Promise<Record<string, string>> {
  const files = appStylesheets();
  const sheets = files.map((file) => builtStylesheet(file, fileUrl(file)));
  const compared = comparedOf(files.join(' '), sheets);
  const key = [files.join(' '), document.htmlClassName, document.bodyClassName, markupShape(bodyHtml, compared)].join('\n');
  const known = parts.get(key);
  if (known) return known;
  const computed = Promise.all(
    files.map(async (file, i) => {
      const css = await criticalCss(sheets[i], bodyHtml, document);
      return [file, css.replace(/<\/style/gi, '<\\/style')] as const;
    }),
  ).then((entries) => Object.fromEntries(entries));
  if (parts.size >= REMEMBERED_PARTS) parts.delete(parts.keys().next().value as string);
  parts.set(key, computed);
  // A failure is not remembered: the next render tries again.
  computed.catch(() => parts.delete(key));
  return computed;
}
