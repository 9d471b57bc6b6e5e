#!/usr/bin/env node
// Enforces the performance budgets on the built export (run after `npm run build`):
//   - first-load JS per page (gzip, noModule excluded) within floor + N kB for its route type,
//     HTML ≤ 40 kB and CSS ≤ 25 kB gzip per page;
//   - no client chunk carries a message catalogue or zod (server-only guards the content module);
//   - fonts: subset woff2 faces with a Latin or Georgian unicode-range, preloaded only where
//     their script appears above the fold;
//   - every <img> has width and height (no layout shift); a page preloads one image at most, its
//     largest paint at high priority;
//   - no raster file in out/ is over 200 kB, no photo original ships or is linked;
//   - one stylesheet per page;
//   - no route payload (.txt) carries an image preload hint (prefetching would act on it);
//   - the export's file count and each page's own bytes (HTML and payloads) per route type.
// Prints a summary per route type and a table of offenders; exits 1 when anything is over.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { frameworkFloor } from './framework-floor.mjs';
import { assetFile, pageWeight } from './page-weight.mjs';
import { checkPage, findLeaks, fmt, fontSubset, table, worstByType } from './budgets.mjs';
import { coversAny, parseUnicodeRange } from '../../scripts/fonts/font-subsets.mjs';
import { imagesWithoutSize, maxRasterBytes, originalReferences } from './budgets.mjs';
import { extraImagePreloads, oversizedRasters } from './budgets.mjs';
import { exportSizeProblems, flightHints } from './budgets.mjs';
import { isRoutePayload } from '../../scripts/lib/route-payloads.mjs';
import { originalPaths, rasterFile, readManifest } from '../../scripts/images/originals.mjs';
import { basePath, locales } from '../../site.config.mjs';

const out = process.env.OUT_DIR ?? 'out';

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory())
      // admin/: the content editor, not a site page (its bundle loads only there).
      return ['_next', 'pagefind', 'catalog-data', '_not-found', 'admin'].includes(name)
        ? []
        : htmlFiles(full);
    return name.endsWith('.html') ? [relative(out, full)] : [];
  });
}

// Next also writes 404/index.html next to 404.html; both are the same page.
const files = htmlFiles(out).filter((file) => !file.startsWith('404/'));
/** Site paths of the photo originals in public/ (uploads and photos with variants). */
const originals = originalPaths('public', readManifest('.'));
const floor = frameworkFloor();
const results = files.map((file) => checkPage(pageWeight(out, file, basePath), floor.js));
const problems = [];

console.log(
  `Framework floor: ${fmt(floor.js)} gzip JS${floor.cached ? ' (cached)' : ''}; ${files.length} pages`,
);
console.log(
  table(
    ['route type', 'pages', 'max JS', 'over floor', 'budget', 'max HTML', 'max CSS'],
    worstByType(results).map((w) => [
      w.type,
      w.pages,
      fmt(w.js.js),
      fmt(w.js.jsDelta),
      `+${fmt(w.js.jsLimit - floor.js)}`,
      fmt(w.html.html),
      fmt(w.css.css),
    ]),
  ),
);
for (const r of results) for (const failure of r.failures) problems.push([r.file, failure]);

// --- Client islands load only what they use -------------------------------------------------
// `import 'server-only'` guards the rest at build time: the content module and its loader
// (content/index.ts, content/load.ts: every product and category description), the zod schemas
// (content/schema.ts, terms.ts, cms/) and the catalogue loader (i18n/request.ts); next build
// fails if a client component imports any of them. What it cannot express is searched for here:
//   - a message catalogue is JSON, which cannot import server-only, and an island importing
//     messages/*.json directly would ship a whole language (islands get their labels as props,
//     so no namespace is shipped): one long value per namespace and the catalogue's first keys;
//   - zod is a package: server-only marks our modules, not a library an island might import
//     itself, and zod only validates content at build.
const markers = [{ label: 'library: zod', needle: 'ZodError' }];
for (const locale of locales) {
  const messages = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8'));
  for (const [namespace, values] of Object.entries(messages)) {
    const value = Object.values(values).find((v) => typeof v === 'string' && v.length >= 24);
    if (value) markers.push({ label: `messages: ${locale} ${namespace}`, needle: value });
  }
  const names = Object.keys(messages);
  markers.push({
    label: `messages: ${locale} catalogue`,
    needle: `${names[0]}":{"${Object.keys(messages[names[0]])[0]}`,
  });
}

const chunks = new Map();
for (const r of results) {
  for (const src of r.scripts) {
    const path = assetFile(out, src, basePath);
    if (!path) continue;
    if (!chunks.has(path))
      chunks.set(path, { file: src, text: readFileSync(path, 'utf8'), types: new Set() });
    chunks.get(path).types.add(r.type);
  }
}
for (const leak of findLeaks([...chunks.values()], markers))
  problems.push([leak.chunk, `client chunk contains ${leak.label}`]);

// --- Fonts ----------------------------------------------------------------------------------
// Each face is cut to one script and the site's weights (scripts/fonts/subset-fonts.mjs: 1–25 kB,
// where fontsource's files were 14–42 kB; a face over 30 kB was not cut). Latin sets the header
// (name, phone, menu) of every page; Georgian sets the header of ka pages, and en pages carry
// "ქართული" in the language switch (visually hidden, but rendered, so the browser fetches the
// Georgian face anyway): both are above the fold everywhere, so both are preloaded. The check
// enforces the rule itself: a preloaded face must cover a character of the header or <h1>.
const maxFontBytes = 30 * 1000;
const cssText = new Map();
const faces = (css) => css.match(/@font-face\{[^}]*\}/g) ?? [];
const rangeOf = (face) => face?.match(/unicode-range:([^;}]*)/)?.[1];
const checkedFonts = new Set();
for (const r of results) {
  const css = r.styles
    .map((src) => assetFile(out, src, basePath))
    .filter(Boolean)
    .map((path) => cssText.get(path) ?? cssText.set(path, readFileSync(path, 'utf8')).get(path))
    .join('\n');
  // Faces with url() only: Next adds metric-matched local("Arial") fallbacks beside them.
  for (const face of faces(css).filter((f) => f.includes('url('))) {
    const url = face.match(/url\(([^)]*)\)/)?.[1] ?? '';
    const range = rangeOf(face);
    if (!url.endsWith('.woff2')) problems.push([r.file, `@font-face is not woff2: ${url}`]);
    if (!range || !fontSubset(range))
      problems.push([r.file, `@font-face without a Latin, Georgian or lari unicode-range: ${url}`]);
    const file = assetFile(out, url, basePath);
    if (file && !checkedFonts.has(file)) {
      checkedFonts.add(file);
      if (statSync(file).size > maxFontBytes)
        problems.push([url, `font is ${fmt(statSync(file).size)}: not a subset`]);
    }
  }
  const html = readFileSync(join(out, r.file), 'utf8');
  const aboveFold = [
    html.match(/<header[\s\S]*?<\/header>/)?.[0] ?? '',
    html.match(/<h1[\s\S]*?<\/h1>/)?.[0] ?? '',
  ]
    .join(' ')
    .replace(/<[^>]*>/g, ' ');
  for (const font of r.fontPreloads) {
    const name = font.split('/').pop() ?? font;
    const range = rangeOf(faces(css).find((face) => face.includes(name)));
    if (!range) problems.push([r.file, `preloaded font ${name} has no unicode-range on the page`]);
    else if (!coversAny(parseUnicodeRange(range), aboveFold))
      problems.push([r.file, `preloaded font ${name} is not used above the fold`]);
  }
  // --- Images: width and height on every <img>, so nothing shifts as pictures arrive --------
  for (const img of imagesWithoutSize(html))
    problems.push([r.file, `<img> without width/height: ${img.slice(0, 100)}`]);
  for (const link of extraImagePreloads(html))
    problems.push([r.file, `image preload besides the largest paint: ${link.slice(0, 100)}`]);
  for (const path of originalReferences(html, originals, basePath))
    problems.push([r.file, `links the photo original ${path} (use its variants)`]);
}

// --- Raster files: none over 200 kB, no photo original ---------------------------------------
// Every JPEG, PNG, WebP and AVIF of the export (variants, social previews, anything under
// _next/): a page shows them, so none may be over the budget. Originals are the dealer's
// uploads (public/uploads/) and every photo the image build made variants of; the build takes
// them out of out/ (scripts/images/remove-originals.mjs), and no page or payload may name one.
const allFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? allFiles(full) : [full];
  });
const exported = allFiles(out).map((full) => ({
  path: `/${relative(out, full).split('\\').join('/')}`,
  bytes: statSync(full).size,
}));
for (const file of oversizedRasters(exported))
  problems.push([file.path, `raster image is ${fmt(file.bytes)} > ${fmt(maxRasterBytes)}`]);
const exportedPaths = new Set(exported.map((file) => file.path));
for (const path of originals.filter((path) => exportedPaths.has(decodeURIComponent(path))))
  problems.push([
    path,
    'photo original is in the export (run scripts/images/remove-originals.mjs)',
  ]);
for (const file of exported.filter((f) => /\.(?:txt|json)$/.test(f.path))) {
  const text = readFileSync(join(out, file.path), 'utf8');
  for (const path of originalReferences(text, originals, basePath))
    problems.push([file.path, `names the photo original ${path}`]);
}
console.log(
  `Images: ${exported.filter((f) => rasterFile.test(f.path)).length} raster files in ${out}/, largest ${fmt(Math.max(0, ...exported.filter((f) => rasterFile.test(f.path)).map((f) => f.bytes)))}; ${originals.length} photo originals, none may ship`,
);

// --- Route payloads: no image preload hints ------------------------------------------------
// React turns every eager <img> of a server component into a preload hint in the page's RSC
// payload, and a page that prefetches that route acts on it: images of a page the visitor is
// not on, and Chromium's "preloaded but not used" warning. Eager images belong in the HTML only.
// Every kept payload hints at least the stylesheet: none read means the hint format changed.
const payloads = exported.filter((f) => isRoutePayload(f.path.slice(f.path.lastIndexOf('/') + 1)));
let hintCount = 0;
for (const file of payloads) {
  const hints = flightHints(readFileSync(join(out, file.path), 'utf8'));
  hintCount += hints.length;
  for (const [href] of hints.filter(([, as]) => as === 'image').slice(0, 3))
    problems.push([file.path, `image preload hint in the route payload: ${href}`]);
}
if (payloads.length > 0 && hintCount === 0)
  problems.push([
    `${payloads.length} route payloads`,
    'flightHints (tests/checks/budgets.mjs) read no `:HL[href, as]` line: Next changed its hints?',
  ]);

// --- The export: file count and bytes per page type --------------------------------------------
for (const problem of exportSizeProblems(exported, isRoutePayload)) problems.push([out, problem]);

if (problems.length) {
  const shown = problems.slice(0, 60);
  console.error(
    `\nOver budget (${problems.length}):\n${table(['page or chunk', 'problem'], shown)}`,
  );
  if (problems.length > shown.length) console.error(`… and ${problems.length - shown.length} more`);
  process.exit(1);
}
console.log('\nAll pages within budget.');
