import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // Some tests read a whole fixture catalogue or spawn git; 5 s is too short on a busy machine.
  testTimeout: 30_000,
  // Unit tests sit beside their code (Name.test.tsx next to Name.tsx); shared test helpers live in
  // tests/support/. The browser suite (tests/e2e) is Playwright's, the rest is output or tooling.
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/(tests/e2e|out|deploy/dist|\\.next|\\.wrangler|test-results|bench-results)/',
  ],
  setupFilesAfterEnv: ['<rootDir>/tests/support/setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/support/server-only.ts',
  },
};

// next/jest ignores node_modules; next-intl, use-intl, their ICU parser and jose (Cloudflare Access
// tokens, functions/) ship ESM only, so they are transformed.
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    // First match wins: vanilla-extract files must not reach next/jest's SWC transform.
    transform: { '\\.css\\.ts$': '@vanilla-extract/jest-transform', ...resolved.transform },
    transformIgnorePatterns: [
      '/node_modules/(?!(next-intl|use-intl|icu-minify|intl-messageformat|@formatjs|jose)/)',
    ],
  };
}
