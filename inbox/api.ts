/**
 * The inbox API from the page (same origin: Access's cookie goes along). A 403, or Access's
 * redirect to its sign-in page, means "sign in"; anything else not an answer, "try again".
 */
import { parseProductNames, productNamesPath } from '@/lib/product-data';
import type { RequestStatus } from '@/worker/kinds';
import type { LaunchChecklist } from '@/content/launch';
import type { InboxLocale } from './messages';
import type {
  InboxSummary,
  PublishRun,
  RequestEvent,
  SearchesReport,
  StoredRequest,
} from '@/worker/inbox-records';
import * as url from './query';

export type * from '@/worker/inbox-records';
export type { LaunchChecklist };

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

// The readers check an answer's shape only (the Worker or the build wrote it and checked every
// row): a body of another shape is "try again".
const listOf =
  <T>(name: string) =>
  (body: unknown): T[] | undefined => {
    const list = isRecord(body) ? body[name] : undefined;
    return Array.isArray(list) ? (list as T[]) : undefined;
  };

/** One page of the list, and the cursor of the next (null on the last page). */
export interface ListPage {
  requests: StoredRequest[];
  next: string | null;
}

/** The body itself when `valid` says its shape is right. */
const when =
  <T>(valid: (body: Record<string, unknown>) => boolean) =>
  (body: unknown) =>
    isRecord(body) && valid(body) ? (body as T) : undefined;

const listPage = when<ListPage>(
  (body) => !!listOf('requests')(body) && (body.next === null || typeof body.next === 'string'),
);
const searchesReport = when<SearchesReport>(
  (body) => typeof body.today === 'string' && !!listOf('periods')(body),
);
const launchChecklist = when<LaunchChecklist>((body) =>
  ['mustFix', 'hidden', 'advice'].every((part) => listOf(part)(body)),
);
const summary = when<InboxSummary>(
  (body) =>
    typeof body.new === 'number' && (body.latest === null || typeof body.latest === 'string'),
);

/** The request with its history (none when the answer has none). */
const requestDetail = (body: unknown): RequestDetail | undefined => {
  const request = isRecord(body) ? body.request : undefined;
  if (!isRecord(request)) return undefined;
  return {
    ...(request as unknown as StoredRequest),
    history: listOf<RequestEvent>('history')(request) ?? [],
  };
};

export function inboxApi(fetcher: typeof fetch) {
  return {
    /** A page of the list; `before` is the `next` of the page before it. */
    list: (view: url.InboxView, before?: string) =>
      call<ListPage>(fetcher, url.listUrl(view, before), listPage),
    /** The public catalogue's product names by id (names.json), for the quote lines. */
    productNames: (locale: InboxLocale) =>
      call<Record<string, string>>(fetcher, productNamesPath(locale), parseProductNames),
    publish: () => call<PublishRun[]>(fetcher, url.publishUrl, listOf<PublishRun>('runs')),
    searches: () => call<SearchesReport>(fetcher, url.searchesUrl, searchesReport),
    launch: () => call<LaunchChecklist>(fetcher, url.launchUrl, launchChecklist),
    /** How many requests are new and when the newest arrived (polled while the page is open). */
    summary: () => call<InboxSummary>(fetcher, url.summaryUrl, summary),
    get: (reference: string) =>
      call<RequestDetail>(fetcher, url.requestUrl(reference), requestDetail),
    update: (reference: string, change: { status?: RequestStatus; note?: string }) =>
      call<RequestDetail>(fetcher, url.requestUrl(reference), requestDetail, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(change),
      }),
  };
}
export type InboxApi = ReturnType<typeof inboxApi>;
