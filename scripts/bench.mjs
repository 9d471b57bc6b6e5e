#!/usr/bin/env node
// Benchmark (not a test): npm run bench [-- --reuse] [-- --runs N] [-- --products N]
//   default        build the export (or reuse out/ with --reuse), serve it, run Lighthouse CI
//                  (@lhci/cli: mobile preset, Debian's chromium, the median of --runs runs,
//                  default 3) on one page per route type and language and the blank floor page,
//                  print scores, LCP, CLS, TBT, bytes and JS against the framework floor.
//   --products N   copy the project to a temp dir with N products (the real ones plus synthetic),
//                  build it there and report build time, pages/s, out/ files and size, the largest
//                  catalogue page's HTML and JSON, the search index and search latency
//                  (--keep keeps the temp copy).
//   --search DIR   only the search latency of an existing export in DIR.
// Raw results go to bench-results/ (git-ignored).
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildFloorExport } from './framework-floor.mjs';
import { gzipSize, pageWeight } from './lib/page-weight.mjs';
import { table } from './lib/budgets.mjs';
import { writeSyntheticProducts } from './lib/synthetic-content.mjs';
import { basePath, locales } from '../site.config.mjs';
import {
  assertMatrix,
  assertRuns,
  collectMedians,
  median,
  summarise,
} from './lib/lighthouse-ci.mjs';

const root = resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const resultsDir = join(root, 'bench-results');
const { values: args } = parseArgs({
  options: {
    reuse: { type: 'boolean' },
    products: { type: 'string' },
    keep: { type: 'boolean' },
    search: { type: 'string' },
    runs: { type: 'string' },
  },
});

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
// Lighthouse simulates a slow phone from the CPU time it observes: a busy machine scores lower.
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
const machine = `${cpus().length}× ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`;

function run(cwd, command, commandArgs) {
  const start = Date.now();
  execFileSync(command, commandArgs, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return Date.now() - start;
}

function freePort() {
  return new Promise((done) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** scripts/serve.mjs on a free port, the way the CDN serves the export. */
async function serve(outDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
    env: { ...process.env, PORT: String(port), OUT_DIR: outDir },
    stdio: 'ignore',
  });
  const origin = `http://localhost:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${origin}${basePath}/`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { origin, stop: () => child.kill() };
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}
const folderSize = (dir) => walk(dir).reduce((sum, file) => sum + statSync(file).size, 0);

function save(name, data) {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, name);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return relative(root, file);
}

// --- Lighthouse ------------------------------------------------------------------------------

/** One page per route type and language (office category, the first product in the export). */
function benchRoutes(outDir) {
  const first = (dir) => readdirSync(join(outDir, dir)).sort()[0];
  return locales.flatMap((lang) => [
    { type: 'home', lang, file: `${lang}/index.html` },
    { type: 'catalogue', lang, file: `${lang}/catalog/office/index.html` },
    { type: 'product', lang, file: `${lang}/product/${first(`${lang}/product`)}/index.html` },
    { type: 'static', lang, file: `${lang}/contacts/index.html` },
    { type: 'search', lang, file: `${lang}/search/index.html` },
  ]);
}

async function lighthouseMode() {
  const outDir = join(root, 'out');
  if (!args.reuse || !existsSync(outDir)) run(root, 'npm', ['run', 'build']);
  // The blank App Router page, built and served the same way: its JS is the floor (measured by
  // the same function as the budgets' cached floor) and its scores are the ones to compare with.
  const floorDir = buildFloorExport();
  const floor = pageWeight(join(floorDir, 'out'), 'index.html', basePath);
  const server = await serve(outDir);
  const floorServer = await serve(join(floorDir, 'out'));
  const runs = Number(args.runs ?? 3);
  const workDir = join(resultsDir, 'lhci');
  const floorUrl = `${floorServer.origin}${basePath}/`;
  const routes = benchRoutes(outDir).map((route) => ({
    ...route,
    url: `${server.origin}${basePath}/${route.file.replace(/index\.html$/, '')}`,
    noindex: route.type === 'search',
  }));
  let medians;
  let performance;
  try {
    // The floor first and last would be fairer still; first, so a slow start shows on it too.
    ({ medians, performance } = collectMedians(
      workDir,
      [floorUrl, ...routes.map((route) => route.url)],
      {
        runs,
        chromePath,
      },
    ));
  } finally {
    server.stop();
    floorServer.stop();
    rmSync(floorDir, { recursive: true, force: true });
  }
  // The performance column is the median score of the runs (what lhci assert checks); the other
  // figures are those of the median run lhci picks.
  const medianRow = (url) => ({
    ...summarise(medians.get(url)),
    performance: Math.round(median(performance.get(url)) * 100),
  });
  const blank = medianRow(floorUrl);
  const rows = [
    { type: 'floor', lang: '-', ...blank, jsBytes: floor.js, jsRatio: 1 },
    ...routes.map((route) => {
      const weight = pageWeight(outDir, route.file, basePath);
      const row = medianRow(route.url);
      return { ...route, ...row, jsBytes: weight.js, jsRatio: weight.js / floor.js };
    }),
  ];
  console.log(
    `\nMedian of ${runs} Lighthouse runs per page (mobile preset). Framework floor ${kB(floor.js)} gzip JS; ${machine}; ${load()}; ${new Date().toISOString()}`,
  );
  console.log(
    table(
      [
        'route',
        'lang',
        'perf',
        'a11y',
        'best-pr',
        'SEO',
        'FCP',
        'LCP',
        'CLS',
        'TBT',
        'transfer',
        'JS gzip',
        'JS/floor',
      ],
      rows.map((r) => [
        r.type,
        r.lang,
        r.performance,
        r.accessibility,
        r.bestPractices,
        r.seo,
        seconds(r.fcpMs),
        seconds(r.lcpMs),
        r.cls.toFixed(3),
        `${Math.round(r.tbtMs)} ms`,
        kB(r.transferBytes),
        kB(r.jsBytes),
        `${r.jsRatio.toFixed(2)}×`,
      ]),
    ),
  );
  const summary = { date: new Date().toISOString(), machine, load: load(), runs, floor, rows };
  console.log(
    `\nRaw results: ${save('lighthouse.json', summary)}, reports in ${relative(root, workDir)}/runs/`,
  );
  // lhci assert: each route's median within 2 points of the floor's, CLS < 0.01, the rest 100.
  const floorScore = blank.performance / 100;
  if (!assertRuns(workDir, assertMatrix(routes, floorScore))) process.exitCode = 1;
}

// --- Scale ------------------------------------------------------------------------------------

/** A copy of the project (node_modules linked) whose content/products/ is topped up to `total`. */
async function scaledProject(total) {
  const dir = mkdtempSync(join(tmpdir(), 'gps-bench-'));
  const skip = new Set([
    'node_modules',
    '.next',
    'out',
    'bench-results',
    '.git',
    'test-results',
    'playwright-report',
  ]);
  // The upload folders of the host config (a hard-linked copy of out/) are build output too.
  const notBuildOutput = (source) => !source.startsWith(join(root, 'deploy/dist'));
  for (const name of readdirSync(root).filter((n) => !skip.has(n)))
    cpSync(join(root, name), join(dir, name), { recursive: true, filter: notBuildOutput });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  await writeSyntheticProducts(join(dir, 'content'), total);
  return dir;
}

/** The combobox's debounce, read from its source so the bench follows a change. */
function suggestionDelay() {
  const source = readFileSync(join(root, 'components/search-form/comboboxState.ts'), 'utf8');
  return Number(source.match(/suggestionDelayMs\s*=\s*(\d+)/)?.[1] ?? 200);
}

/** Search latency in Chromium: typing in the header combobox, and Pagefind's API directly. */
async function searchLatency(outDir, debounceMs) {
  const { chromium } = await import('@playwright/test');
  const server = await serve(outDir);
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const transferred = {}; // bytes under /pagefind/ by kind: js, wasm, meta, index, fragment
    page.on('response', async (response) => {
      const url = response.url();
      if (!url.includes(`${basePath}/pagefind/`)) return;
      const kind = /\/wasm\./.test(url) ? 'wasm' : (url.match(/\.(pf_\w+|js)$/)?.[1] ?? 'other');
      // The body as decoded: its gzip size is what a CDN sends for pagefind.js (serve.mjs gzips
      // it too); the .pf_* files and the wasm are gzip already, so they count as they are.
      const body = await response.body().catch(() => Buffer.alloc(0));
      transferred[kind] = (transferred[kind] ?? 0) + Math.min(body.length, gzipSize(body));
    });
    await page.goto(`${server.origin}${basePath}/en/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      const marks = (window.__bench = {});
      document.querySelector('#site-search').addEventListener('input', () => {
        marks.typed = performance.now();
        marks.shown = undefined;
      });
      // Suggestions are shown once the first option names what was typed.
      new MutationObserver(() => {
        const option = document.querySelector('[role="option"]');
        if (!marks.shown && option?.textContent.toLowerCase().includes(marks.expect))
          marks.shown = performance.now();
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    // Two characters start suggestions: first with a cold runtime, then with it loaded.
    const suggest = async (chars) => {
      await page.evaluate((expect) => (window.__bench.expect = expect), chars);
      await page.fill('#site-search', '');
      await page.click('#site-search');
      await page.keyboard.type(chars, { delay: 50 });
      await page.waitForFunction(() => window.__bench.shown, null, { timeout: 30_000 });
      const marks = await page.evaluate(() => window.__bench);
      return marks.shown - marks.typed - debounceMs;
    };
    const uiColdMs = await suggest('la');
    await page.waitForLoadState('networkidle');
    const coldBytes = Object.values(transferred).reduce((a, b) => a + b, 0);
    const uiWarmMs = await suggest('sh');
    const uiMs = { first: uiColdMs, next: uiWarmMs };
    const indexBytes = coldBytes;

    const api = await browser.newPage();
    await api.goto(`${server.origin}${basePath}/en/`, { waitUntil: 'networkidle' });
    const apiMs = await api.evaluate(async (base) => {
      const pagefind = await import(`${base}/pagefind/pagefind.js`);
      await pagefind.options({ baseUrl: `${base}/` });
      await pagefind.init();
      const time = async (term) => {
        const start = performance.now();
        const response = await pagefind.search(term);
        await Promise.all(response.results.slice(0, 8).map((r) => r.data()));
        return performance.now() - start;
      };
      return { first: await time('laminator'), next: await time('shredder') };
    }, basePath);
    return { uiMs, apiMs, indexBytes, transferred };
  } finally {
    await browser.close();
    server.stop();
  }
}

async function scaleMode(total) {
  const dir = await scaledProject(total);
  console.log(`Scale benchmark: ${total} products in ${dir}`);
  try {
    // What npm run build runs first (prebuild), timed on its own.
    const checkMs = run(dir, process.execPath, ['scripts/content/check.mjs']);
    const nextMs = run(dir, process.execPath, [
      join(root, 'node_modules/next/dist/bin/next'),
      'build',
      '--webpack',
    ]);
    const indexMs = run(dir, process.execPath, ['scripts/build-search-index.mjs']);
    const outDir = join(dir, 'out');
    // postbuild's removal of the route payloads no browser requests: before and after.
    const before = { files: walk(outDir).length, bytes: folderSize(outDir) };
    const pruneMs = run(dir, process.execPath, ['scripts/prune-route-payloads.mjs']);
    const files = walk(outDir);
    const html = files.filter((f) => f.endsWith('.html'));
    const largestPage = html
      .map((f) => ({ file: relative(outDir, f), raw: statSync(f).size }))
      .sort((a, b) => b.raw - a.raw)[0];
    const productPages = html.filter((f) => /\/product\//.test(f)).length;
    const catalogue = html
      .filter((f) => locales.some((lang) => f.includes(`/${lang}/catalog/`)))
      .map((f) => ({ file: relative(outDir, f), gzip: gzipSize(readFileSync(f)) }))
      .sort((a, b) => b.gzip - a.gzip);
    const json = walk(join(outDir, 'catalog-data'))
      .map((f) => ({
        file: relative(outDir, f),
        raw: statSync(f).size,
        gzip: gzipSize(readFileSync(f)),
      }))
      .sort((a, b) => b.raw - a.raw);
    const search = await searchLatency(outDir, suggestionDelay()).catch((error) => {
      console.error(`Search latency not measured: ${error.message}`);
      return { uiMs: {}, apiMs: {}, indexBytes: NaN, transferred: {} };
    });
    const result = {
      date: new Date().toISOString(),
      machine,
      products: total,
      pages: html.length,
      productPages,
      contentCheckMs: checkMs,
      nextBuildMs: nextMs,
      searchIndexMs: indexMs,
      pruneMs,
      buildMs: nextMs + indexMs + pruneMs,
      pagesPerSecond: html.length / (nextMs / 1000),
      outBytes: folderSize(outDir),
      outFiles: files.length,
      beforePrune: before,
      largestPage,
      largestCatalogueHtml: catalogue[0],
      largestCatalogueJson: json[0],
      searchIndexBytes: folderSize(join(outDir, 'pagefind')),
      search,
    };
    console.log(`\n${total} products, ${machine}, ${load()}, ${result.date}`);
    console.log(
      table(
        ['measure', 'value', 'target'],
        [
          ['pages (product pages)', `${result.pages} (${productPages})`, ''],
          [
            'full build (next + search index)',
            seconds(result.buildMs),
            '< 10 min for 10,000+ product pages',
          ],
          ['content:check (prebuild)', seconds(checkMs), ''],
          ['pages per second (next build)', result.pagesPerSecond.toFixed(1), ''],
          [
            'out/: files, size',
            `${result.outFiles} files, ${(result.outBytes / 1e6).toFixed(1)} MB`,
            '< 40,000 files, < 1 GB',
          ],
          [
            'out/ before removing unrequested payloads',
            `${before.files} files, ${(before.bytes / 1e6).toFixed(1)} MB`,
            '',
          ],
          ['removing them (postbuild)', seconds(pruneMs), ''],
          ['largest page (HTML, raw)', `${kB(largestPage.raw)} (${largestPage.file})`, ''],
          [
            'largest catalogue page HTML (gzip)',
            `${kB(catalogue[0].gzip)} ${catalogue[0].file}`,
            '< 40 kB',
          ],
          [
            'largest catalogue JSON (raw / gzip)',
            `${kB(json[0].raw)} / ${kB(json[0].gzip)} ${json[0].file}`,
            '',
          ],
          [
            'search index on disk (all languages)',
            `${(result.searchIndexBytes / 1e6).toFixed(1)} MB`,
            '',
          ],
          [
            'search: keystroke → suggestions − debounce, first / next',
            `${Math.round(search.uiMs.first)} / ${Math.round(search.uiMs.next)} ms`,
            '< 100 ms',
          ],
          [
            'search: Pagefind API first / next query',
            `${Math.round(search.apiMs.first)} / ${Math.round(search.apiMs.next)} ms`,
            '',
          ],
          [
            'search: first query, bytes under pagefind/ (gzip CDN)',
            `${kB(search.indexBytes)} (${Object.entries(search.transferred)
              .map(([kind, bytes]) => `${kind} ${kB(bytes)}`)
              .join(', ')})`,
            '< 150 kB',
          ],
        ],
      ),
    );
    console.log(`\nRaw results: ${save(`scale-${total}.json`, result)}`);
    if (args.keep) console.log(`Kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  } catch (error) {
    console.error(`Kept ${dir} for a look at the failure.`);
    throw error;
  }
}

if (args.search) console.log(await searchLatency(resolve(args.search), suggestionDelay()));
else if (args.products) await scaleMode(Number(args.products));
else await lighthouseMode();
