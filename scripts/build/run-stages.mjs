// Runs build stages one after another (see stages.mjs): prints each stage's start, its own output,
// then one line with its time; a summary table at the end. Returns the exit code.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The command line of a stage: node with its script, or Next's own CLI for `next`. */
export function stageCommand(stage, root) {
  const script =
    stage.script === 'next'
      ? createRequire(join(root, 'package.json')).resolve('next/dist/bin/next')
      : join(root, stage.script);
  return [process.execPath, [script, ...(stage.args ?? [])]];
}

/** One line per stage: its name, its time, and ok or FAILED. */
export function summaryLines(results) {
  const width = Math.max(...results.map((r) => r.name.length));
  return results.map(
    (r) => `  ${r.ok ? 'ok    ' : 'FAILED'}  ${r.name.padEnd(width)}  ${seconds(r.ms).padStart(7)}`,
  );
}

/** @param {import('./stages.mjs').Stage[]} list */
export function runStages(list, root, spawn = spawnSync) {
  const results = [];
  const started = performance.now();
  for (const [index, stage] of list.entries()) {
    console.log(`\n▸ build ${index + 1}/${list.length}: ${stage.name}`);
    const stageStarted = performance.now();
    const [command, args] = stageCommand(stage, root);
    const result = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    const ok = result.status === 0;
    results.push({ name: stage.name, ms: performance.now() - stageStarted, ok });
    console.log(`${ok ? '✓' : '✗'} ${stage.name} ${seconds(results.at(-1).ms)}`);
    if (!ok) break;
  }
  const failed = results.find((r) => !r.ok);
  console.log(`\n== build stages\n${summaryLines(results).join('\n')}`);
  if (failed) {
    console.error(`The build failed at "${failed.name}" (its output is above).`);
    return 1;
  }
  console.log(`Built in ${seconds(performance.now() - started)}.`);
  return 0;
}
