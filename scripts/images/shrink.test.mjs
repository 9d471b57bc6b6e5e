/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { shrinkUploads } from './shrink.mjs';

// Small limits keep the test quick; the rule is the same as at 2000 px and 1 MB.
const limits = { maxSide: 200, maxBytes: 20_000 };
let root;
let outside;

/** A grainy photo (noise keeps the bytes growing with the size, like a camera photo). */
async function photo(file, { width, height, format = 'jpeg', orientation }) {
  let image = sharp({
    create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 50 } },
  })[format]();
  if (orientation) image = image.withMetadata({ orientation });
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await image.toBuffer());
}
const uploads = (path) => join(root, 'public/uploads', path);
const size = async (file) => {
  const meta = await sharp(readFileSync(file)).metadata();
  return [meta.autoOrient.width, meta.autoOrient.height, meta.format];
};

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'shrink-'));
  outside = mkdtempSync(join(tmpdir(), 'shrink-outside-'));
  await photo(uploads('products/big.jpg'), { width: 600, height: 400 });
  await photo(uploads('products/tall.webp'), { width: 300, height: 500, format: 'webp' });
  await photo(uploads('products/portrait.jpg'), { width: 400, height: 300, orientation: 6 });
  await photo(uploads('small.jpg'), { width: 100, height: 80 });
  await photo(join(root, 'public/images/big.jpg'), { width: 600, height: 400 });
  await photo(join(outside, 'victim.jpg'), { width: 600, height: 400 });
  symlinkSync(join(outside, 'victim.jpg'), uploads('link.jpg'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('shrinkUploads', () => {
  it('shrinks originals over the limits in place: same name and format, upright', async () => {
    const changed = await shrinkUploads({ root, sharp, limits });
    expect(changed.map((c) => c.path).sort()).toEqual([
      '/uploads/products/big.jpg',
      '/uploads/products/portrait.jpg',
      '/uploads/products/tall.webp',
    ]);
    for (const c of changed) expect(c.after).toBeLessThan(c.before);
    expect(await size(uploads('products/big.jpg'))).toEqual([200, 133, 'jpeg']);
    expect(await size(uploads('products/tall.webp'))).toEqual([120, 200, 'webp']);
    // EXIF orientation 6: a 400 × 300 sensor image is shown 300 × 400, and stays so.
    expect(await size(uploads('products/portrait.jpg'))).toEqual([150, 200, 'jpeg']);
  });

  it('changes nothing on a second run, nor outside public/uploads/ or through a link', async () => {
    const before = statSync(join(root, 'public/images/big.jpg')).size;
    const victim = readFileSync(join(outside, 'victim.jpg'));
    await shrinkUploads({ root, sharp, limits });
    const again = await shrinkUploads({ root, sharp, limits });
    expect(again).toEqual([]);
    expect(statSync(join(root, 'public/images/big.jpg')).size).toBe(before);
    expect(readFileSync(join(outside, 'victim.jpg'))).toEqual(victim);
    expect(await size(uploads('small.jpg'))).toEqual([100, 80, 'jpeg']);
  });
});
