// Loopback stand-ins for the services the requests endpoint talks to (tests/requests/requests-smoke.mjs):
// Telegram's Bot API, Resend's e-mail API and Cloudflare Access's key set.
import { createServer, request as httpRequest } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export const listen = (server, port) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

/** Records every sendMessage; refuses (502, ok: false) as many as `refuse(n)` asked for. */
export function telegramStub() {
  const calls = [];
  let refusals = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const refused = refusals > 0;
      if (refused) refusals -= 1;
      calls.push({ url: request.url, body: JSON.parse(body || '{}'), refused });
      response.writeHead(refused ? 502 : 200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(refused ? { ok: false } : { ok: true, result: {} }));
    });
  });
  return { server, calls, refuse: (count) => (refusals = count) };
}

/** Records every e-mail sent through Resend's API (POST /emails) and accepts it with an id. */
export function resendStub() {
  const calls = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      calls.push({ url: request.url, headers: request.headers, body: JSON.parse(body || '{}') });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ id: `email-${calls.length}` }));
    });
  });
  return { server, calls };
}

/**
 * An Access team's signing key, published by a JWKS server, and tokens as Access issues them
 * (`stranger: true` signs with a key the server does not publish).
 */
export async function accessStub({ team, aud }) {
  const teamKey = await generateKeyPair('RS256', { extractable: true });
  const strangerKey = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(teamKey.publicKey)), kid: 'smoke', alg: 'RS256', use: 'sig' };
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  const token = ({ stranger = false } = {}) =>
    new SignJWT({ email: 'dealer@example.ge' })
      .setProtectedHeader({ alg: 'RS256', kid: 'smoke' })
      .setIssuedAt()
      .setIssuer(`https://${team}.cloudflareaccess.com`)
      .setAudience(aud)
      .setExpirationTime('10m')
      .sign(stranger ? strangerKey.privateKey : teamKey.privateKey);
  return { server, token };
}

/**
 * Cloudflare Access's edge in front of a local site: a request whose CF_Authorization cookie
 * holds a token reaches the site with that token in Cf-Access-Jwt-Assertion, as Access passes
 * it on after sign-in; the browser then needs only the cookie, for downloads too.
 */
export function accessEdge({ target }) {
  return createServer((request, response) => {
    const cookie = /(?:^|;\s*)CF_Authorization=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
    const headers = { ...request.headers };
    delete headers['cf-access-jwt-assertion'];
    if (cookie) headers['cf-access-jwt-assertion'] = cookie;
    const upstream = httpRequest(
      `${target}${request.url}`,
      { method: request.method, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
}
