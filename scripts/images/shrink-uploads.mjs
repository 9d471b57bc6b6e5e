#!/usr/bin/env node
// npm run images:shrink: shrinks the photos in public/uploads/ in place (see shrink.mjs), then
// commit them. Run it once on photos committed before the editor shrank uploads.
import sharp from 'sharp';
import { shrinkUploads } from './shrink.mjs';

const root = new URL('../..', import.meta.url).pathname;
const kB = (bytes) => `${Math.round(bytes / 1000)} kB`;
try {
  const changed = await shrinkUploads({ root, sharp });
  for (const { path, before, after } of changed)
    console.log(`  ${path}: ${kB(before)} → ${kB(after)}`);
  const saved = changed.reduce((sum, c) => sum + c.before - c.after, 0);
  console.log(
    `images:shrink: ${changed.length} photo${changed.length === 1 ? '' : 's'} shrunk in public/uploads/, ${kB(saved)} saved`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
