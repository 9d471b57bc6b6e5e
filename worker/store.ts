import { claimAnswerSql, pruneAnswersSql } from './answer-limit';
import type { StoredRequest } from './inbox-records';
import type { NotifyBookkeeping } from './notify';
import type { RequestKind, RequestStatus } from './kinds';
import { kindLetters, referenceSql } from './reference';
import { countSql, pruneSql } from './rate-limit';
import { retentionSql } from './retention';
import {
  historySql,
  pruneEventsSql,
  recordEventSql,
  summarySql,
  toEvent,
  type ChangeAuthor,
  type InboxSummary,
  type RequestEvent,
} from './request-events';

/** A request waiting for its notification, with the channels that already have it. */
export interface PendingRequest extends StoredRequest {
  /** e.g. ["telegram"]: sent there, so a retry sends only to the other channels. */
  notifiedChannels: string[];
}

export interface NewRequest {
  kind: RequestKind;
  month: string;
  submissionId: string;
  payload: Record<string, unknown>;
  createdAt: string;
}

export interface RequestChange {
  status?: RequestStatus;
  note?: string;
}

export interface ListQuery {
  kind?: RequestKind;
  status?: RequestStatus;
  limit: number;
  /**
   * Only requests after this one in the list's order (created_at DESC, id DESC): the next page
   * starts after the last row of the one before, also among rows created in the same millisecond.
   */
  before?: ListCursor;
}

/** Where a page of the list ended: its last row's time and id. */
export interface ListCursor {
  createdAt: string;
  id: number;
}

/** Everything the endpoints ask of the database; D1 in production, a Map in the unit tests. */
export interface RequestStore extends NotifyBookkeeping {
  /** Stores the request once per submission id: a retry gets the first row's reference. */
  insert(request: NewRequest): Promise<{ reference: string; created: boolean }>;
  findBySubmission(submissionId: string): Promise<string | null>;
  /** Adds one to the address's count in the window and returns the count. */
  countAddress(key: string, windowStart: number): Promise<number>;
  /** Requests without a notification that no run has claimed since `claimedBefore`, oldest first. */
  unnotified(limit: number, maxAttempts: number, claimedBefore: string): Promise<PendingRequest[]>;
  list(query: ListQuery): Promise<StoredRequest[]>;
  get(reference: string): Promise<StoredRequest | null>;
  /** Sets status and note; a change that changes something is recorded with its author. */
  update(reference: string, change: RequestChange, by: ChangeAuthor): Promise<boolean>;
  /** The request's recorded changes, oldest first. */
  history(reference: string): Promise<RequestEvent[]>;
  /** How many requests are new, and when the newest arrived. */
  summary(): Promise<InboxSummary>;
  /**
   * Claims the address's day for a request's customer e-mail (worker/answer-limit.ts): true when
   * this request holds it (the first that day, or a retry of it).
   */
  claimAnswer(key: string, day: string, reference: string): Promise<boolean>;
  /**
   * Deletes requests created before the cutoff, rate windows before `windowStart` and the daily
   * e-mail claims of days before `answerDay`. The deleted requests' references come back, so
   * their photos go too.
   */
  prune(
    cutoff: string,
    windowStart: number,
    answerDay: string,
  ): Promise<{ requests: number; references: string[] }>;
}

interface Row {
  id: number;
  reference: string;
  kind: RequestKind;
  created_at: string;
  status: RequestStatus;
  note: string;
  notified_at: string | null;
  notify_attempts: number;
  payload: string;
}

const columns =
  'id, reference, kind, created_at, status, note, notified_at, notify_attempts, payload';

/** The channels column: names separated by spaces (migrations/0002_notified_channels.sql). */
export const parseChannels = (value: unknown): string[] =>
  typeof value === 'string' ? value.split(' ').filter(Boolean) : [];

function fromRow(row: Row): StoredRequest {
  let payload: Record<string, unknown> = {};
  try {
    payload = JSON.parse(row.payload) as Record<string, unknown>;
  } catch {
    // A hand-edited row still lists; its fields read as empty.
  }
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    createdAt: row.created_at,
    status: row.status,
    note: row.note,
    notifiedAt: row.notified_at,
    notifyAttempts: row.notify_attempts,
    payload,
  };
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed/i.test(error.message);

/**
 * The notification columns of requests and publish_runs (notified_at, notify_attempts,
 * notify_claimed_at, notified_channels), by the table's key column.
 */
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

export function d1Store(db: D1Database): RequestStore {
  const findBySubmission = async (submissionId: string) =>
    (
      await db
        .prepare('SELECT reference FROM requests WHERE submission_id = ?1')
        .bind(submissionId)
        .first<{ reference: string }>()
    )?.reference ?? null;

  return {
    findBySubmission,
    async insert(request) {
      // One statement takes the month's next number and writes its reference: SQLite runs it
      // whole, so requests arriving together can never race for a number (the bench drove 50
      // senders at once; a read-then-insert loop lost that race and answered 503). A retry
      // racing its first attempt hits UNIQUE(submission_id) and finds that attempt's row.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const existing = await findBySubmission(request.submissionId);
        if (existing) return { reference: existing, created: false };
        try {
          const row = await db
            .prepare(
              'INSERT INTO requests (reference, kind, month, seq, submission_id, payload, created_at) ' +
                `SELECT ${referenceSql('?1', '?3', 'next.seq')}, ?2, ?3, next.seq, ?4, ?5, ?6 ` +
                'FROM (SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM requests WHERE month = ?3) AS next ' +
                'RETURNING reference',
            )
            .bind(
              kindLetters[request.kind],
              request.kind,
              request.month,
              request.submissionId,
              JSON.stringify(request.payload),
              request.createdAt,
            )
            .first<{ reference: string }>();
          if (row) return { reference: row.reference, created: true };
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw new Error('Could not allocate a reference number');
    },
    async countAddress(key, windowStart) {
      const row = await db.prepare(countSql).bind(key, windowStart).first<{ count: number }>();
      return row?.count ?? 1;
    },
    async unnotified(limit, maxAttempts, claimedBefore) {
      const { results } = await db
        .prepare(
          `SELECT ${columns}, notified_channels FROM requests ` +
            'WHERE notified_at IS NULL AND notify_attempts < ?1 ' +
            'AND (notify_claimed_at IS NULL OR notify_claimed_at < ?2) ORDER BY created_at LIMIT ?3',
        )
        .bind(maxAttempts, claimedBefore, limit)
        .all<Row & { notified_channels: string }>();
      return results.map((row) => ({
        ...fromRow(row),
        notifiedChannels: parseChannels(row.notified_channels),
      }));
    },
    ...d1Bookkeeping(db, 'requests', 'reference'),
    async list({ kind, status, limit, before }) {
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
    async get(reference) {
      const row = await db
        .prepare(`SELECT ${columns} FROM requests WHERE reference = ?1`)
        .bind(reference)
        .first<Row>();
      return row ? fromRow(row) : null;
    },
    async update(reference, change, by) {
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
    async history(reference) {
      const { results } = await db
        .prepare(historySql)
        .bind(reference)
        .all<Record<string, unknown>>();
      return results.map(toEvent).filter((event) => event !== null);
    },
    async summary() {
      const row = await db.prepare(summarySql).first<{ new: number; latest: string | null }>();
      return { new: row?.new ?? 0, latest: row?.latest ?? null };
    },
    async claimAnswer(key, day, reference) {
      const row = await db
        .prepare(claimAnswerSql)
        .bind(key, day, reference)
        .first<{ reference: string }>();
      return row?.reference === reference;
    },
    async prune(cutoff, windowStart, answerDay) {
      const [, requests] = await db.batch<{ reference: string }>([
        db.prepare(pruneEventsSql).bind(cutoff),
        db.prepare(retentionSql).bind(cutoff),
        db.prepare(pruneSql).bind(windowStart),
        db.prepare(pruneAnswersSql).bind(answerDay),
      ]);
      const references = (requests?.results ?? []).map((row) => row.reference);
      return { requests: references.length, references };
    },
  };
}
