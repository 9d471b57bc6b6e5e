#!/usr/bin/env node
// Measures the responsive image build (not a test): bytes of every width × format of each photo
// content refers to, the originals' sizes, which file a 375 px phone takes for a product page's
// main photo, and the time of a cold build (empty cache) against a cached rebuild.
//   node bench/measure-images.mjs
// Works in a temporary folder (content and the photos linked in), so neither public/_img/ nor
// the build cache in .cache/images/ is touched.
import { mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildImages } from '../scripts/images/build.mjs';
import { contentImageSources } from '../scripts/images/references.mjs';
import { inside } from '../scripts/images/inside.mjs';
import { paths } from '../scripts/images/settings.mjs';

const root = new URL('..', import.meta.url).pathname;
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Markdown table, columns padded (prettier leaves it as it is). */
function table(header, rows) {
  const all = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, i) => Math.max(3, ...all.map((row) => row[i].length)));
  const line = (row) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  const rule = `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`;
  return [line(all[0]), rule, ...all.slice(1).map(line)].join('\n');
}

// The product page's main photo at 375 px: calc(100vw - 2rem) = 343 CSS px
// (lib/images/sizes.ts productMain; tests/e2e/images.spec.ts checks it in Chromium).
const phoneSlot = 375 - 32;
/** The candidate Chromium takes: the narrowest at least slot × density wide, else the widest. */
const chosen = (variants, density) =>
  variants.find((v) => v.width >= phoneSlot * density) ?? variants.at(-1);

const work = mkdtempSync(join(tmpdir(), 'image-measure-'));
try {
  symlinkSync(join(root, paths.content), join(work, paths.content));
  mkdirSync(join(work, paths.public));
  for (const folder of ['uploads', 'images'])
    symlinkSync(join(root, paths.public, folder), join(work, paths.public, folder));

  const quiet = () => {};
  const sources = await contentImageSources(work);
  const cold = await buildImages({ root: work, sources, sharp, warn: quiet });
  const warm = await buildImages({ root: work, sources, sharp, warn: quiet });
  const { manifest } = warm;

  console.log(
    `sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, ${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.log(
    table(
      ['build', 'images', 'encoded', 'reused', 'variants', 'time'],
      [
        ['cold (empty cache)', cold.stats.images, cold.stats.encoded, cold.stats.reused],
        ['rebuild (cached)', warm.stats.images, warm.stats.encoded, warm.stats.reused],
      ].map((row, i) => [
        ...row,
        `${[cold, warm][i].stats.variants} (${kB([cold, warm][i].stats.bytes)})`,
        `${([cold, warm][i].stats.ms / 1000).toFixed(2)} s`,
      ]),
    ),
  );

  // Per photo, the figures issue 33 compares (variants, bytes, cold encoding time).
  const perPhoto = (value) => value / Math.max(1, cold.stats.images);
  console.log(
    `\nPer photo (cold, ${availableParallelism()} cores): ${perPhoto(cold.stats.variants).toFixed(1)} variants, ${kB(perPhoto(cold.stats.bytes))}, ${(perPhoto(cold.stats.ms) / 1000).toFixed(2)} s`,
  );

  for (const [src, entry] of Object.entries(manifest.images)) {
    const original = statSync(inside(join(root, paths.public), src)).size;
    console.log(
      `\n${src}: original ${entry.width} × ${entry.height}, ${kB(original)}; fallback ${entry.fallback}`,
    );
    const formats = Object.keys(entry.formats);
    const widths = [
      ...new Set(Object.values(entry.formats).flatMap((vs) => vs.map((v) => v.width))),
    ];
    const rows = widths
      .sort((a, b) => a - b)
      .map((width) => [
        `${width} px`,
        ...formats.map((format) => {
          const variant = entry.formats[format].find((v) => v.width === width);
          return variant ? kB(variant.bytes) : '(over 200 kB, left out)';
        }),
      ]);
    console.log(table(['width', ...formats], rows));
    const avif = entry.formats.avif ?? [];
    const lcp = [1, 2, 3].map((density) => {
      const variant = chosen(avif, density);
      return `${density}x ${variant.width} px AVIF ${kB(variant.bytes)}`;
    });
    console.log(`375 px phone, product page main photo (${phoneSlot} CSS px): ${lcp.join('; ')}`);
  }
} finally {
  rmSync(inside(tmpdir(), work), { recursive: true, force: true });
}
