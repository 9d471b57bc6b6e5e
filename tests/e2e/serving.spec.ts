import { readdirSync } from 'node:fs';
import http2 from 'node:http2';
import { join } from 'node:path';
import tls from 'node:tls';
import { expect, test } from '@playwright/test';
import { notFoundTarget } from '@/lib/locale-path';
import { nginxHttpURL } from '../../playwright.config';
import { outDir } from './out-pages';
import { aProduct, productPath } from './site-content';

// Runs in the "nginx" project only: deploy/nginx.conf as shipped, in a real nginx
// (scripts/nginx-test.sh, https with a self-signed certificate), must serve the export the way
// the README promises.

const firstFile = (dir: string, ext: string) => {
  const name = readdirSync(join(outDir, dir)).find((file) => file.endsWith(ext));
  if (!name) throw new Error(`no ${ext} file in out/${dir}`);
  return `/gps-app/${dir}/${name}`;
};

/** The first file with this extension anywhere under out/<dir> (photo variants sit in subfolders). */
const firstFileUnder = (dir: string, ext: string): string => {
  const entries = readdirSync(join(outDir, dir), { recursive: true, encoding: 'utf8' });
  const name = entries.sort().find((file) => file.endsWith(ext));
  if (!name) throw new Error(`no ${ext} file under out/${dir}`);
  return `/gps-app/${dir}/${name.split('\\').join('/')}`;
};

function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>) {
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toMatch(/'unsafe-(inline|eval)'/);
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
}

// The https server as a TLS endpoint; the certificate is self-signed, so it is not verified.
const endpoint = (baseURL: string | undefined) => {
  const { hostname, port } = new URL(baseURL!);
  return { host: hostname, port: Number(port), rejectUnauthorized: false };
};

type Handshake = { protocol: string | null; cipher: string; alpn: string | false | null };

/** A TLS handshake with the client's limits in `options`: what was agreed, or why not. */
function handshake(baseURL: string | undefined, options: tls.ConnectionOptions) {
  return new Promise<Handshake | { refused: string }>((resolve) => {
    const socket = tls.connect({ ...endpoint(baseURL), ...options }, () => {
      resolve({
        protocol: socket.getProtocol(),
        cipher: socket.getCipher().name,
        alpn: socket.alpnProtocol,
      });
      socket.end();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve({ refused: error.code ?? '' }));
  });
}

/** Sends `request` as typed over HTTP/1.1 (for what no HTTP client would send); the answer. */
function rawExchange(baseURL: string | undefined, request: string) {
  return new Promise<{ status: number; headers: Record<string, string> }>((resolve, reject) => {
    const socket = tls.connect({ ...endpoint(baseURL), ALPNProtocols: ['http/1.1'] }, () =>
      socket.write(request),
    );
    let text = '';
    socket.setEncoding('utf8');
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in 10 s')));
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    // nginx closes the connection after a 400.
    socket.on('end', () => {
      const [statusLine = '', ...lines] = text.split('\r\n\r\n')[0]!.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
}

/** One GET over HTTP/2: the response headers. */
function http2Get(baseURL: string | undefined, path: string) {
  return new Promise<http2.IncomingHttpHeaders>((resolve, reject) => {
    const client = http2.connect(baseURL!, { rejectUnauthorized: false });
    client.on('error', reject);
    const stream = client.request({ ':path': path });
    stream.on('response', resolve);
    stream.on('error', reject);
    stream.on('end', () => client.close());
    stream.resume();
  });
}

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
    [firstFile('_next/static/chunks', '.js'), /^application\/javascript/],
    [firstFile('_next/static/css', '.css'), /^text\/css/],
    [firstFile('_next/static/media', '.woff2'), /^font\/woff2$/],
    // Photo variants: a new photo or new settings give a new name (scripts/images/plan.mjs).
    [firstFileUnder('_img', '.avif'), /^image\/avif$/],
    [firstFileUnder('_img', '.webp'), /^image\/webp$/],
    [firstFileUnder('_img', '.jpg'), /^image\/jpeg$/],
  ];
  for (const [path, type] of cases) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(type);
    expect(response.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(response.headers());
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
}) => {
  for (const path of [
    '/gps-app/no-such-page/',
    '/gps-app/en/no-such-page',
    '/gps-app/_next/static/',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response.headers());
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

test('every error answer is uncached, with the headers: 400, 405, 414', async ({
  request,
  baseURL,
}) => {
  const answers: [string, number, Record<string, string>][] = [];
  // 405: a POST to a static file.
  const post = await request.post('/gps-app/robots.txt', { data: 'x=1' });
  answers.push(['POST', post.status(), post.headers()]);
  // 414: a request line over the 32 KiB allowed for long shared links.
  const long = await request.get(`/gps-app/ka/search/?q=${'a'.repeat(40_000)}`);
  answers.push(['40 KiB query', long.status(), long.headers()]);
  // 400: a malformed request (a Host with a space), which no HTTP client sends.
  const malformed = await rawExchange(
    baseURL,
    'GET /gps-app/ HTTP/1.1\r\nHost: bad host\r\nConnection: close\r\n\r\n',
  );
  answers.push(['bad Host', malformed.status, malformed.headers]);

  expect(answers.map(([what, status]) => [what, status])).toEqual([
    ['POST', 405],
    ['40 KiB query', 414],
    ['bad Host', 400],
  ]);
  for (const [what, , headers] of answers) {
    expect(headers['cache-control'], what).toBe('no-cache');
    expectSecurityHeaders(headers);
  }
});

test('plain http only redirects to the same https URL, without HSTS', async ({
  request,
  baseURL,
}) => {
  for (const path of [
    '/',
    '/gps-app/',
    '/gps-app/en/catalog/?type=printer&speed=45',
    '/gps-app/no-such-page?q=%3Cb%3E',
    // Long shared links are redirected too, not refused (nginx's default limit is 8 KiB).
    `/gps-app/ka/search/?q=${'a'.repeat(10_000)}`,
  ]) {
    const name = path.slice(0, 60);
    const response = await request.get(`${nginxHttpURL}${path}`, { maxRedirects: 0 });
    expect(response.status(), name).toBe(301);
    expect(response.headers()['location'], name).toBe(`${baseURL}${path}`);
    // HSTS means nothing over http; browsers take it only from an https answer.
    expect(response.headers()['strict-transport-security'], name).toBeUndefined();
  }
});

test('TLS 1.2 and 1.3 only, forward-secret AEAD suites, HTTP/2 offered', async ({ baseURL }) => {
  // A current client: TLS 1.3, and h2 chosen from the client's ALPN offer.
  expect(await handshake(baseURL, { ALPNProtocols: ['h2', 'http/1.1'] })).toMatchObject({
    protocol: 'TLSv1.3',
    alpn: 'h2',
  });
  // A TLS 1.2 client gets a suite from Mozilla's intermediate list.
  const tls12 = await handshake(baseURL, { maxVersion: 'TLSv1.2' });
  expect(tls12).toMatchObject({ protocol: 'TLSv1.2' });
  expect((tls12 as Handshake).cipher).toMatch(
    /^ECDHE-(ECDSA|RSA)-(AES128-GCM-SHA256|AES256-GCM-SHA384|CHACHA20-POLY1305)$/,
  );
  // The server refuses (the alert comes from nginx): TLS 1.1, and TLS 1.2 with only CBC suites.
  // SECLEVEL=0 lets this client offer what it would itself no longer allow.
  expect(
    await handshake(baseURL, {
      minVersion: 'TLSv1.1',
      maxVersion: 'TLSv1.1',
      ciphers: 'DEFAULT@SECLEVEL=0',
    }),
  ).toEqual({ refused: 'ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION' });
  expect(
    await handshake(baseURL, {
      maxVersion: 'TLSv1.2',
      ciphers: 'ECDHE-ECDSA-AES128-SHA:ECDHE-RSA-AES128-SHA:AES128-SHA',
    }),
  ).toEqual({ refused: 'ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE' });
  // And a page over HTTP/2 carries the same answer and headers.
  const headers = await http2Get(baseURL, '/gps-app/en/');
  expect(headers[':status']).toBe(200);
  expect(headers['content-type']).toBe('text/html; charset=utf-8');
  expectSecurityHeaders(headers);
});
