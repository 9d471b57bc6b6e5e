// Finds the raster images that content refers to by reading the content files as plain text, so
// it works the same whatever the format (TypeScript modules today, YAML or JSON files tomorrow).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const textFile = /\.(?:[cm]?[jt]sx?|json|ya?ml|md|mdx)$/i;

/**
 * Site paths such as /uploads/products/a.jpg or "/images/x.webp": not the tail of an external
 * URL (https://host/images/…), not a `${interpolated}` path, not x.png.svg.
 */
const rasterPath =
  /(?<![\w.:/-])\/(?:uploads|images)\/[A-Za-z0-9._~%/-]*?[A-Za-z0-9_~%-]\.(?:jpe?g|png|webp)(?![\w-]|\.\w)/gi;

function textFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return entry.isFile() && textFile.test(entry.name) ? [full] : [];
  });
}

/** Every raster path in the text, in order of first appearance. */
export function rasterPathsIn(text) {
  return [...new Set(text.match(rasterPath) ?? [])];
}

/**
 * Raster paths referenced anywhere under contentDir, each with the files that mention it
 * (relative to root, for messages), sorted by path so the manifest is stable.
 */
export function findImageReferences(contentDir, root = process.cwd()) {
  const found = new Map();
  for (const file of textFiles(contentDir).sort()) {
    for (const path of rasterPathsIn(readFileSync(file, 'utf8'))) {
      const files = found.get(path) ?? [];
      files.push(relative(root, file));
      found.set(path, files);
    }
  }
  return new Map([...found].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
