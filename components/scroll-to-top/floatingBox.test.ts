import fc from 'fast-check';
import { floatingButtonBox, overlaps } from '@/components/scroll-to-top/floatingBox';

describe('floatingButtonBox', () => {
  it('is the 48 px bottom-right corner, 16 px in, with the margin around it', () => {
    expect(floatingButtonBox(375, 812, 0)).toEqual({
      left: 311,
      top: 748,
      right: 359,
      bottom: 796,
    });
    expect(floatingButtonBox(375, 812, 4)).toEqual({
      left: 307,
      top: 744,
      right: 363,
      bottom: 800,
    });
  });
});

describe('overlaps', () => {
  const box = { left: 10, top: 10, right: 20, bottom: 20 };
  it('is true for shared area, false for boxes that only touch or lie apart', () => {
    expect(overlaps(box, { left: 19, top: 19, right: 30, bottom: 30 })).toBe(true);
    expect(overlaps(box, { left: 20, top: 0, right: 30, bottom: 30 })).toBe(false);
    expect(overlaps(box, { left: 0, top: 21, right: 30, bottom: 30 })).toBe(false);
  });

  it('is symmetric', () => {
    const boxArb = fc
      .tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 }))
      .chain(([left, top]) =>
        fc.record({
          left: fc.constant(left),
          top: fc.constant(top),
          right: fc.integer({ min: left, max: 600 }),
          bottom: fc.integer({ min: top, max: 600 }),
        }),
      );
    fc.assert(fc.property(boxArb, boxArb, (a, b) => overlaps(a, b) === overlaps(b, a)));
  });
});
