// git for the workflow's scripts (scripts/ci/bulk-import.mjs): run in one folder, output trimmed,
// a failure thrown with git's own words.
import { spawnSync } from 'node:child_process';

/** The commit's identity: the workflow's bot, as GitHub shows its own commits. */
export const botIdentity = [
  '-c',
  'user.name=github-actions[bot]',
  '-c',
  'user.email=41898282+github-actions[bot]@users.noreply.github.com',
];

/**
 * `git(...args)` in `cwd`: its output, or an Error with git's message. `git.ok(...args)` says
 * whether it succeeded; `git.show(rev, path)` is a file's text at a commit (undefined: none).
 */
export function gitIn(cwd = process.cwd()) {
  const run = (args) => spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 1 << 28 });
  const git = (...args) => {
    const result = run(args);
    if (result.status !== 0)
      throw new Error(`git ${args[0]} failed: ${(result.stderr || result.stdout).trim()}`);
    return result.stdout.trim();
  };
  git.ok = (...args) => run(args).status === 0;
  git.show = (rev, path) => {
    const result = run(['show', `${rev}:./${path}`]);
    return result.status === 0 ? result.stdout : undefined;
  };
  return git;
}
