#!/usr/bin/env node
// Benchmark (not a test): npm run bench [-- --reuse] [-- --runs N] [-- --products N]
//   default        build the export (or reuse out/ with --reuse), serve it, run Lighthouse CI
//                  (@lhci/cli: mobile preset, Debian's chromium, the median of --runs runs,
//                  default 3) on one page per route type and language and the blank floor page,
//                  print scores, LCP, CLS, TBT, bytes and JS against the framework floor.
//   --products N   copy the project to a temp dir with N products (the real ones plus synthetic),
//                  build it there as `npm run build` does (each step timed), cold and then again
//                  with one product changed and the caches warm (--cold-only skips that), and
//                  report the export's files, bytes and largest file, the host limits it meets
//                  (bench/lib/host-limits.mjs), the largest category and product page, search
//                  latency (the median of 5 first visits) and the bytes of the first query
//                  against issue 33's targets (bench/lib/scale-targets.mjs); exits non-zero
//                  when one is missed.
//     --photos P         P synthetic photos per synthetic product (default 0: the illustrations)
//     --media library    photos at a media library's https URLs instead of files in public/
//     --originals camera 12-megapixel originals in public/ (default editor: 2,000 px, as the
//                        editor's upload optimisation commits them)
//     --keep             keep the temp copy
//   --search DIR   only the search latency of an existing export in DIR.
//   --images DIR   only the phone image bytes of a photographed product page of an existing scale
//                  export in DIR (with its --media).
// Raw results go to bench-results/ (git-ignored).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildFloorExport } from '../tests/checks/framework-floor.mjs';
import { gzipSize, pageWeight } from '../tests/checks/page-weight.mjs';
import { table } from '../tests/checks/budgets.mjs';
import { checkHostLimits } from './lib/host-limits.mjs';
import { phonePageImages } from './lib/phone-page-images.mjs';
import { photoFile } from './lib/synthetic-photos.mjs';
import { formats as imageSettings } from '../scripts/images/settings.mjs';
import sharp from 'sharp';
import { checkTargets, targetsMet } from './lib/scale-targets.mjs';
import {
  changeOneProduct,
  exportFigures,
  scaledProject,
  timedBuild,
} from './lib/scale-project.mjs';
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
    images: { type: 'string' },
    runs: { type: 'string' },
    photos: { type: 'string' },
    media: { type: 'string' },
    originals: { type: 'string' },
    'cold-only': { type: 'boolean' },
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

/** bench/serve.mjs on a free port, the way the CDN serves the export. */
async function serve(outDir, env = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'bench/serve.mjs')], {
    env: { ...process.env, ...env, PORT: String(port), OUT_DIR: outDir },
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

/** The combobox's debounce, read from its source so the bench follows a change. */
function suggestionDelay() {
  const source = readFileSync(join(root, 'components/search/box/comboboxState.ts'), 'utf8');
  return Number(source.match(/suggestionDelayMs\s*=\s*(\d+)/)?.[1] ?? 200);
}

/**
 * One first visit: two characters typed into the header field, first with the search cold, then
 * with it loaded; keystroke to suggestions on screen, minus the debounce, and the bytes fetched
 * under pagefind/ for the first query.
 */
async function suggestionVisit(browser, origin, debounceMs) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
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
    await page.goto(`${origin}${basePath}/en/`, { waitUntil: 'networkidle' });
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
    const first = await suggest('la');
    await page.waitForLoadState('networkidle');
    const indexBytes = Object.values(transferred).reduce((a, b) => a + b, 0);
    const next = await suggest('sh');
    return { uiMs: { first, next }, indexBytes, transferred: { ...transferred } };
  } finally {
    await context.close();
  }
}

/** Fresh visits measured for the search latency: one is at the mercy of the machine's noise. */
const searchVisits = 5;

/**
 * Search latency in Chromium: typing in the header combobox, and Pagefind's API directly. Each
 * of `searchVisits` visits is a new browser context (nothing cached, as a first visit); the
 * figures are their medians, with every visit's kept, and the bytes are the first visit's.
 */
async function searchLatency(outDir, debounceMs) {
  const { chromium } = await import('@playwright/test');
  const server = await serve(outDir);
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const visits = [];
    for (let i = 0; i < searchVisits; i += 1)
      visits.push(await suggestionVisit(browser, server.origin, debounceMs));
    const middle = (key) => median(visits.map((visit) => visit.uiMs[key]));
    const uiMs = {
      first: middle('first'),
      next: middle('next'),
      visits: visits.map((visit) => visit.uiMs),
    };
    const { indexBytes, transferred } = visits[0];
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

/**
 * The image bytes of a photographed product page (the first synthetic one) on a 375 px phone at
 * 2x, served as the host would: local variants (bench/serve.mjs). A media library's CDN is
 * out of reach, so its URLs are answered by sharp
 * resizing a synthetic photo to the width each asks for, in the format the browser takes first,
 * at the local pipeline's settings (scripts/images/settings.mjs) standing in for q_auto.
 */
async function phoneProductImages(outDir, media) {
  const products = readdirSync(join(outDir, 'en', 'product')).sort();
  const product = products.find((id) => id.startsWith('bench-'));
  if (!product) return undefined;
  const { chromium } = await import('@playwright/test');
  const server = await serve(outDir);
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    let library;
    if (media === 'library') {
      const photo = await photoFile({ seed: 1, format: 'jpeg', maxSide: 2000 });
      library = async (width, accept) => {
        const image = sharp(photo).resize({ width: width ?? 2000, withoutEnlargement: true });
        return accept.includes('image/avif')
          ? { type: 'image/avif', body: await image.avif(imageSettings.avif).toBuffer() }
          : { type: 'image/jpeg', body: await image.jpeg(imageSettings.jpeg).toBuffer() };
      };
    }
    const url = `${server.origin}${basePath}/en/product/${product}/`;
    const { bytes, images } = await phonePageImages(browser, url, { library });
    return { page: `en/product/${product}/`, bytes, images: images.length };
  } finally {
    await browser.close();
    server.stop();
  }
}

/** The largest catalogue page's HTML (gzip) and the largest catalogue JSON of an export. */
function catalogueFigures(outDir) {
  const html = locales.flatMap((lang) =>
    walk(join(outDir, lang, 'catalog'))
      .filter((f) => f.endsWith('.html'))
      .map((f) => ({ file: relative(outDir, f), gzip: gzipSize(readFileSync(f)) })),
  );
  const json = walk(join(outDir, 'catalog-data')).map((f) => ({
    file: relative(outDir, f),
    raw: statSync(f).size,
    gzip: gzipSize(readFileSync(f)),
  }));
  const largest = (list, key) => list.reduce((a, b) => (b[key] > a[key] ? b : a));
  const products = walk(join(outDir, 'en/product')).filter((f) => f.endsWith('.html'));
  const product = products.map((f) => ({ file: relative(outDir, f), raw: statSync(f).size }));
  return {
    categoryHtml: largest(html, 'gzip'),
    catalogueJson: largest(json, 'raw'),
    productHtml: largest(product, 'raw'),
  };
}

async function scaleMode(total) {
  const media = args.media ?? 'repo';
  const photos = Number(args.photos ?? 0);
  if (!Number.isInteger(total) || total < 1)
    throw new Error(`--products must be a whole number above 0, not "${args.products}"`);
  if (!Number.isInteger(photos) || photos < 0)
    throw new Error(`--photos must be a whole number, not "${args.photos}"`);
  if (!['repo', 'library'].includes(media))
    throw new Error(`--media must be repo or library, not "${media}"`);
  const originals = args.originals ?? 'editor';
  const dir = await scaledProject(root, total, { photos, media, originals });
  const label = `${total} products × ${photos} photos, photos in ${media === 'library' ? 'a media library' : `the repository (${originals} originals)`}`;
  console.log(`Scale benchmark: ${label}, in ${dir}`);
  try {
    let cold;
    try {
      cold = timedBuild(dir);
    } catch (error) {
      if (media === 'library')
        console.error(
          'With --media library the product images are https URLs of a media library: the build ' +
            'needs the content schema that accepts them (issue 33, item 2). Until it has landed, ' +
            'this mode cannot build; the other modes can.',
        );
      throw error;
    }
    const coldBuildMs = cold.reduce((sum, step) => sum + step.ms, 0);
    const outDir = join(dir, 'out');
    const figures = exportFigures(outDir);
    const pages = catalogueFigures(outDir);
    const search = await searchLatency(outDir, suggestionDelay()).catch((error) => {
      console.error(`Search latency not measured: ${error.message}`);
      return { uiMs: {}, apiMs: {}, indexBytes: NaN, transferred: {} };
    });
    const phoneImages = await phoneProductImages(outDir, media).catch((error) => {
      console.error(`Product page images not measured: ${error.message}`);
      return undefined;
    });
    let warmBuildMs;
    if (!args['cold-only']) {
      changeOneProduct(dir);
      warmBuildMs = timedBuild(dir).reduce((sum, step) => sum + step.ms, 0);
    }
    const run = {
      media,
      files: figures.files,
      bytes: figures.bytes,
      largestFileBytes: figures.largestFileBytes,
      coldBuildMs,
      warmBuildMs,
      categoryHtmlGzip: pages.categoryHtml.gzip,
      searchFirstMs: search.uiMs.first,
      searchFirstBytes: search.indexBytes,
      phoneProductImageBytes: phoneImages?.bytes,
    };
    const targets = checkTargets(run);
    const hosts = checkHostLimits({ ...figures, buildMs: coldBuildMs });
    const result = {
      date: new Date().toISOString(),
      machine,
      load: load(),
      products: total,
      photos,
      media,
      originals: media === 'repo' && photos > 0 ? originals : undefined,
      steps: cold,
      ...run,
      figures,
      pages,
      search,
      phoneImages,
      targets,
      hosts,
    };
    console.log(`\n${label}; ${machine}; ${load()}; ${result.date}`);
    console.log(
      table(
        ['measure', 'value'],
        [
          ...cold.map((step) => [`  ${step.command.slice(0, 60)}`, seconds(step.ms)]),
          [
            'export: files by kind',
            Object.entries(figures.byKind)
              .map(([k, n]) => `${k} ${n}`)
              .join(', '),
          ],
          ['export: tar (what GitHub Pages counts)', `${(figures.tarBytes / 1e6).toFixed(1)} MB`],
          [
            'largest file',
            `${(figures.largestFileBytes / 1e6).toFixed(2)} MB (${figures.largestFile.file})`,
          ],
          ['fullest folder', `${figures.largestFolderFiles} files (${figures.fullestFolder})`],
          [
            'largest product page HTML (raw)',
            `${kB(pages.productHtml.raw)} (${pages.productHtml.file})`,
          ],
          [
            'largest catalogue JSON (raw / gzip)',
            `${kB(pages.catalogueJson.raw)} / ${kB(pages.catalogueJson.gzip)} (${pages.catalogueJson.file})`,
          ],
          [
            'product page images at 375 px, 2x',
            phoneImages
              ? `${kB(phoneImages.bytes)} in ${phoneImages.images} images (${phoneImages.page})`
              : 'not measured',
          ],
          [
            `search: first / next suggestions, each of ${searchVisits} visits`,
            (search.uiMs.visits ?? [])
              .map((visit) => `${Math.round(visit.first)} / ${Math.round(visit.next)} ms`)
              .join(', '),
          ],
          [
            'search: next suggestions after the debounce (median)',
            `${Math.round(search.uiMs.next)} ms`,
          ],
          [
            'search: Pagefind API first / next query',
            `${Math.round(search.apiMs.first)} / ${Math.round(search.apiMs.next)} ms`,
          ],
          [
            'search: first query by kind',
            Object.entries(search.transferred)
              .map(([k, b]) => `${k} ${kB(b)}`)
              .join(', '),
          ],
        ],
      ),
    );
    /** A figure in its unit: a count, bytes (kB or MB) or a duration. */
    const show = (unit, value) => {
      if (value === undefined) return 'not measured';
      if (unit === 'ms')
        return value < 1000
          ? `${Math.round(value)} ms`
          : value < 120_000
            ? seconds(value)
            : `${(value / 60_000).toFixed(1)} min`;
      if (unit === 'bytes') return value < 1e6 ? kB(value) : `${(value / 1e6).toFixed(1)} MB`;
      return value.toLocaleString('en');
    };
    console.log(`\nTargets (issue 33)`);
    console.log(
      table(
        ['target', 'value', 'bound', 'met'],
        targets.map((t) => [
          `${t.what}${t.note ? ` (${t.note})` : ''}`,
          show(t.unit, t.value),
          `< ${show(t.unit, t.max)}`,
          t.met === null ? '-' : t.met ? 'yes' : 'NO',
        ]),
      ),
    );
    console.log(`\nHost limits (bench/lib/host-limits.mjs)`);
    console.log(
      table(
        ['host', 'limits', 'met'],
        hosts.map((h) => [
          h.host,
          h.checks
            .map((c) => `${c.what} ${show(c.unit, c.value)} < ${show(c.unit, c.max)}`)
            .join('; '),
          h.met ? 'yes' : 'NO',
        ]),
      ),
    );
    console.log(`\nRaw results: ${save(`scale-${total}-${media}.json`, result)}`);
    if (!targetsMet(targets)) {
      console.error('A target of issue 33 was missed (NO above).');
      process.exitCode = 1;
    }
    if (args.keep) console.log(`Kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  } catch (error) {
    console.error(`Kept ${dir} for a look at the failure.`);
    throw error;
  }
}

if (args.search) console.log(await searchLatency(resolve(args.search), suggestionDelay()));
else if (args.images)
  console.log(await phoneProductImages(resolve(args.images), args.media ?? 'repo'));
else if (args.products)
  // A failed step has already printed its own output: its name is enough, not a stack trace.
  await scaleMode(Number(args.products)).catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
else await lighthouseMode();
