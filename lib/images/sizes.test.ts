import { imageSizes } from '@/lib/images/sizes';
import { slotWidth } from '../../tests/support/lib/images/slot-width';

/** The candidate Chromium takes from a srcset: the narrowest at least slot × density wide. */
const chosen = (widths: number[], slot: number, density: number) =>
  widths.find((w) => w >= slot * density) ?? widths.at(-1);

const standardWidths = [320, 480, 640, 800, 960, 1280, 1600];

describe('imageSizes', () => {
  it.each(Object.entries(imageSizes))(
    '%s: conditions widen in order and end with a default length',
    (_, sizes) => {
      const entries = sizes.split(/,\s*(?![^(]*\))/);
      const minimums = entries.slice(0, -1).map((e) => Number(/min-width: (\d+)px/.exec(e)?.[1]));
      expect(minimums.every((m) => Number.isFinite(m))).toBe(true);
      expect(minimums).toEqual([...minimums].sort((a, b) => b - a));
      expect(entries.at(-1)).not.toMatch(/min-width/);
    },
  );

  it.each(Object.entries(imageSizes))(
    '%s: a positive width no wider than the viewport, from 320 to 1920 px',
    (_, sizes) => {
      for (let viewport = 320; viewport <= 1920; viewport += 8) {
        const slot = slotWidth(sizes, viewport);
        expect(slot).toBeGreaterThan(0);
        expect(slot).toBeLessThanOrEqual(viewport);
      }
    },
  );

  it('fills a 375 px phone less its 1 rem margins with the product photo and a category card', () => {
    expect(slotWidth(imageSizes.productMain, 375)).toBe(343);
    expect(slotWidth(imageSizes.wideCard, 375)).toBe(343);
    // Product cards go two to a row on a phone (a 16 px gap between them), one below 336 px.
    expect(slotWidth(imageSizes.productCard, 375)).toBe(163.5);
    expect(slotWidth(imageSizes.productCard, 320)).toBe(288);
    // On a desktop the product photo takes the 3fr column of the 75 rem container.
    expect(slotWidth(imageSizes.productMain, 1440)).toBe(680);
  });

  it('gives a 375 px phone the 480 px photo at 1x and the 800 px one at 2x, never a larger one', () => {
    const slot = slotWidth(imageSizes.productMain, 375);
    expect(chosen(standardWidths, slot, 1)).toBe(480);
    expect(chosen(standardWidths, slot, 2)).toBe(800);
    // Thumbnails are small at any density.
    expect(chosen(standardWidths, slotWidth(imageSizes.productThumbnail, 375), 3)).toBe(320);
  });
});
