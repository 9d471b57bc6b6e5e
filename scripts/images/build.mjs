// Turns every raster photo that content's image fields name into responsive variants under
// public/_img/ and writes the manifest that server/image-manifest.ts reads while the pages are
// rendered. Every file it touches goes through inside(): it reads only under public/ and writes
// or deletes only under public/_img/ and the cache.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import { cacheKey, pruneCache, readCached, writeCached } from './cache.mjs';
import { encodeImage } from './encode.mjs';
import { inside } from './inside.mjs';
import { variantBase, variantUrl } from './plan.mjs';
import { defaultSettings, outputUrl, paths as defaultPaths } from './settings.mjs';
import { isMediaSource, mediaEntry, mediaOrigins } from './transform.mjs';

export const manifestVersion = 1;

/** Runs `task` over `items`, at most `limit` at a time; results in the items' order. */
export async function mapLimit(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/** The manifest entry of one source: its size, fallback format and variants per format. */
function manifestEntry(src, key, result) {
  const base = variantBase(src, key, outputUrl);
  const formats = {};
  for (const variant of result.variants) {
    (formats[variant.format] ??= []).push({
      width: variant.width,
      height: variant.height,
      url: variantUrl(base, variant.width, variant.format),
      bytes: variant.bytes,
    });
  }
  return { width: result.width, height: result.height, base, fallback: result.fallback, formats };
}

/**
 * Builds the variants and manifest under `root` from `sources` (site path → the content files
 * naming it; references.mjs reads them from content's image fields). `sharp` is passed in (the
 * CLI passes the real one) so a test can count calls. Returns the manifest and what happened.
 */
export async function buildImages({
  root,
  sources,
  sharp,
  settings = defaultSettings,
  paths = defaultPaths,
  warn = console.warn,
  parallel = availableParallelism(),
}) {
  const started = performance.now();
  const publicDir = inside(root, paths.public);
  const cacheDir = inside(root, paths.cache);
  const outputDir = inside(root, paths.output);
  // Rebuilt from scratch each time (copies from the cache are cheap), so no stale variant stays.
  rmSync(outputDir, { recursive: true, force: true });
  mkdirSync(outputDir, { recursive: true });

  const manifest = { version: manifestVersion, mediaOrigins: [], images: {} };
  const stats = { images: 0, variants: 0, bytes: 0, reused: 0, encoded: 0, missing: 0 };
  const usedKeys = new Set();

  /** One photo of the export: its manifest entry, or null when its file is missing. */
  async function build(src, files) {
    // The path as written is the file (the content rule allows no % escapes or `..`).
    const file = inside(publicDir, src);
    if (!existsSync(file)) {
      // The content check fails the build for a missing image; a direct caller gets a warning.
      warn(`images: ${src} (in ${files.join(', ')}) is not in ${paths.public}/, skipped`);
      stats.missing += 1;
      return null;
    }
    const input = readFileSync(file);
    const key = cacheKey(input, settings, sharp.versions);
    let result = readCached(cacheDir, key);
    if (result) stats.reused += 1;
    else {
      const encoded = await encodeImage(input, settings, sharp).catch((error) => {
        throw new Error(`images: cannot encode ${src}: ${error.message}`);
      });
      result = writeCached(cacheDir, key, encoded);
      stats.encoded += 1;
    }
    if (result.dropped.length > 0)
      warn(`images: ${src}: over the byte budget, left out: ${result.dropped.join(', ')}`);
    usedKeys.add(key);
    const entry = manifestEntry(src, key, result);
    for (const variant of result.variants) {
      const url = variantUrl(entry.base, variant.width, variant.format);
      const target = inside(outputDir, url.slice(outputUrl.length));
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(inside(result.dir, variant.file), target);
      stats.variants += 1;
      stats.bytes += variant.bytes;
    }
    return entry;
  }

  // Photos are encoded side by side up to the core count (each sharp call is mostly one thread).
  const list = [...sources];
  const entries = await mapLimit(list, parallel, ([src, files]) =>
    isMediaSource(src) ? mediaEntry(src, settings) : build(src, files),
  );
  list.forEach(([src], i) => {
    if (!entries[i]) return;
    manifest.images[src] = entries[i];
    stats.images += 1;
  });
  manifest.mediaOrigins = mediaOrigins(list.map(([src]) => src));
  pruneCache(cacheDir, usedKeys);
  const manifestFile = inside(root, paths.manifest);
  mkdirSync(dirname(manifestFile), { recursive: true });
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return { manifest, stats: { ...stats, ms: performance.now() - started } };
}

/** One line for the build log. */
export function summary({ images, variants, bytes, reused, encoded, missing, ms }) {
  const parts = [
    `${images} image${images === 1 ? '' : 's'}`,
    `${variants} variants (${(bytes / 1e6).toFixed(2)} MB)`,
    `${reused} reused from cache`,
    `${encoded} encoded`,
    ...(missing ? [`${missing} missing`] : []),
    `${(ms / 1000).toFixed(1)} s`,
  ];
  return `Responsive images: ${parts.join(', ')}`;
}
