#!/usr/bin/env node
// One-off: makes the sample product "photos" in public/uploads/products/ from the site's SVG
// illustrations, so the responsive image build has real, camera-sized originals to work on
// until the dealer uploads photographs. Studio backdrop, soft light and sensor grain make them
// compress like photographs rather than like flat drawings. Run again only to change them:
//   node scripts/make-sample-photos.mjs
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const root = new URL('..', import.meta.url).pathname;
const target = join(root, 'public/uploads/products');

const samples = [
  { name: 'colour-mfp-c4045-front.jpg', svg: 'mfp-1.svg', width: 2400, backdrop: '#9aa7b8' },
  { name: 'mono-printer-p4045-front.jpg', svg: 'printer-1.svg', width: 2400, backdrop: '#a8a29e' },
  // A cut-out on a transparent background, as product shots often come: exercises the PNG path.
  { name: 'production-press-80c-front.png', svg: 'production-1.svg', width: 2000 },
];

/** Gaussian grain, centred on mid-grey so that an overlay blend leaves the tones as they are. */
function grain(width, height, sigma) {
  const noise = { type: 'gaussian', mean: 128, sigma };
  return sharp({ create: { width, height, channels: 3, noise } })
    .png()
    .toBuffer();
}

function backdrop(width, height, edge) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="light" cx="50%" cy="35%" r="80%">
      <stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="${edge}"/>
    </radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#light)"/></svg>`;
  return Buffer.from(svg);
}

async function render(sample) {
  const width = sample.width;
  const height = Math.round((width * 3) / 4);
  const svg = readFileSync(join(root, 'public/images/products', sample.svg));
  // The illustrations are drawn at 800 px wide; render them at the target size, not upscaled.
  const product = await sharp(svg, { density: (72 * width) / 800 })
    .resize(width, height)
    .png()
    .toBuffer();
  if (!sample.backdrop) {
    // Grain on the product only: the overlay is cut to the illustration's own alpha.
    // (sharp keeps only the last composite() of a pipeline, hence two.)
    const grained = await sharp(product)
      .composite([{ input: await grain(width, height, 5), blend: 'overlay' }])
      .png()
      .toBuffer();
    return sharp(grained)
      .composite([{ input: product, blend: 'dest-in' }])
      .png({ compressionLevel: 9 })
      .toBuffer();
  }
  return sharp(backdrop(width, height, sample.backdrop))
    .composite([{ input: product }, { input: await grain(width, height, 28), blend: 'overlay' }])
    .flatten()
    .blur(0.6)
    .jpeg({ quality: 90 })
    .toBuffer();
}

mkdirSync(target, { recursive: true });
for (const sample of samples) {
  const file = join(target, sample.name);
  writeFileSync(file, await render(sample));
  const { width, height } = await sharp(file).metadata();
  console.log(`${file.slice(root.length)}: ${width}x${height}, ${statSync(file).size} bytes`);
}
