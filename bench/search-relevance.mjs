#!/usr/bin/env node
// Search relevance, measured (not a test): runs every query of tests/e2e/search-relevance.ts (the
// development sets) and of tests/e2e/search-heldout.ts (the held-out set) on
// the search page of a built export in Chromium and prints precision at 1 and at 5 per query, per
// language and overall. The e2e spec of the same name only asserts a floor.
//
//   node bench/search-relevance.mjs [outDir]        serve outDir (default out/) and measure
//   node bench/search-relevance.mjs --origin URL    measure a site already served at URL
//   --json FILE                                     also write the per-query results to FILE
//   --dev-only                                      leave out the held-out set (measured once a round)
//   --held-out-only                                 the held-out set alone (its one measurement)
//
// The expectations are computed from content/ in the working directory, so measure an export
// built from the same content.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { importTs } from '../scripts/content/load-content.mjs';
import { basePath } from '../site.config.mjs';

const { values: args, positionals } = parseArgs({
  options: {
    origin: { type: 'string' },
    json: { type: 'string' },
    'dev-only': { type: 'boolean' },
    'held-out-only': { type: 'boolean' },
  },
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

/** bench/serve.mjs on PORT (or a free port), until the measurement ends. */
async function serve(outDir) {
  const port = Number(process.env.PORT ?? (await freePort()));
  const child = spawn(process.execPath, [join(import.meta.dirname, 'serve.mjs')], {
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

const { activeQueries, expectedPaths, groupOf, precisionAt, searchResultPaths } = await importTs(
  'tests/e2e/search-relevance.ts',
  'relevance',
);
// The held-out set is measured once per round (tests/e2e/search-heldout.ts); --dev-only leaves it
// out while working on the search.
const { heldOutSet, usedHeldOutSets } = await importTs('tests/e2e/search-heldout.ts', 'heldout');
const server = args.origin
  ? { origin: args.origin, stop: () => {} }
  : await serve(resolve(positionals[0] ?? 'out'));
const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
const rows = [];
const sets = [
  ...(args['held-out-only']
    ? []
    : [
        ['development', activeQueries],
        ...usedHeldOutSets.map(({ name, queries }) => [name, queries]),
      ]),
  ['held-out', args['dev-only'] ? [] : heldOutSet],
];
try {
  const page = await browser.newPage({ baseURL: server.origin });
  for (const [set, query] of sets.flatMap(([name, list]) => list.map((q) => [name, q]))) {
    const results = await searchResultPaths(page, query.locale, query.query);
    const expected = expectedPaths(query);
    rows.push({
      set,
      group: groupOf(query),
      locale: query.locale,
      query: query.query,
      kind: query.kind,
      expected: expected.size,
      p1: precisionAt(1, query, results),
      p5: precisionAt(5, query, results),
      // The "right in the top 5": one right answer among them (nothing, when nothing is).
      hit5: Number(
        expected.size === 0
          ? results.length === 0
          : results.slice(0, 5).some((path) => expected.has(path)),
      ),
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
const groups = ['ka', 'en', 'latin-ka', 'layout-ka', 'ru'];
const tableRow = (label, list) =>
  `| ${label} | ${list.length} | ${pct(mean(list, 'p1'))} | ${pct(mean(list, 'hit5'))} | ${pct(mean(list, 'p5'))} |`;
for (const [set] of sets) {
  const list = rows.filter((row) => row.set === set);
  if (list.length === 0) continue;
  console.log(`\n== ${set} set`);
  for (const row of list)
    console.log(
      `${row.locale}  ${row.group.padEnd(9)}  ${row.query.padEnd(width)}  ${row.p1.toFixed(0)}  ${row.p5.toFixed(2)}  ${row.kind.slice(0, 40).padEnd(40)} ${row.top5.join(', ') || '(nothing)'}`,
    );
  console.log(
    `\n${set}: precision at 1 ${pct(mean(list, 'p1'))}, right in top 5 ${pct(mean(list, 'hit5'))}, precision at 5 ${pct(mean(list, 'p5'))} over ${list.length} queries; ` +
      `nothing found for ${list.filter((r) => r.top5.length === 0 && r.expected > 0).length} that name something sold`,
  );
  // The figures for docs/performance.md ("Search relevance"), ready to paste.
  console.log(
    [
      `\n| ${set} | Count | Precision at 1 | Right in top 5 | Precision at 5 |`,
      '| ------- | ----- | -------------- | -------------- | -------------- |',
      tableRow('All', list),
      ...groups
        .map((group) => [group, list.filter((r) => r.group === group)])
        .filter(([, part]) => part.length > 0)
        .map(([group, part]) => tableRow(group, part)),
    ].join('\n'),
  );
}
if (args.json) writeFileSync(args.json, `${JSON.stringify(rows, null, 2)}\n`);
