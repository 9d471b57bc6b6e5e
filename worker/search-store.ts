import type { SearchReport } from '@/lib/search/report';
import type { MissingQuery, QueryCount } from './inbox-records';
import { countSql } from './store';

/** The searches' daily counts (migrations/0006_search_counts.sql) and their rate limit. */

/** The day `days` days before a YYYY-MM-DD day. */
export const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(day) - days * 86_400_000).toISOString().slice(0, 10);

export type SearchStore = ReturnType<typeof d1SearchStore>;

export function d1SearchStore(db: D1Database) {
  const statement = (sql: string, ...values: unknown[]) => db.prepare(sql).bind(...values);
  return {
    /** Adds one to the address's count in the window (the forms' table, its own keys). */
    async countAddress(key: string, windowStart: number) {
      return (await statement(countSql, key, windowStart).first<{ count: number }>())?.count ?? 1;
    },
    async add(day: string, { query, language, found }: SearchReport) {
      await statement(
        'INSERT INTO search_counts (day, language, query, found, count) VALUES (?1, ?2, ?3, ?4, 1) ' +
          'ON CONFLICT (day, language, query, found) DO UPDATE SET count = count + 1',
        day,
        language,
        query,
        found ? 1 : 0,
      ).run();
    },
    /** Searches since the day (inclusive), and how many of them found nothing. */
    async totals(since: string) {
      const row = await statement(
        'SELECT COALESCE(SUM(count), 0) AS searches, ' +
          'COALESCE(SUM(CASE WHEN found = 0 THEN count ELSE 0 END), 0) AS nothingFound ' +
          'FROM search_counts WHERE day >= ?1',
        since,
      ).first<{ searches: number; nothingFound: number }>();
      return { searches: row?.searches ?? 0, nothingFound: row?.nothingFound ?? 0 };
    },
    /** The queries searched most since the day; ties alphabetically, the same on every load. */
    async top(since: string, limit: number): Promise<QueryCount[]> {
      const sql =
        'SELECT query, language, SUM(count) AS count FROM search_counts WHERE day >= ?1 ' +
        'GROUP BY language, query ORDER BY count DESC, query, language LIMIT ?2';
      return (await statement(sql, since, limit).all<QueryCount>()).results;
    },
    /** The queries that found nothing most often since the day. */
    async missing(since: string, limit: number): Promise<MissingQuery[]> {
      const sql =
        'SELECT query, language, count, EXISTS (SELECT 1 FROM search_counts AS later ' +
        'WHERE later.language = missed.language AND later.query = missed.query ' +
        'AND later.found = 1 AND later.day > missed.last_day) AS foundSince ' +
        'FROM (SELECT query, language, SUM(count) AS count, MAX(day) AS last_day FROM search_counts ' +
        'WHERE day >= ?1 AND found = 0 GROUP BY language, query) AS missed ' +
        'ORDER BY count DESC, query, language LIMIT ?2';
      const { results } = await statement(sql, since, limit).all<
        QueryCount & { foundSince: 0 | 1 }
      >();
      return results.map((row) => ({ ...row, foundSince: row.foundSince === 1 }));
    },
    /** Deletes the days before `day`; returns how many rows went. */
    async prune(day: string) {
      const result = await statement('DELETE FROM search_counts WHERE day < ?1', day).run();
      return result.meta.changes ?? 0;
    },
  };
}
