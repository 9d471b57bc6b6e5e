// content:check's warning (never a failure) about photo originals over the size the editor
// shrinks uploads to: each one is committed and read by every build.
import { statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { rasterFiles, shrinkLimits } from '../images/shrink.mjs';

/** The photos in public/uploads/ over `maxBytes`, largest first, as paths from the project. */
export function largeOriginals(publicDir, maxBytes = shrinkLimits.maxBytes) {
  return rasterFiles(join(publicDir, 'uploads'))
    .map((file) => ({ file: relative(join(publicDir, '..'), file), bytes: statSync(file).size }))
    .filter(({ bytes }) => bytes > maxBytes)
    .sort((a, b) => b.bytes - a.bytes || (a.file < b.file ? -1 : 1));
}

const MB = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

export function largeOriginalWarnings(large, maxBytes = shrinkLimits.maxBytes) {
  return large.map(
    ({ file, bytes }) =>
      `warning: ${file} is ${MB(bytes)}, over ${MB(maxBytes)}: run npm run images:shrink (or upload it again through the editor, which shrinks photos)`,
  );
}
