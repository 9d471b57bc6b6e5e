import type { RequestKind, RequestStatus } from './kinds';
import type { PublishReport } from './publish-report';

/**
 * What the inbox API answers with, as the inbox page reads it (inbox/api.ts): apart from the
 * stores, so that the page compiles without the Worker's runtime types (worker/tsconfig.json).
 */

/** One stored request as the inbox shows it. */
export interface StoredRequest {
  /** The row's number: with createdAt, the list's strict order (two requests may share a time). */
  id: number;
  reference: string;
  kind: RequestKind;
  createdAt: string;
  status: RequestStatus;
  note: string;
  notifiedAt: string | null;
  notifyAttempts: number;
  payload: Record<string, unknown>;
}

/** One publishing run as the inbox shows it (migrations/0003_publish_runs.sql): the report and
 * when it was stored. */
export interface PublishRun extends PublishReport {
  id: number;
  startedAt: string;
  updatedAt: string;
  notifiedAt: string | null;
}

/** A query and how often it was searched in a period, in one language. */
export interface QueryCount {
  query: string;
  language: string;
  count: number;
}

/** A query that found nothing, and whether a later day's search found something (it was added). */
export interface MissingQuery extends QueryCount {
  foundSince: boolean;
}

/** One period of the inbox's report: its searches, how many found nothing, and the lists. */
export interface SearchPeriod {
  days: number;
  /** The period's first day (YYYY-MM-DD, Tbilisi); it ends today. */
  since: string;
  searches: number;
  nothingFound: number;
  top: QueryCount[];
  missing: MissingQuery[];
}

export interface SearchesReport {
  today: string;
  periods: SearchPeriod[];
}
