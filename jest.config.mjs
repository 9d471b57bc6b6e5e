import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // bench/ keeps its tooling's unit tests beside the code.
  roots: ['<rootDir>/tests/unit', '<rootDir>/bench'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/unit/server-only.ts',
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
