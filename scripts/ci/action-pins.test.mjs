/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

// Every action a workflow uses is pinned to a full commit SHA with its release as a comment
// (`uses: owner/repo@<40 hex> # vX.Y.Z`): a tag can be moved to other code, a commit cannot.
// Dependabot (.github/dependabot.yml, github-actions, weekly) moves the SHA and the comment.
const dir = '.github/workflows';
const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));

// Actions allowed on a tag, each with the reason. Empty: every action used has a pin.
// (Local actions, `uses: ./path`, run this repository's own code and need no pin.)
const exceptions = new Map([
  // ['owner/repo', 'why no commit SHA could be pinned'],
]);

const uses = files.flatMap((file) => {
  const text = readFileSync(join(dir, file), 'utf8');
  const workflow = parse(text);
  const fromYaml = Object.values(workflow.jobs).flatMap((job) => [
    ...(job.uses ? [job.uses] : []),
    ...(job.steps ?? []).map((step) => step.uses).filter(Boolean),
  ]);
  // The lines as written, for the version comment YAML drops.
  const lines = text.split('\n').filter((line) => /^\s*(-\s+)?uses:/.test(line));
  return fromYaml.map((ref, i) => ({ file, ref, line: lines[i]?.trim() ?? '' }));
});

describe('the actions the workflows use', () => {
  it('are found', () => {
    expect(uses.length).toBeGreaterThan(10);
    expect(uses.every(({ line, ref }) => line.includes(ref))).toBe(true);
  });

  it('are pinned to a 40-hex commit SHA with the release in a comment, or excepted', () => {
    for (const { file, ref, line } of uses) {
      if (ref.startsWith('./')) continue;
      const [name] = ref.split('@');
      if (exceptions.has(name)) continue;
      expect([file, ref]).toEqual([
        file,
        expect.stringMatching(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/),
      ]);
      expect([file, line]).toEqual([file, expect.stringMatching(/ # v\d+\.\d+\.\d+$/)]);
    }
  });

  it('one action is pinned to one commit everywhere', () => {
    const byName = new Map();
    for (const { ref } of uses) {
      const [name, sha] = ref.split('@');
      byName.set(name, new Set([...(byName.get(name) ?? []), sha]));
    }
    for (const [name, shas] of byName) expect([name, shas.size]).toEqual([name, 1]);
  });

  it('are kept fresh by Dependabot every week', () => {
    const { updates } = parse(readFileSync('.github/dependabot.yml', 'utf8'));
    const actions = updates.find((u) => u['package-ecosystem'] === 'github-actions');
    expect(actions.directory).toBe('/');
    expect(actions.schedule.interval).toBe('weekly');
  });
});
