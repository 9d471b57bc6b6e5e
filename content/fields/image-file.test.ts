import { posix, relative, resolve, sep } from 'node:path';
import fc from 'fast-check';
import { imagePathProblem, isImagePath, isRaster } from '@/content/fields/image-file';

describe('isRaster', () => {
  it('is true for photos (JPEG, PNG, WebP, any case) and false for SVG', () => {
    expect(isRaster('/images/products/mfp-1.svg')).toBe(false);
    expect(isRaster('/uploads/a.JPEG')).toBe(true);
  });
});

describe('imagePathProblem (the image field rule)', () => {
  it('accepts plain paths inside public/', () => {
    for (const src of ['/uploads/products/front.jpg', '/images/hero/office.svg', '/a.b.PNG'])
      expect([src, imagePathProblem(src)]).toEqual([src, undefined]);
  });

  it.each([
    ['/uploads/../../../victim/x.jpg', /must not contain "\.\." or "\." folders/],
    ['/uploads/./a.jpg', /must not contain "\.\." or "\." folders/],
    ['/..', /must not contain "\.\." or "\." folders/],
    ['/uploads/%2e%2e/%2e%2e/%2e%2e/victim/x.jpg', /must not contain % escapes/],
    ['/uploads/..%2F..%2F..%2Fvictim%2Fx.jpg', /must not contain % escapes/],
    ['/uploads/%252e%252e/x.jpg', /must not contain % escapes/],
    ['/uploads//etc/x.jpg', /empty folders/],
    ['/uploads/..\\..\\x.jpg', /may only use letters/],
    ['uploads/a.jpg', /must be a \/path inside public\//],
    [
      'https://example.com/a.jpg',
      /allowed media library host \(res\.cloudinary\.com, ucarecdn\.com\)/,
    ],
    ['/uploads/a.gif', /must be an image/],
    ['/uploads/a.jpg\u0000.png', /may only use letters/],
    [`/uploads/${'a'.repeat(400)}.jpg`, /longer than 300 characters/],
  ])('refuses %s', (src, message) => {
    expect(imagePathProblem(src)).toMatch(message);
    expect(isImagePath(src)).toBe(false);
  });
});

describe('imagePathProblem (property-based)', () => {
  const pathLike = fc.string({
    unit: fc.constantFrom(
      '/',
      '.',
      '..',
      '%',
      '2e',
      '2F',
      '5c',
      '\\',
      'a',
      'ფ',
      ' ',
      '.jpg',
      '.svg',
    ),
    maxLength: 16,
  });

  it('accepts only paths that are already in their one plain form inside public/', () => {
    const publicDir = resolve('/srv/site/public');
    fc.assert(
      fc.property(fc.oneof(pathLike, fc.string()), (src) => {
        if (!isImagePath(src)) return;
        const file = resolve(publicDir, `.${src}`);
        expect(file.startsWith(`${publicDir}${sep}`)).toBe(true);
        // Nothing left to decode or normalise: the written path is the file.
        expect(posix.normalize(src)).toBe(src);
        expect(decodeURIComponent(src)).toBe(src);
        expect(relative(publicDir, file).split(sep).join('/')).toBe(src.slice(1));
      }),
      { numRuns: 300 },
    );
  });
});
