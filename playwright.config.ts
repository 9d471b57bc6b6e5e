import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { basePath } from './site.config.mjs';
import { chromiumLaunch } from './scripts/lib/chromium.mjs';

const port = Number(process.env.PORT ?? 3100);

// The browser suite runs on the shop's Worker (wrangler.jsonc) over the build's assets
// (deploy/dist/cloudflare/) in Cloudflare's own runtime, as the site is deployed
// (tests/hosts/wrangler-test.sh: wrangler dev, plain http on loopback).
const wranglerPort = Number(process.env.WRANGLER_PORT ?? port);
export const cloudflareURL = `http://127.0.0.1:${wranglerPort}`;
export const baseURL = cloudflareURL;
/**
 * What tests/hosts/wrangler-test.sh starts beside the site for the Worker's request tests
 * (tests/e2e/requests-server.ts): the same site with a D1 without tables, and the control server
 * of the Telegram and Access stubs.
 */
export const requestsTestPorts = {
  noTables: wranglerPort + 3,
  stubs: wranglerPort + 4,
  /** The Worker as npm start runs it: the inbox opens for loopback host names, no Access. */
  local: wranglerPort + 6,
};
// The nginx site file the build writes (deploy/dist/nginx/print-centre.conf) in a real nginx
// (tests/hosts/nginx-test.sh), for what is nginx's own: its headers, TLS, redirects and the static
// host's answers without a Worker. https on NGINX_PORT with a self-signed certificate made at
// start (hence ignoreHTTPSErrors), and the plain-http port that only redirects. tests/run.sh
// installs nginx and sets REQUIRE_NGINX; without nginx on the machine that project is left out.
const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const nginxPort = Number(process.env.NGINX_PORT ?? port + 280);
const nginxURL = `https://127.0.0.1:${nginxPort}`;
export const nginxHttpURL = `http://127.0.0.1:${Number(process.env.NGINX_HTTP_PORT ?? nginxPort + 1)}`;
const withNginx = Boolean(process.env.REQUIRE_NGINX) || existsSync(nginxPath);
const nginxOwn = [
  'serving.spec.ts',
  'serving-nginx.spec.ts',
  'console.spec.ts',
  'not-found.spec.ts',
  'hostile-input.spec.ts',
  // The forms and the search box on a host without the Worker.
  'forms-without-worker.spec.ts',
  'searches-without-worker.spec.ts',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // One tsconfig for every file the tests load: the root one, plus `server-only` mapped to an
  // empty module (the helpers read content/ through modules marked server-only).
  tsconfig: './tests/e2e/tsconfig.json',
  fullyParallel: true,
  workers: 2,
  // npm test (CI=1) retries a failed test once, as Playwright's own template does: one slow moment
  // on a loaded machine would otherwise refuse the whole run. A test that passes only on its retry
  // is named "flaky" in npm test's summary (tests/run.sh); a real fault fails both times.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    // A Georgian visitor by default, so the bare root stays Georgian unless a test says otherwise.
    locale: 'ka-GE',
    trace: 'off',
    launchOptions: {
      ...chromiumLaunch,
      args: [
        ...chromiumLaunch.args,
        // The pages (on localhost) post to loopback stand-ins of outside services; Chromium's
        // Local Network Access would ask for a permission no real visitor's request needs.
        '--disable-features=LocalNetworkAccessChecks',
      ],
    },
  },
  projects: [
    {
      name: 'cloudflare',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: [
        'serving-nginx.spec.ts',
        'forms-without-worker.spec.ts',
        'searches-without-worker.spec.ts',
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
            testMatch: nginxOwn,
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: 'bash tests/hosts/wrangler-test.sh',
      env: { WRANGLER_PORT: String(wranglerPort) },
      url: `${cloudflareURL}${basePath}/`,
      reuseExistingServer: false,
      // workerd starts in a few seconds, twice (two sites); slower on a loaded 2-core machine.
      timeout: 150_000,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    },
    ...(withNginx
      ? [
          {
            command: 'bash tests/hosts/nginx-test.sh',
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
  ],
});
