import type { PublishRun } from '@/worker/inbox-records';
import type { PendingRefusal, PublishStore } from '@/worker/publish-store';

/**
 * A PublishStore over an array with D1's rules (one row per run, a final state kept, claims with
 * a lease), for unit tests; tests/requests/inbox-e2e.mjs runs the real statements in wrangler dev.
 */
interface Row extends PendingRefusal {
  attempts: number;
  claimedAt: string | null;
}

export function memoryPublishStore() {
  const rows: Row[] = [];
  let nextId = 1;
  const strip = (row: Row): PublishRun => {
    const run: Partial<Row> = structuredClone(row);
    delete run.attempts;
    delete run.claimedAt;
    delete run.notifiedChannels;
    return run as PublishRun;
  };
  const find = (run: string) => rows.find((row) => row.run === run);
  const store: PublishStore = {
    async record(report, at) {
      const existing = find(report.run);
      if (!existing) {
        rows.push({
          id: nextId++,
          ...structuredClone(report),
          startedAt: at,
          updatedAt: at,
          notifiedAt: null,
          notifiedChannels: [],
          attempts: 0,
          claimedAt: null,
        });
      } else if (existing.state === 'started' && report.state !== 'started') {
        Object.assign(existing, {
          state: report.state,
          problems: structuredClone(report.problems),
          problemCount: report.problemCount,
          updatedAt: at,
        });
      }
      return strip(find(report.run)!);
    },
    async latest(limit) {
      return [...rows]
        .sort((a, b) => b.startedAt.localeCompare(a.startedAt) || b.id - a.id)
        .slice(0, limit)
        .map(strip);
    },
    async unnotified(limit, maxAttempts, claimedBefore) {
      return rows
        .filter(
          (row) =>
            row.state === 'refused' &&
            row.notifiedAt === null &&
            row.attempts < maxAttempts &&
            (row.claimedAt === null || row.claimedAt < claimedBefore) &&
            !rows.some((later) => later.state === 'live' && later.id > row.id),
        )
        .slice(0, limit)
        .map((row) => ({ ...strip(row), notifiedChannels: [...row.notifiedChannels] }));
    },
    async claim(run, at, claimedBefore) {
      const row = find(run);
      if (!row || row.notifiedAt !== null) return false;
      if (row.claimedAt !== null && row.claimedAt >= claimedBefore) return false;
      row.claimedAt = at;
      row.attempts += 1;
      return true;
    },
    async markChannelSent(run, channel) {
      const row = find(run);
      if (row && !row.notifiedChannels.includes(channel)) row.notifiedChannels.push(channel);
    },
    async markNotified(run, at) {
      const row = find(run);
      if (row) row.notifiedAt = at;
    },
    async release(run) {
      const row = find(run);
      if (row) row.claimedAt = null;
    },
    async prune(cutoff) {
      const before = rows.length;
      rows.splice(0, rows.length, ...rows.filter((row) => row.startedAt >= cutoff));
      return before - rows.length;
    },
  };
  return { store, rows };
}
