/** @jest-environment node */
import fc from 'fast-check';
import { cloudinaryWidth } from './phone-page-images.mjs';

describe('cloudinaryWidth', () => {
  it("reads the width of the pages' Cloudinary URLs", () => {
    expect(
      cloudinaryWidth(
        'https://res.cloudinary.com/demo/image/upload/c_limit,f_auto,q_auto,w_480/v1/gps/a-1.jpg',
      ),
    ).toBe(480);
    expect(cloudinaryWidth('https://res.cloudinary.com/demo/image/upload/w_320/v1/gps/a.jpg')).toBe(
      320,
    );
  });

  it('has no width for an URL without one, or with a w_ outside the transformation', () => {
    expect(
      cloudinaryWidth('https://res.cloudinary.com/demo/image/upload/v1/gps/w_480.jpg'),
    ).toBeUndefined();
    expect(
      cloudinaryWidth('https://res.cloudinary.com/demo/image/upload/c_limit/v1/gps/a.jpg'),
    ).toBeUndefined();
  });

  it('finds the width wherever it stands among the options', () => {
    const option = fc.constantFrom('c_limit', 'f_auto', 'q_auto', 'dpr_2');
    fc.assert(
      fc.property(
        fc.array(option),
        fc.array(option),
        fc.integer({ min: 1, max: 9999 }),
        (before, after, width) => {
          const options = [...before, `w_${width}`, ...after].join(',');
          expect(
            cloudinaryWidth(`https://res.cloudinary.com/x/image/upload/${options}/v1/p.jpg`),
          ).toBe(width);
        },
      ),
    );
  });
});
