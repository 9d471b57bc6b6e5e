#!/usr/bin/env node
// `npm run dev`: the build stages marked `dev` (content check, fonts, images), then `next dev`
// (webpack, as the build). What the export has and dev does not is printed first, so nobody
// mistakes dev for what ships; `npm start` builds and serves the export itself.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { stages } from './stages.mjs';
import { runStages, stageCommand } from './run-stages.mjs';

const root = resolve(import.meta.dirname, '../..');
const devStages = stages.filter((stage) => stage.dev);
if (runStages(devStages, root) !== 0) process.exit(1);

const skipped = stages.filter((stage) => !stage.dev && stage.script !== 'next');
console.log(
  `\nnpm run dev serves the pages from source. The export also has what these stages add, which dev does not:\n` +
    skipped.map((stage) => `  - ${stage.name}: ${stage.why}`).join('\n') +
    `\nSo the search page says search is unavailable, and no page has its Content-Security-Policy.` +
    `\nTo see the site as it ships: npm start.\n`,
);
const [node, args] = stageCommand({ script: 'next', args: ['dev', '--webpack'] }, root);
const result = spawnSync(node, [...args, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
