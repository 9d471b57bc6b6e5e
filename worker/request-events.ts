import { isRequestStatus, type RequestStatus } from './kinds';

/** Each save in the inbox that changed a request's status or note (migrations/0004). */
export interface RequestEvent {
  at: string;
  /** The Access identity that saved it; '' when Access named none. */
  actor: string;
  /** What it set; null for what stayed. */
  status: RequestStatus | null;
  note: string | null;
}

export interface ChangeAuthor {
  actor: string;
  at: string;
}

/**
 * One event for a change that changes something, run in one batch before the row's update
 * (bind: reference, at, actor, status or NULL, note or NULL). `IS NOT` compares NULL safely.
 */
export const recordEventSql =
  'INSERT INTO request_events (request_id, at, actor, status, note) ' +
  'SELECT id, ?2, ?3, CASE WHEN ?4 IS NOT status THEN ?4 END, ' +
  'CASE WHEN ?5 IS NOT note THEN ?5 END FROM requests WHERE reference = ?1 ' +
  'AND ((?4 IS NOT NULL AND ?4 IS NOT status) OR (?5 IS NOT NULL AND ?5 IS NOT note))';

export const historySql =
  'SELECT e.at, e.actor, e.status, e.note FROM request_events e ' +
  'JOIN requests r ON r.id = e.request_id WHERE r.reference = ?1 ORDER BY e.id';

/** Run before retention deletes the requests: this does not depend on D1 enforcing the cascade. */
export const pruneEventsSql =
  'DELETE FROM request_events WHERE request_id IN (SELECT id FROM requests WHERE created_at < ?1)';

/** Requests still new, and the newest one's time. */
export interface InboxSummary {
  new: number;
  latest: string | null;
}

export const summarySql =
  "SELECT (SELECT COUNT(*) FROM requests WHERE status = 'new') AS new, " +
  '(SELECT MAX(created_at) FROM requests) AS latest';

/** An event as the inbox shows it; a row that is not one (hand-edited) is left out. */
export function toEvent({ at, actor, status, note }: Record<string, unknown>): RequestEvent | null {
  if (typeof at !== 'string') return null;
  return {
    at,
    actor: typeof actor === 'string' ? actor : '',
    status: isRequestStatus(status) ? status : null,
    note: typeof note === 'string' ? note : null,
  };
}
