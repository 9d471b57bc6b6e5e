import { bodyFormat, readJson } from './body';
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

const digest = async (text: string) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

/** Equal secrets, compared in time that depends on neither: both hashed, every byte compared. */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  return a.reduce((difference, byte, index) => difference | (byte ^ b[index]!), 0) === 0;
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
  if (bodyFormat(request.headers.get('content-type')) !== 'json')
    return json(415, { errors: { body: 'unsupported' } });
  const read = await readJson(request, maxReportBytes);
  if (!read.ok) return json(read.status, { errors: { body: read.code } });
  const body = read.value;
  const parsed = parsePublishReport(body);
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
