#!/usr/bin/env node
// Post-build: delete the RSC route payloads (`.txt`) no browser will request, which were most of
// the export's files and bytes (see scripts/lib/route-payloads.mjs). Client navigation reaches
// only the pages that Link anchors with clientNav (components/link/Link.tsx, marked
// `data-client-nav`) point to; their payloads stay.
// Prints what it kept and removed. Idempotent.
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { basePath } from '../deploy/host-rules.mjs';
import { clientNavTargets, isRoutePayload, payloadShapeProblems } from './lib/route-payloads.mjs';
import { payloadsToRemove } from './lib/route-payloads.mjs';

const outDir = resolve(process.argv[2] ?? 'out');

const html = [];
const payloads = [];
const files = [];
for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = join(entry.parentPath, entry.name)
    .slice(outDir.length + 1)
    .split('\\')
    .join('/');
  files.push(file);
  if (entry.name.endsWith('.html')) html.push(file);
  else if (isRoutePayload(entry.name)) payloads.push(file);
}

const reachable = new Set();
for (const file of html) {
  for (const target of clientNavTargets(readFileSync(join(outDir, file), 'utf8'), basePath)) {
    reachable.add(target);
  }
}

// Checked before anything is deleted: an upgrade of Next that renames these files fails here.
const pageFolders = new Set(
  html
    .filter((file) => /(^|\/)index\.html$/.test(file))
    .map((file) => file.replace(/\/?index\.html$/, '')),
);
const problems = payloadShapeProblems(files, reachable, pageFolders);
if (problems.length) {
  console.error(`Route payloads: nothing removed.\n  ${problems.slice(0, 10).join('\n  ')}`);
  process.exit(1);
}

let bytes = 0;
const removed = payloadsToRemove(payloads, reachable);
for (const file of removed) {
  const path = join(outDir, file);
  bytes += statSync(path).size;
  rmSync(path);
}
console.log(
  `Route payloads: kept ${payloads.length - removed.length} files for the ${reachable.size} ` +
    `pages client navigation reaches; removed ${removed.length} files ` +
    `(${(bytes / 1e6).toFixed(1)} MB) no browser requests.`,
);
