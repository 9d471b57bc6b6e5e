import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import { notFoundTarget } from '@/lib/locale-path';
import { outDir } from './out-pages';

// Runs in the "nginx" project only: deploy/nginx.conf as shipped, in a real nginx
// (scripts/nginx-test.sh), must serve the export the way the README promises.

const firstFile = (dir: string, ext: string) => {
  const name = readdirSync(join(outDir, dir)).find((file) => file.endsWith(ext));
  if (!name) throw new Error(`no ${ext} file in out/${dir}`);
  return `/gps-app/${dir}/${name}`;
};

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toMatch(/'unsafe-(inline|eval)'/);
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
}

test('pages: security headers, short caching, gzip, UTF-8 HTML', async ({ request }) => {
  for (const path of ['/gps-app/', '/gps-app/en/catalog/', '/gps-app/ka/product/mono-mfp-m3030/']) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), path).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers()['cache-control']).toBe('public, max-age=300');
    expect(response.headers()['content-encoding']).toBe('gzip');
    // The per-page script policy travels inside the HTML, right after <meta charset>.
    expect(await response.text()).toMatch(
      /^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self' 'wasm-unsafe-eval' 'sha256-/,
    );
  }
});

test('assets: long immutable caching and the right content types', async ({ request }) => {
  const cases: [string, RegExp][] = [
    [firstFile('_next/static/chunks', '.js'), /^application\/javascript/],
    [firstFile('_next/static/css', '.css'), /^text\/css/],
    [firstFile('_next/static/media', '.woff2'), /^font\/woff2$/],
  ];
  for (const [path, type] of cases) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(type);
    expect(response.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(response);
  }
});

test('images, the sitemap and route payloads: types and short caching', async ({ request }) => {
  const cases: [string, RegExp][] = [
    ['/gps-app/icon.svg', /^image\/svg\+xml/],
    [firstFile('images/products', '.svg'), /^image\/svg\+xml/],
    [firstFile('images/og', '.png'), /^image\/png$/],
    // The old site's extension-less placeholder images are SVG.
    ['/gps-app/api/placeholder/800/600', /^image\/svg\+xml/],
    ['/gps-app/sitemap.xml', /xml/],
    ['/gps-app/robots.txt', /^text\/plain/],
    ['/gps-app/en/index.txt', /^text\/plain/],
  ];
  for (const [path, type] of cases) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(type);
    expect(response.headers()['cache-control'], path).toBe('public, max-age=300');
  }
});

test('unknown paths get 404.html with a 404 status, uncached, with the headers', async ({
  request,
}) => {
  for (const path of [
    '/gps-app/no-such-page/',
    '/gps-app/en/no-such-page',
    '/gps-app/_next/static/',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response);
    expect(await response.text()).toContain('location.replace(');
  }
});

test('legacy unprefixed links: 301 to the page 404.html would pick, query kept', async ({
  request,
}) => {
  const legacy = [
    '/gps-app/catalog',
    '/gps-app/catalog/',
    '/gps-app/catalog/office',
    '/gps-app/catalog/office/?type=colour',
    '/gps-app/product/mono-mfp-m3030',
    '/gps-app/products/some-old-slug?ref=mail',
    '/gps-app/products',
    '/gps-app/about',
    '/gps-app/services/maintenance/',
    '/gps-app/news',
    '/gps-app/contacts?type=service',
    '/gps-app/search?q=%3Cb%3E',
  ];
  for (const url of legacy) {
    const [pathname = '', query = ''] = url.split('?');
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(301);
    expect(response.headers()['location'], url).toBe(
      notFoundTarget(pathname, query ? `?${query}` : '', '/gps-app'),
    );
  }
  // Folders without their slash, and the bare base path, gain it (query kept).
  for (const [from, to] of [
    ['/gps-app', '/gps-app/'],
    ['/gps-app/en/catalog?x=1', '/gps-app/en/catalog/?x=1'],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()['location']).toBe(to);
  }
});
