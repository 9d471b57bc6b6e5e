/** @jest-environment node */
import { verifyTurnstile } from '@/worker/turnstile';

/** A fetch that records the call and answers with the given siteverify outcome. */
function stubFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; body: FormData }[] = [];
  const fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: init?.body as FormData });
    return answer();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('Turnstile verification', () => {
  it('posts the secret, the token and the address to siteverify and accepts success', async () => {
    const { fetch, calls } = stubFetch(() => Response.json({ success: true }));
    const verdict = await verifyTurnstile('token-1', {
      secret: 's3cret',
      ip: '203.0.113.7',
      fetch,
    });
    expect(verdict).toBe('ok');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify');
    expect(calls[0]?.body.get('secret')).toBe('s3cret');
    expect(calls[0]?.body.get('response')).toBe('token-1');
    expect(calls[0]?.body.get('remoteip')).toBe('203.0.113.7');
  });

  it('uses the overridden base (tests point it at a stub)', async () => {
    const { fetch, calls } = stubFetch(() => Response.json({ success: true }));
    await verifyTurnstile('t', { secret: 's', base: 'http://127.0.0.1:9/', fetch });
    expect(calls[0]?.url).toBe('http://127.0.0.1:9/turnstile/v0/siteverify');
  });

  it('rejects a token siteverify does not confirm', async () => {
    const { fetch } = stubFetch(() =>
      Response.json({ success: false, 'error-codes': ['invalid-input-response'] }),
    );
    expect(await verifyTurnstile('forged', { secret: 's', fetch })).toBe('rejected');
  });

  it('says "missing" without asking when there is no token', async () => {
    const { fetch, calls } = stubFetch(() => Response.json({ success: true }));
    expect(await verifyTurnstile(undefined, { secret: 's', fetch })).toBe('missing');
    expect(await verifyTurnstile('  ', { secret: 's', fetch })).toBe('missing');
    expect(await verifyTurnstile(['t'], { secret: 's', fetch })).toBe('missing');
    expect(calls).toHaveLength(0);
  });

  it('reports siteverify being unreachable or failing apart from a rejection', async () => {
    const down = stubFetch(() => Promise.reject(new TypeError('network')));
    expect(await verifyTurnstile('t', { secret: 's', fetch: down.fetch })).toBe('unavailable');
    const broken = stubFetch(() => new Response('oops', { status: 500 }));
    expect(await verifyTurnstile('t', { secret: 's', fetch: broken.fetch })).toBe('unavailable');
  });
});
