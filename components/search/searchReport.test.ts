/** @jest-environment node */
import fc from 'fast-check';
import { createSafeStorage } from '@/lib/safe-storage';
import {
  hostTakesReports,
  privacyAllowsReports,
  searchCountingOffKey,
  searchReporter,
  type PrivacySignals,
} from '@/components/search/searchReport';

const hostFile = '/gps-app/host.json';
const endpoint = '/gps-app/api/searches';
type Sent = { url: string; method: string; body?: unknown };

/**
 * A reporter whose host answers `host` for the host file (a status and a body) and 204 for
 * reports; every request it is asked for is kept, with its body.
 */
function setup({
  host = { status: 200, body: { worker: true } as unknown },
  signals = {} as PrivacySignals,
} = {}) {
  const requests: Sent[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    requests.push({
      url,
      method: init.method ?? 'GET',
      ...(init.body ? { body: JSON.parse(String(init.body)) } : {}),
    });
    if (url === hostFile) return Response.json(host.body, { status: host.status });
    return new Response(null, { status: 204 });
  }) as unknown as typeof globalThis.fetch;
  const storage = createSafeStorage(() => undefined);
  const choice = createSafeStorage(() => undefined);
  return { report: searchReporter({ fetch, signals, storage, choice }), requests, storage, choice };
}

const reports = (requests: Sent[]) => requests.filter((r) => r.url === endpoint);

describe('the search box’s report', () => {
  it('sends the query as counted, the site’s language and whether anything was found', async () => {
    const { report, requests } = setup();
    expect(await report('  Toner   C3060 ', 'ka', false)).toBe(true);
    expect(reports(requests)).toEqual([
      {
        url: endpoint,
        method: 'POST',
        body: { query: 'toner c3060', language: 'ka', found: false },
      },
    ]);
  });

  it('sends a query once per tab, however it is spelled, and reads the host file once', async () => {
    const { report, requests } = setup();
    await report('toner', 'en', true);
    await report(' TONER ', 'en', true);
    await report('toner', 'ka', true);
    await report('drum', 'en', false);
    expect(reports(requests).map((r) => r.body)).toEqual([
      { query: 'toner', language: 'en', found: true },
      { query: 'toner', language: 'ka', found: true },
      { query: 'drum', language: 'en', found: false },
    ]);
    expect(requests.filter((r) => r.url === hostFile)).toHaveLength(1);
  });

  it('asks nothing at all when the browser sends Do Not Track or Global Privacy Control', async () => {
    for (const signals of [{ doNotTrack: '1' }, { globalPrivacyControl: true }]) {
      const { report, requests } = setup({ signals });
      expect(await report('toner', 'en', true)).toBe(false);
      expect(requests).toEqual([]);
    }
  });

  it('asks nothing at all once the visitor has said no, and counts again once they say yes', async () => {
    const { report, requests, choice } = setup();
    choice.setItem(searchCountingOffKey, '1');
    expect(await report('toner', 'en', true)).toBe(false);
    expect(requests).toEqual([]);
    choice.removeItem(searchCountingOffKey);
    expect(await report('toner', 'en', true)).toBe(true);
  });

  it('asks nothing for a query that could be personal data', async () => {
    const { report, requests } = setup();
    for (const text of ['nino@example.ge', '+995 555 12 34 56', 'x', 'y'.repeat(61)])
      expect(await report(text, 'en', false)).toBe(false);
    expect(requests).toEqual([]);
  });

  it('sends no query where the host has no Worker: the export’s host file, a 404, no answer', async () => {
    for (const host of [
      { status: 200, body: { worker: false } },
      { status: 404, body: {} },
      { status: 200, body: 'worker' },
    ]) {
      const { report, requests } = setup({ host });
      expect(await report('toner', 'en', true)).toBe(false);
      expect(await report('drum', 'en', false)).toBe(false);
      expect(requests).toEqual([{ url: hostFile, method: 'GET' }]);
    }
    const offline = searchReporter({
      fetch: jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
      signals: {},
      storage: createSafeStorage(() => undefined),
      choice: createSafeStorage(() => undefined),
    });
    expect(await offline('toner', 'en', true)).toBe(false);
  });

  it('takes reports only where the host file says exactly that the Worker answers', () => {
    expect(hostTakesReports({ worker: true })).toBe(true);
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const says = typeof body === 'object' && body !== null && Reflect.get(body, 'worker');
        expect(hostTakesReports(body)).toBe(says === true);
      }),
    );
  });

  it('lets either privacy signal stop the reports', () => {
    expect(privacyAllowsReports({})).toBe(true);
    expect(privacyAllowsReports({ doNotTrack: '0', globalPrivacyControl: false })).toBe(true);
    expect(privacyAllowsReports({ doNotTrack: null })).toBe(true);
    expect(privacyAllowsReports({ doNotTrack: '1', globalPrivacyControl: false })).toBe(false);
    expect(privacyAllowsReports({ globalPrivacyControl: true })).toBe(false);
  });
});
