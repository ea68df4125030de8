import fs from 'fs';
import path from 'path';

/**
 * The CMS runs its compiled JavaScript (dist/) on Node, and @bank/contract is TypeScript source: the CMS may import
 * its types only (erased by the compiler). A value import would compile and then fail at start with a syntax error.
 */
const SRC = path.resolve(__dirname, '..', '..', 'src');

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|js)$/.test(entry.name) ? [file] : [];
  });

describe('imports of @bank/contract in cms/src', () => {
  const imports = sourceFiles(SRC).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/^(import|export)\b[^;]*?from '@bank\/contract';/gms)].map((match) => ({
      file: path.relative(SRC, file),
      statement: match[0],
    })),
  );

  it('are there (the controllers are typed by the contract)', () => {
    expect(imports.length).toBeGreaterThan(5);
  });

  it('are type-only', () => {
    const valueImports = imports.filter(({ statement }) => !/^(import|export) type\b/.test(statement));
    expect(valueImports).toEqual([]);
  });
});
