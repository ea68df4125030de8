import fs from 'node:fs';
import path from 'node:path';
import { sitePages } from '@/content/site-pages';

/** Site search finds every public page by its title and description: a new page must be added to content/site-pages.ts. */
const pagesDir = path.resolve(__dirname, '..', 'pages');

/**
 * Found another way: the home page (its content is the news, rates and notices), an alias of /fraud, search itself, and
 * the page the service worker shows offline (never searched: it is not indexed).
 */
const NOT_LISTED = new Set(['/', '/fraud/types', '/search', '/offline']);

function routes(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : routes(full);
    if (!/\.tsx$/.test(entry.name) || entry.name.startsWith('_')) return [];
    const relative = path
      .relative(pagesDir, full)
      .replace(/\.tsx$/, '')
      .replace(/(^|\/)index$/, '');
    return [`/${relative}`];
  });
}

describe('sitePages', () => {
  it('lists every public page once, and only real pages', () => {
    const expected = routes(pagesDir)
      .filter((route) => !NOT_LISTED.has(route))
      .sort();
    const listed = sitePages.map((page) => page.path);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(expected);
  });

  it('gives each page its own entry: a page asks sitePage() for its own route', () => {
    const pageFiles = routes(pagesDir).filter((route) => !NOT_LISTED.has(route));
    for (const route of pageFiles) {
      const file = path.join(pagesDir, route === '/' ? 'index.tsx' : `${route.slice(1)}/index.tsx`);
      const asked = [...fs.readFileSync(file, 'utf8').matchAll(/sitePage\('([^']*)'\)/g)].map((m) => m[1]);
      expect({ route, asked: asked.filter((p) => p !== route) }).toEqual({ route, asked: [] });
    }
  });

  it('gives each a title and a description', () => {
    for (const page of sitePages) {
      expect(page.title.trim()).not.toBe('');
      expect(page.description.length).toBeGreaterThan(30);
    }
  });
});
