#!/usr/bin/env node
// Step one of `npm run build`: responsive variants of every photo content's image fields name.
//   node scripts/images/build-images.mjs
// Writes public/_img/ (variants and manifest.json, git-ignored) from the cache in .cache/images/.
// With IMAGE_CDN=cloudflare or netlify it writes the manifest alone (sizes, no variants).
import sharp from 'sharp';
import { imageCdnFrom } from '../../site.config.mjs';
import { buildImages, summary } from './build.mjs';
import { contentImageSources } from './references.mjs';

const root = new URL('../..', import.meta.url).pathname;
try {
  const sources = await contentImageSources(root);
  const cdn = imageCdnFrom();
  const { stats } = await buildImages({ root, sources, sharp, cdn });
  console.log(summary(stats, cdn));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
