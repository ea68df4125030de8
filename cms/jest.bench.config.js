// `npm run bench:bulk`: the bulk-sending benchmark (bench/), against an in-process CMS, the fake Africa's Talking and
// the SMTP sink of the test suite. Measures and prints; a benchmark, not a test, so it is not part of `npm test`.
/** @type {import('jest').Config} */
module.exports = {
  preset: 'ts-jest',
  testEnvironment: 'node',
  roots: ['<rootDir>/bench'],
  testMatch: ['**/*.bench.ts'],
  testTimeout: 600000,
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: { isolatedModules: true } }] },
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
};
