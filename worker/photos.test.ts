/** @jest-environment node */
import fc from 'fast-check';
import { maxPhotoBytes } from '@/components/forms/photoRules';
import { readBody } from '@/worker/body';
import {
  checkPhotos,
  deletePhotos,
  encodeFilename,
  photoName,
  photoResponse,
  sniffPhotoType,
} from '@/worker/photos';
import { fakeBucket, photoBytes } from '../tests/support/worker/fake-bucket';
import { memoryStore } from '../tests/support/worker/memory-store';

const enc = new TextEncoder();

/** A multipart body as a browser makes it: Node's own FormData serializer. */
async function serialize(form: FormData) {
  const response = new Response(form);
  const type = response.headers.get('content-type') ?? '';
  return { bytes: new Uint8Array(await response.arrayBuffer()), type };
}

describe('sniffPhotoType', () => {
  it('knows each accepted type by its bytes, not its name or declared type', () => {
    expect(sniffPhotoType(photoBytes('jpeg'))).toBe('image/jpeg');
    expect(sniffPhotoType(photoBytes('png'))).toBe('image/png');
    expect(sniffPhotoType(photoBytes('webp'))).toBe('image/webp');
    expect(sniffPhotoType(photoBytes('heic'))).toBe('image/heic');
    expect(sniffPhotoType(photoBytes('heif'))).toBe('image/heif');
    for (const brand of ['heix', 'hevc']) {
      expect(sniffPhotoType(Uint8Array.from([0, 0, 0, 24, ...enc.encode(`ftyp${brand}`), 0]))).toBe(
        'image/heic',
      );
    }
    expect(sniffPhotoType(Uint8Array.from([0, 0, 0, 24, ...enc.encode('ftypmsf1'), 0]))).toBe(
      'image/heif',
    );
  });

  it('refuses AVIF, GIF, text and anything too short', () => {
    expect(sniffPhotoType(photoBytes('avif'))).toBeNull();
    expect(sniffPhotoType(photoBytes('gif'))).toBeNull();
    expect(sniffPhotoType(enc.encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffPhotoType(Uint8Array.from([0xff, 0xd8, 0xff]))).toBeNull();
  });

  it('never throws on any bytes and names only the allowed types', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const type = sniffPhotoType(bytes);
        expect([
          null,
          'image/jpeg',
          'image/png',
          'image/webp',
          'image/heic',
          'image/heif',
        ]).toContain(type);
      }),
    );
  });
});

describe('readBody (multipart)', () => {
  const post = (bytes: Uint8Array, type: string) =>
    new Request('http://127.0.0.1/gps-app/api/requests', {
      method: 'POST',
      headers: { 'Content-Type': type },
      body: bytes as BodyInit,
    });
  const name = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !/[\r\n"\\%]/.test(s));

  it('reads back whatever fields and photos the browser serializer wrote', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({ name, value: fc.string({ maxLength: 200 }) }),
            fc.record({ file: name, bytes: fc.uint8Array({ minLength: 1, maxLength: 300 }) }),
          ),
          { maxLength: 8 },
        ),
        async (entries) => {
          const form = new FormData();
          for (const entry of entries) {
            if ('value' in entry) form.append(entry.name, entry.value);
            else form.append('photo', new Blob([entry.bytes], { type: 'image/jpeg' }), entry.file);
          }
          const { bytes, type } = await serialize(form);
          const body = await readBody(post(bytes, type));
          if (!body.ok) throw new Error(`refused: ${body.code}`);
          // The last value of each name, line breaks as CRLF (HTML's form-data rules).
          const fields: Record<string, string> = {};
          for (const entry of entries) {
            if ('value' in entry) fields[entry.name] = entry.value.replace(/\r\n|\r|\n/g, '\r\n');
          }
          if ('payload' in fields) return; // a payload part is read as JSON (below)
          expect(body.fields).toEqual(fields);
          expect(body.files.map((file) => [file.name, [...file.bytes]])).toEqual(
            entries.flatMap((entry) => ('file' in entry ? [[entry.file, [...entry.bytes]]] : [])),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses outside input that is not form data with 400, never throwing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.constantFrom(
              '--xyz',
              '\r\n',
              '--xyz--',
              '\r\n\r\n',
              'Content-Disposition: form-data; name="a"',
              'filename="b"',
            ),
            fc.string({ maxLength: 12 }),
          ),
          { maxLength: 20 },
        ),
        async (pieces) => {
          const type = 'multipart/form-data; boundary=xyz';
          const body = await readBody(post(enc.encode(pieces.join('')), type));
          expect(body.ok || body.status === 400).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
    const cut = '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1';
    const type = 'multipart/form-data; boundary=b';
    expect(await readBody(post(enc.encode(cut), type))).toMatchObject({ status: 400 });
  });

  it('keeps a UTF-8 file name', async () => {
    const form = new FormData();
    form.append('photo', new Blob([photoBytes('heic')], { type: 'image/heic' }), 'ფოტო 2.heic');
    const { bytes, type } = await serialize(form);
    const body = await readBody(post(bytes, type));
    expect(body.ok && body.files.map((file) => file.name)).toEqual(['ფოტო 2.heic']);
  });

  it('takes the JSON of a payload part and the photo parts', async () => {
    const form = new FormData();
    form.append('payload', JSON.stringify({ kind: 'meter', serial: 'ABC123' }));
    form.append('photo', new Blob([photoBytes('png')], { type: 'image/png' }), 'a.png');
    form.append('other', new Blob(['x']), 'ignored.txt');
    const { bytes, type } = await serialize(form);
    const body = await readBody(post(bytes, type));
    expect(body).toMatchObject({
      ok: true,
      format: 'multipart',
      fields: { kind: 'meter', serial: 'ABC123' },
    });
    expect(body.ok && body.files.map((f) => [f.name, f.bytes.length])).toEqual([['a.png', 64]]);
  });

  it('takes the fields of a plain form post and drops an empty file input', async () => {
    const form = new FormData();
    form.append('kind', 'service');
    form.append('serial', 'X');
    form.append('photo', new Blob([], { type: 'application/octet-stream' }), '');
    const { bytes, type } = await serialize(form);
    expect(await readBody(post(bytes, type))).toEqual({
      ok: true,
      format: 'multipart',
      fields: { kind: 'service', serial: 'X' },
      files: [],
    });
  });

  it('refuses a payload that is not a JSON object, and text parts past their allowance', async () => {
    const form = new FormData();
    form.append('payload', '[1]');
    const a = await serialize(form);
    expect(await readBody(post(a.bytes, a.type))).toMatchObject({ status: 400 });
    const big = new FormData();
    big.append('details', 'x'.repeat(70 * 1024));
    const b = await serialize(big);
    expect(await readBody(post(b.bytes, b.type))).toMatchObject({ status: 413 });
  });
});

describe('checkPhotos', () => {
  const file = (bytes: Uint8Array, name = 'p.jpg') => ({ name, type: 'image/jpeg', bytes });

  it('numbers the photos from 1 and keeps the type their bytes show', () => {
    const result = checkPhotos('service', [
      file(photoBytes('jpeg')),
      file(photoBytes('heic'), 'C:\\fakepath\\IMG.HEIC'),
    ]);
    expect(
      result.ok &&
        result.photos.map(({ index, name, type, size }) => ({ index, name, type, size })),
    ).toEqual([
      { index: 1, name: 'p.jpg', type: 'image/jpeg', size: 64 },
      { index: 2, name: 'IMG.HEIC', type: 'image/heic', size: 64 },
    ]);
  });

  it('answers the field codes the form shows', () => {
    const jpeg = file(photoBytes('jpeg'));
    expect(checkPhotos('quote', [jpeg])).toEqual({ ok: false, errors: { photos: 'unexpected' } });
    expect(checkPhotos('contact', [])).toEqual({ ok: true, photos: [] });
    expect(checkPhotos('meter', [jpeg, jpeg, jpeg, jpeg])).toEqual({
      ok: false,
      errors: { photos: 'tooMany' },
    });
    const large = file(photoBytes('jpeg', maxPhotoBytes + 1));
    expect(checkPhotos('meter', [large])).toEqual({ ok: false, errors: { photos: 'tooLarge' } });
    const disguised = { name: 'x.jpg', type: 'image/jpeg', bytes: photoBytes('gif') };
    expect(checkPhotos('service', [disguised])).toEqual({ ok: false, errors: { photos: 'type' } });
  });

  it('stores names without paths or control characters', () => {
    expect(photoName('../../a\u0000b.png', 1)).toBe('ab.png');
    expect(photoName('', 2)).toBe('photo-2');
  });
});

describe('photoResponse', () => {
  async function setup() {
    const memory = memoryStore();
    const { bucket, objects } = fakeBucket();
    const photos = [
      { index: 1, name: 'screen.jpg', type: 'image/jpeg', size: 64 },
      { index: 2, name: 'ფირფიტა.heic', type: 'image/heic', size: 64 },
      { index: 3, name: 'odd.bin', type: 'image/png', size: 4 },
    ];
    const { reference } = await memory.store.insert({
      kind: 'service',
      month: '2611',
      submissionId: 'photo-test-1234',
      payload: { photos },
      createdAt: '2026-11-25T10:00:00Z',
    });
    await bucket.put(`${reference}/1`, photoBytes('jpeg'), {
      httpMetadata: { contentType: 'image/jpeg' },
      customMetadata: { name: 'screen.jpg' },
    });
    await bucket.put(`${reference}/2`, photoBytes('heic'), {
      httpMetadata: { contentType: 'image/heic' },
      customMetadata: { name: 'ფირფიტა.heic' },
    });
    return { store: memory.store, bucket, objects, reference };
  }

  it('serves a JPEG inline in a sandbox, private and never cached', async () => {
    const { store, bucket, reference } = await setup();
    const response = await photoResponse(store, bucket, reference, '1');
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/jpeg',
      'content-disposition': 'inline',
      'content-security-policy': "default-src 'none'; sandbox",
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(photoBytes('jpeg'));
  });

  it('offers HEIC as a download under its name', async () => {
    const { store, bucket, reference } = await setup();
    const response = await photoResponse(store, bucket, reference, '2');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('ფირფიტა.heic')}`,
    );
    expect(response.headers.get('content-type')).toBe('image/heic');
  });

  it('serves an object of another stored type as octet-stream, attached', async () => {
    const { store, bucket, reference } = await setup();
    await bucket.put(`${reference}/3`, enc.encode('<svg/>'), {
      httpMetadata: { contentType: 'image/svg+xml' },
    });
    const response = await photoResponse(store, bucket, reference, '3');
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename\*=UTF-8''odd.bin$/,
    );
  });

  it('answers 404 for an unknown request or index, and says when a listed photo is missing', async () => {
    const { store, bucket, reference, objects } = await setup();
    for (const [ref, index] of [
      ['S-2611-9999', '1'],
      [reference, '4'],
      [reference, '0'],
      [reference, '1x'],
      [reference, '../1'],
    ]) {
      const response = await photoResponse(store, bucket, ref!, index!);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'notFound' });
    }
    objects.delete(`${reference}/1`);
    const missing = await photoResponse(store, bucket, reference, '1');
    expect([missing.status, await missing.json()]).toEqual([404, { error: 'missing' }]);
    const unbound = await photoResponse(store, undefined, reference, '2');
    expect([unbound.status, await unbound.json()]).toEqual([404, { error: 'missing' }]);
  });
});

describe('deletePhotos', () => {
  it('deletes every photo of the given requests and nothing else', async () => {
    const { bucket, objects } = fakeBucket();
    for (const key of ['S-2611-0001/1', 'S-2611-0001/3', 'M-2611-0002/1', 'S-2611-0010/1']) {
      await bucket.put(key, photoBytes('jpeg'));
    }
    await deletePhotos(bucket, ['S-2611-0001', 'M-2611-0002']);
    expect([...objects.keys()]).toEqual(['S-2611-0010/1']);
    await expect(deletePhotos(undefined, ['S-2611-0010'])).resolves.toBeUndefined();
  });

  it('encodes file names for Content-Disposition', () => {
    expect(encodeFilename("it's (1).heic")).toBe('it%27s%20%281%29.heic');
  });
});
