#!/usr/bin/env node
// Runs after `next build` in `npm run build`: takes the photos' originals (and the image
// manifest) out of out/, which Next copied there from public/. See originals.mjs.
//   node scripts/images/remove-originals.mjs [out]
import { removeOriginals, readManifest } from './originals.mjs';

const root = new URL('../..', import.meta.url).pathname;
const out = process.argv[2] ?? process.env.OUT_DIR ?? 'out';
const removed = removeOriginals(out, readManifest(root));
console.log(
  `Photo originals removed from ${out}/: ${removed.length}${removed.length ? ` (${removed.join(', ')})` : ''}`,
);
