#!/usr/bin/env node
// `npm run build`: the stages of scripts/build/stages.mjs, in order, each as its own process.
// Prints a line before and after each stage (with its time) and a summary at the end; the first
// stage that fails stops the build with its name. Stages print their own details in between.
import { resolve } from 'node:path';
import { stages, stageOrderProblems } from './stages.mjs';
import { runStages } from './run-stages.mjs';

const root = resolve(import.meta.dirname, '../..');
const problems = stageOrderProblems(stages);
if (problems.length) {
  console.error(`The build's stage list is out of order:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
process.exitCode = runStages(stages, root);
