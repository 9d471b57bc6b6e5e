import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Merely reading these throws when the browser blocks site data: lib/safe-storage.ts wraps them.
const storageMessage =
  'Use localStore() / sessionStore() from @/lib/safe-storage: this throws when storage is blocked.';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: ['app/**', 'components/**', 'lib/**', 'hooks/**'],
    ignores: ['lib/safe-storage.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: storageMessage },
        { name: 'sessionStorage', message: storageMessage },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'localStorage', message: storageMessage },
        { object: 'window', property: 'sessionStorage', message: storageMessage },
        { object: 'globalThis', property: 'localStorage', message: storageMessage },
        { object: 'globalThis', property: 'sessionStorage', message: storageMessage },
      ],
    },
  },
  {
    // Link (clientNav) marks the anchors whose route payloads the build keeps; a bare next/link
    // would prefetch payloads that scripts/prune-route-payloads.mjs removed.
    files: ['app/**', 'components/**', 'lib/**', 'hooks/**'],
    ignores: ['components/link/Link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: 'Use Link from @/components/link/Link (clientNav for in-app navigation).',
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      'deploy/dist/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
