// Transpile only (no type check per test file): fast; `npm run typecheck` checks types.
const common = {
  preset: 'ts-jest',
  testEnvironment: 'node',
  // Anchored: a bare ".tmp" would also match /tmp, where CI checkouts may live.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/\\.tmp/', '<rootDir>/dist/'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { isolatedModules: true } }],
    // otplib's base32 and hash libraries ship as ES modules only; Node requires them, Jest's own loader cannot.
    '/node_modules/@(scure|noble)/.+\\.js$': ['ts-jest', { tsconfig: { isolatedModules: true, allowJs: true } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@otplib/[^/]+/node_modules/)?@(scure|noble)/)'],
  // One zod for the contract and Strapi (tests/support/resolver.js).
  resolver: '<rootDir>/tests/support/resolver.js',
};

/** @type {import('jest').Config} */
module.exports = {
  // The API tests boot a real Strapi (several seconds each, longer on a busy machine).
  testTimeout: 120000,
  // Each API test file boots its own Strapi, and not all of one is freed when it stops: in one process the forty-odd
  // files of the suite grew the heap past 4 GB, where the garbage collector took all the CPU and the last file's
  // Strapi never finished booting. A worker past this much memory between files is replaced by a fresh one.
  workerIdleMemoryLimit: '1GB',
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
