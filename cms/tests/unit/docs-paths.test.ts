import fs from 'fs';
import path from 'path';

/**
 * Every repository path the README and docs/ name exists. A doc that points at a file that moved sends a reader to
 * nothing, so a move that forgets the docs fails here. Paths are taken from inline code (`web/lib/x.ts`), from
 * fenced blocks and from links ([text](docs/api.md), relative to the doc); a path is a word that starts with one of
 * the repository's top folders, or a root file's name. `*`, `{a,b}` and placeholders (`<type>`) match as globs.
 */

const ROOT = path.resolve(__dirname, '..', '..', '..');
const TOP_FOLDERS = ['cms/', 'web/', 'packages/', 'scripts/', 'deploy/', 'docs/', '.ci/'];
// Names without a folder that are root files: the repository's dotfiles, and files of these kinds (a bare `tags.ts`
// is a file named beside its folder's, not a root file).
const ROOT_FILE =
  /^(\.(nvmrc|npmrc|gitignore|dockerignore|prettierignore|prettierrc[\w.]*|env\.example|editorconfig)|[\w.-]+\.(json|ya?ml|md|toml)|[\w-]+\.config\.[cm]?[jt]s)$/;

// Paths that are made, not committed: a build's output, what `npm start` writes, a backup's contents. A doc may name
// them though a clean checkout does not have them.
const MADE = [
  'cms/.env',
  'cms/dist',
  'cms/.tmp',
  'cms/public/uploads',
  'web/dist',
  'web/.next',
  'web/public/islands',
  'web/public/sw.js',
  'web/test-results',
  '.env',
  '.next',
  'manifest.json',
];
const isMade = (file: string) => MADE.some((made) => file === made || file.startsWith(`${made}/`));

function docFiles(): string[] {
  const docs = fs
    .readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file));
  return ['README.md', ...docs].sort();
}

/** `{a,b}` expanded (one level per pass, nested ones too). */
function expandBraces(pattern: string): string[] {
  const match = /\{([^{}]*,[^{}]*)\}/.exec(pattern);
  if (!match) return [pattern];
  return match[1]
    .split(',')
    .flatMap((part) => expandBraces(pattern.slice(0, match.index) + part + pattern.slice(match.index + match[0].length)));
}

/** A word of a doc as a repository path, or undefined when it is not one. */
function asRepoPath(word: string): string | undefined {
  let candidate = word
    .replace(/^[("'[]+/, '')
    .replace(/[)"',;:.!?\]]+$/, '')
    .replace(/(\.\.\.|…)$/, '');
  candidate = candidate.replace(/#.*$/, '');
  if (!candidate) return undefined;
  if (TOP_FOLDERS.some((folder) => candidate.startsWith(folder))) return candidate;
  if (!candidate.includes('/') && ROOT_FILE.test(candidate)) return candidate;
  return undefined;
}

interface Named {
  doc: string;
  line: number;
  path: string;
}

/** The paths one doc names, with the line each is on. */
function namedPaths(doc: string): Named[] {
  const text = fs.readFileSync(path.join(ROOT, doc), 'utf8');
  const found: Named[] = [];
  let fenced = false;
  text.split('\n').forEach((lineText, index) => {
    const line = index + 1;
    const add = (candidate: string | undefined) => {
      if (candidate) found.push({ doc, line, path: candidate });
    };
    if (/^\s*```/.test(lineText)) {
      fenced = !fenced;
      return;
    }
    if (fenced) {
      for (const word of lineText.split(/\s+/)) add(asRepoPath(word));
      return;
    }
    for (const [, code] of lineText.matchAll(/`([^`]+)`/g)) for (const word of code.split(/\s+/)) add(asRepoPath(word));
    // Links are relative to the doc; outside addresses and anchors within a page are not files.
    for (const [, target] of lineText.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(doc), target.replace(/#.*$/, '')));
      if (!resolved.startsWith('..')) found.push({ doc, line, path: resolved });
    }
  });
  return found;
}

/** Whether any path matches a glob whose `*` stands for any part of one name (Node's fs.globSync is Node 22+). */
function globMatches(pattern: string, dir = ROOT): boolean {
  const [first, ...rest] = pattern.split('/');
  if (!first.includes('*')) {
    const next = path.join(dir, first);
    return rest.length === 0 ? fs.existsSync(next) : fs.existsSync(next) && globMatches(rest.join('/'), next);
  }
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return false;
  const name = new RegExp(
    `^${first
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return fs
    .readdirSync(dir)
    .filter((entry) => name.test(entry))
    .some((entry) => rest.length === 0 || globMatches(rest.join('/'), path.join(dir, entry)));
}

function exists(file: string): boolean {
  if (isMade(file)) return true;
  if (fs.existsSync(path.join(ROOT, file))) return true;
  // Next's route folders ([...path], [slug]) are names, not globs; a pattern is a glob only with these.
  if (!/[*{}<>]/.test(file)) return false;
  const patterns = expandBraces(file.replace(/<[^>]+>/g, '*').replace(/\/$/, ''));
  return patterns.every((pattern) => globMatches(pattern));
}

const named = docFiles().flatMap(namedPaths);

it('finds the paths the docs name', () => {
  expect(docFiles()).toEqual(expect.arrayContaining(['README.md', path.join('docs', 'api.md')]));
  expect(named.length).toBeGreaterThan(100);
  // A link, a code span, a brace list and a placeholder are all read.
  expect(namedPaths('README.md').some(({ path: file }) => file === 'docs/configuration.md')).toBe(true);
});

it('every path the README and docs/ name exists in the repository', () => {
  const missing = named.filter(({ path: file }) => !exists(file)).map(({ doc, line, path: file }) => `${doc}:${line} ${file}`);
  expect(missing).toEqual([]);
});

it('a missing file is reported, a present one is not', () => {
  expect(asRepoPath('`web/lib/no-such-file.ts`'.replace(/`/g, ''))).toBe('web/lib/no-such-file.ts');
  expect(exists('web/lib/no-such-file.ts')).toBe(false);
  expect(exists('docs/api.md')).toBe(true);
  expect(exists('cms/src/api/<type>/routes/01-custom.ts')).toBe(true);
  expect(exists('cms/src/api/no-such-type/routes/{01-custom,02-other}.ts')).toBe(false);
  expect(exists('web/app/api/[...path]/route.ts')).toBe(true);
  expect(asRepoPath('docker-compose.yml')).toBe('docker-compose.yml');
  expect(asRepoPath('tags.ts')).toBeUndefined();
});
