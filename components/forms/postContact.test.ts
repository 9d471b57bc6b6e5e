/** @jest-environment jsdom */
import { DeliveryError, postContact, requestBody } from '@/components/forms/postContact';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

/** What postContact reads of an answer (jsdom has no Response). */
const answer = (status: number, body = '') => ({
  ok: status < 300,
  status,
  text: async () => body,
});

async function failure(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

describe('postContact', () => {
  it('takes 404, 405 and 501 as a host without the endpoint', async () => {
    for (const status of [404, 405, 501]) {
      fetchMock.mockResolvedValueOnce(answer(status, '<html>Not Found</html>'));
      expect((await failure(postContact('/gps-app/api/requests', {}))).reason).toBe('noEndpoint');
    }
  });

  it('takes a lost connection as a failure to retry: the request may have arrived', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await failure(postContact('/gps-app/api/requests', {}))).reason).toBe('failed');
  });

  it('keeps a 503 and other server errors as failed (the endpoint exists: try again)', async () => {
    for (const status of [503, 500, 502]) {
      fetchMock.mockResolvedValueOnce(answer(status, '{"errors":{}}'));
      expect((await failure(postContact('/gps-app/api/requests', {}))).reason).toBe('failed');
    }
  });

  it('reads field codes from a 400 or a 413', async () => {
    fetchMock.mockResolvedValueOnce(answer(413, '{"errors":{"photos":"tooLarge"}}'));
    const error = await failure(postContact('/gps-app/api/requests', {}));
    expect([error.reason, error.errors]).toEqual(['rejected', { photos: 'tooLarge' }]);
  });

  it('sends JSON without photos, as before (a form service keeps working)', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, '{"ok":true}'));
    expect(await postContact('https://forms.example.com/f/abc', { name: 'Nino' })).toEqual({});
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
    });
    expect(init.body).toBe('{"name":"Nino"}');
  });

  it('sends photos as multipart: the JSON in "payload", each photo in "photo"', async () => {
    fetchMock.mockResolvedValueOnce(answer(201, '{"reference":"S-2611-0001","photosStored":true}'));
    const photo = new File(['jpeg bytes'], 'screen.jpg', { type: 'image/jpeg' });
    const plate = new File(['heic bytes'], 'plate.heic', { type: 'image/heic' });
    const delivered = await postContact('/gps-app/api/requests', { kind: 'service' }, 1000, [
      photo,
      plate,
    ]);
    expect(delivered).toEqual({ reference: 'S-2611-0001', photosStored: true });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    // The browser writes the Content-Type with the boundary.
    expect(init.headers).toEqual({ Accept: 'application/json' });
    const form = init.body as FormData;
    expect(form.get('payload')).toBe('{"kind":"service"}');
    expect(form.getAll('photo').map((f) => (f as File).name)).toEqual(['screen.jpg', 'plate.heic']);
  });

  it('reports photos the endpoint did not keep', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(201, '{"reference":"M-2611-0002","photosStored":false}'),
    );
    const photo = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    expect(await postContact('/gps-app/api/requests', {}, 1000, [photo])).toEqual({
      reference: 'M-2611-0002',
      photosStored: false,
    });
  });

  it('builds the JSON body without photos', () => {
    expect(requestBody({ a: 1 })).toEqual({
      body: '{"a":1}',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    });
  });
});
