import fs from 'node:fs';
import path from 'node:path';

/**
 * Every public page is sent without Next's client runtime (README, docs/adr/0001): a page file that forgets
 * `config = { unstable_runtimeJS: false }` would ship Next's runtime to phones, so it fails here.
 */
const pagesDir = path.resolve(__dirname, '..', 'pages');

function pageFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : pageFiles(full);
    return /\.tsx$/.test(entry.name) && !/^_(app|document)\.tsx$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

describe('public pages', () => {
  const files = pageFiles(pagesDir);

  it('are found', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files.map((file) => [path.relative(pagesDir, file), file]))('%s turns Next’s client runtime off', (_name, file) => {
    const source = fs.readFileSync(file, 'utf8');
    expect(source).toMatch(/export const config: PageConfig = \{ unstable_runtimeJS: false \}/);
  });
});
