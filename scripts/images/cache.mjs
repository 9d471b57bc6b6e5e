// The encoded variants of each original, kept in .cache/images/<key>/ where the key is the
// sha256 of the original's bytes and of everything that shapes the output (settings, sharp and
// libvips versions). An unchanged photo is then copied, never encoded again.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { statSync, writeFileSync } from 'node:fs';
import { extension } from './plan.mjs';
import { inside } from './inside.mjs';

/** Bump when the encoding code changes in a way the settings do not show. */
const pipelineVersion = 1;

export function cacheKey(input, settings, versions = {}) {
  return createHash('sha256')
    .update(input)
    .update(JSON.stringify({ settings, versions, pipelineVersion }))
    .digest('hex');
}

/**
 * The cached result for a key, or null when absent, incomplete (an interrupted build) or not
 * readable: meta.json is a file on disk like any other, so a variant name leaving the entry's
 * folder or broken JSON means "encode again", never a file read elsewhere.
 */
export function readCached(cacheDir, key) {
  const dir = inside(cacheDir, key);
  const metaFile = inside(dir, 'meta.json');
  if (!existsSync(metaFile)) return null;
  try {
    const meta = JSON.parse(readFileSync(metaFile, 'utf8'));
    const complete = meta.variants.every((variant) => {
      const file = inside(dir, variant.file);
      return existsSync(file) && statSync(file).size === variant.bytes;
    });
    return complete ? { ...meta, dir } : null;
  } catch {
    return null;
  }
}

/** Stores an encodeImage() result; written to a temporary folder first, then renamed in place. */
export function writeCached(cacheDir, key, encoded) {
  const dir = inside(cacheDir, key);
  const temporary = inside(cacheDir, `${key}.${process.pid}.tmp`);
  rmSync(temporary, { recursive: true, force: true });
  mkdirSync(temporary, { recursive: true });
  const variants = encoded.variants.map(({ buffer, ...variant }) => {
    const file = `${variant.width}.${extension(variant.format)}`;
    writeFileSync(inside(temporary, file), buffer);
    return { ...variant, file, bytes: buffer.length };
  });
  const { width, height, hasAlpha, fallback, dropped } = encoded;
  const meta = { width, height, hasAlpha, fallback, dropped, variants };
  writeFileSync(inside(temporary, 'meta.json'), `${JSON.stringify(meta, null, 2)}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(temporary, dir);
  return { ...meta, dir };
}

/** Removes entries no current image uses, so the cache holds one copy of today's photos. */
export function pruneCache(cacheDir, usedKeys) {
  if (!existsSync(cacheDir)) return 0;
  const unused = readdirSync(cacheDir).filter((name) => !usedKeys.has(name));
  for (const name of unused) rmSync(inside(cacheDir, name), { recursive: true, force: true });
  return unused.length;
}
