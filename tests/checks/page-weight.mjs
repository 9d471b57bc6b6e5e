// What a first visit to one exported page downloads, in gzip bytes: the HTML, the JavaScript
// modern browsers run (noModule polyfills are skipped by them, so not counted) and the CSS.
// Shared by framework-floor.mjs, check-budgets.mjs and bench/ (bench.mjs, measure-js.mjs) so the
// site and the framework floor are measured by the same function.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { basePath as siteBasePath } from '../../site.config.mjs';
import { deferredScripts } from '../../scripts/lib/deferred-scripts.mjs';

/** Level 9 like a CDN's static gzip; brotli would be ~15 % smaller but gzip is the common case. */
export const gzipSize = (body) => gzipSync(body, { level: 9 }).length;

const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];

/** The external scripts, stylesheets and font preloads an HTML page names (paths as written). */
export function pageAssets(html) {
  const tags = (re) => [...html.matchAll(re)].map((m) => m[0]);
  const scripts = tags(/<script\b[^>]*>/gi)
    .filter((tag) => attr(tag, 'src') && !/\snoModule\b/i.test(tag))
    .map((tag) => attr(tag, 'src'))
    // The framework's chunks, which scripts/defer-scripts.mjs lists for loading after first paint.
    .concat(deferredScripts(html));
  const links = tags(/<link\b[^>]*>/gi);
  const styles = links
    .filter((tag) => /rel="stylesheet"/i.test(tag))
    .map((tag) => attr(tag, 'href'));
  const fontPreloads = links
    .filter((tag) => /rel="preload"/i.test(tag) && /as="font"/i.test(tag))
    .map((tag) => attr(tag, 'href'));
  const unique = (list) => [...new Set(list.map((src) => decodeURIComponent(src)))];
  return { scripts: unique(scripts), styles: unique(styles), fontPreloads: unique(fontPreloads) };
}

/** Map a URL path under the base path to its file in out/ (undefined for other origins). */
export function assetFile(outDir, src, basePath) {
  if (!src.startsWith(`${basePath}/`)) return undefined;
  const file = join(outDir, src.slice(basePath.length + 1).split(/[?#]/)[0]);
  return existsSync(file) ? file : undefined;
}

/** gzip sizes of one page: `file` is relative to outDir, e.g. "en/catalog/index.html". */
export function pageWeight(outDir, file, basePath = siteBasePath) {
  const html = readFileSync(join(outDir, file));
  const assets = pageAssets(html.toString('utf8'));
  const sum = (list) =>
    list.reduce((total, src) => {
      const path = assetFile(outDir, src, basePath);
      return path ? total + gzipSize(readFileSync(path)) : total;
    }, 0);
  return {
    file,
    html: gzipSize(html),
    js: sum(assets.scripts),
    css: sum(assets.styles),
    ...assets,
  };
}
