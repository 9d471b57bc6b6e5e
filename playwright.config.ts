import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

// The shipped deploy/nginx.conf in a real nginx (scripts/nginx-test.sh), next to serve.mjs:
// https on NGINX_PORT with a self-signed certificate made at start (hence ignoreHTTPSErrors),
// and the plain-http port that only redirects, for tests/e2e/serving.spec.ts.
// scripts/test.sh installs nginx and sets REQUIRE_NGINX; a bare `playwright test` without
// nginx on the machine runs the serve.mjs project only.
const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const nginxPort = Number(process.env.NGINX_PORT ?? port + 280);
const nginxURL = `https://127.0.0.1:${nginxPort}`;
export const nginxHttpURL = `http://127.0.0.1:${Number(process.env.NGINX_HTTP_PORT ?? nginxPort + 1)}`;
const withNginx = Boolean(process.env.REQUIRE_NGINX) || existsSync(nginxPath);
// Checks whose answer depends on the server; the rest of the suite is about the export itself.
const serverTests = [
  'serving.spec.ts',
  'console.spec.ts',
  'hostile-input.spec.ts',
  'links.spec.ts',
];

export default defineConfig({
  testDir: 'tests/e2e',
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
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: 'serving.spec.ts',
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
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs`,
      env: { PORT: String(port) },
      url: `${baseURL}/gps-app/`,
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
            url: `${nginxURL}/gps-app/`,
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
