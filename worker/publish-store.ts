import type { PublishRun } from './inbox-records';
import type { PublishProblem, PublishReport } from './publish-report';
import { d1Bookkeeping, parseChannels } from './store';

export interface PendingRefusal extends PublishRun {
  notifiedChannels: string[];
}

/** What the publish-status endpoint, the inbox and the maintenance ask of the database. */
export type PublishStore = ReturnType<typeof d1PublishStore>;

const columns =
  'id, run, state, commit_sha AS "commit", commit_message AS message, committed_at AS committedAt, ' +
  'problems, problem_count AS problemCount, started_at AS startedAt, updated_at AS updatedAt, ' +
  'notified_at AS notifiedAt';

type Row = Omit<PublishRun, 'problems'> & { problems: string; notifiedChannels?: string };

function fromRow(row: Row): PublishRun {
  try {
    const problems: unknown = JSON.parse(row.problems);
    return { ...row, problems: Array.isArray(problems) ? (problems as PublishProblem[]) : [] };
  } catch {
    return { ...row, problems: [] }; // A hand-edited row still lists, without its problems.
  }
}

export function d1PublishStore(db: D1Database) {
  const byRun = (run: string) =>
    db.prepare(`SELECT ${columns} FROM publish_runs WHERE run = ?1`).bind(run).first<Row>();

  return {
    /** A new run, or a started run's final state (a final state stays); the run as stored. */
    async record(report: PublishReport, at: string): Promise<PublishRun> {
      // One statement: a late report never turns a final state back into "started".
      await db
        .prepare(
          'INSERT INTO publish_runs (run, state, commit_sha, commit_message, committed_at, ' +
            'problems, problem_count, started_at, updated_at) ' +
            'VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8) ' +
            'ON CONFLICT (run) DO UPDATE SET state = excluded.state, ' +
            'problems = excluded.problems, problem_count = excluded.problem_count, ' +
            'updated_at = excluded.updated_at ' +
            "WHERE publish_runs.state = 'started' AND excluded.state <> 'started'",
        )
        .bind(
          report.run,
          report.state,
          report.commit,
          report.message,
          report.committedAt,
          JSON.stringify(report.problems),
          report.problemCount,
          at,
        )
        .run();
      const row = await byRun(report.run);
      if (!row) throw new Error('The publishing run was not stored');
      return fromRow(row);
    },
    async latest(limit: number): Promise<PublishRun[]> {
      const { results } = await db
        .prepare(`SELECT ${columns} FROM publish_runs ORDER BY started_at DESC, id DESC LIMIT ?1`)
        .bind(limit)
        .all<Row>();
      return results.map(fromRow);
    },
    /** Refusals not yet notified, oldest first; one a later live run fixed is left out. */
    async unnotified(
      limit: number,
      maxAttempts: number,
      claimedBefore: string,
    ): Promise<PendingRefusal[]> {
      const { results } = await db
        .prepare(
          `SELECT ${columns}, notified_channels AS notifiedChannels FROM publish_runs AS refused ` +
            "WHERE state = 'refused' AND notified_at IS NULL AND notify_attempts < ?1 " +
            'AND (notify_claimed_at IS NULL OR notify_claimed_at < ?2) ' +
            "AND NOT EXISTS (SELECT 1 FROM publish_runs AS later WHERE later.state = 'live' " +
            'AND later.id > refused.id) ORDER BY started_at, id LIMIT ?3',
        )
        .bind(maxAttempts, claimedBefore, limit)
        .all<Row>();
      return results.map((row) => ({
        ...fromRow(row),
        notifiedChannels: parseChannels(row.notifiedChannels),
      }));
    },
    ...d1Bookkeeping(db, 'publish_runs', 'run'),
    /** Deletes runs started before `cutoff`; returns how many. */
    async prune(cutoff: string) {
      const result = await db
        .prepare('DELETE FROM publish_runs WHERE started_at < ?1')
        .bind(cutoff)
        .run();
      return result.meta.changes ?? 0;
    },
  };
}
