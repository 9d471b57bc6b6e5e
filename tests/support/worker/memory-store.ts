import { formatReference } from '@/worker/reference';
import type { RequestEvent, StoredRequest } from '@/worker/inbox-records';
import type { RequestStore } from '@/worker/store';

/**
 * A RequestStore over plain arrays with D1's rules (one row per submission id, numbers per
 * month, claims with a lease), for unit tests of the endpoints; tests/requests/requests-smoke.mjs runs
 * the real D1 statements.
 */
export interface MemoryRow extends StoredRequest {
  submissionId: string;
  month: string;
  seq: number;
  claimedAt: string | null;
  notifiedChannels: string[];
  events: RequestEvent[];
}

export function memoryStore() {
  const rows: MemoryRow[] = [];
  const counts = new Map<string, number>();
  /** The daily customer e-mail claims: key → reference. */
  const answers = new Map<string, string>();
  let nextId = 1;
  const strip = (row: MemoryRow): StoredRequest =>
    structuredClone({
      id: row.id,
      reference: row.reference,
      kind: row.kind,
      createdAt: row.createdAt,
      status: row.status,
      note: row.note,
      notifiedAt: row.notifiedAt,
      notifyAttempts: row.notifyAttempts,
      payload: row.payload,
    });
  const store: RequestStore = {
    async insert(request) {
      const existing = rows.find((row) => row.submissionId === request.submissionId);
      if (existing) return { reference: existing.reference, created: false };
      const seq =
        Math.max(0, ...rows.filter((r) => r.month === request.month).map((r) => r.seq)) + 1;
      const reference = formatReference(request.kind, request.month, seq);
      rows.push({
        id: nextId++,
        reference,
        kind: request.kind,
        createdAt: request.createdAt,
        status: 'new',
        note: '',
        notifiedAt: null,
        notifyAttempts: 0,
        payload: structuredClone(request.payload),
        submissionId: request.submissionId,
        month: request.month,
        seq,
        claimedAt: null,
        notifiedChannels: [],
        events: [],
      });
      return { reference, created: true };
    },
    async findBySubmission(id) {
      return rows.find((row) => row.submissionId === id)?.reference ?? null;
    },
    async countAddress(key, windowStart) {
      const name = `${key}@${windowStart}`;
      counts.set(name, (counts.get(name) ?? 0) + 1);
      return counts.get(name) ?? 0;
    },
    async unnotified(limit, maxAttempts, claimedBefore) {
      return rows
        .filter(
          (row) =>
            row.notifiedAt === null &&
            row.notifyAttempts < maxAttempts &&
            (row.claimedAt === null || row.claimedAt < claimedBefore),
        )
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .slice(0, limit)
        .map((row) => ({ ...strip(row), notifiedChannels: [...row.notifiedChannels] }));
    },
    async claim(reference, at, claimedBefore) {
      const row = rows.find((r) => r.reference === reference);
      if (!row || row.notifiedAt !== null) return false;
      if (row.claimedAt !== null && row.claimedAt >= claimedBefore) return false;
      row.claimedAt = at;
      row.notifyAttempts += 1;
      return true;
    },
    async markChannelSent(reference, channel) {
      const row = rows.find((r) => r.reference === reference);
      if (row && !row.notifiedChannels.includes(channel)) row.notifiedChannels.push(channel);
    },
    async markNotified(reference, at) {
      const row = rows.find((r) => r.reference === reference);
      if (row) row.notifiedAt = at;
    },
    async release(reference) {
      const row = rows.find((r) => r.reference === reference);
      if (row) row.claimedAt = null;
    },
    async list({ kind, status, limit, before }) {
      return rows
        .filter((row) => (!kind || row.kind === kind) && (!status || row.status === status))
        .filter(
          (row) =>
            !before ||
            row.createdAt < before.createdAt ||
            (row.createdAt === before.createdAt && row.id < before.id),
        )
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
        .slice(0, limit)
        .map(strip);
    },
    async get(reference) {
      const row = rows.find((r) => r.reference === reference);
      return row ? strip(row) : null;
    },
    async update(reference, change, by) {
      const row = rows.find((r) => r.reference === reference);
      if (!row) return false;
      const status = change.status !== undefined && change.status !== row.status;
      const note = change.note !== undefined && change.note !== row.note;
      if (status || note) {
        row.events.push({
          ...by,
          status: status ? (change.status ?? null) : null,
          note: note ? (change.note ?? null) : null,
        });
      }
      if (change.status) row.status = change.status;
      if (change.note !== undefined) row.note = change.note;
      return true;
    },
    async history(reference) {
      return structuredClone(rows.find((r) => r.reference === reference)?.events ?? []);
    },
    async summary() {
      const latest =
        rows
          .map((row) => row.createdAt)
          .sort()
          .at(-1) ?? null;
      return { new: rows.filter((row) => row.status === 'new').length, latest };
    },
    async claimAnswer(key, _day, reference) {
      if (!answers.has(key)) answers.set(key, reference);
      return answers.get(key) === reference;
    },
    async prune(cutoff) {
      const references = rows.filter((row) => row.createdAt < cutoff).map((row) => row.reference);
      rows.splice(0, rows.length, ...rows.filter((row) => row.createdAt >= cutoff));
      return { requests: references.length, references };
    },
  };
  return { store, rows, answers };
}
