/** @jest-environment node */
import fc from 'fast-check';
import { bodyFormat, maxBodyBytes, readBody } from '@/worker/body';

const post = (body: BodyInit, type: string, headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1/gps-app/api/requests', {
    method: 'POST',
    headers: { 'Content-Type': type, ...headers },
    body,
    // Node's Request needs this for a stream body.
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);

/** A stream body (no Content-Length) of `size` bytes. */
function streamOf(size: number): ReadableStream<Uint8Array> {
  let left = size;
  return new ReadableStream({
    pull(controller) {
      if (left <= 0) return controller.close();
      const chunk = new Uint8Array(Math.min(left, 4096)).fill(97);
      left -= chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

describe('request body', () => {
  it('knows JSON and the plain form post, with or without a charset', () => {
    expect(bodyFormat('application/json; charset=utf-8')).toBe('json');
    expect(bodyFormat('Application/X-WWW-Form-Urlencoded')).toBe('form');
    expect(bodyFormat('multipart/form-data; boundary=x')).toBe('multipart');
    expect(bodyFormat('multipart/form-data')).toBeNull();
    expect(bodyFormat(null)).toBeNull();
  });

  it('reads a JSON object', async () => {
    const body = await readBody(post(JSON.stringify({ kind: 'meter' }), 'application/json'));
    expect(body).toEqual({ ok: true, format: 'json', fields: { kind: 'meter' }, files: [] });
  });

  it('refuses JSON that is not an object, or not JSON', async () => {
    for (const text of ['[1]', '"text"', 'null', '{"a":', '']) {
      expect(await readBody(post(text, 'application/json'))).toMatchObject({
        ok: false,
        status: 400,
      });
    }
  });

  it('reads a form post, a repeated name keeping its last value', async () => {
    const body = await readBody(
      post(
        'kind=service&name=Nino+B&name=Nino&model=C%203030',
        'application/x-www-form-urlencoded',
      ),
    );
    expect(body).toEqual({
      ok: true,
      format: 'form',
      fields: { kind: 'service', name: 'Nino', model: 'C 3030' },
      files: [],
    });
  });

  it('refuses a body over the limit with 413, by its length or by counting', async () => {
    const big = 'x'.repeat(maxBodyBytes + 1);
    expect(await readBody(post(big, 'application/json'))).toMatchObject({ status: 413 });
    const stream = post(streamOf(maxBodyBytes + 10), 'application/json');
    expect(stream.headers.get('content-length')).toBeNull();
    expect(await readBody(stream)).toMatchObject({ status: 413 });
    const atLimit = JSON.stringify({ message: 'y'.repeat(maxBodyBytes - 20) });
    expect(await readBody(post(atLimit, 'application/json'))).toMatchObject({ ok: true });
  });

  it('refuses other content types with 415 and bytes that are not UTF-8 with 400', async () => {
    expect(await readBody(post('x', 'text/plain'))).toMatchObject({ status: 415 });
    const bad = new Uint8Array([0x7b, 0xff, 0x7d]);
    expect(await readBody(post(bad, 'application/json'))).toMatchObject({ status: 400 });
  });

  it('reads back any fields a browser encodes, as plain strings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), async (fields) => {
        const encoded = new URLSearchParams(fields).toString();
        const body = await readBody(post(encoded, 'application/x-www-form-urlencoded'));
        // Unpaired surrogates cannot travel as UTF-8: the browser sends U+FFFD, so do we.
        const sent = Object.fromEntries(new URLSearchParams(encoded));
        expect(body).toEqual({ ok: true, format: 'form', fields: sent, files: [] });
      }),
    );
  });
});
