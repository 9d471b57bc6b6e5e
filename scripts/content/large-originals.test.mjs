/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { largeOriginalWarnings, largeOriginals } from './large-originals.mjs';

let root;
const file = (path, bytes) => {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, Buffer.alloc(bytes));
};
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'large-'));
  file('public/uploads/products/camera.JPG', 4_800_000);
  file('public/uploads/products/shrunk.webp', 300_000);
  file('public/uploads/brochure.pdf', 5_000_000);
  file('public/uploads/a/scan.png', 1_000_001);
  file('public/images/og/big.png', 3_000_000);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('largeOriginals', () => {
  it('names the photos in public/uploads/ over 1 MB, largest first, and nothing else', () => {
    const large = largeOriginals(join(root, 'public'));
    expect(large).toEqual([
      { file: 'public/uploads/products/camera.JPG', bytes: 4_800_000 },
      { file: 'public/uploads/a/scan.png', bytes: 1_000_001 },
    ]);
    expect(largeOriginalWarnings(large)[0]).toBe(
      'warning: public/uploads/products/camera.JPG is 4.8 MB, over 1.0 MB: run npm run images:shrink (or upload it again through the editor, which shrinks photos)',
    );
  });
});
