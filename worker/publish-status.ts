import { jsonBody } from './body';
import { sha256Hex } from './digest';
import { maxReportBytes, parsePublishReport } from './publish-report';
import type { PublishStore } from './publish-store';
import { json } from './headers';

/**
 * POST /gps-app/api/publish-status: the publishing workflow reports each run's state
 * (scripts/ci/publish-status.mjs) with `Authorization: Bearer <PUBLISH_STATUS_TOKEN>`. Without
 * the token set (or shorter than minTokenLength) every report is refused; a body is read only
 * after the token matched. A late report never undoes a final state.
 */
export const minTokenLength = 32;
/** Runs the inbox's status shows (the newest first). */
export const listedRuns = 10;

export interface PublishStatusDeps {
  token: string | undefined;
  store: PublishStore | null;
  now: () => Date;
  /** A refusal without a notification was stored: tell the dealer (after the answer). */
  afterRefused: () => void;
}

/** Equal secrets: their digests are compared, so the comparison's time tells nothing of either. */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256Hex(given), sha256Hex(expected)]);
  return a === b;
}

/** The token of `Authorization: Bearer <token>`, or null. */
export const bearerToken = (header: string | null) =>
  /^Bearer[ \t]+([^\s]+)[ \t]*$/i.exec(header ?? '')?.[1] ?? null;

async function authorized(request: Request, token: string | undefined): Promise<boolean> {
  const expected = token?.trim() ?? '';
  const given = bearerToken(request.headers.get('authorization'));
  return expected.length >= minTokenLength && given !== null && sameSecret(given, expected);
}

export async function handlePublishStatus(request: Request, deps: PublishStatusDeps) {
  if (request.method !== 'POST') return json(405, { error: 'method' }, { Allow: 'POST' });
  if (!(await authorized(request, deps.token))) return json(403, { error: 'forbidden' });
  const read = await jsonBody(request, maxReportBytes);
  if (read instanceof Response) return read;
  const parsed = parsePublishReport(read.value);
  if (!parsed.ok) return json(400, { errors: parsed.errors });
  if (!deps.store) return json(503, { error: 'unavailable' });
  try {
    const run = await deps.store.record(parsed.report, deps.now().toISOString());
    if (run.state === 'refused' && run.notifiedAt === null) deps.afterRefused();
    return json(200, { run: run.run, state: run.state });
  } catch (error) {
    console.error('publish status: the database failed', error);
    return json(503, { error: 'unavailable' });
  }
}

/** GET <inbox api>/publish: the newest runs, for the inbox's status (the caller checked Access). */
export async function publishRuns(request: Request, store: PublishStore) {
  if (request.method !== 'GET') return json(405, { error: 'method' }, { Allow: 'GET' });
  return json(200, { runs: await store.latest(listedRuns) });
}
