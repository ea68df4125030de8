import fs from 'fs';
import path from 'path';

/**
 * One Node everywhere: .nvmrc names it; the root's `engines` (the only one in the repository) admits it and no other
 * major; both images are built on it; CI and the start-up check read .nvmrc; the README names it.
 */

const ROOT = path.resolve(__dirname, '..', '..', '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const nvmrc = read('.nvmrc').trim();
const major = Number(nvmrc.split('.')[0]);

/** The `>=A.B.C <D` range the root declares, as the versions it admits. */
function admits(range: string, version: string): boolean {
  const match = /^>=(\d+)\.(\d+)\.(\d+) <(\d+)$/.exec(range);
  if (!match) throw new Error(`engines.node is not of the form ">=A.B.C <D": ${range}`);
  const [low, high] = [match.slice(1, 4).map(Number), Number(match[4])];
  const parts = version.split('.').map(Number);
  const cmp = parts[0] - low[0] || parts[1] - low[1] || parts[2] - low[2];
  return cmp >= 0 && parts[0] < high;
}

it('.nvmrc names an exact Node version', () => {
  expect(nvmrc).toMatch(/^\d+\.\d+\.\d+$/);
});

it("the root's engines admit that version and no other major", () => {
  const range = JSON.parse(read('package.json')).engines.node as string;
  expect(admits(range, nvmrc)).toBe(true);
  expect(admits(range, `${major - 1}.99.99`)).toBe(false);
  expect(admits(range, `${major + 1}.0.0`)).toBe(false);
});

it('no workspace declares an engines range of its own', () => {
  const workspaces = ['cms', 'web', ...fs.readdirSync(path.join(ROOT, 'packages')).map((name) => `packages/${name}`)];
  for (const workspace of workspaces) {
    const manifest = JSON.parse(read(`${workspace}/package.json`));
    expect([workspace, manifest.engines?.node]).toEqual([workspace, undefined]);
  }
});

it.each(['cms/Dockerfile', 'web/Dockerfile'])('%s builds and runs on that version', (file) => {
  const bases = [...read(file).matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1]);
  expect(bases.length).toBeGreaterThanOrEqual(2);
  for (const base of bases)
    expect(base).toMatch(new RegExp(`^node:${nvmrc.replace(/\./g, '\\.')}-bookworm-slim(@sha256:[0-9a-f]{64})?$`));
});

it('CI and the start-up check take the version from .nvmrc, and the README names it', () => {
  expect(read('.ci/node.sh')).toContain('.nvmrc');
  expect(read('scripts/check-node.mjs')).toContain('.nvmrc');
  expect(JSON.parse(read('package.json')).scripts.preinstall).toBe('node scripts/check-node.mjs');
  const readme = read('README.md');
  expect(readme).toContain(`Node ${major} and npm`);
  expect(readme).toContain(`node:${nvmrc}-bookworm-slim`);
});
