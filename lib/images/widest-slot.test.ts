import fc from 'fast-check';
import { imageSizes } from '@/lib/images/sizes';
import { usefulWidths, widestSlot } from '@/lib/images/widest-slot';
import { slotWidth } from '../../tests/support/lib/images/slot-width';

const standardWidths = [320, 480, 640, 800, 960, 1280, 1600];

/** The widest slot by brute force: every whole viewport from 1 to 4,000 px. */
const sampledWidest = (sizes: string) => {
  let widest = 0;
  for (let viewport = 1; viewport <= 4000; viewport += 1)
    widest = Math.max(widest, slotWidth(sizes, viewport));
  return widest;
};

describe('widestSlot', () => {
  it.each(Object.entries(imageSizes))('%s: the widest slot over every viewport', (_, sizes) => {
    // The boundary counts as the wider entry's, so the sampled maximum may sit 1 px lower.
    const widest = widestSlot(sizes);
    expect(widest).toBeGreaterThanOrEqual(sampledWidest(sizes));
    expect(widest - sampledWidest(sizes)).toBeLessThanOrEqual(1);
  });

  it('reads the product card slot as widest on a small tablet (half of 800 px)', () => {
    expect(widestSlot(imageSizes.productCard)).toBe(400);
    expect(widestSlot(imageSizes.productThumbnail)).toBe(96);
  });

  it('is unbounded for what it cannot read or what grows with the viewport', () => {
    expect(widestSlot('100vw')).toBe(Infinity);
    expect(widestSlot('(min-width: 800px) 50vw, 300px')).toBe(Infinity);
    expect(widestSlot('(max-width: 600px) 100vw, 600px')).toBe(Infinity);
    expect(widestSlot('(min-width: 800px) 400px')).toBe(Infinity);
    expect(widestSlot('min(100vw, 30rem)')).toBe(Infinity);
    expect(widestSlot('')).toBe(Infinity);
  });

  it('is never below the slot at any viewport (random attributes in the grammar)', () => {
    const length = fc.oneof(
      fc.integer({ min: 1, max: 1200 }).map((n) => `${n}px`),
      fc.integer({ min: 1, max: 60 }).map((n) => `${n}rem`),
      fc.integer({ min: 1, max: 100 }).map((n) => `${n}vw`),
      fc
        .tuple(fc.integer({ min: 20, max: 100 }), fc.integer({ min: 0, max: 8 }))
        .map(([vw, rem]) => `calc(${vw}vw - ${rem}rem)`),
    );
    const attribute = fc
      .tuple(
        fc.uniqueArray(fc.integer({ min: 200, max: 2000 }), { maxLength: 4 }),
        fc.array(length, { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 100, max: 1200 }),
      )
      .map(([minimums, lengths, top]) => {
        const sorted = [...minimums].sort((a, b) => b - a);
        const conditions = sorted.map(
          (min, i) => `(min-width: ${min}px) ${i === 0 ? `${top}px` : lengths[i]}`,
        );
        return [...conditions, lengths[4]!].join(', ');
      });
    fc.assert(
      fc.property(attribute, fc.integer({ min: 1, max: 4000 }), (sizes, viewport) => {
        expect(widestSlot(sizes)).toBeGreaterThanOrEqual(slotWidth(sizes, viewport) - 1e-9);
      }),
    );
  });
});

describe('usefulWidths', () => {
  it('keeps the widths below twice the slot and the first at or above it', () => {
    expect(usefulWidths(standardWidths, 96)).toEqual([320]);
    expect(usefulWidths(standardWidths, 400)).toEqual([320, 480, 640, 800]);
    expect(usefulWidths(standardWidths, 401)).toEqual([320, 480, 640, 800, 960]);
    expect(usefulWidths(standardWidths, 900)).toEqual(standardWidths);
    expect(usefulWidths(standardWidths, Infinity)).toEqual(standardWidths);
  });

  it('leaves the browser a width as sharp at 2x as the full list would, at every slot', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 1, max: 2000 }),
        (widest, slot) => {
          fc.pre(slot <= widest);
          const pick = (widths: number[]) => widths.find((w) => w >= slot * 2) ?? widths.at(-1);
          expect(pick(usefulWidths(standardWidths, widest))).toBe(pick(standardWidths));
        },
      ),
    );
  });
});
