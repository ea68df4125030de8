/**
 * The site's unit tests. Each sits beside what it tests, as `<name>.test.ts` (lib/shared/money.test.ts beside
 * money.ts, content/site-pages.test.ts beside site-pages.ts, server/, islands/, scripts/ alike); only the tests of
 * pages/ cannot, since Next serves every file there as a route: they sit in page-tests/, under the page's own path
 * (page-tests/api/preview.test.ts tests pages/api/preview). Playwright e2e specs live in e2e/ and run separately.
 */
/** @type {import('jest').Config} */
module.exports = {
  preset: 'ts-jest',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/', '<rootDir>/.next', '<rootDir>/dist/', '<rootDir>/.tmp/'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
  },
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      { tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, isolatedModules: true } },
    ],
  },
};
