/**
 * Unit tests of the pure lib code and of the site's server, and scripts/dev.test.ts (`npm run dev` serves public pages
 * as production does). Playwright e2e specs live in e2e/ and run separately.
 */
/** @type {import('jest').Config} */
module.exports = {
  preset: 'ts-jest',
  testEnvironment: 'node',
  testMatch: [
    '<rootDir>/lib/**/*.test.ts',
    '<rootDir>/server/**/*.test.ts',
    '<rootDir>/islands/**/*.test.ts',
    '<rootDir>/scripts/**/*.test.ts',
  ],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/', '<rootDir>/.next/'],
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
