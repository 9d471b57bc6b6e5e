import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import boundaries from 'eslint-plugin-boundaries';

// Merely reading these throws when the browser blocks site data: lib/safe-storage.ts wraps them.
const storageMessage =
  'Use localStore() / sessionStore() from @/lib/safe-storage: this throws when storage is blocked.';

const nextLink = {
  name: 'next/link',
  message: 'Use Link from @/components/link/Link (clientNav for in-app navigation).',
};

// The layers, as one table: each area (a top-level folder) and the areas it may import besides
// itself. The app points one way: app → components → (server, hooks) → lib → content, with
// i18n/, messages/, styles/ and site.config.mjs beneath them all. The tooling points one way too:
// scripts/ (build and check steps) → deploy/ (how hosts serve the export) → site.config.mjs; the
// app imports neither, as build tooling is not shipped to browsers.
const below = ['i18n', 'messages'];
const layers = {
  app: ['components', 'server', 'hooks', 'lib', 'content', 'styles', ...below],
  components: ['server', 'hooks', 'lib', 'content', 'styles', ...below],
  server: ['lib', 'content', ...below],
  hooks: ['lib', 'content', 'styles', ...below],
  lib: ['content', ...below],
  content: below,
  i18n: ['messages'],
  messages: [],
  styles: [],
  // The Cloudflare Worker runs in workerd: nothing in the site imports it. It may also import the
  // forms' rule modules and content/fields/ (policies below).
  worker: ['lib', 'deploy', 'messages'],
  // The dealer's inbox page, bundled by scripts/inbox/: the front of the requests API (worker/).
  inbox: ['worker', 'lib', 'content', 'messages'],
  // The editor's preview of a product, bundled by scripts/cms/: the site's pure modules and style
  // values, drawn with the editor's own React.
  'editor-preview': ['lib', 'content', 'styles', ...below],
  scripts: ['lib', 'content', 'deploy', 'messages'],
  // Benchmarks and measurements, run by hand: they drive the build steps of scripts/ and the test
  // servers of tests/.
  bench: ['scripts', 'tests', 'lib', 'content', 'deploy', 'messages'],
  deploy: [],
  tests: ['*'],
};
const elements = Object.keys(layers).map((type) => ({ type, pattern: type, partialMatch: false }));
const files = [
  { category: 'test', pattern: '**/*.{test,spec}.{ts,tsx,mjs}' },
  // The loaded catalogue, not its schema or types: lib/ takes content as an argument.
  { category: 'catalogue', pattern: 'content/{index,load}.ts' },
  { category: 'fields', pattern: 'content/fields/**' },
  // The forms' rule modules (pure TypeScript) the Worker's request endpoint and answers share.
  {
    category: 'form-rules',
    pattern: [
      'components/contact-form/contactRules.ts',
      'components/service-request/{fieldRules,serviceRequest,meterReading}.ts',
      'components/quote-list/quoteRequest.ts',
      'components/forms/{fieldRules,photoRules,messageLinks}.ts',
    ],
  },
];
const policies = [
  ...Object.entries(layers).map(([type, to]) => ({
    from: { element: { type } },
    allow: { to: { element: { type: to } } },
  })),
  {
    from: { element: { type: ['lib', 'inbox', 'editor-preview'] } },
    disallow: { to: { file: { categories: 'catalogue' } } },
    message:
      '{{from.type}}/ takes content as an argument: import its schema or types, not the loaded catalogue.',
  },
  {
    from: { element: { type: 'worker' } },
    allow: { to: { file: { categories: ['form-rules', 'fields'] } } },
  },
  // A test beside its code imports what it tests, and the test helpers.
  { from: { file: { categories: 'test' } }, allow: { to: { element: { type: '*' } } } },
];

const libMessage = 'lib/ holds pure functions: translations and server code belong in server/.';

/** Modules of the Next app that the plain bundles and the Worker do without. */
const notNext = {
  paths: ['react-dom', 'next-intl', 'next-intl/server', 'server-only'],
  patterns: [{ regex: '^next(/|$)', message: 'This runs outside Next.' }],
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      // The files at the root (site.config.mjs, the tools' configs) sit outside the table: every
      // area may read site.config.mjs.
      'boundaries/ignore': ['*', '.*'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies,
          // A folder outside the table (say a new one) may not be imported until it is in it.
          checkUnknownLocals: true,
          message:
            '{{from.type}}/ may not import {{dependency.source}}{{#if to.type}} ({{to.type}}/){{/if}}: imports point one way (the layers table in eslint.config.mjs).',
        },
      ],
    },
  },
  {
    files: ['app/**', 'components/**', 'lib/**', 'hooks/**'],
    ignores: ['lib/safe-storage.ts', '**/*.test.*'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: storageMessage },
        { name: 'sessionStorage', message: storageMessage },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis'].flatMap((object) =>
          ['localStorage', 'sessionStorage'].map((property) => ({
            object,
            property,
            message: storageMessage,
          })),
        ),
      ],
    },
  },
  {
    // Link (clientNav) marks the anchors whose route payloads the build keeps; next/link would
    // prefetch payloads that scripts/prune-route-payloads.mjs removed (and costs 3 kB a page).
    files: ['app/**', 'components/**', 'server/**', 'hooks/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [nextLink] }] },
  },
  {
    files: ['lib/**'],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            nextLink,
            ...['next-intl/server', 'server-only'].map((name) => ({ name, message: libMessage })),
          ],
          patterns: [{ regex: '^(node:)?fs(/|$)', message: libMessage }],
        },
      ],
    },
  },
  {
    files: ['worker/**', 'inbox/**'],
    rules: {
      'no-restricted-imports': ['error', { ...notNext, paths: [...notNext.paths, 'react'] }],
    },
  },
  {
    files: ['editor-preview/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...notNext,
          patterns: [
            ...notNext.patterns,
            {
              regex: '^react$',
              message: 'The editor brings its own React: draw with window.h (types only).',
              allowTypeImports: true,
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
      // Build caches: photo variants and the framework floor's blank app while it builds.
      '.cache/**',
      // wrangler dev's bundles of the Worker, and the types `wrangler types` writes.
      '.wrangler/**',
      'worker/cloudflare.generated.d.ts',
      'next-env.d.ts',
    ],
  },
];

export default config;
