#!/usr/bin/env node
// Search relevance, measured (not a test): runs every query of tests/e2e/search-relevance.ts on
// the search page of a built export in Chromium and prints precision at 1 and at 5 per query, per
// language and overall. The e2e spec of the same name only asserts a floor.
//
//   node scripts/search-relevance.mjs [outDir]      serve outDir (default out/) and measure
//   node scripts/search-relevance.mjs --origin URL  measure a site already served at URL
//   --json FILE                                     also write the per-query results to FILE
//
// The expectations are computed from content/ in the working directory, so measure an export
// built from the same content.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { importTs } from './content/load-content.mjs';
import { basePath, locales } from '../site.config.mjs';

const { values: args, positionals } = parseArgs({
  options: { origin: { type: 'string' }, json: { type: 'string' } },
  allowPositionals: true,
});
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const freePort = () =>
  new Promise((done) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

/** scripts/serve.mjs on PORT (or a free port), until the measurement ends. */
async function serve(outDir) {
  const port = Number(process.env.PORT ?? (await freePort()));
  const child = spawn(process.execPath, [join(process.cwd(), 'scripts/serve.mjs')], {
    env: { ...process.env, PORT: String(port), OUT_DIR: outDir },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${origin}${basePath}/`)).ok) break;
    } catch {
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }
  return { origin, stop: () => child.kill() };
}

const { activeQueries, relevanceSet, expectedPaths, precisionAt, searchResultPaths } =
  await importTs('tests/e2e/search-relevance.ts', 'relevance');
const server = args.origin
  ? { origin: args.origin, stop: () => {} }
  : await serve(resolve(positionals[0] ?? 'out'));
const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
const rows = [];
try {
  const page = await browser.newPage({ baseURL: server.origin });
  for (const query of activeQueries) {
    const results = await searchResultPaths(page, query.locale, query.query);
    const expected = expectedPaths(query);
    rows.push({
      locale: query.locale,
      query: query.query,
      kind: query.kind,
      expected: expected.size,
      p1: precisionAt(1, query, results),
      p5: precisionAt(5, query, results),
      top5: results.map(
        (path) =>
          `${expected.has(path) ? '✓' : '✗'} ${path.slice(basePath.length).replace(/^\/\w+\//, '')}`,
      ),
    });
  }
} finally {
  await browser.close();
  server.stop();
}

const mean = (list, key) => list.reduce((sum, row) => sum + row[key], 0) / (list.length || 1);
const pct = (value) => `${(value * 100).toFixed(1)}%`;
const width = Math.max(...rows.map((row) => row.query.length));
for (const row of rows)
  console.log(
    `${row.locale}  ${row.query.padEnd(width)}  ${row.p1.toFixed(0)}  ${row.p5.toFixed(2)}  ${row.kind.padEnd(26)} ${row.top5.join(', ') || '(nothing)'}`,
  );
const skipped = relevanceSet.length - activeQueries.length;
const summary = (key) =>
  `${pct(mean(rows, key))} (${locales
    .map(
      (l) =>
        `${l} ${pct(
          mean(
            rows.filter((r) => r.locale === l),
            key,
          ),
        )}`,
    )
    .join(', ')})`;
console.log(
  `\nPrecision at 1: ${summary('p1')} over ${rows.length} queries` +
    `\nPrecision at 5: ${summary('p5')}` +
    `\nNothing found for ${rows.filter((r) => r.top5.length === 0 && r.expected > 0).length} queries that name something sold` +
    (skipped ? `; ${skipped} skipped (their rules match nothing in content/)` : ''),
);
// The README's figures (its "Search relevance" table), ready to paste.
const tableRow = (label, list) =>
  `| ${label} | ${list.length} | ${pct(mean(list, 'p1'))} | ${pct(mean(list, 'p5'))} |`;
console.log(
  [
    '\n| Queries | Count | Precision at 1 | Precision at 5 |',
    '| ------- | ----- | -------------- | -------------- |',
    tableRow('All', rows),
    ...locales.map((l) =>
      tableRow(
        l,
        rows.filter((r) => r.locale === l),
      ),
    ),
  ].join('\n'),
);
if (args.json) writeFileSync(args.json, `${JSON.stringify(rows, null, 2)}\n`);
