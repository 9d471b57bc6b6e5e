/** @jest-environment node */
import worker from '@/worker/index';
import type { RequestsEnv } from '@/worker/env';
import { contactBody } from '../tests/support/worker/form-payloads';

const context = { waitUntil: () => {} };
const call = (url: string, init: RequestInit = {}, env: Partial<RequestsEnv> = {}) =>
  worker.fetch(new Request(url, init), env as RequestsEnv, context);

describe('the Worker’s own answers', () => {
  it('refuses another method on the forms’ endpoint, naming the one it takes', async () => {
    const answer = await call('https://shop.example.ge/gps-app/api/requests');
    expect(answer.status).toBe(405);
    expect(answer.headers.get('Allow')).toBe('POST');
  });

  it('says a request could not be stored without caching that answer or letting it be framed or sniffed', async () => {
    const answer = await call('https://shop.example.ge/gps-app/api/requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contactBody()),
    });
    // No database is bound: the form keeps the text and offers another way.
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(answer.headers.get('X-Frame-Options')).toBe('DENY');
  });
});

describe('the search box’s reports', () => {
  const searches = 'https://shop.example.ge/gps-app/api/searches';

  it('are taken by POST only', async () => {
    const answer = await call(searches);
    expect(answer.status).toBe(405);
    expect(answer.headers.get('Allow')).toBe('POST');
  });

  it('are not counted without a database, and that answer is neither cached nor framed', async () => {
    const answer = await call(searches, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'toner', language: 'en', found: true }),
    });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.headers.get('X-Frame-Options')).toBe('DENY');
  });
});

describe('the inbox’s sign-in', () => {
  const inbox = (host: string, env: Partial<RequestsEnv>) =>
    call(`http://${host}/gps-app/admin/requests/api/`, {}, env);
  const local = { INBOX_LOCAL_SIGN_IN: 'loopback' };

  it('lets npm start’s Worker in through a loopback host name without Access', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      // Past the sign-in: no database is bound here, so the inbox says it is unavailable.
      const answer = await inbox(host, local);
      expect({ host, status: answer.status }).toEqual({ host, status: 503 });
    }
  });

  it('refuses every other host name, even when the local sign-in is configured', async () => {
    for (const host of ['shop.example.ge', 'localhost.example.ge', '127.0.0.1.nip.io']) {
      const answer = await inbox(host, local);
      expect({ host, status: answer.status }).toEqual({ host, status: 403 });
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
    }
  });

  it('refuses a loopback host name where the local sign-in is not configured (a deployed Worker)', async () => {
    expect((await inbox('localhost:3000', {})).status).toBe(403);
    expect((await inbox('localhost:3000', { INBOX_LOCAL_SIGN_IN: '  ' })).status).toBe(403);
  });
});

describe('a path no file answers', () => {
  const pages: Record<string, string> = {
    '/gps-app/404': '<html lang="ka">',
    '/gps-app/en/404': '<html lang="en">',
  };
  const ASSETS = {
    fetch: async (input: Request | string) => {
      const page = pages[new URL(typeof input === 'string' ? input : input.url).pathname];
      return page
        ? new Response(page, { headers: { 'Cache-Control': 'public, max-age=31536000' } })
        : new Response('', { status: 404 });
    },
  };

  it('gets its language folder’s 404 page, with status 404, never cached', async () => {
    for (const [path, lang] of [
      ['/gps-app/en/nope/', 'en'],
      ['/gps-app/_next/static/chunks/missing.js', 'ka'],
      ['/elsewhere', 'ka'],
    ] as const) {
      const answer = await call(`https://shop.example.ge${path}`, {}, { ASSETS });
      expect({ path, status: answer.status, cache: answer.headers.get('Cache-Control') }).toEqual({
        path,
        status: 404,
        cache: 'no-store',
      });
      expect(await answer.text()).toBe(`<html lang="${lang}">`);
    }
  });
});
