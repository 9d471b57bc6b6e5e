/** @jest-environment node */
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  commitInfo,
  maxSentProblems,
  publishConfig,
  readProblems,
  reportBody,
  sendReport,
} from './publish-status.mjs';

const token = 'f'.repeat(64);
const main = { GITHUB_REF_NAME: 'main', GITHUB_RUN_ID: '8812', PUBLISH_STATUS_TOKEN: token };
const problem = {
  file: 'content/offers/spring-sale.yaml',
  line: 12,
  entry: 'spring-sale',
  field: 'ka.validUntil',
  message: 'is not a real calendar date',
};

/** A loopback Worker stand-in: records each post and answers with the next status given. */
async function worker(statuses = [200]) {
  const received = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(body || 'null') });
      const status = statuses[Math.min(received.length - 1, statuses.length - 1)];
      response.writeHead(status, { 'Content-Type': 'application/json', Connection: 'close' });
      response.end(JSON.stringify(status === 200 ? { state: 'ok' } : { error: 'no' }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/gps-app/api/publish-status`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

// A repository of its own with one commit: the project may be tested in a copy without .git
// (the copies tests/checks/edited-site.mjs and check-production-build.mjs make), and the script
// reads the commit from git.
const repo = mkdtempSync(join(tmpdir(), 'publish-status-repo-'));
beforeAll(() => {
  const git = (...args) => execFileSync('git', args, { cwd: repo, stdio: 'ignore' });
  git('init', '-q');
  git(
    '-c',
    'user.name=Dealer',
    '-c',
    'user.email=dealer@example.ge',
    'commit',
    '-q',
    '--allow-empty',
    '-m',
    'Update prices',
  );
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));
const repoGit = (args) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });

/** The script as the workflow runs it, with only the given variables, in the test's repository. */
function run(state, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/ci/publish-status.mjs', state], {
      env: { PATH: process.env.PATH, GIT_DIR: join(repo, '.git'), ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('where the publish status goes', () => {
  it('goes to PUBLISH_STATUS_URL, else to SITE_ORIGIN’s Worker path', () => {
    expect(publishConfig({ ...main, SITE_ORIGIN: 'https://print.example.ge' })).toEqual({
      url: 'https://print.example.ge/gps-app/api/publish-status',
      token,
    });
    expect(
      publishConfig({ ...main, SITE_ORIGIN: 'https://a.ge', PUBLISH_STATUS_URL: 'https://b.ge/x' }),
    ).toEqual({ url: 'https://b.ge/x', token });
  });

  it('is not sent off main, without the token, an address or a GitHub run, and says why', () => {
    const origin = { SITE_ORIGIN: 'https://print.example.ge' };
    expect(publishConfig({ ...main, ...origin, GITHUB_REF_NAME: 'feature' }).skip).toContain(
      'not main',
    );
    expect(publishConfig({ ...main, ...origin, PUBLISH_STATUS_TOKEN: ' ' }).skip).toContain(
      'PUBLISH_STATUS_TOKEN',
    );
    expect(publishConfig(main).skip).toContain('SITE_ORIGIN');
    expect(publishConfig({ ...main, ...origin, GITHUB_RUN_ID: '' }).skip).toContain(
      'GITHUB_RUN_ID',
    );
  });
});

describe('the report', () => {
  it('names the run and attempt and the commit; a refusal carries the first problems and the count', () => {
    const commit = { sha: 'abc1234', message: 'Update', time: '2027-05-31T14:05:00+04:00' };
    const env = { GITHUB_RUN_ID: '8812', GITHUB_RUN_ATTEMPT: '2' };
    expect(reportBody({ state: 'live', env, commit })).toEqual({
      run: '8812-2',
      state: 'live',
      commit: 'abc1234',
      message: 'Update',
      committedAt: '2027-05-31T14:05:00+04:00',
    });
    const many = Array.from({ length: 25 }, () => problem);
    const refused = reportBody({ state: 'refused', env, commit, problems: many });
    expect(refused.problems).toHaveLength(maxSentProblems);
    expect(refused.problemCount).toBe(25);
  });

  it('reads the problems the content check wrote, only their fields; none without the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'publish-status-'));
    try {
      const file = join(dir, 'problems.json');
      writeFileSync(file, JSON.stringify([{ ...problem, extra: 1 }, { file: 'x' }, 'junk']));
      expect(readProblems(file)).toEqual([problem]);
      writeFileSync(file, '{not json');
      expect(readProblems(file)).toEqual([]);
      expect(readProblems(join(dir, 'missing.json'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the commit from git, and goes on without it', () => {
    const head = commitInfo('HEAD', repoGit);
    expect(head.sha).toMatch(/^[0-9a-f]{40}$/);
    expect(head.time).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(head.message).toBe('Update prices');
    const failing = () => {
      throw new Error('not a git repository');
    };
    expect(commitInfo('abc1234', failing)).toEqual({ sha: 'abc1234', time: null, message: '' });
  });
});

describe('sending it', () => {
  it('posts JSON with the bearer token, retrying a 5xx but not a refusal', async () => {
    const flaky = await worker([503, 200]);
    try {
      expect(await sendReport({ url: flaky.url, token }, { state: 'live' })).toEqual({
        ok: true,
        detail: '{"state":"ok"}',
      });
      expect(flaky.received).toHaveLength(2);
      expect(flaky.received[0].headers.authorization).toBe(`Bearer ${token}`);
      expect(flaky.received[0].headers['content-type']).toBe('application/json');
    } finally {
      await flaky.close();
    }
    const refusing = await worker([403]);
    try {
      const sent = await sendReport({ url: refusing.url, token }, { state: 'live' });
      expect(sent).toEqual({ ok: false, detail: 'HTTP 403 {"error":"no"}' });
      expect(refusing.received).toHaveLength(1);
    } finally {
      await refusing.close();
    }
  });

  it('as the workflow runs it: sends a refusal with the check’s problems', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'publish-status-'));
    const shop = await worker();
    try {
      const file = join(dir, 'problems.json');
      writeFileSync(file, JSON.stringify([problem]));
      const env = { ...main, PUBLISH_STATUS_URL: shop.url, CONTENT_PROBLEMS_FILE: file };
      const { code, out } = await run('refused', env);
      expect({ code, out }).toEqual({
        code: 0,
        out: 'Publish status "refused" sent (1 problem(s)).\n',
      });
      expect(shop.received[0].body).toMatchObject({
        run: '8812-1',
        state: 'refused',
        problems: [problem],
        problemCount: 1,
        commit: expect.stringMatching(/^[0-9a-f]{40}$/),
      });
    } finally {
      await shop.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never fails the run: unconfigured or unreachable, it notes so and exits 0', async () => {
    const unconfigured = await run('started', { GITHUB_REF_NAME: 'main' });
    expect(unconfigured).toEqual({
      code: 0,
      out: 'Publish status "started" not sent: PUBLISH_STATUS_TOKEN is not set (docs/deploying.md).\n',
    });
    const gone = await run('live', { ...main, PUBLISH_STATUS_URL: 'http://127.0.0.1:9/x' });
    expect(gone.code).toBe(0);
    expect(gone.out).toMatch(/^::warning title=Publish status::"live" not delivered: /);
    expect((await run('published', main)).code).toBe(2);
  });
});
