/** @jest-environment node */
import sharp from 'sharp';
import { phoneFrame, photoImage, photoPixels } from './synthetic-photos.mjs';

const small = { width: 400, height: 300 };
const avifBytes = (options) => photoImage(options).avif({ quality: 50 }).toBuffer();

describe('synthetic photos (scale benchmark)', () => {
  it('are phone-sized: 12 megapixels at 4:3', () => {
    expect(phoneFrame.width * phoneFrame.height).toBeGreaterThanOrEqual(12e6);
    expect(phoneFrame.width / phoneFrame.height).toBeCloseTo(4 / 3, 2);
  });

  it('give the same pixels for the same seed and other pixels for another', () => {
    const a = photoPixels({ seed: 7, ...small }).data;
    expect(photoPixels({ seed: 7, ...small }).data.equals(a)).toBe(true);
    expect(photoPixels({ seed: 8, ...small }).data.equals(a)).toBe(false);
  });

  it('cost AVIF what a photo costs, many times a flat render of the same scene', async () => {
    const photo = await avifBytes({ seed: 3, ...small });
    const flat = await avifBytes({ seed: 3, ...small, noise: false });
    expect(photo.length).toBeGreaterThan(10 * flat.length);
    // Over 0.05 bytes per pixel: a flat render stays far below, a photo at quality 50 above.
    expect(photo.length / (small.width * small.height)).toBeGreaterThan(0.05);
    // AVIF encoding is slow on a busy 2-core machine.
  }, 60_000);

  it('decode to the size asked for', async () => {
    const jpeg = await photoImage({ seed: 1, ...small })
      .jpeg()
      .toBuffer();
    expect(await sharp(jpeg).metadata()).toMatchObject({ width: 400, height: 300, format: 'jpeg' });
  });
});
