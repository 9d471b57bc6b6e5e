import type { InboxSummary, RequestEvent, StoredRequest } from './inbox-records';
import type { NotifyBookkeeping } from './notify';
import { isRequestStatus, type RequestKind, type RequestStatus } from './kinds';
import { kindLetters, referenceSql } from './reference';

/** A request waiting for its notification, with the channels that already have it. */
export interface PendingRequest extends StoredRequest {
  notifiedChannels: string[];
}

export interface NewRequest {
  kind: RequestKind;
  month: string;
  submissionId: string;
  payload: Record<string, unknown>;
  createdAt: string;
}

export interface ListQuery {
  kind?: RequestKind;
  status?: RequestStatus;
  limit: number;
  /** The last row of the page before (the list's order is created_at DESC, id DESC). */
  before?: ListCursor;
}

export interface ListCursor {
  createdAt: string;
  id: number;
}

/** Adds one to an address's count in a window and returns the new count (table rate_limits). */
export const countSql =
  'INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1) ' +
  'ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 RETURNING count';

/**
 * One event for a change that changes something, run in one batch before the row's update
 * (bind: reference, at, actor, status or NULL, note or NULL). `IS NOT` compares NULL safely.
 */
const recordEventSql =
  'INSERT INTO request_events (request_id, at, actor, status, note) ' +
  'SELECT id, ?2, ?3, CASE WHEN ?4 IS NOT status THEN ?4 END, ' +
  'CASE WHEN ?5 IS NOT note THEN ?5 END FROM requests WHERE reference = ?1 ' +
  'AND ((?4 IS NOT NULL AND ?4 IS NOT status) OR (?5 IS NOT NULL AND ?5 IS NOT note))';

/** An event as the inbox shows it; a row that is not one (hand-edited) is left out. */
function toEvent({ at, actor, status, note }: Record<string, unknown>): RequestEvent | null {
  if (typeof at !== 'string') return null;
  return {
    at,
    actor: typeof actor === 'string' ? actor : '',
    status: isRequestStatus(status) ? status : null,
    note: typeof note === 'string' ? note : null,
  };
}

/** Everything the endpoints ask of the database; D1 in production, arrays in the unit tests. */
export type RequestStore = ReturnType<typeof d1Store>;

const columns =
  'id, reference, kind, created_at AS createdAt, status, note, notified_at AS notifiedAt, ' +
  'notify_attempts AS notifyAttempts, payload';

type Row = Omit<StoredRequest, 'payload'> & { payload: string; notifiedChannels?: string };

/** The channels column: names separated by spaces (migrations/0002_notified_channels.sql). */
export const parseChannels = (value: unknown): string[] =>
  typeof value === 'string' ? value.split(' ').filter(Boolean) : [];

function fromRow(row: Row): StoredRequest {
  try {
    return { ...row, payload: JSON.parse(row.payload) as Record<string, unknown> };
  } catch {
    return { ...row, payload: {} }; // A hand-edited row still lists; its fields read as empty.
  }
}

/** The notification columns that requests and publish_runs share, by the table's key column. */
export function d1Bookkeeping(
  db: D1Database,
  table: 'requests' | 'publish_runs',
  key: 'reference' | 'run',
): NotifyBookkeeping {
  const run = (sql: string, ...values: unknown[]) =>
    db
      .prepare(sql)
      .bind(...values)
      .run();
  return {
    async claim(id, at, claimedBefore) {
      const result = await run(
        `UPDATE ${table} SET notify_claimed_at = ?2, notify_attempts = notify_attempts + 1 ` +
          `WHERE ${key} = ?1 AND notified_at IS NULL ` +
          'AND (notify_claimed_at IS NULL OR notify_claimed_at < ?3)',
        id,
        at,
        claimedBefore,
      );
      return (result.meta.changes ?? 0) > 0;
    },
    async markChannelSent(id, channel) {
      // Adds the name once: " telegram email " holds " email ".
      await run(
        `UPDATE ${table} SET notified_channels = trim(notified_channels || ' ' || ?2) ` +
          `WHERE ${key} = ?1 AND instr(' ' || notified_channels || ' ', ' ' || ?2 || ' ') = 0`,
        id,
        channel,
      );
    },
    async markNotified(id, at) {
      await run(`UPDATE ${table} SET notified_at = ?2 WHERE ${key} = ?1`, id, at);
    },
    async release(id) {
      await run(`UPDATE ${table} SET notify_claimed_at = NULL WHERE ${key} = ?1`, id);
    },
  };
}

export function d1Store(db: D1Database) {
  const first = <T>(sql: string, ...values: unknown[]) =>
    db
      .prepare(sql)
      .bind(...values)
      .first<T>();
  const findBySubmission = async (submissionId: string) =>
    (
      await first<{ reference: string }>(
        'SELECT reference FROM requests WHERE submission_id = ?1',
        submissionId,
      )
    )?.reference ?? null;

  return {
    findBySubmission,
    /** Stores the request once per submission id: a retry gets the first row's reference. */
    async insert(request: NewRequest): Promise<{ reference: string; created: boolean }> {
      // One statement takes the month's next number and writes its reference, so requests
      // arriving together never race for a number (a read-then-insert lost that race under load).
      // A retry racing its first attempt hits UNIQUE(submission_id) and finds that attempt's row.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const existing = await findBySubmission(request.submissionId);
        if (existing) return { reference: existing, created: false };
        try {
          const row = await first<{ reference: string }>(
            'INSERT INTO requests (reference, kind, month, seq, submission_id, payload, created_at) ' +
              `SELECT ${referenceSql('?1', '?3', 'next.seq')}, ?2, ?3, next.seq, ?4, ?5, ?6 ` +
              'FROM (SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM requests WHERE month = ?3) AS next ' +
              'RETURNING reference',
            kindLetters[request.kind],
            request.kind,
            request.month,
            request.submissionId,
            JSON.stringify(request.payload),
            request.createdAt,
          );
          if (row) return { reference: row.reference, created: true };
        } catch (error) {
          if (!(error instanceof Error && /UNIQUE constraint failed/i.test(error.message))) {
            throw error;
          }
        }
      }
      throw new Error('Could not allocate a reference number');
    },
    /** Adds one to the address's count in the window and returns the count. */
    async countAddress(key: string, windowStart: number) {
      return (await first<{ count: number }>(countSql, key, windowStart))?.count ?? 1;
    },
    async unnotified(
      limit: number,
      maxAttempts: number,
      claimedBefore: string,
    ): Promise<PendingRequest[]> {
      const { results } = await db
        .prepare(
          `SELECT ${columns}, notified_channels AS notifiedChannels FROM requests ` +
            'WHERE notified_at IS NULL AND notify_attempts < ?1 ' +
            'AND (notify_claimed_at IS NULL OR notify_claimed_at < ?2) ORDER BY created_at LIMIT ?3',
        )
        .bind(maxAttempts, claimedBefore, limit)
        .all<Row>();
      return results.map((row) => ({
        ...fromRow(row),
        notifiedChannels: parseChannels(row.notifiedChannels),
      }));
    },
    ...d1Bookkeeping(db, 'requests', 'reference'),
    async list({ kind, status, limit, before }: ListQuery): Promise<StoredRequest[]> {
      const { results } = await db
        .prepare(
          `SELECT ${columns} FROM requests WHERE (?1 IS NULL OR kind = ?1) ` +
            'AND (?2 IS NULL OR status = ?2) ' +
            'AND (?3 IS NULL OR created_at < ?3 OR (created_at = ?3 AND id < ?5)) ' +
            'ORDER BY created_at DESC, id DESC LIMIT ?4',
        )
        .bind(kind ?? null, status ?? null, before?.createdAt ?? null, limit, before?.id ?? 0)
        .all<Row>();
      return results.map(fromRow);
    },
    async get(reference: string): Promise<StoredRequest | null> {
      const row = await first<Row>(
        `SELECT ${columns} FROM requests WHERE reference = ?1`,
        reference,
      );
      return row ? fromRow(row) : null;
    },
    /** A change that changes something is recorded with its author. */
    async update(
      reference: string,
      change: { status?: RequestStatus; note?: string },
      by: { actor: string; at: string },
    ) {
      const status = change.status ?? null;
      const note = change.note ?? null;
      // One batch (a transaction): the event compares with the row before the row changes.
      const [, result] = await db.batch([
        db.prepare(recordEventSql).bind(reference, by.at, by.actor, status, note),
        db
          .prepare(
            'UPDATE requests SET status = COALESCE(?2, status), note = COALESCE(?3, note) ' +
              'WHERE reference = ?1',
          )
          .bind(reference, status, note),
      ]);
      return (result?.meta.changes ?? 0) > 0;
    },
    async history(reference: string): Promise<RequestEvent[]> {
      const { results } = await db
        .prepare(
          'SELECT e.at, e.actor, e.status, e.note FROM request_events e ' +
            'JOIN requests r ON r.id = e.request_id WHERE r.reference = ?1 ORDER BY e.id',
        )
        .bind(reference)
        .all();
      return results.map(toEvent).filter((event) => event !== null);
    },
    async summary(): Promise<InboxSummary> {
      const row = await db
        .prepare(
          "SELECT (SELECT COUNT(*) FROM requests WHERE status = 'new') AS new, " +
            '(SELECT MAX(created_at) FROM requests) AS latest',
        )
        .first<InboxSummary>();
      return { new: row?.new ?? 0, latest: row?.latest ?? null };
    },
    /** True when this request holds the address's day for a customer e-mail (answer-limit.ts). */
    async claimAnswer(key: string, day: string, reference: string) {
      return (
        (
          await first<{ reference: string }>(
            'INSERT INTO customer_answers (key, day, reference) VALUES (?1, ?2, ?3) ' +
              'ON CONFLICT (key) DO UPDATE SET reference = reference RETURNING reference',
            key,
            day,
            reference,
          )
        )?.reference === reference
      );
    },
    /**
     * Deletes what is past its time; the deleted requests' references come back (their photos).
     * The events go first: this does not depend on D1 enforcing the cascade.
     */
    async prune(cutoff: string, windowStart: number, answerDay: string) {
      const [, requests] = await db.batch<{ reference: string }>([
        db
          .prepare(
            'DELETE FROM request_events WHERE request_id IN ' +
              '(SELECT id FROM requests WHERE created_at < ?1)',
          )
          .bind(cutoff),
        db.prepare('DELETE FROM requests WHERE created_at < ?1 RETURNING reference').bind(cutoff),
        db.prepare('DELETE FROM rate_limits WHERE window_start < ?1').bind(windowStart),
        db.prepare('DELETE FROM customer_answers WHERE day < ?1').bind(answerDay),
      ]);
      const references = (requests?.results ?? []).map((row) => row.reference);
      return { requests: references.length, references };
    },
  };
}
