#!/usr/bin/env node
// Step one of `npm run build`: responsive variants of every photo content's image fields name.
//   node scripts/images/build-images.mjs
// Writes public/_img/ (variants and manifest.json, git-ignored) from the cache in .cache/images/.
import sharp from 'sharp';
import { buildImages, summary } from './build.mjs';
import { contentImageSources } from './references.mjs';

const root = new URL('../..', import.meta.url).pathname;
try {
  const sources = await contentImageSources(root);
  const { stats } = await buildImages({ root, sources, sharp });
  console.log(summary(stats));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
