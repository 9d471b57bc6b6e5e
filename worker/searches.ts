import { parseSearchReport } from '@/lib/search/report';
import { jsonBody } from './body';
import { addressKey, isOverLimit, retryAfter, windowStart } from './rate-limit';
import type { SearchesReport } from './inbox-records';
import { tbilisiDay } from './reference';
import { daysBefore, type SearchStore } from './search-store';
import { json } from './headers';

/**
 * What buyers search for: POST /gps-app/api/searches {query, language, found} counts one per day
 * (not when the browser asks not to be tracked); the inbox shows the report.
 */
export const maxReportBytes = 1024;
/** Reports one address may send per hour: a visitor searches far less; a script is cut off. */
export const reportsPerHour = 60;

export interface SearchReportDeps {
  store: SearchStore | null;
  now: () => Date;
}

const asksNotToBeTracked = (request: Request) =>
  request.headers.get('dnt')?.trim() === '1' || request.headers.get('sec-gpc')?.trim() === '1';

export async function handleSearchReport(request: Request, deps: SearchReportDeps) {
  if (request.method !== 'POST') return json(405, { error: 'method' }, { Allow: 'POST' });
  if (asksNotToBeTracked(request)) return new Response(null, { status: 204 });
  const read = await jsonBody(request, maxReportBytes);
  if (read instanceof Response) return read;
  const parsed = parseSearchReport(read.value);
  if (!parsed.ok) return json(400, { errors: parsed.errors });
  const { store } = deps;
  if (!store) return json(503, { error: 'unavailable' });
  const now = deps.now();
  try {
    // Its own count per address, apart from the forms' (a search never uses up a form's sends).
    const key = `search:${await addressKey(request.headers.get('cf-connecting-ip'))}`;
    if (isOverLimit(await store.countAddress(key, windowStart(now)), reportsPerHour)) {
      return json(429, { errors: { rate: 'limited' } }, { 'Retry-After': String(retryAfter(now)) });
    }
    await store.add(tbilisiDay(now), parsed.report);
    return new Response(null, { status: 204 });
  } catch (error) {
    console.error('search report: the database failed', error);
    return json(503, { error: 'unavailable' });
  }
}

/** The report's periods, in days up to today (Tbilisi), and how many queries each list shows. */
export const reportPeriods = [7, 30] as const;
export const listedQueries = 20;

export async function searchReport(store: SearchStore, now: Date): Promise<SearchesReport> {
  const today = tbilisiDay(now);
  const periods = await Promise.all(
    reportPeriods.map(async (days) => {
      const since = daysBefore(today, days - 1);
      const [totals, top, missing] = await Promise.all([
        store.totals(since),
        store.top(since, listedQueries),
        store.missing(since, listedQueries),
      ]);
      return { days, since, ...totals, top, missing };
    }),
  );
  return { today, periods };
}

export async function searchReportResponse(request: Request, store: SearchStore, now: Date) {
  if (request.method !== 'GET') return json(405, { error: 'method' }, { Allow: 'GET' });
  return json(200, await searchReport(store, now));
}

/** The maintenance's share; a failure (a database not yet migrated) leaves the rest unaffected. */
export async function pruneSearches(
  store: SearchStore,
  cutoff: string,
): Promise<Record<string, number>> {
  try {
    return { searchCountsDeleted: await store.prune(tbilisiDay(new Date(cutoff))) };
  } catch (error) {
    console.error('search counts: the maintenance failed', error);
    return {};
  }
}
