import { isRequestStatus, type RequestStatus } from './kinds';

/**
 * A request's history in the inbox (migrations/0004_request_events.sql): each save that changed
 * the status or the note, by whom and when. The SQL lives here so the D1 store (worker/store.ts)
 * stays one list of statements.
 */
export interface RequestEvent {
  /** ISO 8601, UTC. */
  at: string;
  /** The Access identity that saved it; '' when Access named none. */
  actor: string;
  /** The status it set, or null when the status stayed. */
  status: RequestStatus | null;
  /** The note it set ('' when cleared), or null when the note stayed. */
  note: string | null;
}

/** Who saves a change, and when: the inbox API passes the signed-in identity. */
export interface ChangeAuthor {
  actor: string;
  at: string;
}

/**
 * One event for a change that changes something, written before the row itself, in one batch
 * (bind: reference, at, actor, status or NULL, note or NULL). `IS NOT` compares NULL safely.
 */
export const recordEventSql =
  'INSERT INTO request_events (request_id, at, actor, status, note) ' +
  'SELECT id, ?2, ?3, CASE WHEN ?4 IS NOT status THEN ?4 END, ' +
  'CASE WHEN ?5 IS NOT note THEN ?5 END FROM requests WHERE reference = ?1 ' +
  'AND ((?4 IS NOT NULL AND ?4 IS NOT status) OR (?5 IS NOT NULL AND ?5 IS NOT note))';

/** The request's events, oldest first (bind: reference). */
export const historySql =
  'SELECT e.at, e.actor, e.status, e.note FROM request_events e ' +
  'JOIN requests r ON r.id = e.request_id WHERE r.reference = ?1 ORDER BY e.id';

/**
 * The events of the requests retention deletes (bind: the cutoff), run before them: the foreign
 * key cascades too, but this does not depend on D1 enforcing it.
 */
export const pruneEventsSql =
  'DELETE FROM request_events WHERE request_id IN (SELECT id FROM requests WHERE created_at < ?1)';

/** What the inbox counts at the top: requests still new, and the newest one's time. */
export interface InboxSummary {
  new: number;
  latest: string | null;
}

export const summarySql =
  "SELECT (SELECT COUNT(*) FROM requests WHERE status = 'new') AS new, " +
  '(SELECT MAX(created_at) FROM requests) AS latest';

/** An event as the inbox shows it: anything that is not one (a hand-edited row) is left out. */
export function toEvent(row: Record<string, unknown>): RequestEvent | null {
  const { at, actor, status, note } = row;
  if (typeof at !== 'string') return null;
  return {
    at,
    actor: typeof actor === 'string' ? actor : '',
    status: isRequestStatus(status) ? status : null,
    note: typeof note === 'string' ? note : null,
  };
}
