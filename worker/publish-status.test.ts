/** @jest-environment node */
import worker from '@/worker/index';
import type { RequestsEnv } from '@/worker/env';
import {
  bearerToken,
  handlePublishStatus,
  minTokenLength,
  publishRuns,
  sameSecret,
  type PublishStatusDeps,
} from '@/worker/publish-status';
import { memoryPublishStore } from '../tests/support/worker/memory-publish-store';

const token = 'a'.repeat(24) + '0123456789abcdef0123456789abcdef';
const url = 'https://shop.example.ge/gps-app/api/publish-status';
const report = (state: string, run = '900-1', extra: object = {}) => ({
  run,
  state,
  commit: 'abcdef1234567',
  message: 'Update product c3030',
  ...extra,
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

function setup(deps: Partial<PublishStatusDeps> = {}) {
  const memory = memoryPublishStore();
  const afterRefused = jest.fn();
  let clock = Date.parse('2027-05-31T10:00:00Z');
  const full: PublishStatusDeps = {
    token,
    store: memory.store,
    now: () => new Date((clock += 60_000)),
    afterRefused,
    ...deps,
  };
  const send = async (request: Request) => {
    const response = await handlePublishStatus(request, full);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { ...memory, afterRefused, send };
}

describe('the publish status token', () => {
  it('compares secrets whole, whatever their lengths', async () => {
    expect(await sameSecret(token, token)).toBe(true);
    expect(await sameSecret(token.slice(0, -1), token)).toBe(false);
    expect(await sameSecret(`${token}x`, token)).toBe(false);
    expect(await sameSecret('', token)).toBe(false);
  });

  it('reads a bearer token only', () => {
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer   ${token} `)).toBe(token);
    for (const header of [null, '', 'Bearer', `Basic ${token}`, `Bearer ${token} extra`])
      expect(bearerToken(header)).toBeNull();
  });

  it('refuses a report without the token, with another one, or to a Worker without one', async () => {
    const { send, rows } = setup();
    for (const headers of [
      { Authorization: '' },
      { Authorization: `Bearer ${token.slice(1)}` },
      { Authorization: `Basic ${token}` },
    ]) {
      expect(await send(post(report('live'), headers))).toEqual({
        status: 403,
        body: { error: 'forbidden' },
      });
    }
    for (const configured of [undefined, '', '   ', token.slice(0, minTokenLength - 1)]) {
      const unconfigured = setup({ token: configured });
      const headers = { Authorization: `Bearer ${configured ?? 'undefined'}` };
      expect((await unconfigured.send(post(report('live'), headers))).status).toBe(403);
    }
    expect(rows).toEqual([]);
  });

  it('never reads a stranger’s body', async () => {
    const { store } = setup();
    const request = post('x'.repeat(1_000_000), { Authorization: 'Bearer nope' });
    const response = await handlePublishStatus(request, {
      token,
      store,
      now: () => new Date(),
      afterRefused: () => {},
    });
    expect(response.status).toBe(403);
    expect(request.bodyUsed).toBe(false);
  });
});

describe('the publish status endpoint', () => {
  it('takes POST only, JSON only, within its size', async () => {
    const { send } = setup();
    expect((await send(new Request(url))).status).toBe(405);
    expect((await send(post('state=live', { 'Content-Type': 'text/plain' }))).status).toBe(415);
    const large = report('refused', '1-1', {
      problems: [{ file: 'a.yaml', message: 'x'.repeat(70_000) }],
    });
    expect((await send(post(large))).status).toBe(413);
    expect(await send(post('{"run":'))).toEqual({
      status: 400,
      body: { errors: { body: 'invalid' } },
    });
    expect(await send(post(report('done')))).toEqual({
      status: 400,
      body: { errors: { state: 'invalid' } },
    });
  });

  it('stores a run once and moves it from started to its final state, never back', async () => {
    const { send, store } = setup();
    expect(await send(post(report('started')))).toEqual({
      status: 200,
      body: { run: '900-1', state: 'started' },
    });
    expect((await send(post(report('live')))).body.state).toBe('live');
    expect((await send(post(report('started')))).body.state).toBe('live');
    expect((await send(post(report('refused')))).body.state).toBe('live');
    const [run] = await store.latest(10);
    expect(run).toMatchObject({ state: 'live', startedAt: '2027-05-31T10:01:00.000Z' });
    expect(run!.updatedAt).toBe('2027-05-31T10:02:00.000Z');
  });

  it('asks for the dealer’s notification when a refusal is stored and not yet sent', async () => {
    const { send, afterRefused, store } = setup();
    const problems = [{ file: 'content/company.yaml', field: 'ka.phone', message: 'is required' }];
    await send(post(report('started')));
    expect(afterRefused).not.toHaveBeenCalled();
    const answer = await send(post(report('refused', '900-1', { problems, problemCount: 1 })));
    expect(answer).toEqual({ status: 200, body: { run: '900-1', state: 'refused' } });
    expect(afterRefused).toHaveBeenCalledTimes(1);
    await store.markNotified('900-1', '2027-05-31T10:05:00Z');
    await send(post(report('refused', '900-1', { problems })));
    expect(afterRefused).toHaveBeenCalledTimes(1);
    expect((await store.latest(1))[0]).toMatchObject({ problems, problemCount: 1 });
  });

  it('says it is unavailable without a database, or when it fails', async () => {
    expect((await setup({ store: null }).send(post(report('live')))).status).toBe(503);
    const { store } = setup();
    store.record = async () => {
      throw new Error('no such table: publish_runs');
    };
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect((await setup({ store }).send(post(report('live')))).status).toBe(503);
    quiet.mockRestore();
  });

  it('lists the newest runs first for the inbox, on GET only', async () => {
    const { send, store } = setup();
    await send(post(report('live', '1-1')));
    await send(post(report('started', '2-1')));
    const listed = await publishRuns(new Request(`${url}x`), store);
    const { runs } = (await listed.json()) as { runs: { run: string }[] };
    expect(runs.map((run) => run.run)).toEqual(['2-1', '1-1']);
    expect((await publishRuns(new Request(url, { method: 'POST' }), store)).status).toBe(405);
  });
});

describe('the Worker’s route', () => {
  const call = (init: RequestInit, env: Partial<RequestsEnv>) =>
    worker.fetch(new Request(url, init), env as RequestsEnv, { waitUntil: () => {} });

  it('answers at /gps-app/api/publish-status with the Worker’s headers, and refuses a stranger', async () => {
    const answer = await call(
      { method: 'POST', headers: { Authorization: 'Bearer guess' }, body: '{}' },
      { PUBLISH_STATUS_TOKEN: token },
    );
    expect(answer.status).toBe(403);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('with the token but no database, says so', async () => {
    const answer = await call(
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(report('live')),
      },
      { PUBLISH_STATUS_TOKEN: token },
    );
    expect(answer.status).toBe(503);
  });
});
