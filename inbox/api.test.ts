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

  it('reads the publishing runs, leaving out any the status cannot show', async () => {
    const good = {
      state: 'refused',
      startedAt: '2027-05-31T10:00:00Z',
      updatedAt: '2027-05-31T10:05:00Z',
      commit: 'abcdef1',
      message: 'Update',
      problems: [{ file: 'a.yaml', message: 'bad' }],
      problemCount: 1,
    };
    const bad = [{ ...good, state: 'published' }, { ...good, problems: [{ file: 1 }] }, null];
    const fetcher = jest.fn(async () => answer(200, { runs: [good, ...bad] }));
    const api = inboxApi(fetcher as unknown as typeof fetch);
    expect(await api.publish()).toEqual({ ok: true, value: [good] });
    expect(fetcher).toHaveBeenCalledWith('/gps-app/admin/requests/api/publish', expect.anything());
    const broken = inboxApi((async () => answer(200, { runs: 'x' })) as unknown as typeof fetch);
    expect(await broken.publish()).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('reads what buyers searched for, leaving out any period or row the page cannot show', async () => {
    const top = { query: 'toner', language: 'ka', count: 3 };
    const missing = { query: 'xerox b210', language: 'en', count: 2, foundSince: false };
    const week = { days: 7, since: '2026-11-21', searches: 5, nothingFound: 2, top: [top] };
    const body = {
      today: '2026-11-27',
      periods: [
        { ...week, missing: [missing, { ...missing, foundSince: 'no' }, { query: 1 }] },
        { ...week, days: '30', missing: [] },
        null,
      ],
    };
    const fetcher = jest.fn(async () => answer(200, body));
    expect(await inboxApi(fetcher as unknown as typeof fetch).searches()).toEqual({
      ok: true,
      value: { today: '2026-11-27', periods: [{ ...week, missing: [missing] }] },
    });
    expect(fetcher).toHaveBeenCalledWith('/gps-app/admin/requests/api/searches', expect.anything());
    const broken = inboxApi((async () => answer(200, { periods: [] })) as unknown as typeof fetch);
    expect(await broken.searches()).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('reads the launch checklist the build wrote beside the page', async () => {
    const fetcher = jest.fn(async () => answer(200, { mustFix: [], hidden: [], advice: [] }));
    expect(await inboxApi(fetcher as unknown as typeof fetch).launch()).toEqual({
      ok: true,
      value: { mustFix: [], hidden: [], advice: [] },
    });
    expect(fetcher).toHaveBeenCalledWith('/gps-app/admin/requests/launch.json', expect.anything());
  });

  it('reads the count of new requests, and a request with the events of its history', async () => {
    const at = '2027-05-31T10:20:00.000Z';
    const good = { at, actor: 'dealer@example.ge', status: 'done', note: null };
    const bad = [{ ...good, status: 'closed' }, { ...good, actor: 7 }, { ...good, at: null }, 'x'];
    const bodies: Record<string, unknown> = {
      '/gps-app/admin/requests/api/summary': { new: 3, latest: at },
      '/gps-app/admin/requests/api/S-2705-0001': {
        request: { reference: 'S-2705-0001', history: [good, ...bad] },
      },
      '/gps-app/admin/requests/api/S-2705-0002': { request: { reference: 'S-2705-0002' } },
    };
    const fetcher = jest.fn(async (url: string) => answer(200, bodies[url] ?? {}));
    const api = inboxApi(fetcher as unknown as typeof fetch);
    expect(await api.summary()).toEqual({ ok: true, value: { new: 3, latest: at } });
    expect(await api.get('S-2705-0001')).toEqual({
      ok: true,
      value: { reference: 'S-2705-0001', history: [good] },
    });
    expect(await api.get('S-2705-0002')).toMatchObject({ ok: true, value: { history: [] } });
    const odd = inboxApi((async () =>
      answer(200, { new: '3', latest: null })) as unknown as typeof fetch);
    expect(await odd.summary()).toEqual({ ok: false, reason: 'unavailable' });
  });
});
