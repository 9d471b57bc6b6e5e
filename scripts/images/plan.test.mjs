import {
  extension,
  fallbackFormat,
  heightAt,
  outputFormats,
  planWidths,
  variantBase,
  variantUrl,
} from './plan.mjs';
import { widths } from './settings.mjs';

describe('planWidths', () => {
  it('offers every standard width of a camera-sized original, the widest first capped', () => {
    expect(planWidths(4000, widths)).toEqual(widths);
    expect(Math.max(...planWidths(4000, widths))).toBe(1600);
  });

  it('never upscales: every width fits in the original', () => {
    for (const original of [150, 320, 500, 999, 1000, 1300, 1599, 1600, 1601]) {
      const planned = planWidths(original, widths);
      expect(planned.length).toBeGreaterThan(0);
      expect(planned.every((width) => width <= original)).toBe(true);
    }
  });

  it("adds the original's own width only when it is well past the widest standard one", () => {
    expect(planWidths(1000, widths)).toEqual([320, 480, 640, 800, 960]);
    expect(planWidths(1200, widths)).toEqual([320, 480, 640, 800, 960, 1200]);
    expect(planWidths(200, widths)).toEqual([200]);
  });

  it('keeps the ratio for heights', () => {
    expect(heightAt(800, { width: 2400, height: 1800 })).toBe(600);
    expect(heightAt(320, { width: 3000, height: 1 })).toBe(1);
  });
});

describe('formats and names', () => {
  it('offers AVIF and falls back to JPEG, or to PNG when the original is transparent', () => {
    // No WebP: every browser with WebP but no AVIF takes the fallback (plan.mjs says why).
    expect(outputFormats(false)).toEqual(['avif', 'jpeg']);
    expect(outputFormats(true)).toEqual(['avif', 'png']);
    expect(fallbackFormat(true)).toBe('png');
    expect(extension('jpeg')).toBe('jpg');
  });

  it('names variants after the source path, a key prefix, the width and the format', () => {
    const base = variantBase('/uploads/products/a.b.JPG', 'abcdef0123456789', '/_img');
    expect(base).toBe('/_img/uploads/products/a.b.abcdef0123');
    expect(variantUrl(base, 640, 'jpeg')).toBe('/_img/uploads/products/a.b.abcdef0123-640.jpg');
    expect(variantUrl(base, 640, 'avif')).toBe('/_img/uploads/products/a.b.abcdef0123-640.avif');
  });
});
