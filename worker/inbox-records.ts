import type { RequestKind, RequestStatus } from './kinds';
import type { PublishReport } from './publish-report';

/**
 * What the inbox API answers with, as the inbox page reads it (inbox/api.ts): apart from the
 * stores, so that the page compiles without the Worker's runtime types.
 */
export interface StoredRequest {
  /** With createdAt, the list's strict order (two requests may share a time). */
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

/** Each save in the inbox that changed a request's status or note (migrations/0004). */
export interface RequestEvent {
  at: string;
  /** The Access identity that saved it; '' when Access named none. */
  actor: string;
  /** What it set; null for what stayed. */
  status: RequestStatus | null;
  note: string | null;
}

export interface InboxSummary {
  new: number;
  latest: string | null;
}

export interface PublishRun extends PublishReport {
  id: number;
  startedAt: string;
  updatedAt: string;
  notifiedAt: string | null;
}

export interface QueryCount {
  query: string;
  language: string;
  count: number;
}

/** A query that found nothing, and whether a later day's search found something. */
export interface MissingQuery extends QueryCount {
  foundSince: boolean;
}

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
