/** @type {import('jest').Config} */
module.exports = {
  preset: 'ts-jest',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  // Anchored: a bare ".tmp" would also match /tmp, where CI checkouts may live.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/\\.tmp/', '<rootDir>/dist/'],
  transform: {
    // Transpile only (no type check per test file): fast; `npm run typecheck` checks types.
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { isolatedModules: true } }],
  },
  // The API tests in tests/api boot a real Strapi.
  testTimeout: 120000,
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
};
