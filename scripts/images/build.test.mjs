/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { pictureSources } from '@/lib/images/picture';
import { pictureData } from '@/lib/images/picture-data';
import { buildImages, mapLimit } from './build.mjs';
import { defaultSettings } from './settings.mjs';

// Small widths and fast encoders keep the test quick; the logic is the same as the real settings.
const settings = {
  ...defaultSettings,
  widths: [40, 80, 160],
  formats: { ...defaultSettings.formats, avif: { quality: 50, effort: 0 } },
};

let root;
const silent = () => {};

function counting() {
  const counter = { calls: 0 };
  const wrapped = (...args) => {
    counter.calls += 1;
    return sharp(...args);
  };
  return Object.assign(wrapped, { versions: sharp.versions, counter });
}

/** A flat JPEG, or a grainy half-transparent PNG (grain makes sizes grow with the width). */
async function photo(path, { width, height, alpha = false, orientation } = {}) {
  const noise = { type: 'gaussian', mean: 128, sigma: 60 };
  const background = { r: 30, g: 90, b: 200 };
  let image = sharp({
    create: { width, height, channels: 3, ...(alpha ? { noise } : { background }) },
  });
  image = alpha ? sharp(await image.ensureAlpha(0.5).png().toBuffer()).png() : image.jpeg();
  if (orientation) image = image.withMetadata({ orientation });
  const file = join(root, 'public', path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, await image.toBuffer());
}

/** The photos content's image fields name (what references.mjs hands the build). */
let sources;
function content(...srcs) {
  sources = new Map(srcs.map((src) => [src, ['content/products/x.yaml']]));
}

const build = (sharpFn = counting(), extra = {}) =>
  buildImages({ root, sources, sharp: sharpFn, settings, warn: silent, ...extra });

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'images-'));
  await photo('/uploads/a.jpg', { width: 120, height: 90 });
  await photo('/uploads/b.png', { width: 300, height: 150, alpha: true });
  content('/uploads/a.jpg', '/uploads/b.png');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('buildImages', () => {
  it('writes AVIF and a JPEG or PNG fallback per width, never wider than the original', async () => {
    const { manifest, stats } = await build();
    expect(Object.keys(manifest.images)).toEqual(['/uploads/a.jpg', '/uploads/b.png']);
    const a = manifest.images['/uploads/a.jpg'];
    expect(a).toMatchObject({ width: 120, height: 90, fallback: 'jpeg' });
    expect(Object.keys(a.formats)).toEqual(['avif', 'jpeg']);
    // 120 px is well past 80, so the original's own width is offered too.
    expect(a.formats.avif.map((v) => v.width)).toEqual([40, 80, 120]);
    expect(a.formats.jpeg.map((v) => v.height)).toEqual([30, 60, 90]);
    expect(manifest.images['/uploads/b.png'].fallback).toBe('png');
    expect(manifest.images['/uploads/b.png'].formats.png.map((v) => v.width)).toEqual([
      40, 80, 160,
    ]);
    // Every variant is on disk under public/ at its URL, with the recorded size.
    for (const variant of Object.values(a.formats).flat()) {
      expect(variant.url).toMatch(/^\/_img\/uploads\/a\.[0-9a-f]{10}-\d+\.(avif|jpg)$/);
      expect(statSync(join(root, 'public', variant.url)).size).toBe(variant.bytes);
    }
    const written = JSON.parse(readFileSync(join(root, 'public/_img/manifest.json'), 'utf8'));
    expect(written).toEqual(manifest);
    expect(stats).toMatchObject({ images: 2, variants: 12, reused: 0, encoded: 2 });
  });

  it('writes every file a <picture> built from its manifest asks for', async () => {
    const { manifest } = await build();
    for (const src of Object.keys(manifest.images)) {
      const sources = pictureSources(pictureData(src, manifest, ''));
      const srcSets = [...sources.sources.map((s) => s.srcSet), sources.srcSet];
      const urls = [sources.src, sources.largest, ...srcSets.join(', ').split(', ')];
      for (const url of urls.map((candidate) => candidate.split(' ')[0]))
        expect(existsSync(join(root, 'public', url))).toBe(true);
    }
  });

  it('reuses the cache on the next build: no sharp call, the same manifest', async () => {
    const first = await build();
    const again = counting();
    const second = await build(again);
    expect(again.counter.calls).toBe(0);
    expect(second.manifest).toEqual(first.manifest);
    expect(second.stats).toMatchObject({ reused: 2, encoded: 0, variants: 12 });
  });

  it('encodes again only the photo that changed, under a new URL', async () => {
    const first = await build();
    await photo('/uploads/a.jpg', { width: 100, height: 100 });
    const second = await build();
    expect(second.stats).toMatchObject({ reused: 1, encoded: 1 });
    const [before, after] = [first, second].map((r) => r.manifest.images['/uploads/a.jpg'].base);
    expect(after).not.toBe(before);
    expect(existsSync(join(root, 'public', `${before}-40.avif`))).toBe(false);
  });

  it('drops variants of an image that content no longer mentions, and their cache', async () => {
    await build();
    content('/uploads/a.jpg');
    const { manifest } = await build();
    expect(Object.keys(manifest.images)).toEqual(['/uploads/a.jpg']);
    expect(readdirSync(join(root, 'public/_img/uploads')).some((f) => f.startsWith('b.'))).toBe(
      false,
    );
    expect(readdirSync(join(root, '.cache/images'))).toHaveLength(1);
  });

  it('applies EXIF orientation: a portrait phone photo stays portrait', async () => {
    await photo('/uploads/a.jpg', { width: 160, height: 120, orientation: 6 });
    const { manifest } = await build();
    expect(manifest.images['/uploads/a.jpg']).toMatchObject({ width: 120, height: 160 });
  });

  it('leaves out a variant over the byte budget and says so', async () => {
    const warnings = [];
    const tight = { ...settings, maxVariantBytes: 4000 };
    const { manifest } = await build(counting(), {
      settings: tight,
      warn: (m) => warnings.push(m),
    });
    const b = manifest.images['/uploads/b.png'];
    expect(Object.values(b.formats).every((vs) => vs.every((v) => v.bytes <= 4000))).toBe(true);
    expect(b.formats.png.length).toBeLessThan(3);
    expect(warnings.join('\n')).toMatch(
      /\/uploads\/b\.png: over the byte budget, left out: .*png 160 px/,
    );
  });

  it('warns about a referenced file that does not exist and goes on', async () => {
    const warnings = [];
    content('/uploads/a.jpg', '/uploads/missing.jpg');
    const { stats } = await build(counting(), { warn: (m) => warnings.push(m) });
    expect(stats).toMatchObject({ images: 1, missing: 1 });
    expect(warnings[0]).toMatch(/\/uploads\/missing\.jpg \(in content\/products\/x\.yaml\)/);
  });

  it('gives the same manifest whether photos are encoded one at a time or side by side', async () => {
    const serial = await build(counting(), { parallel: 1 });
    rmSync(join(root, '.cache'), { recursive: true, force: true });
    const parallel = await build(counting(), { parallel: 4 });
    expect(parallel.manifest).toEqual(serial.manifest);
    expect(parallel.stats).toMatchObject({ encoded: 2, variants: 12 });
  });
});

describe('mapLimit', () => {
  it('runs at most `limit` tasks at once and keeps the order of the results', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimit([5, 1, 4, 2, 3], 2, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n * 3));
      running -= 1;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });
});

describe('buildImages with media library photos', () => {
  const library = 'https://res.cloudinary.com/demo/image/upload/v1/gps/front.jpg';

  it('records a media library photo with its service and origin, beside local variants', async () => {
    content('/uploads/a.jpg', library);
    const { manifest } = await build(counting());
    expect(manifest.images[library]).toEqual({
      width: 1600,
      height: 1200,
      service: 'cloudinary',
      widths: [40, 80, 160],
    });
    expect(manifest.images['/uploads/a.jpg']).toHaveProperty('formats');
    expect(manifest.mediaOrigins).toEqual(['https://res.cloudinary.com']);
  });
});
