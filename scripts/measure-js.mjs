#!/usr/bin/env node
// Prints the JavaScript each page of out/ loads (raw and gzip bytes), to track the bundle budget.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const out = 'out';
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['index.html', 'en/index.html', 'en/catalog/index.html', 'en/contacts/index.html'];
for (const page of pages) {
  const html = readFileSync(join(out, page), 'utf8');
  // Modern browsers skip noModule polyfills, so they are not counted.
  const scripts = [...html.matchAll(/<script([^>]*)src="\/gps-app\/([^"]+)"([^>]*)>/g)]
    .filter((m) => !/noModule/i.test(m[1] + m[3]))
    .map((m) => decodeURIComponent(m[2]));
  let raw = 0;
  let gz = 0;
  for (const src of new Set(scripts)) {
    const file = join(out, src);
    if (!existsSync(file)) continue;
    const body = readFileSync(file);
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].reduce(
    (sum, m) => sum + m[1].length,
    0,
  );
  console.log(
    `${page.padEnd(28)} ${String(new Set(scripts).size).padStart(2)} files  ${(raw / 1024).toFixed(1).padStart(7)} KiB raw  ${(gz / 1024).toFixed(1).padStart(6)} KiB gzip  (+${(inline / 1024).toFixed(1)} KiB inline, HTML ${(html.length / 1024).toFixed(0)} KiB)`,
  );
}
