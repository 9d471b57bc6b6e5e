// Originals never reach visitors. Next copies public/ into out/ as it is, so after `next build`
// this removes from out/ every photo the image build made variants of, every other raster under
// uploads/ (the editor's media folder: a 5 MB upload no page uses is still 5 MB on the host) and
// the manifest, which only the build reads. SVG files are left alone: they are shown as they are.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { inside, isInside } from './inside.mjs';
import { paths } from './settings.mjs';

/** Raster formats a browser shows; their originals are replaced by variants. */
export const rasterFile = /\.(?:jpe?g|png|webp|avif)$/i;

/** The media folder the editor uploads to, as a site path. */
export const uploadsUrl = '/uploads';

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Site paths (/uploads/products/a.jpg) of the originals under a public/ or out/ folder: the
 * manifest's sources and every raster file under uploads/.
 */
export function originalPaths(siteDir, manifest) {
  const uploads = filesUnder(join(siteDir, uploadsUrl))
    .filter((file) => rasterFile.test(file))
    .map((file) => `/${relative(siteDir, file).split('\\').join('/')}`);
  // Media library URLs are not files of the export.
  const named = Object.keys(manifest?.images ?? {}).filter((src) => src.startsWith('/'));
  return [...new Set([...named, ...uploads])].sort();
}

/** Reads the image build's manifest, or null when no image build ran. */
export function readManifest(root) {
  const file = inside(root, paths.manifest);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * Removes the originals and the manifest from an export; returns the site paths removed. A site
 * path is the file's path as it is (never URL-decoded), and one leaving outDir stops the step
 * before anything is deleted.
 */
export function removeOriginals(outDir, manifest) {
  const files = originalPaths(outDir, manifest).map((path) => [path, inside(outDir, path)]);
  const removed = files.filter(([, file]) => existsSync(file));
  for (const [, file] of removed) {
    rmSync(file);
    // No empty uploads/ folders left behind either; never outDir itself or above it.
    let dir = dirname(file);
    while (isInside(outDir, dir) && readdirSync(dir).length === 0) {
      rmSync(dir, { recursive: true });
      dir = dirname(dir);
    }
  }
  const manifestCopy = inside(outDir, relative(paths.public, paths.manifest));
  if (existsSync(manifestCopy)) rmSync(manifestCopy);
  return removed.map(([path]) => path);
}
