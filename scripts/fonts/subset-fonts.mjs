#!/usr/bin/env node
// Writes the site's font faces to styles/fonts/ (git-ignored): each fontsource file cut to its
// unicode-range and the weight range in font-subsets.mjs (HarfBuzz's subsetter via subset-font).
// Runs before `next build` and `next dev`; a stamp skips the work when nothing changed. It also
// writes styles/fonts.ts, the faces' next/font declarations, from the same list.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import subsetFont from 'subset-font';
import { writeFontModule } from './font-module.mjs';
import { fontSubsets, rangeText, weightRange } from './font-subsets.mjs';

const root = resolve(import.meta.dirname, '../..');
const outDir = join(root, 'styles/fonts');
const require = createRequire(join(root, 'package.json'));
const subsetterVersion = JSON.parse(
  readFileSync(require.resolve('subset-font/package.json'), 'utf8'),
).version;

const start = Date.now();
const lines = [];
mkdirSync(outDir, { recursive: true });
if (writeFontModule(join(root, 'styles/fonts.ts'))) lines.push('styles/fonts.ts written');
for (const subset of fontSubsets) {
  const source = readFileSync(require.resolve(subset.source));
  const stamp = createHash('sha256')
    .update(source)
    .update(JSON.stringify({ subset, weightRange, subsetterVersion }))
    .digest('hex');
  const target = join(outDir, subset.file);
  const stampFile = `${target}.stamp`;
  if (existsSync(target) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    lines.push(`${subset.file} up to date`);
    continue;
  }
  const font = await subsetFont(source, rangeText(subset.unicodeRange), {
    targetFormat: 'woff2',
    variationAxes: { wght: weightRange },
  });
  writeFileSync(target, font);
  writeFileSync(stampFile, stamp);
  lines.push(
    `${subset.file} ${(font.length / 1000).toFixed(1)} kB (from ${(source.length / 1000).toFixed(1)} kB)`,
  );
}
console.log(`Fonts (${Date.now() - start} ms): ${lines.join('; ')}`);
