import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import type { TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { notFoundTarget } from '@/lib/locale-path';
import { aProduct, productPath } from './site-content';
import { sandboxPolicy } from '../../deploy/host-rules.mjs';
import { base, outDir } from './out-pages';
import { expectSecurityHeaders, firstFile, firstFileUnder } from './serving';

// The export as a host serves it, with the host configuration we ship: the "nginx" project runs
// the generated nginx site file in a real nginx (tests/hosts/nginx-test.sh, https with a self-signed
// certificate), the "cloudflare" project the generated _headers and _redirects in Cloudflare's
// own asset server in front of the shop's Worker (tests/hosts/wrangler-test.sh: wrangler dev, plain
// http on loopback).
// What only nginx does (TLS, HTTP/2, the http port, raw bad requests) is serving-nginx.spec.ts.

/** Where the hosts differ by design, not by configuration. */
const hostFacts: Record<string, { notFoundCacheControl: string; folderSlashStatus: number }> = {
  nginx: { notFoundCacheControl: 'no-cache', folderSlashStatus: 301 },
  // A miss reaches the Worker, which sends the nearest 404.html never cached (worker/index.ts;
  // the asset server's own 404 would keep the path's caching, a year under _next/static/); the
  // asset server's folder redirect is a 307, and each page names its canonical.
  cloudflare: { notFoundCacheControl: 'no-store', folderSlashStatus: 307 },
};
/** The photos' own files: a new photo or new settings give a new name (scripts/images/plan.mjs). */
const aPhotoFile = firstFileUnder('_img', '.avif');
const photoVariants: [string, RegExp][] = [
  [aPhotoFile, /^image\/avif$/],
  [firstFileUnder('_img', '.jpg'), /^image\/jpeg$/],
];

const factsOf = (project: string) => {
  const facts = hostFacts[project];
  if (!facts) throw new Error(`serving.spec.ts does not know the host of project ${project}`);
  return facts;
};

test('pages: security headers, short caching, gzip, UTF-8 HTML', async ({ request }) => {
  for (const path of ['/gps-app/', '/gps-app/en/catalog/', productPath('ka', aProduct)]) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), path).toBe(200);
    expectSecurityHeaders(response.headers());
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
    [firstFile('_next/static/chunks', '.js'), /^(application|text)\/javascript/],
    [firstFile('_next/static/css', '.css'), /^text\/css/],
    [firstFile('_next/static/media', '.woff2'), /^font\/woff2$/],
    ...photoVariants,
  ];
  for (const [path, type] of cases) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(type);
    expect(response.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
    // Photo variants are served inert (the uploads' sandbox policy), the build's own files not.
    if (path.startsWith(`${base}/_img/`))
      expect(response.headers()['content-security-policy'], path).toBe(sandboxPolicy);
    else expectSecurityHeaders(response.headers());
    // A revalidation keeps the lifetime: a shorter one on the 304 would replace the stored one.
    const revalidated = await request.get(path, {
      headers: { 'If-None-Match': response.headers()['etag']! },
    });
    expect(revalidated.status(), path).toBe(304);
    expect(revalidated.headers()['cache-control'], path).toBe(
      'public, max-age=31536000, immutable',
    );
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
}, testInfo) => {
  for (const path of [
    '/gps-app/no-such-page/',
    '/gps-app/en/no-such-page',
    // A dead product link: crawlers see 404 even though browsers are sent home with a notice.
    '/gps-app/en/product/colour-mfp-c9999/',
    '/gps-app/_next/static/',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['cache-control']).toBe(
      factsOf(testInfo.project.name).notFoundCacheControl,
    );
    expectSecurityHeaders(response.headers());
    expect(await response.text()).toContain('location.replace(');
  }
});

test('legacy unprefixed links: 301 to the page 404.html would pick, query kept', async ({
  request,
}, testInfo) => {
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
  // The bare base path, and folders without their slash, gain it (query kept).
  const base = await request.get('/gps-app', { maxRedirects: 0 });
  expect(base.status()).toBe(301);
  expect(base.headers()['location']).toBe('/gps-app/');
  const folder = await request.get('/gps-app/en/catalog?x=1', { maxRedirects: 0 });
  expect(folder.status()).toBe(factsOf(testInfo.project.name).folderSlashStatus);
  expect(folder.headers()['location']).toBe('/gps-app/en/catalog/?x=1');
});

test('the content editor: its own policy and headers, uncached, not indexed', async ({
  request,
}) => {
  for (const path of ['/gps-app/admin/', '/gps-app/admin/config.yml']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    // One policy, the editor's (a second, joined one would also apply): GitHub allowed.
    expect(headers['content-security-policy'], path).toMatch(
      /^frame-ancestors 'none'; default-src 'self'; script-src 'self';[^,]*connect-src [^;]*https:\/\/api\.github\.com/,
    );
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin-allow-popups');
    expect(headers['referrer-policy'], path).toBe('same-origin');
    expect(headers['x-robots-tag'], path).toBe('noindex');
    expect(headers['cache-control'], path).toBe('no-cache');
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{8}/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
  }
});

test('the bare base path redirect carries the headers; no answer opens reading to other sites', async ({
  request,
}) => {
  const bare = await request.get('/gps-app', { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expectSecurityHeaders(bare.headers());
  expect(bare.headers()['x-frame-options']).toBe('DENY');
  expect(bare.headers()['cache-control']).toBe('public, max-age=300');
  // Nothing here is meant for other sites' fetch(): no host may add Access-Control-Allow-Origin.
  for (const path of ['/gps-app', '/gps-app/', '/gps-app/robots.txt', aPhotoFile]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()['access-control-allow-origin'], path).toBeUndefined();
  }
});

test('a legacy link with an encoded line break keeps it encoded in Location', async ({
  request,
}) => {
  const response = await request.get('/gps-app/catalog/x%0d%0a', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/gps-app/ka/catalog/x%0d%0a/');
});

test.describe('uploaded files', () => {
  // A hostile upload, copied into the served export for this test only (public/ would refuse
  // it at content check): where the host serves uploads from, under a name of its own per test,
  // since tests run in parallel and each removes its file afterwards.
  const name = (testInfo: TestInfo) =>
    `e2e-hostile-${testInfo.project.name}-${testInfo.testId}.svg`;
  const folders = [join(outDir, 'uploads'), join('deploy/dist/cloudflare', base, 'uploads')];
  let beacon: Server;
  const beaconHits: string[] = [];

  test.beforeEach(async ({ request }, testInfo) => {
    beacon = createServer((req, res) => {
      beaconHits.push(req.url ?? '');
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*' }).end();
    });
    await new Promise<void>((resolve) => beacon.listen(0, '127.0.0.1', resolve));
    const { port } = beacon.address() as AddressInfo;
    const svg = readFileSync('tests/fixtures/hostile/upload.svg', 'utf8').replace(
      'BEACON',
      `http://127.0.0.1:${port}`,
    );
    for (const folder of folders.filter((f) => existsSync(dirname(f)))) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, name(testInfo)), svg);
    }
    // wrangler dev serves a new asset only after reloading its assets: wait until it serves
    // this test's copy (the one that calls this test's beacon).
    await expect
      .poll(
        async () => {
          const response = await request.get(`${base}/uploads/${name(testInfo)}`);
          return response.ok() && (await response.text()).includes(`127.0.0.1:${port}`);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  });

  test.afterEach(async ({}, testInfo) => {
    for (const folder of folders) rmSync(join(folder, name(testInfo)), { force: true });
    await new Promise((resolve) => beacon.close(resolve));
  });

  test('an SVG with script, opened directly, runs nothing on the site origin', async ({
    page,
  }, testInfo) => {
    const path = `${base}/uploads/${name(testInfo)}`;
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers['content-security-policy']).toBe(sandboxPolicy);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-type']).toMatch(/^image\/svg\+xml/);
    // The document is there (the red square), its script and handler did not run.
    await expect(page.locator('rect')).toHaveCount(1);
    const ran = await page.evaluate(() => [
      document.documentElement.getAttribute('data-script-ran'),
      document.documentElement.getAttribute('data-onload-ran'),
    ]);
    expect(ran).toEqual([null, null]);
    // Nothing reached the origin's storage, and nothing was sent out.
    await page.goto(`${base}/robots.txt`);
    expect(await page.evaluate(() => localStorage.getItem('hostile-upload'))).toBeNull();
    expect(beaconHits).toEqual([]);
  });

  test('no other spelling of the upload’s address serves it without the sandbox', async ({
    page,
    request,
  }, testInfo) => {
    const file = name(testInfo);
    const spellings = [
      `${base}/%75ploads/${file}`,
      `${base}/%75%70%6c%6f%61%64%73/${file}`,
      `/%67ps-app/uploads/${file}`,
      `${base}//uploads/${file}`,
      `${base}/uploads%2f${file}`,
      `${base}/uploads/${file.replace('.svg', '%2Esvg')}`,
      `${base}/_next/..%2fuploads/${file}`,
      `${base}/UPLOADS/${file}`,
      `${base}/uploads/./${file}`,
    ];
    for (const spelling of spellings) {
      // Followed hop by hop: any answer that serves the file must carry the sandbox policy.
      let url = spelling;
      for (let hop = 0; hop < 5; hop += 1) {
        const response = await request.get(url, { maxRedirects: 0 });
        const { location } = response.headers();
        if (response.status() >= 300 && response.status() < 400 && location) {
          url = location.startsWith('/') ? location : new URL(location).pathname;
          continue;
        }
        if (response.status() === 200 && (await response.text()).includes('data-script-ran')) {
          expect(response.headers()['content-security-policy'], spelling).toBe(sandboxPolicy);
        }
        break;
      }
      // And in the browser: nothing ran on the site's origin.
      await page.goto(spelling);
      expect(
        await page.evaluate(() => document.documentElement.getAttribute('data-script-ran')),
        spelling,
      ).toBeNull();
    }
    await page.goto(`${base}/robots.txt`);
    expect(await page.evaluate(() => localStorage.getItem('hostile-upload'))).toBeNull();
    expect(beaconHits).toEqual([]);
  });
});
