// Shrinks the photo originals already in public/uploads/ in place (`npm run images:shrink`), the
// way the editor shrinks new uploads (content/cms/media-libraries.ts): longest side at most
// 2000 px, EXIF orientation applied, metadata dropped, same format and name so content still
// points at it. Idempotent: a file already within the limits, or one a new encoding would not
// make clearly smaller, is left as it is.
import { lstatSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { inside } from './inside.mjs';

/** The same limits as the editor's upload optimisation and the content check's warning. */
export const shrinkLimits = { maxSide: 2000, maxBytes: 1_000_000 };

/** A new encoding replaces the original only when it saves at least this share. */
const minSaving = 0.1;

const encoders = {
  jpeg: (image) => image.jpeg({ quality: 85, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9, effort: 10 }),
  webp: (image) => image.webp({ quality: 85 }),
};

/** Raster files under a folder; symbolic links are skipped (they could point anywhere). */
export function rasterFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isSymbolicLink()) return [];
    if (entry.isDirectory()) return rasterFiles(full);
    return /\.(?:jpe?g|png|webp)$/i.test(entry.name) ? [full] : [];
  });
}

/**
 * Shrinks one original in memory: the new bytes, or null when it is within the limits or the
 * new encoding is not clearly smaller.
 */
export async function shrunk(input, sharp, limits = shrinkLimits) {
  const meta = await sharp(input).metadata();
  const { width = 0, height = 0 } = meta.autoOrient ?? meta;
  const encode = encoders[meta.format];
  if (!encode) return null;
  if (Math.max(width, height) <= limits.maxSide && input.length <= limits.maxBytes) return null;
  const resized = sharp(input).autoOrient().resize({
    width: limits.maxSide,
    height: limits.maxSide,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const output = await encode(resized).toBuffer();
  return output.length <= input.length * (1 - minSaving) ? output : null;
}

/**
 * Shrinks every original over the limits under root/public/uploads/ (and nowhere else); returns
 * what changed as { path, before, after } with site paths and byte sizes.
 */
export async function shrinkUploads({ root, sharp, limits = shrinkLimits }) {
  const uploads = inside(inside(root, 'public'), 'uploads');
  const changed = [];
  for (const file of rasterFiles(uploads)) {
    const path = `/${relative(inside(root, 'public'), file).split('\\').join('/')}`;
    const target = inside(uploads, relative(uploads, file));
    if (!lstatSync(target).isFile()) continue;
    const input = readFileSync(target);
    const output = await shrunk(input, sharp, limits).catch((error) => {
      throw new Error(`images:shrink: cannot read ${path}: ${error.message}`);
    });
    if (!output) continue;
    // Written next to it first, then renamed over it: an interrupted run leaves the original.
    const temporary = `${target}.${process.pid}.tmp`;
    try {
      writeFileSync(temporary, output);
      renameSync(temporary, target);
    } finally {
      rmSync(temporary, { force: true });
    }
    changed.push({ path, before: input.length, after: output.length });
  }
  return changed;
}
