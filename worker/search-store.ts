import type { SearchReport } from '@/lib/search/report';
import type { MissingQuery, QueryCount } from './inbox-records';
import { countSql } from './rate-limit';
import { tbilisiOffsetMs } from './reference';

/** The searches' daily counts (migrations/0006_search_counts.sql) and their rate limit. */

/** YYYY-MM-DD of the moment in Tbilisi (UTC+4 all year). */
export const tbilisiDay = (moment: Date) =>
  new Date(moment.getTime() + tbilisiOffsetMs).toISOString().slice(0, 10);

/** The day `days` days before a YYYY-MM-DD day. */
export function daysBefore(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! - days)).toISOString().slice(0, 10);
}

export interface SearchStore {
  /** Adds one to the address's count in the window (the forms' table, its own keys). */
  countAddress(key: string, windowStart: number): Promise<number>;
  /** Adds one search to its day's count. */
  add(day: string, report: SearchReport): Promise<void>;
  /** Searches since the day (inclusive), and how many of them found nothing. */
  totals(since: string): Promise<{ searches: number; nothingFound: number }>;
  /** The queries searched most since the day, most first. */
  top(since: string, limit: number): Promise<QueryCount[]>;
  /** The queries that found nothing most often since the day, most first. */
  missing(since: string, limit: number): Promise<MissingQuery[]>;
  /** Deletes the days before `day`; returns how many rows went. */
  prune(day: string): Promise<number>;
}

export const addSql =
  'INSERT INTO search_counts (day, language, query, found, count) VALUES (?1, ?2, ?3, ?4, 1) ' +
  'ON CONFLICT (day, language, query, found) DO UPDATE SET count = count + 1';

export const totalsSql =
  'SELECT COALESCE(SUM(count), 0) AS searches, ' +
  'COALESCE(SUM(CASE WHEN found = 0 THEN count ELSE 0 END), 0) AS nothing_found ' +
  'FROM search_counts WHERE day >= ?1';

/** Ties go alphabetically, so the list is the same on every load. */
export const topSql =
  'SELECT query, language, SUM(count) AS count FROM search_counts WHERE day >= ?1 ' +
  'GROUP BY language, query ORDER BY count DESC, query, language LIMIT ?2';

export const missingSql =
  'SELECT query, language, count, EXISTS (SELECT 1 FROM search_counts AS later ' +
  'WHERE later.language = missed.language AND later.query = missed.query ' +
  'AND later.found = 1 AND later.day > missed.last_day) AS found_since ' +
  'FROM (SELECT query, language, SUM(count) AS count, MAX(day) AS last_day FROM search_counts ' +
  'WHERE day >= ?1 AND found = 0 GROUP BY language, query) AS missed ' +
  'ORDER BY count DESC, query, language LIMIT ?2';

export const pruneSearchesSql = 'DELETE FROM search_counts WHERE day < ?1';

interface MissingRow extends QueryCount {
  found_since: number;
}

export function d1SearchStore(db: D1Database): SearchStore {
  return {
    async countAddress(key, windowStart) {
      const row = await db.prepare(countSql).bind(key, windowStart).first<{ count: number }>();
      return row?.count ?? 1;
    },
    async add(day, { query, language, found }) {
      await db
        .prepare(addSql)
        .bind(day, language, query, found ? 1 : 0)
        .run();
    },
    async totals(since) {
      const row = await db
        .prepare(totalsSql)
        .bind(since)
        .first<{ searches: number; nothing_found: number }>();
      return { searches: row?.searches ?? 0, nothingFound: row?.nothing_found ?? 0 };
    },
    async top(since, limit) {
      const { results } = await db.prepare(topSql).bind(since, limit).all<QueryCount>();
      return results.map(({ query, language, count }) => ({ query, language, count }));
    },
    async missing(since, limit) {
      const { results } = await db.prepare(missingSql).bind(since, limit).all<MissingRow>();
      return results.map((row) => ({
        query: row.query,
        language: row.language,
        count: row.count,
        foundSince: row.found_since === 1,
      }));
    },
    async prune(day) {
      const result = await db.prepare(pruneSearchesSql).bind(day).run();
      return result.meta.changes ?? 0;
    },
  };
}
