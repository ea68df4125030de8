import fs from 'node:fs';
import path from 'node:path';

// The contract's schemas (its built CommonJS, dist/cjs) and Strapi run on one zod, the version Strapi pins:
// tests/support/resolver.js gives the contract's import that copy rather than the one installed beside it.
test('the contract and Strapi resolve zod to the same copy', () => {
  const contractDir = path.dirname(require.resolve('@bank/shared'));
  const strapiDir = path.dirname(require.resolve('@strapi/utils/package.json'));
  for (const entry of ['zod', 'zod/mini']) {
    expect(require.resolve(entry, { paths: [contractDir] })).toBe(require.resolve(entry, { paths: [strapiDir] }));
  }
  const contractPackage = JSON.parse(fs.readFileSync(path.join(contractDir, '..', '..', 'package.json'), 'utf8'));
  const zodPackage = JSON.parse(fs.readFileSync(require.resolve('zod/package.json'), 'utf8'));
  expect(zodPackage.version).toBe(contractPackage.dependencies.zod);
});
