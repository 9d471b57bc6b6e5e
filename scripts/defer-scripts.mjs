#!/usr/bin/env node
// Post-build, before csp.mjs (which hashes the loader): every exported page loads the framework's
// scripts after its first frame (see scripts/lib/deferred-scripts.mjs). Idempotent.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { basePath } from '../deploy/host-rules.mjs';
import { deferFrameworkScripts } from './lib/deferred-scripts.mjs';

const outDir = resolve(process.argv[2] ?? 'out');

let pages = 0;
for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const file = join(entry.parentPath, entry.name);
  const html = readFileSync(file, 'utf8');
  const deferred = deferFrameworkScripts(html, basePath);
  if (deferred === html) continue;
  writeFileSync(file, deferred);
  pages += 1;
}
console.log(`Framework scripts: ${pages} pages load them after their first frame.`);
