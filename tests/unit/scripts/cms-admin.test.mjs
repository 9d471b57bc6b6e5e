// The self-hosted editor: no font from the CDN, a page that loads only its own script, and the
// same policy in admin/index.html and in deploy/nginx.conf's admin location.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminHtml, adminPolicy, selfHostFonts } from '../../../scripts/cms/admin-files.mjs';

const modules = join(process.cwd(), 'node_modules');
const bundle = readFileSync(join(modules, '@sveltia/cms/dist/sveltia-cms.js'), 'utf8');

it('rewrites every CDN font of the editor bundle to a local copy that exists', () => {
  expect(bundle).toContain('cdn.jsdelivr.net');
  const { text, fonts } = selfHostFonts(bundle);
  expect(text).not.toContain('cdn.jsdelivr.net');
  expect(fonts.map((f) => f.to).sort()).toEqual([
    'material-symbols-outlined-latin-wght-normal.woff2',
    'noto-mono-latin-400-normal.woff2',
    'source-sans-3-latin-wght-normal.woff2',
  ]);
  for (const { from, to } of fonts) {
    expect(existsSync(join(modules, from))).toBe(true);
    expect(text).toContain(`/gps-app/admin/fonts/${to}`);
  }
});

it('refuses a bundle that would still reach the CDN', () => {
  expect(() => selfHostFonts('url(https://cdn.jsdelivr.net/npm/x.js)')).toThrow(/jsdelivr/);
});

it('serves a noindex page that loads only the local bundle', () => {
  const html = adminHtml(adminPolicy({}));
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect([...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1])).toEqual([
    '/gps-app/admin/sveltia-cms.js',
  ]);
  expect(html.replace(/<meta http-equiv[^>]*>/, '')).not.toMatch(/https?:\/\//);
});

it('allows GitHub only with the GitHub backend, and the configured auth proxy', () => {
  expect(adminPolicy({})).toContain("connect-src 'self' blob: data: https://api.github.com;");
  expect(adminPolicy({ CMS_BACKEND: 'test-repo' })).not.toContain('github');
  expect(adminPolicy({ CMS_BASE_URL: 'https://auth.example.workers.dev/x' })).toContain(
    'https://auth.example.workers.dev',
  );
  expect(adminPolicy({})).not.toContain("'unsafe-eval'");
});

it('nginx sends the same policy for /gps-app/admin/, plus frame-ancestors', () => {
  const conf = readFileSync('deploy/nginx.conf', 'utf8');
  const block = /location \/gps-app\/admin\/ \{([\s\S]*?)\n {4}\}/.exec(conf)?.[1] ?? '';
  const csp = /Content-Security-Policy "([^"]+)"/.exec(block)?.[1];
  expect(csp).toBe(`frame-ancestors 'none'; ${adminPolicy({})}`);
  expect(block).toContain('add_header Cache-Control "no-cache" always;');
  expect(block).toContain('X-Robots-Tag "noindex"');
});
