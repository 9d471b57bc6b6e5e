#!/usr/bin/env node
// The publishing run's state for the dealer's inbox (npm run ci:publish-status -- started|live|
// refused): posts { run, state, commit, message, committedAt, problems } to the shop's Worker
// (POST /gps-app/api/publish-status, worker/publish-status.ts) with the shared token, and the
// Worker stores it and tells the dealer of a refusal. "refused" sends the content check's problems
// (the file scripts/ci/content-annotations.mjs writes; none when another step failed). Reporting
// never stops a publish: without the token or an address, off main, or when the Worker cannot be
// reached, it prints a note and exits 0. Only main reports: it is the dealer's site. "refused" in
// the import job sends the Bulk update's problems (scripts/ci/bulk-import.mjs), the same way.
import { execFileSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { basePath } from '../../site.config.mjs';
import { deployBranch, isProduction } from './publish-target.mjs';

export const states = ['started', 'live', 'refused'];
/** The Worker's path, after SITE_ORIGIN when PUBLISH_STATUS_URL is not set. */
export const statusPath = `${basePath}/api/publish-status`;
/** Where the content check leaves its problems for this script (CONTENT_PROBLEMS_FILE overrides). */
export const problemsFile = (env = process.env) =>
  env.CONTENT_PROBLEMS_FILE || join('.cache', 'content-problems.json');
/** The Worker keeps 20 and counts the rest; the job's annotations list them all. */
export const maxSentProblems = 20;

/** The address and token, or { skip } saying why nothing is sent. */
export function publishConfig(env = process.env) {
  const branch = deployBranch(env);
  if (!isProduction(branch))
    return { skip: `branch ${branch ?? '(none)'} is not main: only main reports to the shop` };
  const token = env.PUBLISH_STATUS_TOKEN?.trim();
  if (!token) return { skip: 'PUBLISH_STATUS_TOKEN is not set (docs/deploying.md)' };
  const origin = env.SITE_ORIGIN?.trim();
  const url = env.PUBLISH_STATUS_URL?.trim() || (origin ? new URL(statusPath, origin).href : '');
  if (!url)
    return { skip: 'neither PUBLISH_STATUS_URL nor SITE_ORIGIN is set (docs/deploying.md)' };
  if (!env.GITHUB_RUN_ID) return { skip: 'no GITHUB_RUN_ID: not a GitHub Actions run' };
  return { url, token };
}

/** The content problems the check wrote: file, line, entry, field, message; [] without a file. */
export function readProblems(path) {
  let list;
  try {
    list = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  const text = (value) => (typeof value === 'string' && value ? value : undefined);
  return list
    .filter((problem) => text(problem?.file) && text(problem?.message))
    .map(({ file, line, entry, field, message }) => ({
      file,
      ...(Number.isSafeInteger(line) && line > 0 ? { line } : {}),
      ...(text(entry) ? { entry } : {}),
      ...(text(field) ? { field } : {}),
      message,
    }));
}

/** The commit being published: its SHA, time and first line (git; blanks when git cannot say). */
// git's own complaints (no repository) stay out of the workflow's log: the blanks say it.
const gitOutput = (args) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

export function commitInfo(sha, git = gitOutput) {
  try {
    const [full, time, subject] = git(['log', '-1', '--format=%H%x00%cI%x00%s', sha || 'HEAD'])
      .trim()
      .split('\0');
    return { sha: full, time: time || null, message: subject ?? '' };
  } catch {
    return { sha: sha || '', time: null, message: '' };
  }
}

/** The body the Worker reads (worker/publish-report.ts). */
export function reportBody({ state, env = process.env, commit, problems = [] }) {
  return {
    run: `${env.GITHUB_RUN_ID}-${env.GITHUB_RUN_ATTEMPT || '1'}`,
    state,
    commit: commit.sha,
    message: commit.message,
    committedAt: commit.time,
    ...(state === 'refused'
      ? { problems: problems.slice(0, maxSentProblems), problemCount: problems.length }
      : {}),
  };
}

/** Posts the report, retrying a lost connection or a 5xx twice; { ok, detail }, never throws. */
export async function sendReport({ url, token }, body, { fetcher = fetch, tries = 3 } = {}) {
  let detail = '';
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    try {
      const response = await fetcher(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      const text = (await response.text()).slice(0, 300);
      if (response.ok) return { ok: true, detail: text };
      detail = `HTTP ${response.status} ${text}`;
      if (response.status < 500) break; // a refused token or body: a retry changes nothing
    } catch (error) {
      detail = String(error?.cause?.code ?? error?.message ?? error);
    }
  }
  return { ok: false, detail };
}

/** The step: one report, a note or a warning, exit 0 (2 only for a state it does not know). */
async function main(state) {
  if (!states.includes(state)) {
    console.error(`usage: npm run ci:publish-status -- ${states.join('|')}`);
    process.exit(2);
  }
  const config = publishConfig();
  if (config.skip) {
    console.log(`Publish status "${state}" not sent: ${config.skip}.`);
    return;
  }
  const problems = state === 'refused' ? readProblems(problemsFile()) : [];
  // The commit this job checked out: on main the import job's, the branch's newest (with a bulk
  // update imported), which may be newer than the push that started the run.
  const head = commitInfo('HEAD');
  const commit = /^[0-9a-f]{40}$/.test(head.sha) ? head : commitInfo(process.env.GITHUB_SHA);
  const body = reportBody({ state, commit, problems });
  const sent = await sendReport(config, body);
  if (sent.ok) console.log(`Publish status "${state}" sent (${problems.length} problem(s)).`);
  // A warning on the run, never a failure: the site publishes whether or not the inbox hears.
  else console.log(`::warning title=Publish status::"${state}" not delivered: ${sent.detail}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  void main(process.argv[2]);
}
