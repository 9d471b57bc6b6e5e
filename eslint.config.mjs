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
/** The Cloudflare Worker (worker/): it runs in workerd, and nothing imports them. */
const functionsImport = {
  regex: folders('worker'),
  message: 'worker/ is the Cloudflare runtime side: nothing in the site imports it.',
};
/**
 * The form rule modules the request endpoint shares with the forms (pure TypeScript), and the
 * forms' shared rules and message links the inbox's answers reuse (worker/reply-links.ts).
 */
const ruleModules =
  'contact-form/contactRules|service-request/(fieldRules|serviceRequest|meterReading)|quote-list/quoteRequest|forms/(fieldRules|messageLinks)';
const functionsMessage =
  'worker/ runs in workerd: it may import lib/, content/fields/, site.config.mjs, the hosts’ rules (deploy/) and the forms’ rule modules only.';

// The tooling side points one way too: scripts/ (build and check steps) → deploy/ (how hosts
// serve the export, pure rules) → site.config.mjs. scripts/ may also read the content model
// (content/, lib/), never the Next app above it; deploy/ reads nothing but site.config.mjs. The
// app's layers import neither (build tooling is not shipped to browsers).
const toolingMessage =
  'Imports point one way: scripts → deploy → site.config.mjs; the app imports neither.';
const appLayers = ['app', 'components', 'server', 'hooks', 'i18n'];
const tooling = {
  regex: folders('scripts', 'deploy'),
  message: toolingMessage,
};

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
    // Link (clientNav) marks the anchors whose route payloads the build keeps; next/link would
    // prefetch payloads that scripts/prune-route-payloads.mjs removed (and costs 3 kB a page).
    files: ['app/**', 'components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [nextLink], patterns: [functionsImport, tooling] },
      ],
    },
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
            functionsImport,
            { regex: loadedContent, message: `${libMessage} Take content as an argument.` },
            { regex: '^(node:)?fs(/|$)', message: libMessage },
            tooling,
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
          patterns: [
            { regex: folders('server', 'components', 'app'), message: layerMessage },
            functionsImport,
            tooling,
          ],
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
          patterns: [
            { regex: folders('components', 'app'), message: layerMessage },
            functionsImport,
            tooling,
          ],
        },
      ],
    },
  },
  // inbox/ is the dealer's inbox page, a plain script bundled by scripts/inbox/build-inbox.mjs:
  // the front of the requests API (worker/ types and pure helpers), none of the site.
  {
    files: ['inbox/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'next-intl', 'server-only'],
          patterns: [
            { regex: '^next(/|$)', message: 'The inbox page is not a Next page.' },
            {
              regex: folders('app', 'components', 'server', 'hooks', 'i18n', 'scripts', 'deploy'),
              message: 'inbox/ uses the requests API’s modules, lib/ and its own messages only.',
            },
            { regex: loadedContent, message: 'The inbox reads requests, not the catalogue.' },
          ],
        },
      ],
    },
  },
  // editor-preview/ is the content editor's preview of a product, a plain script bundled by
  // scripts/cms/build-admin.mjs: the site's pure modules (lib/), its messages and style values,
  // drawn with the editor's own React (window.h), none of the app or the loaded catalogue.
  {
    files: ['editor-preview/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-dom', 'next-intl', 'server-only'],
          patterns: [
            { regex: '^next(/|$)', message: 'The editor preview is not a Next page.' },
            {
              regex: '^react$',
              message: 'The editor brings its own React: draw with window.h (types only).',
              allowTypeImports: true,
            },
            {
              regex: folders('app', 'components', 'server', 'hooks', 'scripts', 'deploy', 'worker'),
              message:
                'editor-preview/ uses lib/, content/ types, messages/ and styles/tokens only.',
            },
            {
              regex: loadedContent,
              message: 'The preview shows the entry being edited, not the catalogue.',
            },
          ],
        },
      ],
    },
  },
  // i18n/ is read by every layer (lib/ takes its Locale type), so it imports none of them.
  {
    files: ['i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [nextLink],
          patterns: [
            {
              regex: folders('lib', 'server', 'components', 'app', 'hooks', 'worker', 'content'),
              message: 'i18n/ sits below lib/: routing and messages only, no other layer.',
            },
            tooling,
          ],
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
              regex: folders('lib', 'server', 'components', 'app', 'hooks', 'worker'),
              message: 'content/ is the bottom layer: its checks live in content/fields/.',
            },
            tooling,
          ],
        },
      ],
    },
  },
  {
    files: ['worker/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'next-intl', 'next-intl/server', 'server-only'].map(
            (name) => ({ name, message: functionsMessage }),
          ),
          patterns: [
            {
              regex: folders('app', 'server', 'hooks', 'i18n', 'scripts'),
              message: functionsMessage,
            },
            { regex: '^next(/|$)', message: functionsMessage },
            { regex: loadedContent, message: functionsMessage },
            { regex: `^(@/|(\\.\\./)+)content/(?!fields/)`, message: functionsMessage },
            {
              regex: `^(@/|(\\.\\./)+)components/(?!(${ruleModules})$)`,
              message: functionsMessage,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // scripts/ has its own content/, deploy/, inbox/ and lib/ folders, so those names
            // cannot be told apart by a relative path here; the app's are unambiguous.
            { regex: folders(...appLayers, 'worker', 'tests'), message: toolingMessage },
          ],
        },
      ],
    },
  },
  {
    files: ['deploy/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: folders(...appLayers, 'scripts', 'lib', 'content', 'worker', 'inbox', 'tests'),
              message: `${toolingMessage} deploy/ holds the hosts' rules: site.config.mjs only.`,
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
      'next-env.d.ts',
    ],
  },
];

export default config;
