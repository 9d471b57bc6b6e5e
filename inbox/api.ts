/**
 * The inbox API from the page: same origin, so Cloudflare Access's cookie goes along. A 403, or
 * Access sending the browser to its sign-in page (a redirect), means "sign in"; anything else
 * that is not an answer means "try again".
 */
import { parseProductNames, productNamesPath } from '@/lib/product-data';
import { isPublishState, isRequestStatus, type RequestStatus } from '@/worker/kinds';
import type { LaunchChecklist, LaunchItem } from '@/content/launch';
import type { InboxLocale } from './messages';
import type {
  MissingQuery,
  PublishRun,
  QueryCount,
  SearchesReport,
  SearchPeriod,
  StoredRequest,
} from '@/worker/inbox-records';
import type { InboxSummary, RequestEvent } from '@/worker/request-events';
import {
  launchUrl,
  listUrl,
  publishUrl,
  requestUrl,
  searchesUrl,
  summaryUrl,
  type InboxView,
} from './query';

export type {
  InboxSummary,
  LaunchChecklist,
  LaunchItem,
  MissingQuery,
  PublishRun,
  QueryCount,
  RequestEvent,
  SearchesReport,
  SearchPeriod,
  StoredRequest,
};

/** One request as GET and PATCH answer it: with its history (worker/inbox.ts). */
export type RequestDetail = StoredRequest & { history: RequestEvent[] };
export type Failure = 'forbidden' | 'notFound' | 'unavailable';
export type Result<T> = { ok: true; value: T } | { ok: false; reason: Failure };

async function call<T>(
  fetcher: typeof fetch,
  url: string,
  pick: (body: unknown) => T | undefined,
  init: RequestInit = {},
): Promise<Result<T>> {
  let response: Response;
  try {
    response = await fetcher(url, {
      ...init,
      credentials: 'same-origin',
      redirect: 'manual',
      headers: { Accept: 'application/json', ...(init.headers ?? {}) },
    });
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
  if (response.type === 'opaqueredirect' || response.status === 403 || response.status === 401)
    return { ok: false, reason: 'forbidden' };
  if (response.status === 404) return { ok: false, reason: 'notFound' };
  if (!response.ok) return { ok: false, reason: 'unavailable' };
  try {
    const value = pick(await response.json());
    return value === undefined ? { ok: false, reason: 'unavailable' } : { ok: true, value };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** One page of the list, and the cursor of the next (null on the last page). */
export interface ListPage {
  requests: StoredRequest[];
  next: string | null;
}

const listPage = (body: unknown): ListPage | undefined => {
  const { requests, next } = (isRecord(body) ? body : {}) as Record<string, unknown>;
  if (!Array.isArray(requests) || !(next === null || typeof next === 'string')) return undefined;
  return { requests: requests as StoredRequest[], next };
};

const isText = (value: unknown) => typeof value === 'string';

/** The runs the status can show: a known state, its times and texts; anything else is left out. */
const publishRuns = (body: unknown): PublishRun[] | undefined => {
  const runs = (isRecord(body) ? body : {}) as { runs?: unknown };
  if (!Array.isArray(runs.runs)) return undefined;
  return runs.runs.filter((run): run is PublishRun => {
    const { state, startedAt, updatedAt, commit, message, problems, problemCount } = (
      isRecord(run) ? run : {}
    ) as Record<string, unknown>;
    return (
      isPublishState(state) &&
      [startedAt, updatedAt, commit, message].every(isText) &&
      Array.isArray(problems) &&
      problems.every((p) => isRecord(p) && isText(p.file) && isText(p.message)) &&
      typeof problemCount === 'number'
    );
  });
};

/** The build's launch checklist (launch.json beside the page), its items checked one by one. */
export const launchChecklist = (body: unknown): LaunchChecklist | undefined => {
  if (!isRecord(body)) return undefined;
  const items = (value: unknown): LaunchItem[] =>
    Array.isArray(value)
      ? value.filter(
          (item): item is LaunchItem =>
            isRecord(item) && isText(item.file) && isText(item.ka) && isText(item.en),
        )
      : [];
  const list = body as Record<string, unknown>;
  return { mustFix: items(list.mustFix), hidden: items(list.hidden), advice: items(list.advice) };
};

const isCount = (value: unknown) => typeof value === 'number' && Number.isInteger(value);
const isQueryCount = (value: unknown): value is QueryCount =>
  isRecord(value) && isText(value.query) && isText(value.language) && isCount(value.count);

/** The report's periods with the shape the page shows; a row that is not one is left out. */
export const searchesReport = (body: unknown): SearchesReport | undefined => {
  const { today, periods } = (isRecord(body) ? body : {}) as Record<string, unknown>;
  if (!isText(today) || !Array.isArray(periods)) return undefined;
  return {
    today,
    periods: periods
      .filter(
        (period): period is SearchPeriod =>
          isRecord(period) &&
          isCount(period.days) &&
          isText(period.since) &&
          isCount(period.searches) &&
          isCount(period.nothingFound) &&
          Array.isArray(period.top) &&
          Array.isArray(period.missing),
      )
      .map((period) => ({
        ...period,
        top: period.top.filter(isQueryCount),
        missing: period.missing.filter(
          (row): row is MissingQuery =>
            isQueryCount(row) && typeof (row as MissingQuery).foundSince === 'boolean',
        ),
      })),
  };
};

const isEvent = (value: unknown): value is RequestEvent =>
  isRecord(value) &&
  isText(value.at) &&
  isText(value.actor) &&
  (value.status === null || isRequestStatus(value.status)) &&
  (value.note === null || isText(value.note));

/** The request and the events of its history that have the stored shape. */
const requestDetail = (body: unknown): RequestDetail | undefined => {
  const request = (isRecord(body) ? body : {}).request;
  if (!isRecord(request)) return undefined;
  const history = Array.isArray(request.history) ? request.history.filter(isEvent) : [];
  return { ...(request as unknown as StoredRequest), history };
};

const summary = (body: unknown): InboxSummary | undefined => {
  const { new: count, latest } = (isRecord(body) ? body : {}) as Record<string, unknown>;
  if (typeof count !== 'number' || !(latest === null || isText(latest))) return undefined;
  return { new: count, latest };
};

export function inboxApi(fetcher: typeof fetch) {
  return {
    /** A page of the list; `before` is the `next` of the page before it. */
    list: (view: InboxView, before?: string) =>
      call<ListPage>(fetcher, listUrl(view, before), listPage),
    /** The public catalogue's product names by id (names.json), for the quote lines. */
    productNames: (locale: InboxLocale) =>
      call<Record<string, string>>(fetcher, productNamesPath(locale), parseProductNames),
    /** The newest publishing runs (the workflow's reports), newest first. */
    publish: () => call<PublishRun[]>(fetcher, publishUrl, publishRuns),
    /** What buyers searched for in the last 7 and 30 days. */
    searches: () => call<SearchesReport>(fetcher, searchesUrl, searchesReport),
    /** What is still sample in the content, as the build found it. */
    launch: () => call<LaunchChecklist>(fetcher, launchUrl, launchChecklist),
    /** How many requests are new and when the newest arrived (polled while the page is open). */
    summary: () => call<InboxSummary>(fetcher, summaryUrl, summary),
    get: (reference: string) => call<RequestDetail>(fetcher, requestUrl(reference), requestDetail),
    update: (reference: string, change: { status?: RequestStatus; note?: string }) =>
      call<RequestDetail>(fetcher, requestUrl(reference), requestDetail, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(change),
      }),
  };
}
export type InboxApi = ReturnType<typeof inboxApi>;
