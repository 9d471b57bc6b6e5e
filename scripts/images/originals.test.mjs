/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { originalPaths, removeOriginals } from './originals.mjs';

let out;
const file = (path) => {
  const full = join(out, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, 'x');
};
const manifest = {
  version: 1,
  images: {
    '/uploads/products/a.jpg': { base: '/_img/uploads/products/a.0123456789' },
    '/images/showroom.webp': { base: '/_img/images/showroom.abcdefabcd' },
  },
};

beforeEach(() => {
  out = mkdtempSync(join(tmpdir(), 'out-'));
  for (const path of [
    'uploads/products/a.jpg',
    'uploads/products/unused.PNG',
    'uploads/products/drawing.svg',
    'images/showroom.webp',
    'images/og/mfp.png',
    '_img/uploads/products/a.0123456789-800.jpg',
    '_img/manifest.json',
    'en/index.html',
  ])
    file(path);
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

describe('photo originals', () => {
  it("are the manifest's sources and every raster upload, not SVG nor other images", () => {
    expect(originalPaths(out, manifest)).toEqual([
      '/images/showroom.webp',
      '/uploads/products/a.jpg',
      '/uploads/products/unused.PNG',
    ]);
    expect(originalPaths(out, null)).toEqual([
      '/uploads/products/a.jpg',
      '/uploads/products/unused.PNG',
    ]);
  });

  it('are taken out of the export with the manifest; variants and the rest stay', () => {
    expect(removeOriginals(out, manifest)).toEqual([
      '/images/showroom.webp',
      '/uploads/products/a.jpg',
      '/uploads/products/unused.PNG',
    ]);
    const left = (path) => existsSync(join(out, path));
    expect(left('uploads/products/a.jpg')).toBe(false);
    expect(left('uploads/products/unused.PNG')).toBe(false);
    expect(left('images/showroom.webp')).toBe(false);
    expect(left('_img/manifest.json')).toBe(false);
    expect(left('uploads/products/drawing.svg')).toBe(true);
    expect(left('images/og/mfp.png')).toBe(true);
    expect(left('_img/uploads/products/a.0123456789-800.jpg')).toBe(true);
    expect(left('en/index.html')).toBe(true);
    // A second run has nothing left to do.
    expect(removeOriginals(out, manifest)).toEqual([]);
  });

  it('leave no empty uploads folder behind', () => {
    rmSync(join(out, 'uploads/products/drawing.svg'));
    file('uploads/2026/11/b.jpg');
    removeOriginals(out, manifest);
    expect(existsSync(join(out, 'uploads'))).toBe(false);
    expect(existsSync(join(out, 'images/og/mfp.png'))).toBe(true);
  });
});
