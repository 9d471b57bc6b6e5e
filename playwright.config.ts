import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { basePath } from './site.config.mjs';

const port = Number(process.env.PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

// The nginx site file the build writes (deploy/dist/nginx/print-centre.conf) in a real nginx
// (scripts/nginx-test.sh), next to serve.mjs: https on NGINX_PORT with a self-signed certificate made at start (hence ignoreHTTPSErrors),
// and the plain-http port that only redirects, for tests/e2e/serving.spec.ts.
// scripts/test.sh installs nginx and sets REQUIRE_NGINX; a bare `playwright test` without
// nginx on the machine runs the serve.mjs project only.
const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const nginxPort = Number(process.env.NGINX_PORT ?? port + 280);
const nginxURL = `https://127.0.0.1:${nginxPort}`;
export const nginxHttpURL = `http://127.0.0.1:${Number(process.env.NGINX_HTTP_PORT ?? nginxPort + 1)}`;
const withNginx = Boolean(process.env.REQUIRE_NGINX) || existsSync(nginxPath);
// The shop's Worker (wrangler.jsonc) on the build's assets (deploy/dist/cloudflare/) in
// Cloudflare's own runtime (scripts/wrangler-test.sh: wrangler dev, plain http on loopback).
// scripts/test.sh sets REQUIRE_CLOUDFLARE; a bare `playwright test` runs it when a build has
// written the upload folder.
const wranglerPort = Number(process.env.WRANGLER_PORT ?? port + 290);
export const cloudflareURL = `http://127.0.0.1:${wranglerPort}`;
/**
 * What scripts/wrangler-test.sh starts beside the site for the Worker's request tests
 * (tests/e2e/requests-server.ts): the same site with a D1 without tables, and the control server
 * of the Telegram and Access stubs.
 */
export const requestsTestPorts = {
  noTables: wranglerPort + 3,
  stubs: wranglerPort + 4,
  /** The Worker as npm start runs it: the inbox opens for loopback host names, no Access. */
  local: wranglerPort + 6,
};
const withCloudflare =
  Boolean(process.env.REQUIRE_CLOUDFLARE) || existsSync('deploy/dist/cloudflare/_headers');
// Checks whose answer depends on the server; the rest of the suite is about the export itself.
const serverTests = [
  'serving.spec.ts',
  // The forms on a host without the Worker: nginx only (the Worker answers them elsewhere).
  'forms-without-worker.spec.ts',
  // The search box reports nothing there: nginx here, serve.mjs in the chromium project.
  'searches-without-worker.spec.ts',
  'serving-nginx.spec.ts',
  'console.spec.ts',
  'hostile-input.spec.ts',
  'links.spec.ts',
  'not-found.spec.ts',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // One tsconfig for every file the tests load: the root one, plus `server-only` mapped to an
  // empty module (the helpers read content/ through modules marked server-only).
  tsconfig: './tests/e2e/tsconfig.json',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    // A Georgian visitor by default, so the bare root stays Georgian unless a test says otherwise.
    locale: 'ka-GE',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-gpu',
        // The pages (on localhost) post to loopback stand-ins of outside services; Chromium's
        // Local Network Access would ask for a permission no real visitor's request needs.
        '--disable-features=LocalNetworkAccessChecks',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      // requests*.spec.ts need the Worker: the cloudflare project runs them.
      testIgnore: [
        'serving*.spec.ts',
        'requests*.spec.ts',
        'forms-without-worker.spec.ts',
        'search-counting.spec.ts',
      ],
    },
    ...(withNginx
      ? [
          {
            name: 'nginx',
            use: {
              ...devices['Desktop Chrome'],
              channel: undefined,
              baseURL: nginxURL,
              ignoreHTTPSErrors: true,
            },
            testMatch: serverTests,
          },
        ]
      : []),
    ...(withCloudflare
      ? [
          {
            name: 'cloudflare',
            use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: cloudflareURL },
            // The host checks and a page sample in the browser (console.spec.ts sweeps one
            // route per template here), and the forms through the Worker; the rest
            // does not depend on the host's configuration.
            testMatch: [
              'serving.spec.ts',
              'console.spec.ts',
              'not-found.spec.ts',
              'requests*.spec.ts',
              // Only the Worker takes the search counts: the visitor's switch is tested there.
              'search-counting.spec.ts',
            ],
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs`,
      env: { PORT: String(port) },
      url: `${baseURL}${basePath}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    ...(withNginx
      ? [
          {
            command: 'bash scripts/nginx-test.sh',
            env: {
              NGINX_PORT: String(nginxPort),
              NGINX_HTTP_PORT: new URL(nginxHttpURL).port,
              NGINX_PATH: nginxPath,
            },
            url: `${nginxURL}${basePath}/`,
            ignoreHTTPSErrors: true,
            reuseExistingServer: false,
            timeout: 30_000,
            // SIGTERM (not the default SIGKILL): the script stops nginx and removes its temp files.
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
          },
        ]
      : []),
    ...(withCloudflare
      ? [
          {
            command: 'bash scripts/wrangler-test.sh',
            env: { WRANGLER_PORT: String(wranglerPort) },
            url: `${cloudflareURL}${basePath}/`,
            reuseExistingServer: false,
            // workerd starts in a few seconds, twice (two sites); slower on a loaded 2-core machine.
            timeout: 150_000,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
          },
        ]
      : []),
  ],
});
