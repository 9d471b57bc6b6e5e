import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Merely reading these throws when the browser blocks site data: lib/safe-storage.ts wraps them.
const storageMessage =
  'Use localStore() / sessionStore() from @/lib/safe-storage: this throws when storage is blocked.';

const nextLink = {
  name: 'next/link',
  message: 'Use Link from @/components/link/Link (clientNav for in-app navigation).',
};

/** An import of one of these top-level folders, by alias (@/lib/…) or relative path (../lib/…). */
const folders = (...names) => `^(@/|(\\.\\./)+)(${names.join('|')})(/|$)`;
/** The loaded catalogue (content/index.ts, content/load.ts), not its schema or types. */
const loadedContent = '^(@/|(\\.\\./)+)content(/(index|load))?$';
const layerMessage = 'Imports point one way: app → components → (server, hooks) → lib → content.';
const libMessage = `${layerMessage} lib/ holds pure functions.`;

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
    files: ['app/**', 'components/**'],
    ignores: ['components/link/Link.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [nextLink] }] },
  },
  // Imports point one way: app → components → (server, hooks) → lib → content. A flat config
  // replaces a rule per file rather than merging it, so each layer repeats the next/link ban.
  {
    files: ['lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            nextLink,
            { name: 'next-intl/server', message: `${libMessage} Translations belong in server/.` },
            { name: 'server-only', message: libMessage },
          ],
          patterns: [
            { regex: folders('server', 'components', 'app', 'hooks'), message: libMessage },
            { regex: loadedContent, message: `${libMessage} Take content as an argument.` },
            { regex: '^(node:)?fs(/|$)', message: libMessage },
          ],
        },
      ],
    },
  },
  {
    files: ['hooks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [nextLink],
          patterns: [{ regex: folders('server', 'components', 'app'), message: layerMessage }],
        },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [nextLink],
          patterns: [{ regex: folders('components', 'app'), message: layerMessage }],
        },
      ],
    },
  },
  {
    files: ['content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: folders('lib', 'server', 'components', 'app', 'hooks'),
              message: 'content/ is the bottom layer: its checks live in content/fields/.',
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
