// The requests load benchmark's bookkeeping (bench/bench-requests.mjs), pure and unit-tested:
// which submission id each request carries, what the answers said, and whether the database
// agrees with them afterwards.

/**
 * What `wrangler pages dev`'s proxy answers when it loses a POST on its way to the worker
 * (workers-sdk#14641, #6517; the worker did not restart): a dev server's fault, not the
 * Function's, and the request may or may not have been stored.
 */
export const devProxyLost = 'Your worker restarted mid-request';

/** Every `repeatEvery`-th request repeats an id already accepted; the others are new. */
export function submissionPlanner({ run, repeatEvery = 10 }) {
  let sent = 0;
  const accepted = new Map();
  const acceptedIds = [];
  const mismatches = [];
  const statuses = new Map();
  /** Sent, not yet answered: the run's last requests, cut off when the clock stops. */
  const unanswered = new Set();
  /** The first few bodies of answers other than 200 and 201. */
  const samples = [];
  /** Ids whose request the dev server's proxy dropped: sent again, as the form would. */
  const lost = [];
  let repeats = 0;
  return {
    samples,
    lost,
    /**
     * The answer to sending a dropped request again with its id, as a visitor's form does: a
     * 201 stores it now; a 200 says the dropped attempt had stored it (its reference counts).
     */
    resent(id, status, body) {
      statuses.set(`${status} resent`, (statuses.get(`${status} resent`) ?? 0) + 1);
      let reference;
      try {
        reference = JSON.parse(body).reference;
      } catch {
        reference = undefined;
      }
      if (status !== 200 && status !== 201) {
        mismatches.push(`${id}: sent again, answered ${status}`);
        return;
      }
      unanswered.delete(id);
      const first = accepted.get(id);
      if (first === undefined) accepted.set(id, reference);
      else if (first !== reference)
        mismatches.push(`${id}: sent again, answered ${reference}, first ${first}`);
    },
    accepted,
    unanswered,
    mismatches,
    statuses,
    repeats: () => repeats,
    /** The id for the next request and whether it is a repeat. */
    next() {
      sent += 1;
      if (sent % repeatEvery === 0 && acceptedIds.length > 0) {
        const id = acceptedIds[(sent * 7919) % acceptedIds.length];
        return { id, repeat: true };
      }
      const id = `bench-${run}-${String(sent).padStart(7, '0')}`;
      unanswered.add(id);
      return { id, repeat: false };
    },
    /** Records one answer to the request that carried `id`. */
    answered(id, repeat, status, body) {
      if (!repeat) unanswered.delete(id);
      if (status === 503 && String(body).includes(devProxyLost)) {
        lost.push(id);
        return;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status !== 200 && status !== 201 && samples.length < 3)
        samples.push(`${status} ${String(body).slice(0, 200)}`);
      let reference;
      try {
        reference = JSON.parse(body).reference;
      } catch {
        reference = undefined;
      }
      if (status === 201 && !repeat) {
        if (accepted.has(id)) mismatches.push(`${id}: accepted twice`);
        accepted.set(id, reference);
        acceptedIds.push(id);
      } else if (repeat) {
        repeats += 1;
        if (status !== 200 || reference !== accepted.get(id))
          mismatches.push(
            `${id}: repeat answered ${status} ${reference}, first ${accepted.get(id)}`,
          );
      }
    },
  };
}

/**
 * Compares what the answers said with the stored rows ({ submission_id, reference }): every
 * accepted request stored exactly once under the reference it was given, nothing else stored
 * but (at most once) the requests still unanswered when the run stopped.
 */
export function checkStored(accepted, rows, unanswered = new Set()) {
  const problems = [];
  const byId = new Map();
  for (const row of rows)
    byId.set(row.submission_id, [...(byId.get(row.submission_id) ?? []), row]);
  for (const [id, reference] of accepted) {
    const stored = byId.get(id) ?? [];
    if (stored.length !== 1) problems.push(`${id}: stored ${stored.length} times`);
    else if (stored[0].reference !== reference)
      problems.push(`${id}: answered ${reference}, stored ${stored[0].reference}`);
  }
  for (const [id, stored] of byId) {
    if (accepted.has(id)) continue;
    // A request whose answer the run's end cut off may be stored, once.
    if (!unanswered.has(id)) problems.push(`${id}: stored, never accepted`);
    else if (stored.length > 1) problems.push(`${id}: stored ${stored.length} times`);
  }
  const references = new Set(rows.map((row) => row.reference));
  if (references.size !== rows.length) problems.push('two rows share a reference');
  return problems;
}
