import { inboxApi } from '@/inbox/api';

const answer = (status: number, body: unknown, type: ResponseType = 'basic') =>
  ({ status, ok: status >= 200 && status < 300, type, json: async () => body }) as Response;

describe('the inbox API from the page', () => {
  it('calls the same origin, without following Access’s redirect', async () => {
    const fetcher = jest.fn(async () => answer(200, { requests: [], next: 'abc_-1' }));
    const api = inboxApi(fetcher as unknown as typeof fetch);
    expect(await api.list({ kind: 'quote' })).toEqual({
      ok: true,
      value: { requests: [], next: 'abc_-1' },
    });
    expect(fetcher).toHaveBeenCalledWith(
      '/gps-app/admin/requests/api/?kind=quote&limit=50',
      expect.objectContaining({ credentials: 'same-origin', redirect: 'manual' }),
    );
  });

  it('reads a 403 or a redirect to the sign-in page as "sign in"', async () => {
    for (const response of [
      answer(403, { error: 'forbidden' }),
      answer(0, null, 'opaqueredirect'),
    ]) {
      const api = inboxApi((async () => response) as unknown as typeof fetch);
      expect(await api.list({})).toEqual({ ok: false, reason: 'forbidden' });
    }
  });

  it('reads a lost network, a 503 or a strange body as "try again"', async () => {
    const cases = [
      async () => {
        throw new TypeError('offline');
      },
      async () => answer(503, { error: 'unavailable' }),
      async () => answer(200, { requests: 'not a list', next: null }),
      async () => answer(200, { requests: [], next: 42 }),
      async () => answer(200, { requests: [] }),
    ];
    for (const fetcher of cases)
      expect(await inboxApi(fetcher as unknown as typeof fetch).list({})).toEqual({
        ok: false,
        reason: 'unavailable',
      });
  });

  it('sends a change as JSON PATCH to the request', async () => {
    const fetcher = jest.fn(async () => answer(200, { request: { reference: 'S-2611-0001' } }));
    await inboxApi(fetcher as unknown as typeof fetch).update('S-2611-0001', { status: 'done' });
    expect(fetcher).toHaveBeenCalledWith(
      '/gps-app/admin/requests/api/S-2611-0001',
      expect.objectContaining({ method: 'PATCH', body: '{"status":"done"}' }),
    );
  });

  it('reads the catalogue’s product names from the public names.json', async () => {
    const fetcher = jest.fn(async () =>
      answer(200, { names: { 'paper-a4': 'Paper A4', bad: 42 } }),
    );
    expect(await inboxApi(fetcher as unknown as typeof fetch).productNames('ka')).toEqual({
      ok: true,
      value: { 'paper-a4': 'Paper A4' },
    });
    expect(fetcher).toHaveBeenCalledWith(
      '/gps-app/product-data/ka/names.json',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('reads the publishing runs, the searches and the launch checklist, or says "try again"', async () => {
    const run = { state: 'refused', run: '1-1', problems: [], problemCount: 0 };
    const report = { today: '2026-11-27', periods: [{ days: 7, top: [], missing: [] }] };
    const checklist = { mustFix: [], hidden: [], advice: [] };
    const bodies: Record<string, unknown> = {
      '/gps-app/admin/requests/api/publish': { runs: [run] },
      '/gps-app/admin/requests/api/searches': report,
      '/gps-app/admin/requests/launch.json': checklist,
    };
    const api = inboxApi((async (url: string) =>
      answer(200, bodies[url])) as unknown as typeof fetch);
    expect(await api.publish()).toEqual({ ok: true, value: [run] });
    expect(await api.searches()).toEqual({ ok: true, value: report });
    expect(await api.launch()).toEqual({ ok: true, value: checklist });
    const broken = inboxApi((async () =>
      answer(200, { runs: 'x', periods: [], mustFix: [] })) as unknown as typeof fetch);
    for (const result of await Promise.all([broken.publish(), broken.searches(), broken.launch()]))
      expect(result).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('reads the count of new requests, and a request with the events of its history', async () => {
    const at = '2027-05-31T10:20:00.000Z';
    const event = { at, actor: 'dealer@example.ge', status: 'done', note: null };
    const bodies: Record<string, unknown> = {
      '/gps-app/admin/requests/api/summary': { new: 3, latest: at },
      '/gps-app/admin/requests/api/S-2705-0001': {
        request: { reference: 'S-2705-0001', history: [event] },
      },
      '/gps-app/admin/requests/api/S-2705-0002': { request: { reference: 'S-2705-0002' } },
    };
    const fetcher = jest.fn(async (url: string) => answer(200, bodies[url] ?? {}));
    const api = inboxApi(fetcher as unknown as typeof fetch);
    expect(await api.summary()).toEqual({ ok: true, value: { new: 3, latest: at } });
    expect(await api.get('S-2705-0001')).toEqual({
      ok: true,
      value: { reference: 'S-2705-0001', history: [event] },
    });
    expect(await api.get('S-2705-0002')).toMatchObject({ ok: true, value: { history: [] } });
    const odd = inboxApi((async () =>
      answer(200, { new: '3', latest: null })) as unknown as typeof fetch);
    expect(await odd.summary()).toEqual({ ok: false, reason: 'unavailable' });
  });
});
