import http2 from 'node:http2';
import tls from 'node:tls';
import { expect, test } from './fixtures';
import { nginxHttpURL } from '../../playwright.config';
import { expectSecurityHeaders } from './serving';

// Runs in the "nginx" project only: what the nginx site file does beyond the checks every host
// passes (serving.spec.ts): TLS, HTTP/2, the plain-http port, and answers to requests no
// browser sends. On Cloudflare Pages these are the edge's, not the project's, to configure.

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

test('a legacy link with an encoded line break redirects over HTTP/2 too', async ({ baseURL }) => {
  // The decoded path once put a raw CR/LF into Location: HTTP/2 clients failed the stream.
  const headers = await http2Get(baseURL, '/gps-app/catalog/x%0d%0a');
  expect(headers[':status']).toBe(301);
  expect(headers['location']).toBe('/gps-app/ka/catalog/x%0d%0a/');
  // A section that only appears once decoded is no old link: refused.
  expect((await http2Get(baseURL, '/gps-app/%63atalog/x'))[':status']).toBe(400);
});
