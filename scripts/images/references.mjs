// The photos the image build makes variants of (or records for a media library): the raster files and
// media library URLs that content's image fields name (content/images.ts walks the schema's imagePath fields), never a path that free text or
// a YAML comment happens to hold. The content is read and checked first, so every path here has
// passed the image path rule (inside public/, no `..`, no % escapes).
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadContentModules } from '../content/load-content.mjs';
import { inside } from './inside.mjs';
import { paths } from './settings.mjs';

/**
 * Site path → the content files that name it, for the photos (`isRaster`) among the image
 * fields, sorted by path so the manifest is stable. `fileOf(field)` says which file a field is in.
 */
export function imageSources(fields, isRaster, fileOf) {
  const found = new Map();
  for (const field of fields) {
    if (!isRaster(field.src)) continue;
    const files = found.get(field.src) ?? [];
    const file = fileOf(field);
    if (!files.includes(file)) files.push(file);
    found.set(field.src, files);
  }
  return new Map([...found].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The image sources of the content under root/content. Broken content stops here with the same
 * list `npm run content:check` prints, so the build never works from a path the check refused.
 */
export async function contentImageSources(root) {
  const modules = await loadContentModules();
  const { readSite, formatProblem, imageFields, isRaster, isMediaUrl, collections } = modules;
  const { contentExtension } = modules;
  const contentDir = join(root, paths.content);
  const publicDir = inside(root, paths.public);
  const { content, problems } = readSite(contentDir, (src) => existsSync(inside(publicDir, src)));
  if (!content)
    throw new Error(`images: content is broken:\n  ${problems.map(formatProblem).join('\n  ')}`);
  const fileOf = ({ collection, id }) =>
    relative(root, join(contentDir, collections[collection].folder, `${id}${contentExtension}`));
  // Media library photos are listed too: the manifest records the service that resizes them.
  const isPhoto = (src) => isRaster(src) || isMediaUrl(src);
  return imageSources(imageFields(content), isPhoto, fileOf);
}
