// Transpile only (no type check per test file): fast; `npm run typecheck` checks types.
const common = {
  preset: 'ts-jest',
  testEnvironment: 'node',
  // Anchored: a bare ".tmp" would also match /tmp, where CI checkouts may live.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/\\.tmp/', '<rootDir>/dist/'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { isolatedModules: true } }],
    // otplib's base32 and hash libraries ship as ES modules only; Node 20 requires them, Jest's own loader cannot.
    '/node_modules/@(scure|noble)/.+\\.js$': ['ts-jest', { tsconfig: { isolatedModules: true, allowJs: true } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@otplib/[^/]+/node_modules/)?@(scure|noble)/)'],
};

/** @type {import('jest').Config} */
module.exports = {
  // The API tests boot a real Strapi (several seconds each, longer on a busy machine).
  testTimeout: 120000,
  projects: [
    { ...common, displayName: 'unit', roots: ['<rootDir>/tests/unit'] },
    {
      ...common,
      displayName: 'api',
      roots: ['<rootDir>/tests/api'],
      // Compiles the TypeScript app into dist/ once for every API test file.
      globalSetup: '<rootDir>/tests/support/global-setup.ts',
    },
  ],
};
