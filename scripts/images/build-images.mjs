#!/usr/bin/env node
// Step one of `npm run build`: responsive variants of every raster photo content refers to.
//   node scripts/images/build-images.mjs
// Writes public/_img/ (variants and manifest.json, git-ignored) from the cache in .cache/images/.
import sharp from 'sharp';
import { buildImages, summary } from './build.mjs';

const root = new URL('../..', import.meta.url).pathname;
try {
  const { stats } = await buildImages({ root, sharp });
  console.log(summary(stats));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
