// The performance budgets, as pure functions so unit tests can check them: which route type an
// exported page is, what it may weigh, and which pages are over.
import { locales } from '../../site.config.mjs';
import { coversAny, parseUnicodeRange } from '../../scripts/fonts/font-subsets.mjs';

/**
 * Budgets are written in kB (1,000 bytes), as transfer sizes are usually quoted (Lighthouse,
 * browser dev tools); every script prints kB through `fmt`, KiB nowhere.
 */
export const KB = 1000;

/**
 * First-load JS each route type may add on top of the framework floor (gzip). Measured figures
 * and how each budget came down are in docs/performance.md; a budget sits about a kilobyte over
 * what its heaviest page measures, as the floor itself varies by half a kilobyte between builds.
 */
export const jsOverFloor = {
  home: 25 * KB,
  catalogue: 25 * KB,
  product: 12 * KB,
  tool: 25 * KB,
  static: 16 * KB,
};
export const maxHtml = 40 * KB;
export const maxCss = 25 * KB;

const localePrefix = new RegExp(`^(${locales.join('|')})(/|$)`);

/**
 * Route type of an HTML file of out/ ("en/catalog/office/page/2/index.html").
 * The search page counts as a static page: its island loads Pagefind only when someone searches.
 * Tools are the buyer's working pages (quote list, comparison, service and meter forms, the
 * contact form): their islands are the page, and their code loads there only. (Contacts counted
 * as static until 2026-11-27, when it measured +16.3 kB with the contact form's reply channels and
 * draft, over a 16 kB static budget set when it was the heaviest static page.)
 */
export function classifyRoute(file) {
  const path = file.replace(/\\/g, '/').replace(/(^|\/)index\.html$/, '');
  const rest = path.replace(localePrefix, '');
  if (rest === '' && (path === '' || locales.includes(path))) return 'home';
  if (/^catalog(\/|$)/.test(rest)) return 'catalogue';
  if (/^product\/[^/]+$/.test(rest)) return 'product';
  if (/^(quote|compare|contacts|services\/request)$/.test(rest)) return 'tool';
  return 'static';
}

/** One page against its budgets; `floor` is the blank App Router page's first-load JS. */
export function checkPage(page, floor) {
  const type = classifyRoute(page.file);
  const jsLimit = floor + jsOverFloor[type];
  const failures = [];
  if (page.js > jsLimit) failures.push(`JS ${fmt(page.js)} > floor+${fmt(jsOverFloor[type])}`);
  if (page.html > maxHtml) failures.push(`HTML ${fmt(page.html)} > ${fmt(maxHtml)}`);
  if (page.css > maxCss) failures.push(`CSS ${fmt(page.css)} > ${fmt(maxCss)}`);
  // One render-blocking stylesheet (next.config.ts: cssChunking off, one `styles` chunk); a
  // second means Next split the CSS again.
  if (page.styles.length !== 1)
    failures.push(`${page.styles.length} stylesheets (one expected): ${page.styles.join(', ')}`);
  return { ...page, type, jsDelta: page.js - floor, jsLimit, failures };
}

/** bytes → "12.3 kB" */
export function fmt(bytes) {
  return `${(bytes / KB).toFixed(1)} kB`;
}

/** The heaviest page of each route type, for the summary table. */
export function worstByType(results) {
  const worst = {};
  for (const r of results) {
    const w = (worst[r.type] ??= { type: r.type, pages: 0, js: r, html: r, css: r });
    w.pages += 1;
    if (r.js > w.js.js) w.js = r;
    if (r.html > w.html.html) w.html = r;
    if (r.css > w.css.css) w.css = r;
  }
  return Object.values(worst);
}

/** Plain-text table: header row, then one row per entry; columns padded to their widest cell. */
export function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/**
 * Client chunks that contain something only the server should hold. `chunks` are
 * { file, text, types } (types: the route types whose pages load the chunk); `markers` are
 * { label, needle, allowed? } where `allowed` lists route types whose islands may ship it.
 * Returns one finding per (chunk, marker).
 */
export function findLeaks(chunks, markers) {
  const found = [];
  for (const chunk of chunks) {
    for (const marker of markers) {
      // A library an island needs may sit in chunks that only that island's routes load.
      const allowed = marker.allowed && [...chunk.types].every((t) => marker.allowed.includes(t));
      if (allowed) continue;
      if (chunk.text.includes(marker.needle))
        found.push({ chunk: chunk.file, label: marker.label });
    }
  }
  return found;
}

/**
 * The subset a face's unicode-range is for: 'latin', 'georgian', 'lari' (the ₾ sign alone) or
 * undefined (both scripts, or something else).
 */
export function fontSubset(range) {
  const ranges = parseUnicodeRange(range);
  const latin = coversAny(ranges, 'A');
  const georgian = coversAny(ranges, 'ა');
  if (!latin && !georgian) return coversAny(ranges, '₾') ? 'lari' : undefined;
  return latin === georgian ? undefined : latin ? 'latin' : 'georgian';
}

// --- Images ---------------------------------------------------------------------------------

/** The largest raster file (JPEG, PNG, WebP, AVIF) the export may hold: 200 kB. */
export const maxRasterBytes = 200 * KB;

/** `<img>` tags of a page without a numeric width and height (they shift the layout). */
export function imagesWithoutSize(html) {
  return (html.match(/<img\b[^>]*>/g) ?? []).filter(
    (img) => !/\swidth="\d+"/.test(img) || !/\sheight="\d+"/.test(img),
  );
}

/**
 * The image preload hints of a page's HTML beyond the one it may have: its largest paint, marked
 * `fetchPriority="high"`. Any other preloaded image competes with the LCP image, the stylesheet
 * and the fonts for a phone's bandwidth before the first paint.
 */
export function extraImagePreloads(html) {
  const preloads = (html.match(/<link\b[^>]*>/g) ?? []).filter(
    (link) => /\srel="preload"/.test(link) && /\sas="image"/.test(link),
  );
  const [first, ...rest] = preloads;
  if (first && !/\sfetchPriority="high"/i.test(first)) return preloads;
  return rest;
}

/** Raster files over the budget, from `{ path, bytes }` of every file of the export. */
export function oversizedRasters(files, max = maxRasterBytes) {
  return files.filter((file) => /\.(?:jpe?g|png|webp|avif)$/i.test(file.path) && file.bytes > max);
}

/**
 * Photo originals (site paths such as /uploads/products/a.jpg) a page or payload names with the
 * base path in front, as written or percent-encoded. Variants live under /_img/, so never match.
 */
export function originalReferences(text, originals, basePath) {
  return originals.filter((path) =>
    [path, encodeURI(path)].some((form) => text.includes(`${basePath}${form}`)),
  );
}

// --- The export: files and bytes per page, stylesheets, payload hints -------------------------

/** Workers Static Assets (the primary host) takes 20,000 files per version on the free plan. */
export const maxExportFiles = 20_000;

/**
 * Files per page, on average: a page's HTML, plus four route payloads for the pages client
 * navigation reaches (scripts/prune-route-payloads.mjs). Pruned, the export has about 1.4;
 * unpruned (Next renamed its payload files, say), six.
 */
export const maxFilesPerPage = 2;

/**
 * Uncompressed bytes of one page's own files (its HTML and the payloads beside it), about a
 * fifth over the heaviest of each type on 2026-11-27 (ka home 421 kB, catalogue 378, about 201,
 * product 189, contacts 156).
 */
export const maxPageBytes = {
  home: 500 * KB,
  catalogue: 450 * KB,
  product: 230 * KB,
  tool: 190 * KB,
  static: 240 * KB,
};

/**
 * The export's file count and each page's own bytes against the budgets above, as sentences.
 * `files` are every file of the export as { path: '/en/about/index.html', bytes }; `isPayload`
 * tells a route payload's file name (scripts/lib/route-payloads.mjs).
 */
export function exportSizeProblems(files, isPayload) {
  const folderOf = (path) => path.slice(0, path.lastIndexOf('/') + 1);
  const own = new Map();
  for (const file of files) {
    const name = file.path.slice(file.path.lastIndexOf('/') + 1);
    if (name !== 'index.html' && !isPayload(name)) continue;
    const folder = folderOf(file.path);
    const entry =
      own.get(folder) ?? own.set(folder, { files: 0, bytes: 0, page: false }).get(folder);
    entry.files += 1;
    entry.bytes += file.bytes;
    entry.page ||= name === 'index.html';
  }
  const pages = [...own].filter(([, entry]) => entry.page);
  const pageFiles = pages.reduce((sum, [, entry]) => sum + entry.files, 0);
  const problems = [];
  if (files.length > maxExportFiles)
    problems.push(`the export has ${files.length} files > ${maxExportFiles}`);
  if (pageFiles > maxFilesPerPage * pages.length)
    problems.push(
      `${pages.length} pages have ${pageFiles} files (HTML and route payloads) > ` +
        `${maxFilesPerPage} a page: were the route payloads pruned?`,
    );
  for (const [folder, entry] of pages) {
    const type = classifyRoute(`${folder.slice(1)}index.html`);
    if (entry.bytes > maxPageBytes[type])
      problems.push(
        `${folder}: ${fmt(entry.bytes)} in ${entry.files} files > ${fmt(maxPageBytes[type])} (${type})`,
      );
  }
  return problems;
}

/**
 * The preload hints of an RSC payload (`.txt`), as [href, as, options?]: the `:HL[…]` lines React
 * writes for the stylesheet, the fonts and each eager image. Unrecognised lines are skipped, so
 * the caller checks that some payload had any (check-budgets.mjs).
 */
export function flightHints(payload) {
  return [...payload.matchAll(/^[0-9a-f]*:HL(\[.*\])$/gm)].flatMap(([, json]) => {
    try {
      return [JSON.parse(json)];
    } catch {
      return [];
    }
  });
}
