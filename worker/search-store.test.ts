/** @jest-environment node */
import type { SearchReport } from '@/lib/search/report';
import { tbilisiDay } from '@/worker/reference';
import { daysBefore, d1SearchStore } from '@/worker/search-store';
import { listedQueries, pruneSearches, searchReport } from '@/worker/searches';
import { sqliteD1 } from '../tests/support/worker/sqlite-d1';

let d1: ReturnType<typeof sqliteD1>;
beforeEach(() => {
  d1 = sqliteD1();
});
afterEach(() => d1.close());

/** Adds `times` searches of one query on one day. */
async function seed(day: string, report: SearchReport, times = 1) {
  const store = d1SearchStore(d1.db);
  for (let i = 0; i < times; i += 1) await store.add(day, report);
}
const ka = (query: string, found: boolean): SearchReport => ({ query, language: 'ka', found });
const en = (query: string, found: boolean): SearchReport => ({ query, language: 'en', found });

describe('the days of the searches’ counts', () => {
  it('are Tbilisi’s: late evening UTC is already the next day', () => {
    expect(tbilisiDay(new Date('2026-11-27T19:59:59Z'))).toBe('2026-11-27');
    expect(tbilisiDay(new Date('2026-11-27T20:00:00Z'))).toBe('2026-11-28');
    expect(tbilisiDay(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });

  it('count back across months and years', () => {
    expect(daysBefore('2026-11-27', 6)).toBe('2026-11-21');
    expect(daysBefore('2026-11-27', 29)).toBe('2026-10-29');
    expect(daysBefore('2027-03-01', 1)).toBe('2027-02-28');
    expect(daysBefore('2027-01-03', 7)).toBe('2026-12-27');
  });
});

describe('the searches’ counts in SQLite', () => {
  it('keep one row per day, language, query and result, and only those five columns', async () => {
    await seed('2026-11-27', ka('toner', true), 3);
    await seed('2026-11-27', ka('toner', false));
    await seed('2026-11-27', en('toner', true));
    await seed('2026-11-28', ka('toner', true));
    const { results } = await d1.db
      .prepare('SELECT * FROM search_counts ORDER BY day, language, found')
      .all();
    expect(results).toEqual([
      { day: '2026-11-27', language: 'en', query: 'toner', found: 1, count: 1 },
      { day: '2026-11-27', language: 'ka', query: 'toner', found: 0, count: 1 },
      { day: '2026-11-27', language: 'ka', query: 'toner', found: 1, count: 3 },
      { day: '2026-11-28', language: 'ka', query: 'toner', found: 1, count: 1 },
    ]);
  });

  it('report the last 7 and 30 days up to today in Tbilisi: totals, the top, and what found nothing', async () => {
    // Today in Tbilisi is 27 November: the week starts on the 21st, the 30 days on 29 October.
    const now = new Date('2026-11-27T10:00:00Z');
    await seed('2026-11-27', ka('toner', true), 3);
    await seed('2026-11-20', ka('toner', true), 2); // before the week
    await seed('2026-11-25', en('xerox b210', false), 2);
    await seed('2026-10-28', en('xerox b210', false), 4); // before the 30 days
    await seed('2026-11-22', ka('ricoh sp 150', false));
    await seed('2026-11-26', ka('ricoh sp 150', true)); // the dealer added it
    await seed('2026-11-21', ka('drum', true)); // the week's first day
    await seed('2026-11-21', en('drum', true));
    await seed('2026-11-01', en('laminator', false), 2);
    const report = await searchReport(d1SearchStore(d1.db), now);
    expect(report).toEqual({
      today: '2026-11-27',
      periods: [
        {
          days: 7,
          since: '2026-11-21',
          searches: 9,
          nothingFound: 3,
          // Ties in alphabetical order, the same on every load.
          top: [
            { query: 'toner', language: 'ka', count: 3 },
            { query: 'ricoh sp 150', language: 'ka', count: 2 },
            { query: 'xerox b210', language: 'en', count: 2 },
            { query: 'drum', language: 'en', count: 1 },
            { query: 'drum', language: 'ka', count: 1 },
          ],
          missing: [
            { query: 'xerox b210', language: 'en', count: 2, foundSince: false },
            { query: 'ricoh sp 150', language: 'ka', count: 1, foundSince: true },
          ],
        },
        {
          days: 30,
          since: '2026-10-29',
          searches: 13,
          nothingFound: 5,
          top: [
            { query: 'toner', language: 'ka', count: 5 },
            { query: 'laminator', language: 'en', count: 2 },
            { query: 'ricoh sp 150', language: 'ka', count: 2 },
            { query: 'xerox b210', language: 'en', count: 2 },
            { query: 'drum', language: 'en', count: 1 },
            { query: 'drum', language: 'ka', count: 1 },
          ],
          missing: [
            { query: 'laminator', language: 'en', count: 2, foundSince: false },
            { query: 'xerox b210', language: 'en', count: 2, foundSince: false },
            { query: 'ricoh sp 150', language: 'ka', count: 1, foundSince: true },
          ],
        },
      ],
    });
  });

  it('list at most the top queries, the most searched first', async () => {
    const queries = Array.from({ length: listedQueries + 5 }, (_, i) => `model ${i + 1}`);
    for (const [index, query] of queries.entries()) {
      // "model 25" is searched 25 times, "model 1" once.
      await d1.db
        .prepare(
          "INSERT INTO search_counts (day, language, query, found, count) VALUES ('2026-11-27', 'ka', ?1, 0, ?2)",
        )
        .bind(query, index + 1)
        .run();
    }
    const report = await searchReport(d1SearchStore(d1.db), new Date('2026-11-27T10:00:00Z'));
    const week = report.periods[0]!;
    expect(week.top.map((row) => row.query)).toEqual(queries.slice(5).reverse());
    expect(week.missing.map((row) => row.count)).toEqual(
      Array.from({ length: listedQueries }, (_, i) => listedQueries + 5 - i),
    );
  });

  it('say there were no searches when there were none', async () => {
    const report = await searchReport(d1SearchStore(d1.db), new Date('2026-11-27T10:00:00Z'));
    expect(
      report.periods.map(({ searches, nothingFound, top, missing }) => ({
        searches,
        nothingFound,
        top,
        missing,
      })),
    ).toEqual([
      { searches: 0, nothingFound: 0, top: [], missing: [] },
      { searches: 0, nothingFound: 0, top: [], missing: [] },
    ]);
  });

  it('go with the maintenance once older than the retention cutoff (its Tbilisi day)', async () => {
    await seed('2024-11-26', ka('toner', true));
    await seed('2024-11-27', ka('toner', true));
    await seed('2024-11-27', ka('drum', false));
    await seed('2026-11-27', ka('toner', true));
    // The cutoff of 24 months on 27 November 2026, 10:00 UTC: 27 November 2024 in Tbilisi.
    const store = d1SearchStore(d1.db);
    expect(await pruneSearches(store, '2024-11-27T10:00:00.000Z')).toEqual({
      searchCountsDeleted: 1,
    });
    const { results } = await d1.db.prepare('SELECT DISTINCT day FROM search_counts').all();
    expect(results.map((row) => row.day).sort()).toEqual(['2024-11-27', '2026-11-27']);
  });

  it('leave the rest of the maintenance alone when the table is missing', async () => {
    await d1.db.prepare('DROP TABLE search_counts').run();
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await pruneSearches(d1SearchStore(d1.db), '2024-11-27T10:00:00.000Z')).toEqual({});
    expect(quiet).toHaveBeenCalled();
    quiet.mockRestore();
  });
});
