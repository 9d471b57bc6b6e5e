/** @jest-environment node */
import { addressKey, windowStart } from '@/worker/rate-limit';
import { d1SearchStore, type SearchStore } from '@/worker/search-store';
import { handleSearchReport, maxReportBytes, reportsPerHour } from '@/worker/searches';
import { sqliteD1 } from '../tests/support/worker/sqlite-d1';

let d1: ReturnType<typeof sqliteD1>;
beforeEach(() => {
  d1 = sqliteD1();
});
afterEach(() => d1.close());

const address = '203.0.113.7';
const report = (body: unknown, headers: Record<string, string> = {}, ip = address) =>
  new Request('https://shop.example.ge/gps-app/api/searches', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const toner = { query: '  Toner C3060 ', language: 'ka', found: false };

function setup(now = new Date('2026-11-27T10:00:00Z'), store: SearchStore = d1SearchStore(d1.db)) {
  const send = (request: Request) => handleSearchReport(request, { store, now: () => now });
  const rows = async (table: string) =>
    (await d1.db.prepare(`SELECT * FROM ${table}`).all()).results;
  return { send, rows };
}

describe('POST /gps-app/api/searches', () => {
  it('counts the query on its day in Tbilisi, and keeps nothing of who sent it', async () => {
    // 20:30 UTC is half past midnight in Tbilisi: the 28th.
    const { send, rows } = setup(new Date('2026-11-27T20:30:00Z'));
    const userAgent = { 'User-Agent': 'Mozilla/5.0 (a visitor)' };
    expect((await send(report(toner, userAgent))).status).toBe(204);
    expect((await send(report(toner, userAgent))).status).toBe(204);
    expect(await rows('search_counts')).toEqual([
      { day: '2026-11-28', language: 'ka', query: 'toner c3060', found: 0, count: 2 },
    ]);
    // The rate limit's count: a digest of the address, apart from the forms' own key.
    const limits = await rows('rate_limits');
    expect(limits).toEqual([
      {
        key: `search:${await addressKey(address)}`,
        window_start: windowStart(new Date('2026-11-27T20:30:00Z')),
        count: 2,
      },
    ]);
    const stored = JSON.stringify([await rows('search_counts'), limits]);
    for (const trace of [address, '203.0.113', 'Mozilla']) expect(stored).not.toContain(trace);
  });

  it('counts nothing when the browser sends Do Not Track or Global Privacy Control', async () => {
    const { send, rows } = setup();
    expect((await send(report(toner, { DNT: '1' }))).status).toBe(204);
    expect((await send(report(toner, { 'Sec-GPC': '1' }))).status).toBe(204);
    expect(await rows('search_counts')).toEqual([]);
    expect(await rows('rate_limits')).toEqual([]);
  });

  it('refuses a query that could be personal data, saying why, and stores nothing', async () => {
    const { send, rows } = setup();
    const email = await send(report({ ...toner, query: 'nino@example.ge' }));
    expect(email.status).toBe(400);
    expect(await email.json()).toEqual({ errors: { query: 'email' } });
    const phone = await send(report({ ...toner, query: '+995 555 12 34 56' }));
    expect(await phone.json()).toEqual({ errors: { query: 'phone' } });
    expect(await rows('search_counts')).toEqual([]);
  });

  it('answers what else is wrong with a clear status', async () => {
    const { send } = setup();
    const get = await send(new Request('https://shop.example.ge/gps-app/api/searches'));
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST');
    expect((await send(report(toner, { 'Content-Type': 'text/plain' }))).status).toBe(415);
    expect((await send(report('{"query":'))).status).toBe(400);
    const large = { ...toner, padding: 'x'.repeat(maxReportBytes) };
    expect((await send(report(large))).status).toBe(413);
    const unbound = await handleSearchReport(report(toner), { store: null, now: () => new Date() });
    expect(unbound.status).toBe(503);
  });

  it('counts at most the hourly limit from one address, then says when to try again', async () => {
    const counted: string[] = [];
    const windows = new Map<string, number>();
    const store = {
      ...d1SearchStore(d1.db),
      countAddress: async (key: string, start: number) => {
        const count = (windows.get(`${key} ${start}`) ?? 0) + 1;
        windows.set(`${key} ${start}`, count);
        return count;
      },
      add: async (_day: string, { query }: { query: string }) => {
        counted.push(query);
      },
    };
    const { send } = setup(new Date('2026-11-27T10:59:00Z'), store);
    for (let i = 0; i < reportsPerHour; i += 1)
      expect((await send(report({ ...toner, query: `model ${i}` }))).status).toBe(204);
    const limited = await send(report(toner));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('60');
    expect((await send(report(toner, {}, '198.51.100.4'))).status).toBe(204);
    expect(counted).toHaveLength(reportsPerHour + 1);
  });

  it('answers 503 when the database fails, without counting', async () => {
    await d1.db.prepare('DROP TABLE search_counts').run();
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { send } = setup();
    expect((await send(report(toner))).status).toBe(503);
    quiet.mockRestore();
  });
});
