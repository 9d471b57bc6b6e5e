/** @jest-environment node */
import { maxPhotoBytes } from '@/components/forms/photoRules';
import { handleSubmit, type SubmitDeps } from '@/worker/submit';
import { contactBody, meterBody, serviceBody } from '../tests/support/worker/form-payloads';
import { fakeBucket, photoBytes } from '../tests/support/worker/fake-bucket';
import { memoryStore } from '../tests/support/worker/memory-store';

const now = new Date('2026-11-25T10:00:00Z');
const url = 'http://127.0.0.1/gps-app/api/requests';

function setup(overrides: Partial<SubmitDeps> = {}) {
  const memory = memoryStore();
  const photos = fakeBucket();
  const afterStored = jest.fn();
  const deps: SubmitDeps = {
    store: memory.store,
    now: () => now,
    // The catalogue's ids (their names do not matter here).
    productNames: async () =>
      new Map([
        ['mono-printer-p3030', []],
        ['colour-mfp-c3030', []],
      ]),
    afterStored,
    rateLimitPerHour: 10,
    minFillSeconds: 3,
    photos: photos.bucket,
    ...overrides,
  };
  /** What the form with JavaScript sends: the JSON in `payload`, then the photos. */
  const sendPhotos = (payload: unknown, files: Uint8Array[], accept = 'application/json') => {
    const form = new FormData();
    form.append('payload', JSON.stringify(payload));
    files.forEach((bytes, i) =>
      form.append('photo', new Blob([bytes], { type: 'image/jpeg' }), `photo ${i + 1}.jpg`),
    );
    return handleSubmit(
      new Request(url, { method: 'POST', headers: { Accept: accept }, body: form }),
      deps,
    );
  };
  /** What the form without JavaScript sends: each field a part, photos from the file input. */
  const sendFormPhotos = (fields: Record<string, string>, files: Uint8Array[]) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const bytes of files) form.append('photo', new Blob([bytes]), 'IMG_0001.HEIC');
    return handleSubmit(new Request(url, { method: 'POST', body: form }), deps);
  };
  return { ...memory, ...photos, afterStored, deps, sendPhotos, sendFormPhotos };
}

const formFields = (body: Record<string, unknown>) => {
  const fields = Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, String(value)]),
  );
  delete fields.submissionId;
  return fields;
};

describe('photos with a request', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('stores the text, lists the photos in the payload and puts them in the bucket', async () => {
    const { sendPhotos, rows, objects, afterStored } = setup();
    const response = await sendPhotos(serviceBody(), [photoBytes('jpeg', 100), photoBytes('heic')]);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ reference: 'S-2611-0001', photosStored: true });
    expect(rows[0]?.payload.photos).toEqual([
      { index: 1, name: 'photo 1.jpg', type: 'image/jpeg', size: 100 },
      { index: 2, name: 'photo 2.jpg', type: 'image/heic', size: 64 },
    ]);
    expect(rows[0]?.payload.serial).toBe('ABC12345');
    expect([...objects.keys()]).toEqual(['S-2611-0001/1', 'S-2611-0001/2']);
    expect(objects.get('S-2611-0001/2')).toMatchObject({
      contentType: 'image/heic',
      customMetadata: { name: 'photo 2.jpg', reference: 'S-2611-0001', index: '2' },
    });
    expect(afterStored).toHaveBeenCalledTimes(1);
  });

  it('keeps answering JSON without photos, and multipart without photos is a plain request', async () => {
    const { sendPhotos, rows } = setup();
    const response = await sendPhotos(meterBody(), []);
    expect(await response.json()).toEqual({ reference: 'M-2611-0001' });
    expect(rows[0]?.payload.photos).toBeUndefined();
  });

  it('refuses photos on other kinds, too many, too large, of another type', async () => {
    const { sendPhotos, rows } = setup();
    const jpeg = photoBytes('jpeg');
    const cases: [unknown, Uint8Array[], number, Record<string, string>][] = [
      [contactBody(), [jpeg], 400, { photos: 'unexpected' }],
      [serviceBody(), [jpeg, jpeg, jpeg, jpeg], 400, { photos: 'tooMany' }],
      [serviceBody(), [photoBytes('jpeg', maxPhotoBytes + 1)], 400, { photos: 'tooLarge' }],
      [meterBody(), [photoBytes('gif')], 400, { photos: 'type' }],
      [
        { ...meterBody(), serial: '' },
        [photoBytes('gif')],
        400,
        { serial: 'required', photos: 'type' },
      ],
    ];
    for (const [body, files, status, errors] of cases) {
      const response = await sendPhotos(body, files);
      expect([response.status, await response.json()]).toEqual([status, { errors }]);
    }
    expect(rows).toHaveLength(0);
  });

  it('refuses a body past three full photos with 413 on the photos field', async () => {
    const { sendPhotos } = setup();
    const big = photoBytes('jpeg', maxPhotoBytes);
    const response = await sendPhotos(serviceBody(), [big, big, big, big]);
    expect([response.status, await response.json()]).toEqual([
      413,
      { errors: { photos: 'tooLarge' } },
    ]);
  });

  it('stores the text without photos when there is no bucket, and says so', async () => {
    const { sendPhotos, rows } = setup({ photos: undefined });
    const response = await sendPhotos(serviceBody(), [photoBytes('png')]);
    expect(await response.json()).toEqual({ reference: 'S-2611-0001', photosStored: false });
    expect(rows).toHaveLength(1);
  });

  it('keeps the request when R2 fails, and a retry with the same id completes the photos', async () => {
    const { sendPhotos, rows, objects, state, afterStored } = setup();
    state.failPuts = 1;
    const files = [photoBytes('jpeg', 80), photoBytes('png', 90)];
    const first = await sendPhotos(serviceBody('retry-id-123456789'), files);
    expect([first.status, await first.json()]).toEqual([
      201,
      { reference: 'S-2611-0001', photosStored: false },
    ]);
    expect(rows).toHaveLength(1);
    expect(objects.size).toBe(1);
    const retry = await sendPhotos(serviceBody('retry-id-123456789'), files);
    expect([retry.status, await retry.json()]).toEqual([
      200,
      { reference: 'S-2611-0001', duplicate: true, photosStored: true },
    ]);
    expect([...objects.keys()].sort()).toEqual(['S-2611-0001/1', 'S-2611-0001/2']);
    expect(rows).toHaveLength(1);
    expect(afterStored).toHaveBeenCalledTimes(1);
  });

  it('does not put a different photo in a missing place on retry', async () => {
    const { sendPhotos, objects, state } = setup();
    state.failPuts = 1;
    await sendPhotos(meterBody('retry-id-abcdefghi'), [photoBytes('jpeg', 80)]);
    const retry = await sendPhotos(meterBody('retry-id-abcdefghi'), [photoBytes('jpeg', 81)]);
    expect(await retry.json()).toMatchObject({ photosStored: false });
    expect(objects.size).toBe(0);
  });

  describe('without JavaScript (multipart form post)', () => {
    it('stores the fields and the photos and goes to the result page', async () => {
      const { sendFormPhotos, rows, objects } = setup();
      const fields = { ...formFields(serviceBody()), locale: 'en' };
      const response = await sendFormPhotos(fields, [photoBytes('heif')]);
      expect(response.status).toBe(303);
      expect(response.headers.get('Location')).toBe(
        '/gps-app/en/requests/sent/?ref=S-2611-0001&kind=service',
      );
      expect(rows[0]?.submissionId).toMatch(/^form-/);
      expect(rows[0]?.payload.photos).toEqual([
        { index: 1, name: 'IMG_0001.HEIC', type: 'image/heif', size: 64 },
      ]);
      expect(objects.has('S-2611-0001/1')).toBe(true);
    });

    it('names the photos field on the failure page', async () => {
      const { sendFormPhotos } = setup();
      const fields = { ...formFields(meterBody()), locale: 'ka' };
      const response = await sendFormPhotos(fields, [photoBytes('gif')]);
      expect(response.headers.get('Location')).toBe(
        '/gps-app/ka/requests/failed/?reason=invalid&fields=photos',
      );
    });

    it('says on the result page when the photos were not stored', async () => {
      const { sendFormPhotos } = setup({ photos: undefined });
      const fields = { ...formFields(meterBody()), locale: 'ka' };
      const response = await sendFormPhotos(fields, [photoBytes('jpeg')]);
      expect(response.headers.get('Location')).toBe(
        '/gps-app/ka/requests/sent/?ref=M-2611-0001&kind=meter&photos=0',
      );
    });
  });
});
