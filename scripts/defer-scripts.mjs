#!/usr/bin/env node
// Post-build, before csp.mjs (which hashes the loader): every exported page loads the framework's
// scripts after its first frame (see scripts/lib/deferred-scripts.mjs). Idempotent.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { basePath } from '../deploy/host-rules.mjs';
import { deferFrameworkScripts, deferredScripts } from './lib/deferred-scripts.mjs';
import { missedFrameworkScripts } from './lib/deferred-scripts.mjs';

const outDir = resolve(process.argv[2] ?? 'out');

let pages = 0;
let withList = 0;
const missed = [];
for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const file = join(entry.parentPath, entry.name);
  const html = readFileSync(file, 'utf8');
  const deferred = deferFrameworkScripts(html, basePath);
  // A page that still loads chunks directly means Next changed how it writes them: fail rather than
  // ship pages that silently lost the deferral (see "Upgrading Next.js" in docs/architecture.md).
  const left = missedFrameworkScripts(deferred, basePath);
  if (left.length > 0) missed.push(`${file}: ${left[0]}`);
  if (deferredScripts(deferred).length > 0) withList += 1;
  if (deferred === html) continue;
  writeFileSync(file, deferred);
  pages += 1;
}
const step = 'scripts/defer-scripts.mjs (deferFrameworkScripts)';
const expected = `<script src="${basePath}/_next/static/chunks/…" async> and <link rel="preload" as="script" href="…">`;
if (missed.length > 0) {
  console.error(
    `${step}: ${missed.length} pages still load or preload Next's chunks in a tag it does not ` +
      `recognise (it expects ${expected}; Next changed its output?), e.g.\n  ${missed[0]}`,
  );
  process.exit(1);
}
// The App Router gives every page chunks: a build where no page has any was not read right.
if (withList === 0) {
  console.error(`${step}: no page of ${outDir} has ${expected}; nothing deferred.`);
  process.exit(1);
}
console.log(`Framework scripts: ${pages} pages load them after their first frame.`);
